import { afterAll, beforeAll, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../../../tests/integration/test-database'
import { staffSignInFailures } from '../../db/schema'
import {
  clearFailures,
  lockMs,
  recordFailure,
  secondsLocked,
  signInKeys,
  sweepSignInFailures,
} from './sign-in-limits'

let handle: TestDatabase

beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(async () => {
  await handle?.close()
})

const minute = 60 * 1000

it('locks after the fifth failure in a row, for 15 minutes, then counts again from one', async () => {
  const db = handle.panel
  const keys = signInKeys('Lia@Passarela.test', '198.51.100.1')
  expect(keys).toEqual(['account:lia@passarela.test', 'address:198.51.100.1'])
  const start = new Date('2026-11-24T12:00:00Z')
  const at = (ms: number) => new Date(start.getTime() + ms)
  for (let failure = 1; failure <= 4; failure++) {
    expect(await recordFailure(db, keys, at(failure * 1000))).toBe(0)
  }
  expect(await recordFailure(db, keys, at(5000))).toBe(lockMs / 1000)
  expect(await secondsLocked(db, keys, at(5000 + 14 * minute))).toBe(60)
  expect(await secondsLocked(db, keys, at(5000 + lockMs))).toBe(0)
  // After the lock, one failure is one failure, not a sixth.
  expect(await recordFailure(db, keys, at(5000 + lockMs + 1000))).toBe(0)
})

it('forgets failures 15 minutes apart, and a success clears the account', async () => {
  const db = handle.panel
  const keys = signInKeys('rui@passarela.test', '198.51.100.2')
  const start = new Date('2026-11-24T12:00:00Z')
  for (let failure = 0; failure < 8; failure++) {
    expect(await recordFailure(db, keys, new Date(start.getTime() + failure * 16 * minute))).toBe(0)
  }
  for (let failure = 0; failure < 4; failure++) await recordFailure(db, keys, start)
  await clearFailures(db, 'RUI@passarela.test')
  expect(await recordFailure(db, [keys[0]!], start)).toBe(0)
})

it('sweeps only the counts that can no longer lock anything', async () => {
  const db = handle.panel
  const now = new Date('2026-12-01T12:00:00Z')
  await recordFailure(db, ['account:old@passarela.test'], new Date(now.getTime() - 20 * minute))
  await recordFailure(db, ['account:recent@passarela.test'], new Date(now.getTime() - minute))
  await sweepSignInFailures(db, now)
  const keys = (await db.select({ key: staffSignInFailures.key }).from(staffSignInFailures)).map(
    (row) => row.key,
  )
  expect(keys).toContain('account:recent@passarela.test')
  expect(keys).not.toContain('account:old@passarela.test')
})
