import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { staffAccounts, staffSessions, staffSetupTokens } from '../db/schema'
import { type Actor, recordAudit } from './audit'
import type { StaffRole } from './roles'
import { hashPassword } from './security/passwords'
import { randomToken, tokenHash } from './security/tokens'
import { recoveryCodesLeft, totpStep } from './security/totp'

/**
 * Staff accounts, with no default one: `npm run panel:user` creates or resets an account and
 * prints a link, good once for 24 hours, to set its password (decision 015).
 */

export const setupLinkLifetimeMs = 24 * 60 * 60 * 1000
/**
 * How long a spent or expired link is remembered (its hash, its end moved to when it was spent),
 * so the back office can tell a link it issued from one it never did, as a link made by the
 * command against another data folder is.
 */
export const setupLinkMemoryMs = 90 * 24 * 60 * 60 * 1000

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Creates the account for `email`, or resets it: its password, second factor and sessions are
 * gone, and only the new link lets anyone in. Returns the link's token. A new account has `role`
 * (an admin's when not given), the first of all an admin's whatever is asked; a reset one keeps
 * its role unless one is given, and the last admin stays one (`LastAdminError`).
 */
export async function createOrResetAccount(
  db: Database,
  { email, name, role }: { email: string; name?: string; role?: StaffRole },
  now = new Date(),
  actor: Actor = null,
): Promise<{ token: string; created: boolean; expiresAt: Date; role: StaffRole }> {
  const address = normaliseEmail(email)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new RangeError(`Not an e-mail address: ${email}`)
  }
  const token = randomToken()
  const expiresAt = new Date(now.getTime() + setupLinkLifetimeMs)
  const { created, given } = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: staffAccounts.id, role: staffAccounts.role })
      .from(staffAccounts)
      .where(sql`lower(${staffAccounts.email}) = ${address}`)
      .limit(1)
    let accountId: number
    let given: StaffRole
    if (existing) {
      accountId = existing.id
      given = role ?? existing.role
      if (given !== 'admin' && existing.role === 'admin') await keepAnAdmin(tx, accountId)
      await tx
        .update(staffAccounts)
        .set({
          passwordHash: null,
          totpSecret: null,
          totpLastStep: null,
          recoveryCodes: [],
          role: given,
          ...(name === undefined ? {} : { name: name.trim() }),
        })
        .where(eq(staffAccounts.id, accountId))
      await spendSetupTokens(tx, accountId, now)
      // Signed out everywhere in the same step: a reset account keeps no open browser.
      await tx.delete(staffSessions).where(eq(staffSessions.accountId, accountId))
    } else {
      // The first account runs the rest: nobody else could give anyone a role.
      const [any] = await tx.select({ id: staffAccounts.id }).from(staffAccounts).limit(1)
      given = any ? (role ?? 'admin') : 'admin'
      const [row] = await tx
        .insert(staffAccounts)
        .values({ email: address, name: name?.trim() ?? '', role: given })
        .returning({ id: staffAccounts.id })
      accountId = row!.id
    }
    await tx.insert(staffSetupTokens).values({ tokenHash: tokenHash(token), accountId, expiresAt })
    return { created: !existing, given }
  })
  await recordAudit(db, actor, created ? 'account.create' : 'account.reset', `account:${address}`, {
    role: given,
  })
  return { token, created, expiresAt, role: given }
}

/** Refused: the change would leave no enabled admin to manage the accounts. */
export class LastAdminError extends Error {
  constructor() {
    super('The last admin cannot be demoted or disabled.')
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Throws `LastAdminError` unless an enabled admin other than `accountId` remains. The admins'
 * rows stay locked to the end of the transaction, so two admins demoting each other at once
 * cannot both pass.
 */
async function keepAnAdmin(tx: Transaction, accountId: number) {
  const admins = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'admin'), isNull(staffAccounts.disabledAt)))
    .for('update')
  if (!admins.some(({ id }) => id !== accountId)) throw new LastAdminError()
}

/** Every account, for the admins' Accounts page: the oldest first. */
export async function listAccounts(db: Database) {
  const rows = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      disabledAt: staffAccounts.disabledAt,
      hasPassword: sql<boolean>`${staffAccounts.passwordHash} is not null`,
      hasSecondFactor: sql<boolean>`${staffAccounts.totpSecret} is not null`,
      sessions: sql<number>`(select count(*)::int from ${staffSessions} where ${staffSessions.accountId} = ${staffAccounts.id} and ${staffSessions.stage} = 'signed-in')`,
    })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.id))
  return rows
}

export type AccountChange =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'end-sessions' }
  | { kind: 'reset-second-factor' }

/**
 * An admin's change to an account, with its line in the audit log. False when there is no such
 * account; `LastAdminError` when it would leave no enabled admin.
 */
export async function changeAccount(
  db: Database,
  actor: Actor,
  accountId: number,
  change: AccountChange,
): Promise<boolean> {
  const email = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: staffAccounts.email, role: staffAccounts.role })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, accountId))
      .limit(1)
    if (!account) return undefined
    const set = (values: Partial<typeof staffAccounts.$inferInsert>) =>
      tx.update(staffAccounts).set(values).where(eq(staffAccounts.id, accountId))
    const endSessions = () => tx.delete(staffSessions).where(eq(staffSessions.accountId, accountId))
    switch (change.kind) {
      case 'role':
        if (change.role !== 'admin' && account.role === 'admin') await keepAnAdmin(tx, accountId)
        await set({ role: change.role })
        break
      case 'disable':
        if (account.role === 'admin') await keepAnAdmin(tx, accountId)
        await set({ disabledAt: new Date() })
        // Out at once, and no link left to come back by.
        await endSessions()
        await spendSetupTokens(tx, accountId, new Date())
        break
      case 'enable':
        await set({ disabledAt: null })
        break
      case 'end-sessions':
        await endSessions()
        break
      case 'reset-second-factor':
        // After a lost phone: the password alone signs in until the owner enrols again.
        await set({ totpSecret: null, totpLastStep: null, recoveryCodes: [] })
        break
    }
    return account.email
  })
  if (email === undefined) return false
  await recordAudit(
    db,
    actor,
    `account.${change.kind}`,
    `account:${email}`,
    change.kind === 'role' ? { role: change.role } : {},
  )
  return true
}

/** Whether another account than `accountId` has this address (an invitation must be new). */
export async function emailTaken(db: Database, email: string, accountId = 0) {
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        sql`lower(${staffAccounts.email}) = ${normaliseEmail(email)}`,
        ne(staffAccounts.id, accountId),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The account a setup link is for, while the link is unused and within its 24 hours. */
export async function accountForSetupToken(db: Database, token: string, now = new Date()) {
  if (!token) return undefined
  const [row] = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name })
    .from(staffSetupTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSetupTokens.accountId))
    .where(
      and(eq(staffSetupTokens.tokenHash, tokenHash(token)), gt(staffSetupTokens.expiresAt, now)),
    )
    .limit(1)
  return row
}

/** Sets the password a setup link was for and spends the link. */
export async function setPasswordWithToken(db: Database, token: string, password: string) {
  const account = await accountForSetupToken(db, token)
  if (!account) return undefined
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(staffAccounts.id, account.id))
    await spendSetupTokens(tx, account.id, new Date())
  })
  return account
}

/** Ends an account's links now, keeping them known (`setupLinkMemoryMs`). */
async function spendSetupTokens(
  tx: Pick<Database, 'update'>,
  accountId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(staffSetupTokens)
    .set({ expiresAt: now })
    .where(and(eq(staffSetupTokens.accountId, accountId), gt(staffSetupTokens.expiresAt, now)))
}

/**
 * Whether this panel issued a link (used, expired or not) within `setupLinkMemoryMs`: a link it
 * never issued is most likely one the command made in another database.
 */
export async function setupTokenIssued(db: Database, token: string): Promise<boolean> {
  if (!token) return false
  const [row] = await db
    .select({ accountId: staffSetupTokens.accountId })
    .from(staffSetupTokens)
    .where(eq(staffSetupTokens.tokenHash, tokenHash(token)))
    .limit(1)
  return row !== undefined
}

export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = ${normaliseEmail(email)}`)
    .limit(1)
  return row
}

/**
 * Accepts a second-factor code's time step once: true when it is later than the last one
 * accepted, which it becomes. One statement, so the same code posted twice at once passes once.
 */
export async function spendTotpStep(db: Database, accountId: number, step: number) {
  const spent = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, accountId),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id })
  return spent.length > 0
}

/**
 * Spends a recovery code of `account` (as read before): true when it was one. Written only if
 * the codes are still those read, so the same code posted twice at once passes once.
 */
export async function spendRecoveryCode(
  db: Database,
  account: { id: number; recoveryCodes: string[] },
  code: string,
) {
  const left = recoveryCodesLeft(account.recoveryCodes, code)
  if (!left) return false
  const spent = await db
    .update(staffAccounts)
    .set({ recoveryCodes: left })
    .where(
      and(
        eq(staffAccounts.id, account.id),
        sql`${staffAccounts.recoveryCodes} = ${JSON.stringify(account.recoveryCodes)}::jsonb`,
      ),
    )
    .returning({ id: staffAccounts.id })
  return spent.length > 0
}

export async function findAccount(db: Database, id: number) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1)
  return row
}

/** Forgets the links that ended over `setupLinkMemoryMs` ago (run with the panel's daily work). */
export async function sweepSetupTokens(db: Database, now = new Date()) {
  const forgotten = new Date(now.getTime() - setupLinkMemoryMs)
  await db.delete(staffSetupTokens).where(lt(staffSetupTokens.expiresAt, forgotten))
}

/**
 * Spends a second-factor code of `account` (as read before): the authenticator's current code,
 * once, or one of its recovery codes. True when it was one.
 */
export async function spendSecondFactorCode(
  db: Database,
  account: { id: number; totpSecret: string | null; recoveryCodes: string[] },
  typed: string,
) {
  const code = typed.trim()
  const step = account.totpSecret ? totpStep(account.totpSecret, code) : undefined
  if (step !== undefined && (await spendTotpStep(db, account.id, step))) return true
  return code.length > 6 && (await spendRecoveryCode(db, account, code))
}
