import { afterAll, beforeAll, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../../../tests/integration/test-database'
import { staffSignInAttempts } from '../../db/schema'
import {
  claimAttempt,
  maxAttempts,
  recordFailure,
  recordSuccess,
  signInKeys,
  sweepSignInAttempts,
  windowMs,
} from './sign-in-limits'

let handle: TestDatabase

beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(async () => {
  await handle?.close()
})

const minute = 60 * 1000
const start = new Date('2026-11-24T12:00:00Z')
const at = (ms: number) => new Date(start.getTime() + ms)

it('takes five attempts in 15 minutes, the fifth failure says so, and counts again after', async () => {
  const db = handle.panel
  const keys = signInKeys('Lia@Passarela.test', '198.51.100.1')
  expect(keys).toEqual({ account: 'account:lia@passarela.test', address: 'address:198.51.100.1' })
  for (let attempt = 1; attempt <= 4; attempt++) {
    expect(await claimAttempt(db, keys, at(attempt * 1000))).toEqual({ allowed: true })
    expect(await recordFailure(db, keys, at(attempt * 1000))).toBe(0)
  }
  expect(await claimAttempt(db, keys, at(5000))).toEqual({ allowed: true })
  expect(await recordFailure(db, keys, at(5000))).toBe(windowMs / 1000)
  // Refusals do not make the wait longer: it ends 15 minutes after the fifth attempt.
  expect(await claimAttempt(db, keys, at(5000 + minute))).toEqual({
    allowed: false,
    seconds: 14 * 60,
  })
  expect(await claimAttempt(db, keys, at(5000 + 14 * minute))).toEqual({
    allowed: false,
    seconds: 60,
  })
  // After the wait, one failure is one failure, not a sixth.
  expect(await claimAttempt(db, keys, at(5000 + windowMs))).toEqual({ allowed: true })
  expect(await recordFailure(db, keys, at(5000 + windowMs))).toBe(0)
})

it('lets five of sixty attempts made at once be checked, and no more', async () => {
  const db = handle.panel
  const keys = signInKeys('rush@passarela.test', '198.51.100.9')
  const claims = await Promise.all(Array.from({ length: 60 }, () => claimAttempt(db, keys, at(0))))
  expect(claims.filter((claim) => claim.allowed)).toHaveLength(maxAttempts)
  for (const claim of claims) {
    if (!claim.allowed) expect(claim.seconds).toBe(windowMs / 1000)
  }
})

it("clears the account's count on a success; the address keeps its failures but not the success", async () => {
  const db = handle.panel
  const keys = signInKeys('rui@passarela.test', '198.51.100.2')
  for (let failure = 0; failure < 4; failure++) {
    await claimAttempt(db, keys, start)
    await recordFailure(db, keys, start)
  }
  await claimAttempt(db, keys, start)
  await recordSuccess(db, signInKeys('RUI@passarela.test', '198.51.100.2'))
  // The address has one attempt left (four failures), the account five.
  expect(await claimAttempt(db, keys, start)).toEqual({ allowed: true })
  expect((await claimAttempt(db, keys, start)).allowed).toBe(false)
  const other = signInKeys('rui@passarela.test', '198.51.100.3')
  for (let attempt = 2; attempt <= maxAttempts; attempt++) {
    expect((await claimAttempt(db, other, start)).allowed).toBe(true)
  }
  expect((await claimAttempt(db, other, start)).allowed).toBe(false)
})

it('gives an attempt back to the key that had room when the other refuses it', async () => {
  const db = handle.panel
  const full = signInKeys('full@passarela.test', '198.51.100.4')
  for (let attempt = 1; attempt <= maxAttempts; attempt++) await claimAttempt(db, full, start)
  // Five tries at another account from the full address: refused, and not counted against it.
  const other = signInKeys('elsewhere@passarela.test', '198.51.100.4')
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    expect((await claimAttempt(db, other, start)).allowed).toBe(false)
  }
  const fresh = signInKeys('elsewhere@passarela.test', '198.51.100.5')
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    expect((await claimAttempt(db, fresh, start)).allowed).toBe(true)
  }
})

it('sweeps only the counts that can no longer refuse anything', async () => {
  const db = handle.panel
  const now = new Date('2026-12-01T12:00:00Z')
  await claimAttempt(
    db,
    signInKeys('old@passarela.test', 'old'),
    new Date(now.getTime() - 20 * minute),
  )
  await claimAttempt(
    db,
    signInKeys('recent@passarela.test', 'recent'),
    new Date(now.getTime() - minute),
  )
  await sweepSignInAttempts(db, now)
  const keys = (await db.select({ key: staffSignInAttempts.key }).from(staffSignInAttempts)).map(
    (row) => row.key,
  )
  expect(keys).toContain('account:recent@passarela.test')
  expect(keys).not.toContain('account:old@passarela.test')
})
