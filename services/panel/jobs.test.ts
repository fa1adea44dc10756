import { afterAll, beforeAll, expect, test } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../tests/integration/test-database'
import { claimJob, finishJob, releaseJob } from './jobs'

let handle: TestDatabase

beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(async () => {
  await handle?.close()
})

const hour = 60 * 60 * 1000
const day = 24 * hour
const start = new Date('2026-11-24T03:00:00Z')
const at = (ms: number) => new Date(start.getTime() + ms)

test('one claim wins among processes waking together; the next comes after the gap', async () => {
  const db = handle.panel
  const options = { now: start, minimumGapMs: 0.9 * day }
  const claims = await Promise.all([1, 2, 3].map(() => claimJob(db, 'daily', options)))
  expect(claims.filter(Boolean)).toHaveLength(1)
  // Under way: nobody else.
  expect(await claimJob(db, 'daily', { ...options, now: at(10 * 60 * 1000) })).toBe(false)
  await finishJob(db, 'daily', at(60_000))
  expect(await claimJob(db, 'daily', { ...options, now: at(20 * hour) })).toBe(false)
  expect(await claimJob(db, 'daily', { ...options, now: at(day) })).toBe(true)
})

test('a run that died with its process is taken over after an hour; a failed one at once', async () => {
  const db = handle.panel
  const options = { minimumGapMs: day }
  expect(await claimJob(db, 'crashy', { ...options, now: start })).toBe(true)
  expect(await claimJob(db, 'crashy', { ...options, now: at(59 * 60 * 1000) })).toBe(false)
  expect(await claimJob(db, 'crashy', { ...options, now: at(hour) })).toBe(true)
  await releaseJob(db, 'crashy')
  expect(await claimJob(db, 'crashy', { ...options, now: at(hour + 1000) })).toBe(true)
})

test('a run made with other settings (a shorter retention period) runs again at once', async () => {
  const db = handle.panel
  const options = { now: start, minimumGapMs: day }
  expect(await claimJob(db, 'periods', { ...options, signature: 'a' })).toBe(true)
  await finishJob(db, 'periods', start)
  expect(await claimJob(db, 'periods', { ...options, signature: 'a' })).toBe(false)
  expect(await claimJob(db, 'periods', { ...options, signature: 'b' })).toBe(true)
})
