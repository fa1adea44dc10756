import { useTranslation } from '~/i18n/translation'
import { HeartIcon } from '~/components/icons'
import { notify } from '~/components/toasts'
import { type FavoriteTalent, isFavorite } from '~/lib/favorites/favorites'
import { addFavorites, favoritesSnapshot, removeFavorite } from '~/lib/favorites/favorites-store'
import { useFavorites } from './use-favorites'

/** Adds a talent to the favorites or takes it out, and says which it did. */
export function useFavoriteToggle() {
  const { t } = useTranslation()
  return {
    add(talent: FavoriteTalent) {
      addFavorites([talent])
      void notify('success', t('favorites.added', { name: talent.name }))
    },
    remove(talent: Pick<FavoriteTalent, 'id' | 'name'>) {
      removeFavorite(talent.id)
      void notify('warning', t('favorites.removed', { name: talent.name }))
    },
  }
}

/**
 * The heart on a card's photo or beside a profile's name. The page starter shows the stored
 * choice and holds taps until React runs (decision 021); a tap reads the store, not the render,
 * as a held tap comes back before React has rendered the stored favorites.
 */
export function HeartButton({
  talent,
  className = '',
  size = 22,
}: {
  talent: FavoriteTalent
  className?: string
  size?: number
}) {
  const { t } = useTranslation()
  const favorites = useFavorites()
  const toggle = useFavoriteToggle()
  const pressed = favorites ? isFavorite(favorites, talent.id) : false
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t(pressed ? 'favorites.remove' : 'favorites.add', { name: talent.name })}
      data-favorite-toggle={talent.id}
      // The starter sets the pressed state before React hydrates.
      suppressHydrationWarning
      onClick={() =>
        isFavorite(favoritesSnapshot(), talent.id) ? toggle.remove(talent) : toggle.add(talent)
      }
      className={`inline-flex size-11 items-center justify-center ${className}`}
    >
      <HeartIcon filled={pressed} width={size} height={size} />
    </button>
  )
}
