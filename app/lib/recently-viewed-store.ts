import {
  parseRecentlyViewed,
  recentlyViewedStorageKey,
  serializeRecentlyViewed,
  type ViewedTalent,
  withoutViewed,
  withViewed,
} from './recently-viewed'

/**
 * The recently viewed profiles as the browser keeps them, as `favorites-store.ts` keeps the
 * favorites: read from localStorage on first use, written back on every change, followed across
 * tabs; the server has none, so what shows them renders nothing until the page is interactive.
 * A separate module rather than a shared one with the favorites' store: that one is in every
 * page's first load (the header's count), this one only in the profile's and favorites' code.
 */
type Listener = () => void

let current: readonly ViewedTalent[] | null = null
const listeners = new Set<Listener>()

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function publish(next: readonly ViewedTalent[]) {
  current = next
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  // `key` is null when another tab cleared the whole storage.
  if (event.key !== null && event.key !== recentlyViewedStorageKey) return
  publish(parseRecentlyViewed(event.newValue))
}

function write(next: readonly ViewedTalent[]) {
  publish(next)
  try {
    storage()?.setItem(recentlyViewedStorageKey, serializeRecentlyViewed(next))
  } catch {
    // Storage unavailable or full: kept for this page only.
  }
}

export function subscribeToRecentlyViewed(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** What storage holds, or null when it cannot be read. */
function stored(): ViewedTalent[] | null {
  try {
    return parseRecentlyViewed(storage()?.getItem(recentlyViewedStorageKey) ?? null)
  } catch {
    return null
  }
}

/** The list, read once and then kept up to date; the same array until it changes. */
export function recentlyViewedSnapshot(): readonly ViewedTalent[] {
  current ??= stored() ?? []
  return current
}

/**
 * The list to change: the kept one while something follows the other tabs' changes, else read
 * again, since another tab may have opened profiles since this page first read it.
 */
function latest(): readonly ViewedTalent[] {
  if (listeners.size === 0) current = stored() ?? current
  return recentlyViewedSnapshot()
}

/** Records a profile opened now. */
export function recordView(talent: ViewedTalent) {
  write(withViewed(latest(), talent))
}

export function forgetView(id: number) {
  write(withoutViewed(latest(), id))
}

export function forgetAllViews() {
  write([])
}
