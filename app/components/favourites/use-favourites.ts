import { useSyncExternalStore } from 'react'
import type { FavouriteTalent } from '~/lib/favourites'
import {
  favouritesSnapshot,
  serverFavouritesSnapshot,
  subscribeToFavourites,
} from '~/lib/favourites-store'

/**
 * The visitor's favourites, or null while they are not known: on the server, and during
 * hydration, which must render what the server did.
 */
export function useFavourites(): readonly FavouriteTalent[] | null {
  return useSyncExternalStore(subscribeToFavourites, favouritesSnapshot, serverFavouritesSnapshot)
}
