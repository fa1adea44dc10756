import { parseIds } from '~/lib/favorites/favorites'
import { representedIds } from '~/lib/favorites/favorites.server'
import type { Route } from './+types/represented'

/**
 * Which of a visitor's favorites the agency still represents (`?ids=4001,4017` → `{ids: [4001]}`):
 * favorites keep the names they had, so the page asks.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseIds(new URL(request.url).searchParams.get('ids'))
  return Response.json(
    { ids: await representedIds(context, ids) },
    // A talent may be hidden at any moment: the answer is never kept.
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
