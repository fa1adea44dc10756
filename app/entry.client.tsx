import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { recoverFromRouteModuleFailure } from './lib/page/chunk-reload'

type PendingNavigation = { pathname: string; search: string; hash: string } | undefined

declare global {
  // React Router's reload after a route module failed to load asks this first (see
  // build-tools/limit-chunk-reloads.ts), and says whether the page is leaving; if not, the load's
  // error is thrown to whoever asked (a navigation shows the error page, a prefetch is dropped).
  var __passarelaChunkReload: (() => boolean) | undefined
  // The router framework mode keeps on the window: where a navigation under way is going.
  var __reactRouterDataRouter:
    { state: { navigation: { location?: PendingNavigation } } } | undefined
}
// A prefetch and the navigation it prepared can fail together: the first to fail decides, and
// the page is then leaving, so the other must not reload or navigate again.
let leaving = false
globalThis.__passarelaChunkReload = () => {
  if (!leaving) {
    const next = globalThis.__reactRouterDataRouter?.state.navigation.location
    // No navigation under way: a prefetch on intent failed. The page stays; the navigation, if
    // the visitor makes it, asks for the module again.
    if (!next) return false
    leaving = recoverFromRouteModuleFailure(next.pathname + next.search + next.hash)
  }
  return leaving
}

// A lazily loaded chunk that fails (Vite's `vite:preloadError`) is left to the part that asked:
// a page's content reaches the error boundary, which reloads (`app/root.tsx`); code fetched on
// intent does without, or tries again (`optionalPart`, `formOnIntent`). Only a route change
// may reload the page.

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
