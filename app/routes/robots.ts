import type { Route } from './+types/robots'

// `/robots.txt`: everything may be crawled, and the sitemap is on the public origin.
export function loader({ context }: Route.LoaderArgs) {
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${context.publicUrl}/sitemap.xml`, '']
  return new Response(body.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
