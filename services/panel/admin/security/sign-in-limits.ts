import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { staffSignInFailures } from '../../db/schema'

/**
 * Sign-in attempts, limited per account and per address: five failures in a row and the next
 * attempt waits 15 minutes. Kept in the database, so every process serving the back office
 * counts the same failures. An unknown e-mail counts exactly as a known one.
 */

export const maxFailures = 5
export const lockMs = 15 * 60 * 1000

export function signInKeys(email: string, address: string): string[] {
  return [`account:${email.trim().toLowerCase()}`, `address:${address}`]
}

/** Seconds to wait before trying again, or 0 when an attempt may be made now. */
export async function secondsLocked(db: Database, keys: string[], now = new Date()) {
  const rows = await db
    .select({ lockedUntil: staffSignInFailures.lockedUntil })
    .from(staffSignInFailures)
    .where(inArray(staffSignInFailures.key, keys))
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0))
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0
}

/** Counts a failure under each key; the fifth locks it. Returns the seconds locked, if any. */
export async function recordFailure(db: Database, keys: string[], now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`
  const lockedUntil = new Date(now.getTime() + lockMs)
  const column = staffSignInFailures
  // A count starts again once its lock has run out, or 15 minutes after its last failure.
  const startsAgain = sql`(${column.lockedUntil} is not null and ${column.lockedUntil} <= ${at}) or (${column.lockedUntil} is null and ${column.lastFailureAt} <= ${at} - interval '15 minutes')`
  for (const key of keys) {
    await db
      .insert(column)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: column.key,
        set: {
          failures: sql`case when ${startsAgain} then 1 else ${column.failures} + 1 end`,
          lastFailureAt: now,
          lockedUntil: sql`case when ${column.lockedUntil} <= ${at} then null else ${column.lockedUntil} end`,
        },
      })
    await db
      .update(column)
      .set({ lockedUntil })
      .where(
        sql`${column.key} = ${key} and ${column.failures} >= ${maxFailures} and ${column.lockedUntil} is null`,
      )
  }
  return secondsLocked(db, keys, now)
}

/** Forgets counts that can no longer lock anything (run with the panel's daily work). */
export async function sweepSignInFailures(db: Database, now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`
  await db
    .delete(staffSignInFailures)
    .where(
      sql`coalesce(${staffSignInFailures.lockedUntil}, ${staffSignInFailures.lastFailureAt} + interval '15 minutes') < ${at}`,
    )
}

/** A successful sign-in clears the account's count (the address's stays: it may try others). */
export async function clearFailures(db: Database, email: string) {
  const [accountKey] = signInKeys(email, '')
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, accountKey!))
}
