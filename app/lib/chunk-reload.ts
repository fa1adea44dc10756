import { shouldReloadForChunkError } from './errors'

const storageKey = 'passarela:chunk-reload-at'

/**
 * Reloads the page to pick up a new deploy's chunks, at most once a minute. Returns whether
 * it reloaded. The time is kept in sessionStorage so the limit survives the reload itself.
 */
export function reloadAfterChunkError(now = Date.now()): boolean {
  try {
    const stored = Number(window.sessionStorage.getItem(storageKey))
    const last = Number.isFinite(stored) && stored > 0 ? stored : null
    if (!shouldReloadForChunkError(now, last)) return false
    window.sessionStorage.setItem(storageKey, String(now))
  } catch {
    // Without storage the once-a-minute limit cannot hold: show the error page rather than loop.
    return false
  }
  window.location.reload()
  return true
}
