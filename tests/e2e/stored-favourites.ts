import type { Page } from '@playwright/test'
import { favouritesStorageKey, serializeFavourites } from '../../app/lib/favourites'

/** Favourites straight into the page's storage, as an earlier visit would have left them. */
export async function storeFavourites(page: Page, talents: { id: number; name: string }[]) {
  const stored = serializeFavourites(
    talents.map(({ id, name }) => ({ id, name, cover: null, coverWeb: null })),
  )
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    favouritesStorageKey,
    stored,
  ] as const)
}
