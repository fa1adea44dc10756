import { formOnIntent } from '~/components/forms/form-on-intent'
import { FavoritesList } from '~/components/favorites/favorites-list'
import { RecentlyViewed } from '~/components/favorites/recently-viewed'
import { SharedSelection } from '~/components/favorites/shared-selection'
import { PageHeading } from '~/components/page-heading'
import { useTranslation } from '~/i18n/translation'
import { shareIds } from '~/lib/favorites/favorites'
import type { SharedSelection as LoadedSelection } from '~/lib/favorites/favorites.server'
import type { HandOffContact } from '~/lib/favorites/whatsapp'

const QuoteRequestForm = formOnIntent(() =>
  import('~/components/favorites/quote-request-form').then((module) => module.QuoteRequestForm),
)

/**
 * The favorites page: the visitor's own selection, or one shared with them by a link
 * (`?ids=`), each with the ways on (compare, WhatsApp), and the quote request for it; under
 * the visitor's own, the profiles they opened last.
 */
export function FavoritesPage({
  shared,
  sent,
  handOff,
}: {
  shared: LoadedSelection
  sent: boolean
  handOff: HandOffContact
}) {
  const { t } = useTranslation()
  const sharedIds = shared?.status === 'found' ? shareIds(shared.cards) : null
  return (
    <>
      <PageHeading title={t('pages.favorites.title')} />
      <div className="mx-auto grid max-w-[1600px] gap-x-12 gap-y-14 px-6 pb-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-12">
        <div>
          {shared === null ? (
            <FavoritesList handOff={handOff} />
          ) : shared.status === 'found' ? (
            <SharedSelection cards={shared.cards} someGone={shared.someGone} handOff={handOff} />
          ) : (
            <p role="alert" className="py-16 text-center text-muted">
              {t('favorites.sharedUnavailable')}
            </p>
          )}
        </div>
        <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start">
          <QuoteRequestForm sharedIds={sharedIds} sent={sent} />
        </div>
      </div>
      {shared === null ? <RecentlyViewed /> : null}
    </>
  )
}
