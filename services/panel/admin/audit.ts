import { desc, lt, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { staffAuditLog } from '../db/schema'

/**
 * The audit log: who viewed, exported, changed or deleted what, and when. Actions are dotted
 * names (`submission.view`, `post.update` …); the back office shows them translated.
 */

export type Actor = { id: number; email: string } | null

export async function recordAudit(
  db: Pick<Database, 'insert'>,
  actor: Actor,
  action: string,
  target = '',
  detail: Record<string, unknown> = {},
) {
  await db.insert(staffAuditLog).values({
    accountId: actor?.id ?? null,
    actor: actor?.email ?? 'command line',
    action,
    target,
    detail,
  })
}

export const auditPageSize = 50

/** A page of the log, newest first; `before` is the last id of the page before. */
export async function listAudit(db: Database, { before }: { before?: number } = {}) {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(before ? lt(staffAuditLog.id, before) : sql`true`)
    .orderBy(desc(staffAuditLog.id))
    .limit(auditPageSize + 1)
  return { entries: rows.slice(0, auditPageSize), more: rows.length > auditPageSize }
}
