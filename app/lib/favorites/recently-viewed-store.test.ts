// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { recentlyViewedStorageKey } from './recently-viewed'

const ana = { id: 4001, name: 'Ana Souza', cover: null, coverWeb: null }
const bia = { id: 4002, name: 'Bia Lima', cover: null, coverWeb: null }

// The store keeps its list in module state: each test gets a fresh module.
async function freshStore() {
  vi.resetModules()
  return import('./recently-viewed-store')
}

const storedIds = () =>
  (JSON.parse(localStorage.getItem(recentlyViewedStorageKey) ?? '[]') as { id: number }[]).map(
    (talent) => talent.id,
  )

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

test('a view is written at once, most recent first; one or all can be forgotten', async () => {
  const store = await freshStore()
  store.recordView(ana)
  store.recordView(bia)
  expect(storedIds()).toEqual([bia.id, ana.id])
  store.recordView(ana)
  expect(storedIds()).toEqual([ana.id, bia.id])
  store.forgetView(ana.id)
  expect(storedIds()).toEqual([bia.id])
  store.forgetAllViews()
  expect(storedIds()).toEqual([])
})

test('views another tab recorded meanwhile are kept, not overwritten', async () => {
  const store = await freshStore()
  store.recordView(ana)
  // Another tab opened Bia's profile since.
  localStorage.setItem(recentlyViewedStorageKey, JSON.stringify([bia, ana]))
  store.recordView({ ...ana, id: 4003, name: 'Carla Dias' })
  expect(storedIds()).toEqual([4003, bia.id, ana.id])
})

test('subscribers follow another tab’s changes', async () => {
  const store = await freshStore()
  const listener = vi.fn()
  const unsubscribe = store.subscribeToRecentlyViewed(listener)
  window.dispatchEvent(
    new StorageEvent('storage', { key: recentlyViewedStorageKey, newValue: JSON.stringify([bia]) }),
  )
  expect(listener).toHaveBeenCalledTimes(1)
  expect(store.recentlyViewedSnapshot()).toEqual([bia])
  unsubscribe()
})

test('without usable storage the list lives for the page', async () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError')
  })
  const store = await freshStore()
  store.recordView(ana)
  store.recordView(bia)
  expect(store.recentlyViewedSnapshot()).toEqual([bia, ana])
})
