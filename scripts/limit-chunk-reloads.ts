import type { Plugin } from 'vite'

/**
 * React Router reloads the page whenever a route module fails to load (a chunk a deploy
 * removed), with no limit of its own: a lasting fault (a CDN answering 404, a broken deploy)
 * reloads the page at every navigation. This build step routes that reload through the site's
 * once-a-minute guard (`app/lib/page/chunk-reload.ts`, installed as `__passarelaChunkReload` by
 * `app/entry.client.tsx`): within the minute the failure is thrown instead, and the error page
 * shows. The dev server pre-bundles React Router without this step and keeps its own behaviour.
 */
const routeModuleReload = /window\.location\.reload\(\);(\s*return new Promise\(\(\) => \{\s*\}\);)/

export function limitRouteModuleReload(code: string): string {
  const patched = code.replace(
    routeModuleReload,
    'if (!globalThis.__passarelaChunkReload?.()) throw error;$1',
  )
  if (patched === code) {
    throw new Error(
      "React Router's route-module reload was not found: its code changed, so the once-a-minute " +
        'limit no longer applies. Update scripts/limit-chunk-reloads.ts.',
    )
  }
  return patched
}

export function limitChunkReloads(): Plugin {
  return {
    name: 'passarela:limit-chunk-reloads',
    apply: 'build',
    transform(code, id) {
      if (!/react-router[\\/]dist[\\/](development|production)[\\/].*\.mjs$/.test(id)) return null
      if (!code.includes('reloading page...')) return null
      return { code: limitRouteModuleReload(code), map: null }
    },
  }
}
