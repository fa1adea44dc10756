import { expect, test } from 'vitest'
import { createRateLimiter } from './rate-limit'

function clock(start = 0) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

test('allows the limit within the window, then refuses with the time to wait', () => {
  const { now, advance } = clock()
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now })
  expect(limiter.take('a')).toEqual({ allowed: true })
  advance(10_000)
  expect(limiter.take('a')).toEqual({ allowed: true })
  advance(5_000)
  expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 })
  // Another key has its own count.
  expect(limiter.take('b')).toEqual({ allowed: true })
})

test('a refused attempt does not count, and the window slides', () => {
  const { now, advance } = clock()
  const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now })
  expect(limiter.take('a').allowed).toBe(true)
  expect(limiter.take('a').allowed).toBe(false)
  expect(limiter.take('a').allowed).toBe(false)
  advance(1000)
  expect(limiter.take('a').allowed).toBe(true)
})

test('forgets the least recently used keys beyond its size', () => {
  const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 })
  limiter.take('a')
  limiter.take('b')
  limiter.take('c')
  // 'a' was forgotten, so it may post again; 'c' is still counted.
  expect(limiter.take('a').allowed).toBe(true)
  expect(limiter.take('c').allowed).toBe(false)
})

test('the time to wait is whole seconds, rounded up, until the oldest event leaves the window', () => {
  const { now, advance } = clock()
  const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now })
  limiter.take('a')
  advance(4_000)
  limiter.take('a')
  advance(5_800)
  // The first event leaves the window in 200 ms: a Retry-After of 0 would invite a post now.
  expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
  advance(200)
  // Then only the second is counted, and the next post goes.
  expect(limiter.take('a')).toEqual({ allowed: true })
  expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 4 })
})
