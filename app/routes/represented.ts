import { parseIds } from '~/lib/favorites/favorites'
import { representedIds } from '~/lib/favorites/favorites.server'
import type { Route } from './+types/represented'

/**
 * Which of the talents a visitor's favorites name the agency still represents:
 * `/api/represented?ids=4001,4017` answers `{ "ids": [4001] }`. Favorites live in the browser
 * with the names they had, so the page asks; a talent hidden or deleted in the back office is
 * then shown as no longer represented. The roster itself is cached, so this is cheap.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseIds(new URL(request.url).searchParams.get('ids'))
  return Response.json(
    { ids: await representedIds(context, ids) },
    // A talent may be hidden at any moment: the answer is never kept.
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
