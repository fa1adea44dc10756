import {
  type FavoriteTalent,
  favoritesStorageKey,
  parseFavorites,
  serializeFavorites,
  withFavorites,
  withoutFavorite,
} from './favorites'
import { storedList } from './stored-list'

/**
 * The favorites as the browser keeps them (`stored-list.ts`). The server renders every heart
 * unpressed; React swaps in the stored list right after hydration (`useSyncExternalStore`'s
 * server snapshot), and the two renders never disagree.
 */
const favorites = storedList({
  key: favoritesStorageKey,
  parse: parseFavorites,
  serialize: serializeFavorites,
})

export const subscribeToFavorites = favorites.subscribe
export const favoritesSnapshot = favorites.snapshot

/** What the server renders, and what hydration starts from: not known yet. */
export function serverFavoritesSnapshot(): null {
  return null
}

export function addFavorites(talents: readonly FavoriteTalent[]) {
  favorites.update((list) => withFavorites(list, talents))
}

export function removeFavorite(id: number) {
  favorites.update((list) => withoutFavorite(list, id))
}
