import { afterEach, describe, expect, it, vi } from 'vitest'
import { createContentCache } from './content-cache'

describe('createContentCache', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('serves a fresh copy without fetching again, then fetches once the period is over', async () => {
    vi.useFakeTimers()
    const cache = createContentCache({ freshMs: 1000 })
    const fetch = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second')
    expect(await cache.get('links', fetch)).toBe('first')
    vi.advanceTimersByTime(999)
    expect(await cache.get('links', fetch)).toBe('first')
    expect(fetch).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(await cache.get('links', fetch)).toBe('second')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('asks again after expireAll, keeping the old copy for a failure', async () => {
    const cache = createContentCache({ freshMs: 60_000 })
    expect(await cache.get('links', async () => 'before')).toBe('before')
    expect(await cache.get('links', async () => 'unasked')).toBe('before')
    cache.expireAll()
    expect(await cache.get('links', async () => 'after')).toBe('after')
    cache.expireAll()
    expect(await cache.get('links', () => Promise.reject(new Error('down')))).toBe('after')
  })

  it('serves the last good copy when a fetch fails, and says so', async () => {
    vi.useFakeTimers()
    const onStale = vi.fn()
    const cache = createContentCache({ freshMs: 10, onStale })
    await cache.get('slides', async () => ['a'])
    vi.advanceTimersByTime(10)
    const failure = new Error('panel down')
    expect(await cache.get('slides', () => Promise.reject(failure))).toEqual(['a'])
    expect(onStale).toHaveBeenCalledWith('slides', failure)
  })

  it('fails when there is no copy to fall back on, and asks again only after a pause', async () => {
    vi.useFakeTimers()
    const cache = createContentCache({ freshMs: 1000, retryAfterMs: 500 })
    await expect(cache.get('posts', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    const fetch = vi.fn(async () => 'now')
    await expect(cache.get('posts', fetch)).rejects.toThrow('down')
    expect(fetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(500)
    expect(await cache.get('posts', fetch)).toBe('now')
  })

  it('serves the last good copy without asking during the pause after a failure', async () => {
    vi.useFakeTimers()
    const cache = createContentCache({ freshMs: 10, retryAfterMs: 100 })
    await cache.get('links', async () => 'good')
    vi.advanceTimersByTime(10)
    expect(await cache.get('links', () => Promise.reject(new Error('down')))).toBe('good')
    const fetch = vi.fn(async () => 'new')
    expect(await cache.get('links', fetch)).toBe('good')
    expect(fetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    expect(await cache.get('links', fetch)).toBe('new')
  })

  it('shares one fetch between calls made while it is under way', async () => {
    const cache = createContentCache({ freshMs: 1000 })
    let resolve: (value: string) => void = () => {}
    const fetch = vi.fn(() => new Promise<string>((done) => (resolve = done)))
    const both = Promise.all([cache.get('k', fetch), cache.get('k', fetch)])
    resolve('once')
    expect(await both).toEqual(['once', 'once'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('keeps distinct keys apart and forgets the oldest beyond its size', async () => {
    const cache = createContentCache({ freshMs: 60_000, maxEntries: 2 })
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2)
    await cache.get('c', async () => 3)
    expect(await cache.get('b', async () => 20)).toBe(2)
    expect(await cache.get('a', async () => 10)).toBe(10)
  })

  it('keeps at most maxEntries, however many keys are asked', async () => {
    const cache = createContentCache({ freshMs: 60_000, maxEntries: 50 })
    for (let id = 0; id < 10_000; id++) await cache.get(`talent:${id}`, async () => null)
    expect(cache.size()).toBe(50)
    const fetch = vi.fn(async () => 'again')
    // The first keys were forgotten, the last ones kept.
    expect(await cache.get('talent:0', fetch)).toBe('again')
    expect(await cache.get('talent:9999', fetch)).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('stops serving a last good copy once it is older than maxStaleMs', async () => {
    vi.useFakeTimers()
    const cache = createContentCache({ freshMs: 10, maxStaleMs: 1000 })
    await cache.get('links', async () => 'old')
    vi.advanceTimersByTime(500)
    expect(await cache.get('links', () => Promise.reject(new Error('down')))).toBe('old')
    vi.advanceTimersByTime(20_000)
    await expect(cache.get('links', () => Promise.reject(new Error('still down')))).rejects.toThrow(
      'still down',
    )
  })
})
