import { Trans, useTranslation } from '~/i18n/translation'
import { ContentBlocks, ContentSection } from '~/components/content/content-blocks'
import { TableOfContents } from '~/components/content/table-of-contents'
import { PageHeading } from '~/components/page-heading'
import { privacyContent } from '~/content/content.server'
import { pageOf, pageSeo } from '~/lib/page-seo.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request)
  const { description, content, policy } = privacyContent(page.locale)
  return { seo: pageSeo(request, context, { page, description }), content, policy }
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { content, policy } = loaderData
  return (
    <>
      <PageHeading title={t('pages.privacy.title')}>
        <p className="mt-4 text-muted">
          <Trans
            i18nKey="content.policyVersion"
            values={{ version: policy.version, date: policy.formattedDate }}
            components={{ date: <time dateTime={policy.effectiveDate} /> }}
          />
        </p>
      </PageHeading>
      <div className="mx-auto grid max-w-[1600px] gap-12 px-6 pb-24 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-12">
        <aside className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <TableOfContents sections={content.sections} />
        </aside>
        <div className="max-w-measure space-y-14">
          <div className="text-lg">
            <ContentBlocks blocks={content.intro} />
          </div>
          {content.sections.map((section) => (
            <ContentSection key={section.id} section={section} />
          ))}
        </div>
      </div>
    </>
  )
}
