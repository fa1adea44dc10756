import { ContentBlocks, ContentSection } from '~/components/content/content-blocks'
import { PageHeading } from '~/components/page-heading'
import type { ContentData } from '~/content/blocks'
import { useTranslation } from '~/i18n/translation'

/** About us: the agency's introduction in the display face, then its sections. */
export function AboutPage({ content }: { content: ContentData }) {
  const { t } = useTranslation()
  const { intro, sections } = content
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
