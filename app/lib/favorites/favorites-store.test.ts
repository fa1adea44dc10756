// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { favoritesStorageKey } from './favorites'

const ana = { id: 4001, name: 'Ana Souza', cover: null, coverWeb: null }
const bia = { id: 4002, name: 'Bia Lima', cover: null, coverWeb: null }

// The store keeps its list in module state: each test gets a fresh module.
async function freshStore() {
  vi.resetModules()
  return import('./favorites-store')
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

test('reads what an earlier visit stored, and writes every change back', async () => {
  localStorage.setItem(favoritesStorageKey, JSON.stringify([ana]))
  const store = await freshStore()
  expect(store.favoritesSnapshot()).toEqual([ana])
  store.addFavorites([bia])
  expect(JSON.parse(localStorage.getItem(favoritesStorageKey) ?? '')).toEqual([ana, bia])
  store.removeFavorite(ana.id)
  expect(JSON.parse(localStorage.getItem(favoritesStorageKey) ?? '')).toEqual([bia])
})

test('the snapshot is the same list until it changes, as React requires', async () => {
  const store = await freshStore()
  const before = store.favoritesSnapshot()
  expect(store.favoritesSnapshot()).toBe(before)
  store.addFavorites([ana])
  expect(store.favoritesSnapshot()).not.toBe(before)
})

test('another tab’s change reaches the subscribers; other keys are ignored', async () => {
  const store = await freshStore()
  const listener = vi.fn()
  const unsubscribe = store.subscribeToFavorites(listener)
  const stored = JSON.stringify([bia])
  window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '[]' }))
  expect(listener).not.toHaveBeenCalled()
  window.dispatchEvent(new StorageEvent('storage', { key: favoritesStorageKey, newValue: stored }))
  expect(listener).toHaveBeenCalledTimes(1)
  expect(store.favoritesSnapshot()).toEqual([bia])
  // Another tab cleared the storage.
  window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }))
  expect(store.favoritesSnapshot()).toEqual([])
  unsubscribe()
})

test('without usable storage a heart still works for the page’s lifetime', async () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError')
  })
  const store = await freshStore()
  expect(store.favoritesSnapshot()).toEqual([])
  store.addFavorites([ana])
  expect(store.favoritesSnapshot()).toEqual([ana])
})

test('the server has no favorites', async () => {
  const store = await freshStore()
  expect(store.serverFavoritesSnapshot()).toBeNull()
})
