import type { Plugin } from 'vite'

/** The id Vite's build imports `__vitePreload` from, in every chunk that loads another lazily. */
const preloadHelperId = '\0vite/preload-helper.js'

/**
 * Vite's helper for a lazily loaded chunk's imports, smaller (decision 017, amended
 * 2026-11-29). Vite's costs 0.6 KB gzipped in every page's first load to also find a nonce for
 * a policy that needs one, skip what the server's HTML already preloads and fire
 * `vite:preloadError`, none of which this site uses: its policy allows its own scripts, the
 * browser fetches a module once however often it is asked, and a failed chunk is thrown to the
 * part that asked (`app/entry.client.tsx`).
 */
export function modulePreload(): Plugin {
  let base = '/'
  return {
    name: 'passarela:module-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base
    },
    resolveId(id) {
      return id === preloadHelperId ? preloadHelperId : null
    },
    load(id) {
      return id === preloadHelperId ? preloadHelper(base) : null
    },
  }
}

/**
 * The browser's code, called as `__vitePreload(() => import('./chunk.js'), deps)`: the chunk's
 * imports are fetched alongside it (`<link rel=modulepreload>`), each once a page, and a
 * stylesheet among them is waited for, so the chunk never renders unstyled. A failure is the
 * import's own, thrown to whatever asked for the chunk.
 */
export function preloadHelper(base: string): string {
  return `const requested = new Map()
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps ?? []).map((dep) => {
      if (!requested.has(dep)) requested.set(dep, request(${JSON.stringify(base)} + dep))
      return requested.get(dep)
    }),
  ).then(load)
function request(href) {
  const link = document.createElement('link')
  const style = href.endsWith('.css')
  link.rel = style ? 'stylesheet' : 'modulepreload'
  link.href = href
  document.head.append(link)
  if (!style) return undefined
  return new Promise((resolve, reject) => {
    link.onload = resolve
    link.onerror = () => reject(new Error('The stylesheet ' + href + ' did not load'))
  })
}
`
}
