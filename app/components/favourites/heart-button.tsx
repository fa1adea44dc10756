import { useTranslation } from 'react-i18next'
import { HeartIcon } from '~/components/icons'
import { notify } from '~/components/toasts'
import { type FavouriteTalent, isFavourite } from '~/lib/favourites'
import { addFavourites, removeFavourite } from '~/lib/favourites-store'
import { useFavourites } from './use-favourites'

/** Adds a talent to the favourites or takes it out, and says which it did (spec §4). */
export function useFavouriteToggle() {
  const { t } = useTranslation()
  return {
    add(talent: FavouriteTalent) {
      addFavourites([talent])
      void notify('success', t('favourites.added', { name: talent.name }))
    },
    remove(talent: Pick<FavouriteTalent, 'id' | 'name'>) {
      removeFavourite(talent.id)
      void notify('warning', t('favourites.removed', { name: talent.name }))
    },
  }
}

/**
 * The heart: a toggle button on a card's photo or beside a profile's name. The server renders
 * it unpressed; it shows the visitor's choice as soon as the page is interactive.
 */
export function HeartButton({
  talent,
  className = '',
  size = 22,
}: {
  talent: FavouriteTalent
  className?: string
  size?: number
}) {
  const { t } = useTranslation()
  const favourites = useFavourites()
  const toggle = useFavouriteToggle()
  const pressed = favourites ? isFavourite(favourites, talent.id) : false
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t(pressed ? 'favourites.remove' : 'favourites.add', { name: talent.name })}
      data-favourite-toggle=""
      onClick={() => (pressed ? toggle.remove(talent) : toggle.add(talent))}
      className={`inline-flex size-11 items-center justify-center ${className}`}
    >
      <HeartIcon filled={pressed} width={size} height={size} />
    </button>
  )
}
