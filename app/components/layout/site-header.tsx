import { useId, useRef, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { useLocation } from 'react-router'
import { AppLink } from '~/components/app-link'
import { HeartIcon, MenuIcon } from '~/components/icons'
import { useFavorites } from '~/components/favorites/use-favorites'
import { agency } from '~/config/agency'
import { usePathTo } from '~/i18n/use-locale'
import { isPackagePath } from '~/lib/packages/package-paths'
import { LanguageSwitcher } from './language-switcher'
import { MenuOverlay } from './menu-overlay'
import { siteNavigationId } from './site-navigation'

export function SiteHeader() {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const { key: locationKey, pathname } = useLocation()
  // The menu is open on the page it was opened on: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null)
  const menuOpen = menuOpenAt === locationKey
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const [menuWanted, setMenuWanted] = useState(false)
  const wantMenu = () => setMenuWanted(true)

  return (
    <header
      data-site-chrome=""
      className="sticky top-0 z-40 border-b border-line/70 bg-paper/95 backdrop-blur-sm"
    >
      <div className="mx-auto flex h-[var(--header-height)] max-w-[1600px] items-center justify-between gap-2 px-4 min-[380px]:px-6 lg:px-12">
        <AppLink
          to={pathTo('home')}
          aria-label={t('site.home', { agency: agency.name })}
          className="shrink-0 font-display text-[0.95rem] leading-none tracking-[0.1em] uppercase min-[380px]:text-lg min-[380px]:tracking-[0.14em] sm:text-[1.7rem] sm:tracking-[0.18em]"
        >
          {agency.name}
        </AppLink>
        <div className="flex items-center sm:gap-3">
          {/* A package's page speaks the package's language: it has no other to switch to. */}
          {isPackagePath(pathname) ? null : <LanguageSwitcher />}
          <FavoritesLink />
          {/* A button: a press before the script is a click the starter holds (decision 022). */}
          <button
            ref={triggerRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t('nav.openMenu')}
            onPointerEnter={wantMenu}
            onFocus={wantMenu}
            onTouchStart={wantMenu}
            onClick={() => {
              wantMenu()
              setMenuOpenAt(locationKey)
            }}
            className="-mr-2 inline-flex size-11 items-center justify-center noscript:hidden"
          >
            <MenuIcon />
          </button>
          {/* Without script, a link to the menu as a plain list (`SiteNavigation`). */}
          <noscript>
            {import.meta.env.SSR ? (
              <a
                href={`#${siteNavigationId}`}
                aria-label={t('nav.main')}
                className="-mr-2 inline-flex size-11 items-center justify-center"
              >
                <MenuIcon />
              </a>
            ) : null}
          </noscript>
        </div>
      </div>
      <MenuOverlay
        id={menuId}
        open={menuOpen}
        onClose={() => setMenuOpenAt(null)}
        triggerRef={triggerRef}
        entriesWanted={menuWanted}
      />
    </header>
  )
}

/** The heart in the header: the favorites page, with how many there are once known. */
function FavoritesLink() {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const count = useFavorites()?.length ?? 0
  return (
    <AppLink
      to={pathTo('favorites')}
      aria-label={count > 0 ? t('nav.favoritesCount', { count }) : t('nav.favorites')}
      data-favorites-count={count}
      className="relative inline-flex size-11 items-center justify-center"
    >
      <HeartIcon filled={count > 0} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0 min-w-[1.15rem] rounded-full bg-ink px-1 text-center text-[0.65rem] leading-[1.15rem] font-medium text-paper tabular-nums"
        >
          {count}
        </span>
      ) : null}
    </AppLink>
  )
}
