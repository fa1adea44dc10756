import type { Page } from '@playwright/test'
import { favoritesStorageKey, serializeFavorites } from '../../app/lib/favorites/favorites'

/** Favorites straight into the page's storage, as an earlier visit would have left them. */
export async function storeFavorites(page: Page, talents: { id: number; name: string }[]) {
  const stored = serializeFavorites(
    talents.map(({ id, name }) => ({ id, name, cover: null, coverWeb: null })),
  )
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    favoritesStorageKey,
    stored,
  ] as const)
}
