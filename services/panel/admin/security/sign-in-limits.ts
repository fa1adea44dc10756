import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { staffSignInAttempts } from '../../db/schema'
import { addressPrefix } from '../../../common/client-address'

/**
 * Password and code checks, limited per account and per address: five in 15 minutes. Counted
 * before the check in one statement and kept in the database, a success giving its attempt back
 * (decision 015); an unknown e-mail counts as a known one. An account's passwords and its
 * second-factor codes are counted apart; an IPv6 address by its /64.
 */

export const maxAttempts = 5
export const windowMs = 15 * 60 * 1000

/**
 * The two counts an attempt is made under: the account's (from any address) and the address's.
 * A password and a second-factor code count under different account keys, so a right password
 * never wipes out failed codes.
 */
export type AttemptKeys = { account: string; address: string }

/** The counts of a password check: the account by its e-mail, and the address. */
export function signInKeys(email: string, address: string): AttemptKeys {
  return { account: `account:${email.trim().toLowerCase()}`, address: addressKey(address) }
}

/**
 * The counts of a second-factor code (an authenticator's or a recovery code): the account's own
 * codes, cleared only by an accepted code, and the address.
 */
export function codeKeys(accountId: number, address: string): AttemptKeys {
  return { account: `code:${accountId}`, address: addressKey(address) }
}

/** An address's count: an IPv6 address by its /64 (`services/common/client-address.ts`). */
export function addressKey(address: string): string {
  return `address:${addressPrefix(address)}`
}

type Claim = { attempts: number; lastAttemptAt: Date }

/** Seconds until the fullest of `claims` takes attempts again (0 when none is full). */
function secondsToWait(claims: Claim[], now: Date) {
  const until = Math.max(
    0,
    ...claims
      .filter((claim) => claim.attempts >= maxAttempts)
      .map((claim) => claim.lastAttemptAt.getTime() + windowMs),
  )
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0
}

/**
 * Counts an attempt under both keys before its check runs. Answers `{ allowed: true }` when the
 * check may run, or the seconds to wait when either count is full: then nothing may be checked.
 */
export async function claimAttempt(
  db: Database,
  keys: AttemptKeys,
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; seconds: number }> {
  const table = staffSignInAttempts
  const at = sql`${now.toISOString()}::timestamptz`
  const startsAgain = sql`${table.lastAttemptAt} <= ${at} - interval '15 minutes'`
  const full = sql`${table.attempts} >= ${maxAttempts}`
  // A full count goes to one past the limit and stays there, so a refusal neither lengthens the
  // wait nor is mistaken for an allowed attempt. Both keys in one statement, always in the same
  // order (the account's key before the address's), so concurrent claims cannot deadlock on PostgreSQL.
  const claims = await db
    .insert(table)
    .values([
      { key: keys.account, attempts: 1, lastAttemptAt: now },
      { key: keys.address, attempts: 1, lastAttemptAt: now },
    ])
    .onConflictDoUpdate({
      target: table.key,
      set: {
        attempts: sql`case when ${startsAgain} then 1 else least(${table.attempts} + 1, ${maxAttempts + 1}) end`,
        lastAttemptAt: sql`case when ${startsAgain} or not ${full} then ${at} else ${table.lastAttemptAt} end`,
      },
    })
    .returning({ key: table.key, attempts: table.attempts, lastAttemptAt: table.lastAttemptAt })
  if (claims.every((claim) => claim.attempts <= maxAttempts)) return { allowed: true }
  // Not checked: the key that still had room gets its attempt back.
  const counted = claims.filter((claim) => claim.attempts <= maxAttempts).map((claim) => claim.key)
  await giveBack(db, counted)
  return { allowed: false, seconds: Math.max(1, secondsToWait(claims, now)) }
}

/** A check that failed: its attempt stays counted. Answers the seconds to wait before the next. */
export async function recordFailure(db: Database, keys: AttemptKeys, now = new Date()) {
  const claims = await db
    .select({
      attempts: staffSignInAttempts.attempts,
      lastAttemptAt: staffSignInAttempts.lastAttemptAt,
    })
    .from(staffSignInAttempts)
    .where(inArray(staffSignInAttempts.key, [keys.account, keys.address]))
  return secondsToWait(claims, now)
}

/**
 * A check that succeeded: the account's count of this kind of check is cleared (its owner knows
 * the password, or has the second factor) and the address gets this attempt back, keeping its
 * other failures (it may be trying other accounts).
 */
export async function recordSuccess(db: Database, keys: AttemptKeys) {
  await db.delete(staffSignInAttempts).where(eq(staffSignInAttempts.key, keys.account))
  await giveBack(db, [keys.address])
}

async function giveBack(db: Database, keys: string[]) {
  if (keys.length === 0) return
  await db
    .update(staffSignInAttempts)
    .set({ attempts: sql`greatest(${staffSignInAttempts.attempts} - 1, 0)` })
    .where(inArray(staffSignInAttempts.key, keys))
}

/** Forgets counts that can no longer refuse anything (run with the panel's daily work). */
export async function sweepSignInAttempts(db: Database, now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`
  await db
    .delete(staffSignInAttempts)
    .where(sql`${staffSignInAttempts.lastAttemptAt} + interval '15 minutes' < ${at}`)
}

/**
 * What a check made under the limits came to: passed; failed (its attempt stays counted, and
 * `seconds` is the wait before the next, 0 while attempts are left); or refused unchecked.
 */
export type LimitedCheck =
  { outcome: 'passed' } | { outcome: 'failed' | 'refused'; seconds: number }

/**
 * Runs `check` (a password's or a code's) only if an attempt can be claimed for `keys`, and
 * records how it went: the one way the sign-in, its code step and the account page check.
 */
export async function checkWithinLimits(
  db: Database,
  keys: AttemptKeys,
  check: () => Promise<boolean>,
): Promise<LimitedCheck> {
  const claim = await claimAttempt(db, keys)
  if (!claim.allowed) return { outcome: 'refused', seconds: claim.seconds }
  if (!(await check())) return { outcome: 'failed', seconds: await recordFailure(db, keys) }
  await recordSuccess(db, keys)
  return { outcome: 'passed' }
}
