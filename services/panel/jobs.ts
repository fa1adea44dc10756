import { eq, sql } from 'drizzle-orm'
import type { Database } from './db'
import { panelJobRuns } from './db/schema'

/**
 * Periodic work once across a cluster: each process schedules the job and each run first claims
 * it in `panel_job_runs` in one atomic statement, so one wins and the others skip. A failed run
 * gives its claim back; one whose process died is claimable again after an hour.
 */

/** How long a claimed run may go without finishing before another process may take it over. */
const abandonedAfter = '1 hour'

export async function claimJob(
  db: Database,
  name: string,
  { now, minimumGapMs, signature = '' }: { now: Date; minimumGapMs: number; signature?: string },
): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`
  const gap = sql`${`${Math.round(minimumGapMs)} milliseconds`}::interval`
  const claimed = await db
    .insert(panelJobRuns)
    .values({ name, startedAt: now, signature })
    .onConflictDoUpdate({
      target: panelJobRuns.name,
      set: { startedAt: now, finishedAt: null, signature },
      setWhere: sql`${panelJobRuns.signature} is distinct from ${signature}
        or (${panelJobRuns.finishedAt} is not null and ${panelJobRuns.finishedAt} <= ${at} - ${gap})
        or (${panelJobRuns.finishedAt} is null and ${panelJobRuns.startedAt} <= ${at} - interval '${sql.raw(abandonedAfter)}')`,
    })
    .returning({ name: panelJobRuns.name })
  return claimed.length > 0
}

export async function finishJob(db: Database, name: string, now: Date) {
  await db.update(panelJobRuns).set({ finishedAt: now }).where(eq(panelJobRuns.name, name))
}

/** A failed run: the next process (or this one's next turn) may run it at once. */
export async function releaseJob(db: Database, name: string) {
  await db.delete(panelJobRuns).where(eq(panelJobRuns.name, name))
}
