import { asc, desc, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { packages, posts, staffAuditLog } from '../db/schema'

/**
 * The audit log: who viewed, exported, changed or deleted what, and when. Actions are dotted
 * names (`submission.view`, `post.update` …) and targets `kind:id` (`package:7`); the back office
 * shows each entry as a sentence in its language, naming the item (`pages/audit.tsx`).
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

/** What the log's items are called now, by id: the packages' titles and the news stories'. */
export type AuditNames = { packages: Map<number, string>; posts: Map<number, string> }

/**
 * The names of the items a page of the log names, read once for the page: a package's title as
 * it is now (the log keeps the one it had, for a package since deleted), a story's title. A
 * model's name is kept in the entry itself: the roster lives in the booking service.
 */
export async function auditNames(
  db: Database,
  entries: { target: string; detail?: unknown }[],
): Promise<AuditNames> {
  const ids = (kind: string) => [
    ...new Set(
      entries.flatMap(({ target, detail }) => {
        const found = [target]
        const from = (detail as { from?: unknown } | undefined)?.from
        if (kind === 'package' && typeof from === 'number') found.push(`package:${from}`)
        return found.flatMap((item) => {
          const [itemKind, id] = item.split(':')
          return itemKind === kind && id && /^\d+$/.test(id) ? [Number(id)] : []
        })
      }),
    ),
  ]
  const packageIds = ids('package')
  const storyIds = ids('post')
  const [packageRows, postRows] = await Promise.all([
    packageIds.length === 0
      ? []
      : db
          .select({ id: packages.id, title: packages.title })
          .from(packages)
          .where(inArray(packages.id, packageIds)),
    storyIds.length === 0
      ? []
      : db
          .select({ id: posts.storyId, title: posts.title })
          .from(posts)
          .where(inArray(posts.storyId, storyIds))
          .orderBy(asc(posts.id)),
  ])
  const postTitles = new Map<number, string>()
  for (const row of postRows)
    if (row.id !== null && !postTitles.has(row.id)) postTitles.set(row.id, row.title)
  return { packages: new Map(packageRows.map((row) => [row.id, row.title])), posts: postTitles }
}
