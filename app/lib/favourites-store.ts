import {
  type FavouriteTalent,
  favouritesStorageKey,
  parseFavourites,
  serializeFavourites,
  withFavourites,
  withoutFavourite,
} from './favourites'

/**
 * The favourites as the browser keeps them (DESIGN §7): read from localStorage on first use,
 * written back on every change, and followed across tabs through the `storage` event. The
 * server has no favourites, so it renders every heart unpressed; React swaps in the stored
 * list right after hydration (`useSyncExternalStore`'s server snapshot), and the two renders
 * never disagree.
 *
 * When storage is unavailable (a private window, a full quota, a blocked origin) the list
 * lives for the page's lifetime only: a heart still works, it just is not remembered.
 */
type Listener = () => void

let current: readonly FavouriteTalent[] | null = null
const listeners = new Set<Listener>()

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function read(): readonly FavouriteTalent[] {
  try {
    return parseFavourites(storage()?.getItem(favouritesStorageKey) ?? null)
  } catch {
    return []
  }
}

function publish(next: readonly FavouriteTalent[]) {
  current = next
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  // `key` is null when another tab cleared the whole storage.
  if (event.key !== null && event.key !== favouritesStorageKey) return
  publish(parseFavourites(event.newValue))
}

function write(next: readonly FavouriteTalent[]) {
  publish(next)
  try {
    storage()?.setItem(favouritesStorageKey, serializeFavourites(next))
  } catch {
    // Kept in memory for this page; see above.
  }
}

export function subscribeToFavourites(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The list, read once and then kept up to date; the same array until it changes. */
export function favouritesSnapshot(): readonly FavouriteTalent[] {
  current ??= read()
  return current
}

/** What the server renders, and what hydration starts from: not known yet. */
export function serverFavouritesSnapshot(): null {
  return null
}

export function addFavourites(talents: readonly FavouriteTalent[]) {
  write(withFavourites(favouritesSnapshot(), talents))
}

export function removeFavourite(id: number) {
  write(withoutFavourite(favouritesSnapshot(), id))
}
