import { useId, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { ChevronDownIcon } from '~/components/control-icons'
import { useMenuLinks } from './menu-links'

type MenuEntriesProps = {
  /** Whether the menu is open: closing it (any route change does) closes the dropdown. */
  open: boolean
  /** The id of the menu's title, which names the navigation. */
  labelledBy: string
}

/**
 * The menu's entries, loaded when the visitor reaches for the menu. Models opens a dropdown of
 * the boards (all models, the divisions, women, men and future faces); any other link closes it.
 */
export function MenuEntries({ open, labelledBy }: MenuEntriesProps) {
  const { t } = useTranslation()
  const links = useMenuLinks()
  const [divisionsOpen, setDivisionsOpen] = useState(false)
  if (!open && divisionsOpen) setDivisionsOpen(false)
  const closeDivisions = () => setDivisionsOpen(false)
  const dropdownId = useId()

  const entryClass =
    'block py-2 font-display text-4xl leading-tight hover:opacity-60 sm:text-5xl transition-opacity'
  const boardClass = 'block py-2 text-lg tracking-wide uppercase hover:underline'

  return (
    <nav aria-labelledby={labelledBy} className="mt-6 overflow-y-auto">
      <ul>
        <li>
          <AppLink to={links.home.to} className={entryClass} onClick={closeDivisions}>
            {links.home.label}
          </AppLink>
        </li>
        <li>
          <button
            type="button"
            aria-expanded={divisionsOpen}
            aria-controls={dropdownId}
            onClick={() => setDivisionsOpen(!divisionsOpen)}
            className={`${entryClass} flex w-full items-center gap-3 text-left`}
          >
            {t('nav.models')}
            <ChevronDownIcon
              className={`size-6 transition-transform duration-200 ${divisionsOpen ? 'rotate-180' : ''}`}
            />
          </button>
          <ul
            id={dropdownId}
            hidden={!divisionsOpen}
            className="mb-3 ml-1 border-l border-line pl-5"
          >
            {links.boards.map(({ to, label }) => (
              <li key={to}>
                <AppLink to={to} className={boardClass}>
                  {label}
                </AppLink>
              </li>
            ))}
            {links.ownBoards.map(({ to, label }, index) => (
              <li key={to} className={index === 0 ? 'mt-2 border-t border-line pt-2' : ''}>
                <AppLink to={to} className={boardClass}>
                  {label}
                </AppLink>
              </li>
            ))}
          </ul>
        </li>
        {links.main.map(({ to, label }) => (
          <li key={to}>
            <AppLink to={to} className={entryClass} onClick={closeDivisions}>
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
      <ul className="mt-10 space-y-1 text-sm tracking-wide text-muted uppercase">
        {links.more.map(({ to, label }) => (
          <li key={to}>
            <AppLink to={to} className="inline-block py-2 hover:text-ink">
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
