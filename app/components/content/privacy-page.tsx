import { ContentBlocks, ContentSection } from '~/components/content/content-blocks'
import { TableOfContents } from '~/components/content/table-of-contents'
import { PageHeading } from '~/components/page-heading'
import type { ContentData } from '~/content/blocks'
import type { PolicyVersion } from '~/content/content.server'
import { Trans, useTranslation } from '~/i18n/translation'

/** The privacy policy: its version, a table of contents beside its sections. */
export function PrivacyPage({ content, policy }: { content: ContentData; policy: PolicyVersion }) {
  const { t } = useTranslation()
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
