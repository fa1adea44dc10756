import { lazy, Suspense } from 'react'
import { FavoritesList } from '~/components/favorites/favorites-list'
import { SharedSelection } from '~/components/favorites/shared-selection'
import { PageHeading } from '~/components/page-heading'
import { useTranslation } from '~/i18n/translation'
import { shareIds } from '~/lib/favorites'
import type { SharedSelection as LoadedSelection } from '~/lib/favorites.server'

// The form's validation (Conform and zod) is most of this page's script and is needed only
// once the visitor types: its chunk loads while the page hydrates, not before it paints. The
// server renders the form in full, and until the chunk arrives it posts like any plain form.
const QuoteRequestForm = lazy(() =>
  import('~/components/favorites/quote-request-form').then((module) => ({
    default: module.QuoteRequestForm,
  })),
)

/**
 * The favorites page: the visitor's own selection, or one shared with them by a link
 * (`?ids=`), and the quote request for it.
 */
export function FavoritesPage({ shared, sent }: { shared: LoadedSelection; sent: boolean }) {
  const { t } = useTranslation()
  const sharedIds = shared?.status === 'found' ? shareIds(shared.cards) : null
  return (
    <>
      <PageHeading title={t('pages.favorites.title')} />
      <div className="mx-auto grid max-w-[1600px] gap-x-12 gap-y-14 px-6 pb-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-12">
        <div>
          {shared === null ? (
            <FavoritesList />
          ) : shared.status === 'found' ? (
            <SharedSelection cards={shared.cards} />
          ) : (
            <p role="alert" className="py-16 text-center text-muted">
              {t('favorites.sharedUnavailable')}
            </p>
          )}
        </div>
        <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start">
          <Suspense>
            <QuoteRequestForm sharedIds={sharedIds} sent={sent} />
          </Suspense>
        </div>
      </div>
    </>
  )
}
