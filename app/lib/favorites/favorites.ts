import { isMediaReference } from '../media-reference'

/**
 * A visitor's favorites, in the order hearted, with what a card needs to show them without the
 * server. They live in localStorage; this is the pure part, the store is `favorites-store.ts`.
 */
export type FavoriteTalent = {
  id: number
  name: string
  cover: string | null
  coverWeb: string | null
}

/**
 * The stored list's key. A change to the stored shape gets a new version, and the old key is
 * simply not read again: an outdated list is dropped, never misread. The key keeps the British
 * spelling it was first released with: renaming it would empty every visitor's list.
 */
export const favoritesStorageKey = 'passarela.favourites.v1'

/** More than an agency would quote at once, and what the panel accepts in one request. */
export const maxFavorites = 200

const maxNameLength = 120
const maxUrlLength = 2048

/**
 * A cover as cards name it: a media reference, or an absolute URL as lists stored before
 * references kept them (the image endpoint still takes those it allows; the rest fail to the
 * card's placeholder).
 */
function isMediaUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= maxUrlLength &&
    (isMediaReference(value) || /^(https?:\/\/|\/)/.test(value))
  )
}

/** One stored entry as a talent, or null when it is not one: storage is outside our control. */
function favoriteFrom(entry: unknown): FavoriteTalent | null {
  if (typeof entry !== 'object' || entry === null) return null
  const { id, name, cover, coverWeb } = entry as Record<string, unknown>
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null
  if (typeof name !== 'string' || !name.trim() || name.length > maxNameLength) return null
  return {
    id,
    name: name.trim(),
    cover: isMediaUrl(cover) ? cover : null,
    coverWeb: isMediaUrl(coverWeb) ? coverWeb : null,
  }
}

/**
 * The list kept under the storage key. Anything that is not a list of talents (another
 * program's data, a hand edit, a truncated write) reads as no favorites rather than an
 * error; a damaged entry is dropped and the rest kept.
 */
export function parseFavorites(stored: string | null): FavoriteTalent[] {
  if (!stored) return []
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const seen = new Set<number>()
  const talents: FavoriteTalent[] = []
  for (const entry of value) {
    const talent = favoriteFrom(entry)
    if (!talent || seen.has(talent.id)) continue
    seen.add(talent.id)
    talents.push(talent)
    if (talents.length === maxFavorites) break
  }
  return talents
}

export function serializeFavorites(talents: readonly FavoriteTalent[]): string {
  return JSON.stringify(talents)
}

export function isFavorite(talents: readonly FavoriteTalent[], id: number): boolean {
  return talents.some((talent) => talent.id === id)
}

/** The list with these talents added at its end; those already in it keep their place. */
export function withFavorites(
  talents: readonly FavoriteTalent[],
  added: readonly FavoriteTalent[],
): FavoriteTalent[] {
  const next = [...talents]
  for (const talent of added) {
    if (next.length >= maxFavorites) break
    if (!isFavorite(next, talent.id)) next.push(talent)
  }
  return next
}

export function withoutFavorite(talents: readonly FavoriteTalent[], id: number): FavoriteTalent[] {
  return talents.filter((talent) => talent.id !== id)
}

/** The `ids` of a share link: the talents' ids in order, comma-separated. */
export function shareIds(talents: readonly Pick<FavoriteTalent, 'id'>[]): string {
  return talents.map((talent) => talent.id).join(',')
}

/**
 * Ids from a share link or a form: digits only, each once, at most `maxFavorites`. Whatever
 * else the text holds is left out quietly, as a link may have been cut or edited.
 */
export function parseIds(value: string | null | undefined): number[] {
  if (!value) return []
  const ids: number[] = []
  for (const part of value.split(',')) {
    const text = part.trim()
    if (!/^\d{1,9}$/.test(text)) continue
    const id = Number(text)
    if (id < 1 || ids.includes(id)) continue
    ids.push(id)
    if (ids.length === maxFavorites) break
  }
  return ids
}

/** What the favorites keep of a card. */
export function asFavorite({ id, name, cover, coverWeb }: FavoriteTalent): FavoriteTalent {
  return { id, name, cover, coverWeb }
}
