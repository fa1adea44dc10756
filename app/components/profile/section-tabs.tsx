import { useTranslation } from '~/i18n/translation'
import { useLocation } from 'react-router'
import { AppLink } from '~/components/app-link'
import type { ProfileSection } from '~/lib/profile/profile-sections'

/**
 * The profile's sections as small capitals. They are links (`?section=polaroids`), so a
 * section can be shared and works without JavaScript; switching one neither reloads the
 * talent (see the route's `shouldRevalidate`) nor scrolls the page.
 */
export function SectionTabs({
  sections,
  selected,
}: {
  sections: readonly ProfileSection[]
  selected: ProfileSection
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  if (sections.length < 2) return null
  return (
    <nav aria-label={t('profile.sections')} className="-mx-3 overflow-x-auto">
      <ul className="flex gap-1 font-caps text-[0.8rem] tracking-[0.14em] whitespace-nowrap uppercase">
        {sections.map((section) => (
          <li key={section}>
            <AppLink
              to={`${pathname}?section=${section}`}
              replace
              preventScrollReset
              aria-current={section === selected ? 'page' : undefined}
              className="inline-flex min-h-11 items-center px-3 text-muted decoration-1 underline-offset-[6px] hover:text-ink aria-[current=page]:text-ink aria-[current=page]:underline"
            >
              {t(`profile.${section}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
