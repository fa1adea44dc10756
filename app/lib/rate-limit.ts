/**
 * Counts events per key (a form and an address) over a sliding window, in memory: enough for
 * one server process, which is how the site runs. A key that has had `limit` events within
 * the last `windowMs` is refused until the oldest of them leaves the window.
 */
export type RateLimiter = {
  /** Records an event for `key` when it is allowed; says when to retry when it is not. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number }
}

type RateLimiterOptions = {
  limit: number
  windowMs: number
  now?: () => number
  /** Keys remembered at most; the least recently used are forgotten first. */
  maxKeys?: number
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: RateLimiterOptions): RateLimiter {
  // A Map keeps insertion order: deleting and re-adding a key moves it to the end.
  const events = new Map<string, number[]>()

  return {
    take(key) {
      const time = now()
      const recent = (events.get(key) ?? []).filter((at) => at > time - windowMs)
      events.delete(key)
      if (recent.length >= limit) {
        events.set(key, recent)
        const oldest = recent[0] ?? time
        return { allowed: false, retryAfterSeconds: Math.ceil((oldest + windowMs - time) / 1000) }
      }
      recent.push(time)
      events.set(key, recent)
      if (events.size > maxKeys) {
        const leastRecent = events.keys().next().value
        if (leastRecent !== undefined) events.delete(leastRecent)
      }
      return { allowed: true }
    },
  }
}
