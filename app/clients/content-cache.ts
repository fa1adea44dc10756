import { createSingleFlight } from '../lib/single-flight'

/**
 * The panel's content (social links, slides, posts) kept in memory for `freshMs`: the agency
 * changes it a few times a week, and every page shows some of it. Past that period the next
 * call fetches it again; when that fails the last good copy is served, so a panel that is
 * down costs the site its updates, not its pages. Calls for the same key while a fetch is
 * under way share it, and after a failure the panel is left alone for `retryAfterMs`: a
 * panel that hangs would otherwise hold every page for the length of a timeout.
 */
export function createContentCache({
  freshMs,
  // Never longer than a copy stays fresh: a site told to keep nothing keeps no failure either.
  retryAfterMs = Math.min(10_000, freshMs),
  maxEntries = 500,
  maxStaleMs = 24 * 60 * 60 * 1000,
  onStale,
  onRememberedFailure,
}: {
  freshMs: number
  retryAfterMs?: number
  /**
   * Keys come from what visitors ask (a post's slug, a talent's id): the least recently
   * fetched entries go beyond this many, so a crawl of unknown addresses cannot grow it.
   */
  maxEntries?: number
  /** A last good copy older than this is no longer served: a day-old page is better missing. */
  maxStaleMs?: number
  /** Told when a failed fetch is covered by the last good copy. */
  onStale?: (key: string, error: unknown) => void
  /** Told when a failure remembered from a recent fetch is answered without fetching. */
  onRememberedFailure?: () => void
}) {
  const entries = new Map<string, { value: unknown; fetchedAt: number }>()
  const fetches = createSingleFlight<unknown>()
  const failures = new Map<string, { error: unknown; failedAt: number }>()

  function remember(key: string, value: unknown) {
    entries.delete(key)
    entries.set(key, { value, fetchedAt: Date.now() })
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
  }

  async function get<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    let cached = entries.get(key)
    if (cached && Date.now() - cached.fetchedAt >= maxStaleMs) {
      entries.delete(key)
      cached = undefined
    }
    if (cached && Date.now() - cached.fetchedAt < freshMs) return cached.value as T
    const failure = failures.get(key)
    if (failure && Date.now() - failure.failedAt < retryAfterMs) {
      onRememberedFailure?.()
      if (cached) return cached.value as T
      throw failure.error
    }
    const fetching = fetches.run(
      key,
      () =>
        fetch().catch((error: unknown) => {
          failures.set(key, { error, failedAt: Date.now() })
          if (failures.size > maxEntries) failures.clear()
          throw error
        }),
      (value) => {
        failures.delete(key)
        remember(key, value)
      },
    ) as Promise<T>
    try {
      return await fetching
    } catch (error) {
      if (!cached) throw error
      onStale?.(key, error)
      return cached.value as T
    }
  }

  /**
   * Everything kept becomes stale at once: the next call for each key asks again, and the copy
   * stays only to cover a failure. For the panel's back office, when it saves in this process.
   */
  function expireAll() {
    const stale = Date.now() - freshMs
    for (const entry of entries.values()) entry.fetchedAt = Math.min(entry.fetchedAt, stale)
    // A fetch under way may bring what was there before the change: the next call starts anew.
    fetches.invalidate()
    failures.clear()
  }

  return {
    get,
    expireAll,
    /** How many entries are kept: for the bound's tests and the health of a long-running node. */
    size: () => entries.size,
  }
}

export type ContentCache = ReturnType<typeof createContentCache>
