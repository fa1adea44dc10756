import { shouldReloadForChunkError } from './errors'

const storageKey = 'passarela:chunk-reload-at'

type ReloadEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
  now: number
}

/**
 * Reloads the page to pick up a new deploy's chunks, at most once a minute. Returns whether
 * it reloaded. The time is kept in sessionStorage so the limit survives the reload itself.
 */
export function reloadAfterChunkError(
  { storage, reload, now }: ReloadEnvironment = {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    now: Date.now(),
  },
): boolean {
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
