import { useTranslation } from '~/i18n/translation'
import type { Section } from '~/content/blocks'

/**
 * The page's sections as plain fragment links: the browser scrolls to the heading and, the
 * heading being focusable, moves focus there, without any script of ours.
 */
export function TableOfContents({ sections }: { sections: Section[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-labelledby="contents-heading" className="text-sm">
      <h2 id="contents-heading" className="text-xs tracking-name text-muted uppercase">
        {t('content.contents')}
      </h2>
      <ol className="mt-4 space-y-1 border-l border-line">
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="-ml-px block border-l border-transparent py-1.5 pl-4 hover:border-ink"
            >
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
