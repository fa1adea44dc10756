import { expect, test } from 'vitest'
import { recoverFromRouteModuleFailure, reloadAfterChunkError } from './chunk-reload'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

test('reloads once, then not again within a minute, then again after it', () => {
  const storage = memoryStorage()
  let reloads = 0
  const reload = () => void reloads++
  expect(reloadAfterChunkError({ storage, reload, now: 1_000_000 })).toBe(true)
  expect(reloadAfterChunkError({ storage, reload, now: 1_030_000 })).toBe(false)
  expect(reloadAfterChunkError({ storage, reload, now: 1_060_000 })).toBe(true)
  expect(reloads).toBe(2)
})

test('does not reload offline, when the chunk is missing because the connection is', () => {
  const storage = memoryStorage()
  let reloads = 0
  const reload = () => void reloads++
  expect(reloadAfterChunkError({ storage, reload, now: 1_000_000, online: false })).toBe(false)
  expect(reloads).toBe(0)
  // Nor did it use up the minute's reload: back online, a deploy's missing chunk still reloads.
  expect(reloadAfterChunkError({ storage, reload, now: 1_000_001, online: true })).toBe(true)
  expect(reloads).toBe(1)
})

test('does not reload when storage is unavailable, so a lasting fault cannot loop', () => {
  const storage = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError')
    },
    setItem: () => {},
  }
  let reloads = 0
  expect(reloadAfterChunkError({ storage, reload: () => void reloads++, now: 1 })).toBe(false)
  expect(reloads).toBe(0)
})

test('a route that fails again within the minute opens its page as a document, not a reload', () => {
  const storage = memoryStorage()
  const events: string[] = []
  const environment = (now: number) => ({
    storage,
    now,
    reload: () => void events.push('reload'),
    assign: (url: string) => void events.push(`open ${url}`),
  })
  expect(recoverFromRouteModuleFailure('/about', environment(1_000_000))).toBe(true)
  expect(recoverFromRouteModuleFailure('/about', environment(1_010_000))).toBe(true)
  // Not during a navigation (a fetcher's load): nothing to open, so the error page shows.
  expect(recoverFromRouteModuleFailure(null, environment(1_020_000))).toBe(false)
  expect(events).toEqual(['reload', 'open /about'])
})
