import { lazy } from 'react'
import { data } from 'react-router'
import { loadComparison } from '~/lib/favorites/compare.server'
import { pageOf, pageSeo } from '~/lib/page/page-seo.server'
import { seoMeta } from '~/lib/page/seo'
import type { Route } from './+types/compare'

// Two to four favorites side by side (`?ids=`), rendered by the server from the address, so
// that it opens from a shared link and without JavaScript.
const ComparePage = lazy(() =>
  import('~/components/favorites/compare-page').then((module) => ({
    default: module.ComparePage,
  })),
)

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  // Someone's choice of models, not a page to find in a search engine.
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request)
  const { comparison, status } = await loadComparison(request, context, page.locale)
  return data({ seo: pageSeo(request, context, { page }), comparison }, { status })
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage comparison={loaderData.comparison} />
}
