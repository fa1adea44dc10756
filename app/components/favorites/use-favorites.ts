import { useSyncExternalStore } from 'react'
import type { FavoriteTalent } from '~/lib/favorites/favorites'
import {
  favoritesSnapshot,
  serverFavoritesSnapshot,
  subscribeToFavorites,
} from '~/lib/favorites/favorites-store'

/**
 * The visitor's favorites, or null while they are not known: on the server, and during
 * hydration, which must render what the server did.
 */
export function useFavorites(): readonly FavoriteTalent[] | null {
  return useSyncExternalStore(subscribeToFavorites, favoritesSnapshot, serverFavoritesSnapshot)
}
