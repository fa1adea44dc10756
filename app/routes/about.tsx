import { useTranslation } from '~/i18n/translation'
import { ContentBlocks, ContentSection } from '~/components/content/content-blocks'
import { PageHeading } from '~/components/page-heading'
import { aboutContent } from '~/content/content.server'
import { pageOf, pageSeo } from '~/lib/page-seo.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request)
  const { description, content } = aboutContent(page.locale)
  return { seo: pageSeo(request, context, { page, description }), content }
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { intro, sections } = loaderData.content
  return (
    <>
      <PageHeading title={t('pages.about.title')} />
      <div className="mx-auto max-w-[1600px] px-6 pb-24 lg:px-12">
        <div className="max-w-lead font-display text-xl leading-snug sm:text-3xl">
          <ContentBlocks blocks={intro} />
        </div>
        <div className="mt-16 space-y-16 lg:mt-24 lg:space-y-20">
          {sections.map((section) => (
            <div key={section.id} className="max-w-measure lg:ml-[calc(100%/3)]">
              <ContentSection section={section} />
            </div>
          ))}
        </div>
      </div>
    </>
  )
}
