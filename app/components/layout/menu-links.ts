import { useTranslation } from '~/i18n/translation'
import { divisions } from '~/config/business'
import { usePathTo } from '~/i18n/use-locale'

export type MenuLink = { to: string; label: string }

/**
 * The menu's entries in the visitor's language, for the menu itself and for the same menu as a
 * plain list without script (`SiteNavigation`), so that both always lead to the same pages.
 */
export function useMenuLinks() {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  return {
    home: { to: pathTo('home'), label: t('nav.home') },
    /** Under Models: all models and the divisions, */
    boards: [
      { to: pathTo('roster'), label: t('nav.allModels') },
      ...divisions.map((division) => ({
        to: pathTo('board', { division }),
        label: t(`divisions.${division}`),
      })),
    ],
    /** then the boards of their own beside the divisions. */
    ownBoards: (['women', 'men', 'futureFace'] as const).map((page) => ({
      to: pathTo(page),
      label: t(`pages.${page}.title`),
    })),
    /** The large entries after Models. */
    main: (['contact', 'favorites'] as const).map((page) => ({
      to: pathTo(page),
      label: t(`nav.${page}`),
    })),
    /** The small entries at the end. */
    more: (['beAModel', 'news', 'about'] as const).map((page) => ({
      to: pathTo(page),
      label: t(`nav.${page}`),
    })),
  } satisfies Record<string, MenuLink | MenuLink[]>
}
