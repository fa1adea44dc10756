import { useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { cardGridClasses, NoTalents } from '~/components/roster/talent-grid'
import { TalentCard } from '~/components/roster/talent-card'
import { notify } from '~/components/toasts'
import { useLocale, usePathTo } from '~/i18n/use-locale'
import type { TalentCard as TalentCardData } from '~/lib/roster/boards'
import { comparePath, maxCompared, selectionProblem } from '~/lib/favorites/compare'
import { asFavorite, isFavorite } from '~/lib/favorites/favorites'
import { addFavorites } from '~/lib/favorites/favorites-store'
import type { HandOffContact } from '~/lib/favorites/whatsapp'
import { CompareChooser } from './compare-chooser'
import { HeartButton } from './heart-button'
import { useFavorites } from './use-favorites'
import { WhatsAppHandOff } from './whatsapp-hand-off'

/**
 * A selection someone shared (`/favorites?ids=…`): exactly those models, read-only, rendered
 * by the server, with "Add all to my favorites" for whoever opened the link, their comparison
 * (a link for two to four models, a choice among more), and the WhatsApp hand-off.
 */
export function SharedSelection({
  cards,
  someGone,
  handOff,
}: {
  cards: TalentCardData[]
  /** The link named models the agency no longer represents: they are left out, and said so. */
  someGone: boolean
  handOff: HandOffContact
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const pathTo = usePathTo()
  const favorites = useFavorites()
  const allAdded = favorites !== null && cards.every((card) => isFavorite(favorites, card.id))

  const goneNote = someGone ? (
    <p data-no-longer-represented="" className="text-sm text-muted">
      {t('favorites.sharedSomeGone')}
    </p>
  ) : null
  if (cards.length === 0) {
    return (
      <>
        {goneNote}
        <NoTalents message={t('favorites.empty')} />
      </>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-sm tracking-[0.14em] uppercase">{t('favorites.sharedTitle')}</h2>
          <p className="mt-1 text-sm text-muted">{t('favorites.sharedIntro')}</p>
          {goneNote}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <AppLink to={pathTo('favorites')} className="text-sm underline underline-offset-4">
            {t('favorites.seeMine')}
          </AppLink>
          <button
            type="button"
            aria-disabled={allAdded || undefined}
            data-add-all=""
            onClick={() => {
              if (allAdded) return
              addFavorites(cards.map(asFavorite))
              void notify('success', t('favorites.addedAll'))
            }}
            className="inline-flex min-h-11 items-center border border-ink bg-ink px-5 text-sm tracking-[0.14em] text-paper uppercase hover:bg-ink/85 aria-disabled:border-line-strong aria-disabled:bg-paper aria-disabled:text-muted"
          >
            {allAdded ? t('favorites.allAdded') : t('favorites.addAll')}
          </button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {selectionProblem(cards.length) === null ? (
          <AppLink
            to={comparePath(
              locale,
              cards.map((card) => card.id),
            )}
            data-compare-link=""
            className="inline-flex min-h-11 items-center border border-ink px-5 text-sm tracking-[0.14em] uppercase hover:bg-ink hover:text-paper"
          >
            {t('compare.these')}
          </AppLink>
        ) : null}
        <WhatsAppHandOff contact={handOff} talents={cards} />
      </div>
      {cards.length > maxCompared ? <CompareChooser talents={cards} /> : null}
      <ul className={cardGridClasses} data-shared-list="">
        {cards.map((card, index) => (
          <TalentCard
            key={card.id}
            talent={card}
            position={index + 1}
            priority={index === 0}
            eager={index < 4}
            action={<HeartButton talent={asFavorite(card)} />}
          />
        ))}
      </ul>
    </div>
  )
}
