import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { staffAccounts, staffSessions } from '../../db/schema'
import type { StaffRole } from '../roles'
import { randomToken, tokenHash } from './tokens'

/**
 * Back-office sessions in the panel's database (decision 015): the cookie a random id, the table
 * its hash. 12 hours unused or 7 days in all; the second-factor step lasts 5 minutes.
 */

export const idleLimitMs = 12 * 60 * 60 * 1000
export const absoluteLimitMs = 7 * 24 * 60 * 60 * 1000
export const secondFactorLimitMs = 5 * 60 * 1000
/** `last_seen_at` is written at most this often: not one write per page. */
const touchEveryMs = 60 * 1000

export type SessionStage = 'signed-in' | 'second-factor'

export type StaffSession = {
  idHash: string
  stage: SessionStage
  account: { id: number; email: string; name: string; role: StaffRole; hasSecondFactor: boolean }
}

export async function startSession(db: Database, accountId: number, stage: SessionStage) {
  const id = randomToken()
  await db.insert(staffSessions).values({ idHash: tokenHash(id), accountId, stage })
  return id
}

/** The session a cookie names, if it is still valid; its last use is recorded. */
export async function findSession(
  db: Database,
  id: string | undefined,
  now = new Date(),
): Promise<StaffSession | undefined> {
  if (!id) return undefined
  const idHash = tokenHash(id)
  const [row] = await db
    .select({
      stage: staffSessions.stage,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      accountId: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      disabledAt: staffAccounts.disabledAt,
      totpSecret: staffAccounts.totpSecret,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(eq(staffSessions.idHash, idHash))
    .limit(1)
  if (!row) return undefined
  // A disabled account's sessions are deleted with it; one read in between counts for nothing.
  if (row.disabledAt || isExpired(row, now)) {
    await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash))
    return undefined
  }
  if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash))
  }
  return {
    idHash,
    stage: row.stage,
    account: {
      id: row.accountId,
      email: row.email,
      name: row.name,
      role: row.role,
      hasSecondFactor: Boolean(row.totpSecret),
    },
  }
}

export function isExpired(
  session: { stage: SessionStage; createdAt: Date; lastSeenAt: Date },
  now: Date,
): boolean {
  const age = now.getTime() - session.createdAt.getTime()
  const idle = now.getTime() - session.lastSeenAt.getTime()
  if (session.stage === 'second-factor') return age > secondFactorLimitMs
  return age > absoluteLimitMs || idle > idleLimitMs
}

/** The password checked and the code too: the same session, now signed in. */
export async function promoteSession(db: Database, idHash: string) {
  await db
    .update(staffSessions)
    .set({ stage: 'signed-in', lastSeenAt: new Date() })
    .where(eq(staffSessions.idHash, idHash))
}

export async function endSession(db: Database, idHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash))
}

/** Signs the account out on every browser: after a lost phone, or a changed password. */
export async function endAllSessions(db: Database, accountId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.accountId, accountId))
}

/** Removes the sessions past their limits (run with the panel's daily work). */
export async function sweepSessions(db: Database, now = new Date()) {
  const at = (ms: number) => new Date(now.getTime() - ms)
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.createdAt, at(absoluteLimitMs)),
        lt(staffSessions.lastSeenAt, at(idleLimitMs)),
        and(
          eq(staffSessions.stage, 'second-factor'),
          lt(staffSessions.createdAt, at(secondFactorLimitMs)),
        ),
      ),
    )
}

/** How many browsers are signed in to an account, for the account page. */
export async function countSessions(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(staffSessions)
    .where(and(eq(staffSessions.accountId, accountId), eq(staffSessions.stage, 'signed-in')))
  return row?.total ?? 0
}
