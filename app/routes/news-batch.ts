import { loadNewsBatch } from '~/lib/news/news.server'
import type { Route } from './+types/news-batch'

/** The next 6 posts of a language's news, for "Load more": `/api/news?lang=pt&after=10`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const batch = await loadNewsBatch(request, context)
  if (!batch) return Response.json({ error: 'unavailable' }, { status: 503 })
  return Response.json(batch, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
