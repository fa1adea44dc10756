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
  const lockedUntil = new Date(now.getTime() + lockMs)
  for (const key of keys) {
    // A lock that has run out starts the count again.
    await db
      .insert(staffSignInFailures)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: staffSignInFailures.key,
        set: {
          failures: sql`case when ${staffSignInFailures.lockedUntil} is not null and ${staffSignInFailures.lockedUntil} <= ${now.toISOString()}::timestamptz then 1 else ${staffSignInFailures.failures} + 1 end`,
          lastFailureAt: now,
          lockedUntil: sql`case when ${staffSignInFailures.lockedUntil} is not null and ${staffSignInFailures.lockedUntil} <= ${now.toISOString()}::timestamptz then null else ${staffSignInFailures.lockedUntil} end`,
        },
      })
    await db
      .update(staffSignInFailures)
      .set({ lockedUntil })
      .where(
        sql`${staffSignInFailures.key} = ${key} and ${staffSignInFailures.failures} >= ${maxFailures} and ${staffSignInFailures.lockedUntil} is null`,
      )
  }
  return secondsLocked(db, keys, now)
}

/** A successful sign-in clears the account's count (the address's stays: it may try others). */
export async function clearFailures(db: Database, email: string) {
  const [accountKey] = signInKeys(email, '')
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, accountKey!))
}
