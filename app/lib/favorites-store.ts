import {
  type FavoriteTalent,
  favoritesStorageKey,
  parseFavorites,
  serializeFavorites,
  withFavorites,
  withoutFavorite,
} from './favorites'

/**
 * The favorites as the browser keeps them: read from localStorage on first use,
 * written back on every change, and followed across tabs through the `storage` event. The
 * server has no favorites, so it renders every heart unpressed; React swaps in the stored
 * list right after hydration (`useSyncExternalStore`'s server snapshot), and the two renders
 * never disagree.
 *
 * When storage is unavailable (a private window, a full quota, a blocked origin) the list
 * lives for the page's lifetime only: a heart still works, it just is not remembered.
 */
type Listener = () => void

let current: readonly FavoriteTalent[] | null = null
const listeners = new Set<Listener>()

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function read(): readonly FavoriteTalent[] {
  try {
    return parseFavorites(storage()?.getItem(favoritesStorageKey) ?? null)
  } catch {
    return []
  }
}

function publish(next: readonly FavoriteTalent[]) {
  current = next
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  // `key` is null when another tab cleared the whole storage.
  if (event.key !== null && event.key !== favoritesStorageKey) return
  publish(parseFavorites(event.newValue))
}

function write(next: readonly FavoriteTalent[]) {
  publish(next)
  try {
    storage()?.setItem(favoritesStorageKey, serializeFavorites(next))
  } catch {
    // Kept in memory for this page; see above.
  }
}

export function subscribeToFavorites(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The list, read once and then kept up to date; the same array until it changes. */
export function favoritesSnapshot(): readonly FavoriteTalent[] {
  current ??= read()
  return current
}

/** What the server renders, and what hydration starts from: not known yet. */
export function serverFavoritesSnapshot(): null {
  return null
}

export function addFavorites(talents: readonly FavoriteTalent[]) {
  write(withFavorites(favoritesSnapshot(), talents))
}

export function removeFavorite(id: number) {
  write(withoutFavorite(favoritesSnapshot(), id))
}
