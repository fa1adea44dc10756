import { useId } from 'react'
import { useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { useMenuLinks } from './menu-links'

/** Where the menu's trigger leads without script. */
export const siteNavigationId = 'site-navigation'

/**
 * The menu as a plain list, for visitors without script: the footer renders it in a `<noscript>`
 * and the header's trigger is then a link to it. With script the browser never shows it, and
 * React never renders it.
 */
export function SiteNavigation({ emphasized }: { emphasized: boolean }) {
  const { t } = useTranslation()
  const links = useMenuLinks()
  const titleId = useId()
  const linkClass = `inline-block py-2 ${emphasized ? 'hover:underline' : 'hover:text-ink'}`
  const item = ({ to, label }: { to: string; label: string }) => (
    <li key={to}>
      <AppLink to={to} className={linkClass}>
        {label}
      </AppLink>
    </li>
  )

  return (
    <nav
      id={siteNavigationId}
      aria-labelledby={titleId}
      className="mx-auto max-w-[1600px] scroll-mt-[var(--header-height)] px-6 pt-10 lg:px-12"
    >
      <h2 id={titleId} className="text-xs font-medium tracking-[0.2em] uppercase">
        {t('nav.main')}
      </h2>
      <ul className="mt-3 grid gap-x-10 text-xs tracking-[0.14em] uppercase sm:grid-cols-[repeat(3,max-content)]">
        <li className="sm:row-span-2">
          <ul>
            {item(links.home)}
            <li>
              <span className="inline-block py-2">{t('nav.models')}</span>
              <ul className="border-l border-current/30 pl-4">
                {[...links.boards, ...links.ownBoards].map(item)}
              </ul>
            </li>
          </ul>
        </li>
        <li>
          <ul>{links.main.map(item)}</ul>
        </li>
        <li>
          <ul>{links.more.map(item)}</ul>
        </li>
      </ul>
    </nav>
  )
}
