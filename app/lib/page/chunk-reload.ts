import { shouldReloadForChunkError } from './errors'

const storageKey = 'passarela:chunk-reload-at'

type ReloadEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
  now: number
  /** `navigator.onLine`; unknown, online. */
  online?: boolean
}

/**
 * Reloads the page to pick up a new deploy's chunks, at most once a minute. Returns whether
 * it reloaded. The time is kept in sessionStorage so the limit survives the reload itself.
 * Offline, a chunk is missing because the connection is: a reload would only trade the page
 * for the browser's offline page, so the failure is left to the part that asked.
 */
export function reloadAfterChunkError(
  { storage, reload, now, online = true }: ReloadEnvironment = {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    now: Date.now(),
    online: navigator.onLine,
  },
): boolean {
  if (!online) return false
  try {
    const stored = Number(storage.getItem(storageKey))
    const last = Number.isFinite(stored) && stored > 0 ? stored : null
    if (!shouldReloadForChunkError(now, last)) return false
    storage.setItem(storageKey, String(now))
  } catch {
    // Without storage the once-a-minute limit cannot hold: show the error page rather than loop.
    return false
  }
  reload()
  return true
}

/**
 * A route's code failed to load in a navigation: reload at most once a minute, else open the
 * page asked for as a plain document (decision 014). Whether the page is leaving.
 */
export function recoverFromRouteModuleFailure(
  target: string | null,
  environment?: ReloadEnvironment & { assign: (url: string) => void },
): boolean {
  if (reloadAfterChunkError(environment)) return true
  if (target === null) return false
  ;(environment?.assign ?? ((url: string) => window.location.assign(url)))(target)
  return true
}
