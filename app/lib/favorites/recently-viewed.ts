import { type FavoriteTalent, parseFavorites, serializeFavorites } from './favorites'

/**
 * The profiles a visitor opened last, most recent first, each once: kept in the browser like
 * the favorites, with the same card data, so the favorites page can show them again without
 * asking the server. This module is the pure part; the store is `recently-viewed-store.ts`.
 */
export type ViewedTalent = FavoriteTalent

/** A new shape gets a new key: an outdated list is dropped, never misread. */
export const recentlyViewedStorageKey = 'passarela.recently-viewed.v1'

export const maxRecentlyViewed = 10

/**
 * The stored list, read as leniently as the favorites (anything else is an empty list, a
 * damaged entry is dropped), and never longer than ten.
 */
export function parseRecentlyViewed(stored: string | null): ViewedTalent[] {
  return parseFavorites(stored).slice(0, maxRecentlyViewed)
}

export function serializeRecentlyViewed(talents: readonly ViewedTalent[]): string {
  return serializeFavorites(talents)
}

/** The list with `talent` first: opened again, it moves up rather than appearing twice. */
export function withViewed(talents: readonly ViewedTalent[], talent: ViewedTalent): ViewedTalent[] {
  return [talent, ...talents.filter((viewed) => viewed.id !== talent.id)].slice(
    0,
    maxRecentlyViewed,
  )
}

export function withoutViewed(talents: readonly ViewedTalent[], id: number): ViewedTalent[] {
  return talents.filter((talent) => talent.id !== id)
}
