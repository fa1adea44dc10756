import { lazy, Suspense } from 'react'
import { useTranslation } from '~/i18n/translation'
import { FavoritesList } from '~/components/favorites/favorites-list'
import { SharedSelection } from '~/components/favorites/shared-selection'
import { PageHeading } from '~/components/page-heading'
import { shareIds } from '~/lib/favorites'
import { loadSharedSelection } from '~/lib/favorites.server'
import { answerFormPost, isSentPage } from '~/lib/form-post.server'
import { pageOf, pageSeo } from '~/lib/page-seo.server'
import { sendQuoteRequest } from '~/lib/quote-request.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/favorites'

// The form's validation (Conform and zod) is most of this page's script and is needed only
// once the visitor types: its chunk loads while the page hydrates, not before it paints. The
// server renders the form in full, and until the chunk arrives it posts like any plain form.
const QuoteRequestForm = lazy(() =>
  import('~/components/favorites/quote-request-form').then((module) => ({
    default: module.QuoteRequestForm,
  })),
)

// The favorites page: the visitor's own selection, or one shared with them by a
// link (`?ids=`), and the quote request for it.
export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  // A shared selection is someone's list, not a page to find in a search engine.
  ...(data?.shared ? [{ name: 'robots', content: 'noindex' }] : []),
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request)
  return {
    seo: pageSeo(request, context, { page }),
    shared: await loadSharedSelection(request, context, page.locale),
    sent: isSentPage(request),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, await sendQuoteRequest(request, context, pageOf(request).locale))
}

export {
  formPageHeaders as headers,
  keepLoadedDataOnPost as shouldRevalidate,
} from '~/lib/form-page'

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { shared, sent } = loaderData
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
