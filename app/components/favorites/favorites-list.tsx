import { useRef } from 'react'
import { useTranslation } from '~/i18n/translation'
import { TrashIcon } from '~/components/control-icons'
import { cardGridClasses, NoTalents } from '~/components/roster/talent-grid'
import { TalentCard } from '~/components/roster/talent-card'
import { useLocale } from '~/i18n/use-locale'
import { profilePath } from '~/lib/roster/boards'
import type { FavoriteTalent } from '~/lib/favorites/favorites'
import type { HandOffContact } from '~/lib/favorites/whatsapp'
import { CompareChooser } from './compare-chooser'
import { useFavoriteToggle } from './heart-button'
import { ShareSelection } from './share-selection'
import { useFavorites } from './use-favorites'
import { useNoLongerRepresented } from './use-no-longer-represented'
import { WhatsAppHandOff } from './whatsapp-hand-off'

/**
 * The visitor's own favorites: their cards, each with a trash button, or 'No Talents
 * selected!'. They live in this browser, so the server renders the space they will
 * take and the list appears once the page is interactive.
 */
export function FavoritesList({ handOff }: { handOff: HandOffContact }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const favorites = useFavorites()
  const list = useRef<HTMLUListElement>(null)
  const toggle = useFavoriteToggle()
  const gone = useNoLongerRepresented(favorites)

  if (favorites === null) {
    return (
      <div aria-busy="true" className="min-h-[40vh]">
        <noscript>
          <p className="py-16 text-center text-muted">{t('favorites.needsScript')}</p>
        </noscript>
      </div>
    )
  }
  if (favorites.length === 0) return <NoTalents message={t('favorites.empty')} />
  // A model hidden or deleted since it was chosen stays in the list, marked, until removed;
  // shared, compared or sent are only the others.
  const represented = favorites.filter((talent) => !gone.has(talent.id))

  // The button that had the focus goes with its card: the focus moves to the next one's.
  function remove(talent: FavoriteTalent, index: number) {
    toggle.remove(talent)
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-remove-favorite]')
      const next = buttons?.[Math.min(index, buttons.length - 1)]
      if (next) next.focus()
      else document.getElementById('favorites-title')?.focus()
    })
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2
          id="favorites-title"
          tabIndex={-1}
          className="text-sm tracking-[0.14em] uppercase outline-none"
        >
          {t('favorites.yours', { count: favorites.length })}
        </h2>
        <div className="flex w-full flex-wrap items-start gap-3 sm:w-auto sm:justify-end">
          {represented.length > 0 ? (
            <>
              <WhatsAppHandOff contact={handOff} talents={represented} />
              <ShareSelection talents={represented} />
            </>
          ) : null}
        </div>
      </div>
      {represented.length > 1 ? <CompareChooser talents={represented} /> : null}
      <ul ref={list} className={cardGridClasses} data-favorites-list="">
        {favorites.map((talent, index) => {
          const removeButton = (
            <button
              type="button"
              aria-label={t('favorites.remove', { name: talent.name })}
              data-remove-favorite=""
              onClick={() => remove(talent, index)}
              className="inline-flex size-11 items-center justify-center"
            >
              <TrashIcon width={20} height={20} />
            </button>
          )
          return gone.has(talent.id) ? (
            <li
              key={talent.id}
              data-no-longer-represented=""
              className="relative flex aspect-[2/3] flex-col items-center justify-center gap-2 bg-mist p-4 text-center"
            >
              <span className="text-sm tracking-[0.14em] uppercase">{talent.name}</span>
              <span className="text-sm text-muted">{t('favorites.noLongerRepresented')}</span>
              <span className="absolute top-1 right-1">{removeButton}</span>
            </li>
          ) : (
            <TalentCard
              key={talent.id}
              talent={{ ...talent, href: profilePath(talent, locale) }}
              position={index + 1}
              priority={index === 0}
              eager={index < 4}
              action={removeButton}
            />
          )
        })}
      </ul>
    </div>
  )
}
