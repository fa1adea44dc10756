import { useTranslation } from 'react-i18next'
import { AppLink } from '~/components/app-link'
import { cardGridClasses, NoTalents } from '~/components/roster/talent-grid'
import { TalentCard } from '~/components/roster/talent-card'
import { notify } from '~/components/toasts'
import { usePathTo } from '~/i18n/use-locale'
import type { TalentCard as TalentCardData } from '~/lib/boards'
import { asFavourite, isFavourite } from '~/lib/favourites'
import { addFavourites } from '~/lib/favourites-store'
import { HeartButton } from './heart-button'
import { useFavourites } from './use-favourites'

/**
 * A selection someone shared (`/favorites?ids=…`): exactly those models, read-only, rendered
 * by the server, with "Add all to my favourites" for whoever opened the link.
 */
export function SharedSelection({ cards }: { cards: TalentCardData[] }) {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const favourites = useFavourites()
  const allAdded = favourites !== null && cards.every((card) => isFavourite(favourites, card.id))

  if (cards.length === 0) return <NoTalents message={t('favourites.empty')} />

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-sm tracking-[0.14em] uppercase">{t('favourites.sharedTitle')}</h2>
          <p className="mt-1 text-sm text-muted">{t('favourites.sharedIntro')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <AppLink to={pathTo('favorites')} className="text-sm underline underline-offset-4">
            {t('favourites.seeMine')}
          </AppLink>
          <button
            type="button"
            aria-disabled={allAdded || undefined}
            data-add-all=""
            onClick={() => {
              if (allAdded) return
              addFavourites(cards.map(asFavourite))
              void notify('success', t('favourites.addedAll'))
            }}
            className="inline-flex min-h-11 items-center border border-ink bg-ink px-5 text-sm tracking-[0.14em] text-paper uppercase hover:bg-ink/85 aria-disabled:border-line-strong aria-disabled:bg-paper aria-disabled:text-muted"
          >
            {allAdded ? t('favourites.allAdded') : t('favourites.addAll')}
          </button>
        </div>
      </div>
      <ul className={cardGridClasses} data-shared-list="">
        {cards.map((card, index) => (
          <TalentCard
            key={card.id}
            talent={card}
            position={index + 1}
            priority={index < 4}
            action={<HeartButton talent={asFavourite(card)} />}
          />
        ))}
      </ul>
    </div>
  )
}
