import type { Plugin } from 'vite'

/**
 * Routes React Router's unlimited reload on a failed route module through the site's
 * once-a-minute guard (`app/lib/page/chunk-reload.ts`, installed by `app/entry.client.tsx`;
 * decision 014): within the minute the failure is thrown, and the error page shows. The dev
 * server pre-bundles React Router without this step.
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
        'limit no longer applies. Update build-tools/limit-chunk-reloads.ts.',
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
