import { and, inArray, lt, or, type SQL } from 'drizzle-orm'
import type { Logger } from 'pino'
import { inboxKinds } from '../../contracts/panel'
import {
  type RetentionClass,
  retentionClassOf,
  type RetentionPeriods,
  retentionMonths,
} from '../../contracts/retention'
import { sweepSetupTokens } from './admin/accounts'
import { sweepSessions } from './admin/security/sessions'
import { sweepSignInAttempts } from './admin/security/sign-in-limits'
import type { FileStore } from '../common/storage'
import type { Database } from './db'
import { claimJob, finishJob, releaseJob } from './jobs'
import { submissions } from './db/schema'
import { eraseSubmissions, type ErasureReport } from './erasure'
import { expireUploads } from './staged-uploads'

/**
 * The privacy policy's retention periods kept: submissions older than their period
 * (`contracts/retention.ts`) are deleted with their files, at start-up and then once a day.
 */

const day = 24 * 60 * 60 * 1000

/**
 * The periods a panel deletes by: the policy's, or shorter ones. Longer ones are refused, as
 * the policy's text states the defaults and would no longer be true.
 */
export function retentionPeriods(overrides: Partial<RetentionPeriods> = {}): RetentionPeriods {
  const periods: RetentionPeriods = { ...retentionMonths }
  for (const [retentionClass, months] of Object.entries(overrides)) {
    if (months === undefined) continue
    const longest = retentionMonths[retentionClass as RetentionClass]
    if (!Number.isInteger(months) || months < 1 || months > longest) {
      throw new RangeError(
        `The ${retentionClass} retention period must be a whole number of months from 1 to ${longest}, not ${months}.`,
      )
    }
    periods[retentionClass as RetentionClass] = months
  }
  return periods
}

/**
 * The moment `months` calendar months before `now`, in UTC; a day the earlier month lacks
 * becomes its last (31 March less one month is 28 or 29 February).
 */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now)
  const dayOfMonth = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate()
  cutoff.setUTCDate(Math.min(dayOfMonth, lastDay))
  return cutoff
}

/** Submissions received before their period, counted back from `now`, began. */
function expired(periods: RetentionPeriods, now: Date): SQL {
  const conditions = Object.entries(periods).map(([retentionClass, months]) => {
    const kinds = inboxKinds.filter((kind) => retentionClassOf[kind] === retentionClass)
    return and(
      inArray(submissions.kind, kinds),
      lt(submissions.receivedAt, monthsBefore(now, months)),
    )
  })
  // Never undefined: there is a period for every class.
  return or(...conditions) as SQL
}

export type RetentionOptions = {
  /** The uploads' store, or its local folder. */
  uploads: FileStore | string
  periods: RetentionPeriods
  /** The moment the periods are counted back from. */
  now: Date
}

/** Deletes every submission older than its period, with its files. */
export async function applyRetention(
  db: Database,
  { uploads, periods, now }: RetentionOptions,
): Promise<ErasureReport> {
  // The files of uploads no application claimed go with the submissions' files below.
  await expireUploads(db, now)
  return eraseSubmissions(db, uploads, expired(periods, now))
}

export type RetentionSchedule = {
  /** Settles when the start-up run has (it never rejects: a failure is logged). */
  firstRun: Promise<void>
  /** Cancels the next run and waits for one under way, so the database can close after it. */
  stop: () => Promise<void>
}

const jobName = 'retention'

/**
 * Runs the retention job now and then a day after each run ends, once across every process
 * sharing the database (`jobs.ts`) unless their periods differ. The timer is unref'd.
 */
export function scheduleRetention({
  db,
  uploads,
  periods,
  logger,
  intervalMs = day,
  clock = () => new Date(),
}: {
  db: Database
  uploads: FileStore | string
  periods: RetentionPeriods
  logger?: Logger
  intervalMs?: number
  clock?: () => Date
}): RetentionSchedule {
  // Run by one process of those sharing the database, a little less than an interval apart so
  // that timers drifting by seconds never skip a day.
  async function runOnce(now: Date) {
    const signature = JSON.stringify(periods)
    const minimumGapMs = intervalMs * 0.9
    if (!(await claimJob(db, jobName, { now, minimumGapMs, signature }))) {
      logger?.debug('retention: run by another process of this panel; skipped here')
      return
    }
    const report = await applyRetention(db, { uploads, periods, now })
    logReport(logger, report, periods)
    // The back office's expired sessions, links and sign-in counts go with the same run.
    await sweepStaffRecords(db, now)
    await finishJob(db, jobName, now)
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  function run() {
    timer = undefined
    const now = clock()
    const current = runOnce(now)
      .catch(async (error: unknown) => {
        logger?.error(
          { err: error },
          'the retention job failed; it runs again at the next interval',
        )
        await releaseJob(db, jobName).catch(() => undefined)
      })
      .finally(() => {
        running = undefined
        if (stopped) return
        timer = setTimeout(run, intervalMs)
        timer.unref()
      })
    running = current
    return current
  }

  return {
    firstRun: run(),
    async stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      await running
    },
  }
}

async function sweepStaffRecords(db: Database, now: Date) {
  await sweepSessions(db, now)
  await sweepSetupTokens(db, now)
  await sweepSignInAttempts(db, now)
}

/** Counts only: nothing in the log says who sent what. */
function logReport(logger: Logger | undefined, report: ErasureReport, periods: RetentionPeriods) {
  logger?.info(
    { removed: { ...report.submissions, files: report.files.removed }, periodsInMonths: periods },
    'retention: expired submissions deleted',
  )
  if (report.files.pending > 0) {
    logger?.warn(
      { pendingFiles: report.files.pending },
      'retention: some files could not be deleted yet; the next run tries again',
    )
  }
}
