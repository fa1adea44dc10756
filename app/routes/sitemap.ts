import { loadSitemap, sitemapCacheSeconds } from '~/lib/page/sitemap.server'
import type { Route } from './+types/sitemap'

// `/sitemap.xml`: every public page in the three languages, with their alternates.
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { xml, cache } = await loadSitemap(context)
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': `public, max-age=${sitemapCacheSeconds}`,
        'X-Sitemap-Cache': cache,
      },
    })
  } catch (error) {
    context.logger.warn({ err: error }, 'sitemap unavailable')
    return new Response('The sitemap is unavailable for now.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', 'Retry-After': '60' },
    })
  }
}
