import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { recoverFromRouteModuleFailure, reloadAfterChunkError } from './lib/page/chunk-reload'

type PendingNavigation = { pathname: string; search: string; hash: string } | undefined

declare global {
  // React Router's reload after a route module failed to load asks this first (see
  // scripts/limit-chunk-reloads.ts), and says whether the page is leaving.
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
    leaving = recoverFromRouteModuleFailure(next ? next.pathname + next.search + next.hash : null)
  }
  return leaving
}

// Vite reports a failed preload of a lazily loaded chunk (typically after a deploy).
window.addEventListener('vite:preloadError', (event) => {
  if (!leaving) leaving = reloadAfterChunkError()
  if (leaving) event.preventDefault()
})

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
