import { lazy } from 'react'
import { loadSharedSelection } from '~/lib/favorites/favorites.server'
import { answerFormPost, isSentPage } from '~/lib/forms/form-post.server'
import { pageOf, pageSeo } from '~/lib/page/page-seo.server'
import { sendQuoteRequest } from '~/lib/favorites/quote-request.server'
import { seoMeta } from '~/lib/page/seo'
import { loadAgencyLinks } from '~/lib/page/social-links.server'
import type { Route } from './+types/favorites'

// The favorites page: the visitor's own selection, or one shared with them by a
// link (`?ids=`), and the quote request for it.
const FavoritesPage = lazy(() =>
  import('~/components/favorites/favorites-page').then((module) => ({
    default: module.FavoritesPage,
  })),
)

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  // A shared selection is someone's list, not a page to find in a search engine.
  ...(data?.shared ? [{ name: 'robots', content: 'noindex' }] : []),
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request)
  const [shared, links] = await Promise.all([
    loadSharedSelection(request, context, page.locale),
    loadAgencyLinks(context),
  ])
  return {
    seo: pageSeo(request, context, { page }),
    shared,
    sent: isSentPage(request),
    // The WhatsApp hand-off: the agency's number, and the origin of the share link it sends.
    handOff: { whatsapp: links.whatsapp, origin: context.publicUrl },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, await sendQuoteRequest(request, context, pageOf(request).locale))
}

export {
  formPageHeaders as headers,
  keepLoadedDataOnPost as shouldRevalidate,
} from '~/lib/forms/form-page'

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { shared, sent, handOff } = loaderData
  return <FavoritesPage shared={shared} sent={sent} handOff={handOff} />
}
