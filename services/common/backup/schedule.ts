import { lstat, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { z } from 'zod'
import { agencyTimeZone, daysAfter, todayIn, wallClock } from '../../../contracts/agency-time'
import { backupFileName, backupFolder } from './index'

/**
 * The embedded default's daily backup: written by the process holding the database (one, with
 * PGlite) at a quiet hour of the agency's day into `BACKUP_DIR`, which keeps the last
 * `BACKUP_KEEP` archives and, in `last-backup.json`, how the last attempt went (shown to admins
 * in the back office). docs/deploy.md#backups-and-restore.
 */

/** The last attempt's outcome, kept beside the archives. */
export const statusFileName = 'last-backup.json'

/** An archive's name as `backupFileName` makes it: nothing else in the folder is one. */
const archiveName = /^passarela-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/

export function isArchiveName(name: string): boolean {
  return archiveName.test(name)
}

/**
 * The next instant, strictly after `now`, at which the clocks of `timeZone` read `hour`:00.
 * Computed from the wall clock, not as a day's start plus hours, so a day whose midnight was
 * skipped (Brasília's summer time began at 00:00) still gets its backup at `hour`.
 */
export function nextBackupAt(now: Date, hour: number, timeZone = agencyTimeZone): Date {
  const today = todayIn(timeZone, now)
  for (const day of [today, daysAfter(today, 1), daysAfter(today, 2)]) {
    const at = wallClock(day, hour, timeZone)
    if (at.getTime() > now.getTime()) return at
  }
  throw new RangeError(`No ${hour}:00 in the next days of ${timeZone}`)
}

export type KeptBackup = { name: string; size: number; at: Date }

/** The archives in `dir`, newest first (their names sort by time); none when it is missing. */
export async function listBackups(dir: string): Promise<KeptBackup[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter(isArchiveName)
  const found: KeptBackup[] = []
  for (const name of names.sort().reverse()) {
    const info = await lstat(path.join(dir, name)).catch(() => null)
    if (info?.isFile()) found.push({ name, size: info.size, at: info.mtime })
  }
  return found
}

/**
 * The way back for a data folder whose database cannot be opened: its newest archive and the
 * command that restores it over the damaged folder, or that there is none.
 */
export async function restoreAdvice(dataDir: string, backupDir?: string): Promise<string> {
  const dir = backupFolder(dataDir, backupDir)
  const [last] = await listBackups(dir)
  if (!last) {
    return `No backup is in ${dir} (BACKUP_DIR). Keep the folder as it is, and see docs/deploy.md#what-a-power-cut-can-lose.`
  }
  const archive = path.join(dir, last.name)
  return [
    `The last backup is ${archive}, of ${last.at.toISOString()}; what was written after it is lost with the damaged folder.`,
    `To go back to it, copy ${dataDir} elsewhere to keep what it holds, then run:`,
    `  DATA_DIR=${dataDir} npm run restore -- ${archive} --replace`,
  ].join('\n')
}

/**
 * Deletes all but the `keep` newest archives of `dir`, and the temporary files of backups that
 * another process left unfinished (a site killed midway); gives back the names it deleted.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const removed: string[] = []
  for (const old of (await listBackups(dir)).slice(keep)) {
    await rm(path.join(dir, old.name), { force: true })
    removed.push(old.name)
  }
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (
      /^\.passarela-backup-.*\.partial$/.test(name) &&
      !name.endsWith(`.${process.pid}.partial`)
    ) {
      await rm(path.join(dir, name), { force: true })
    }
  }
  return removed
}

const statusSchema = z.object({
  /** When the attempt began and ended. */
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  ok: z.boolean(),
  /** The archive written (its name in the folder) and its size, when it was. */
  file: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
  /** Why it failed, as the error said. */
  error: z.string().optional(),
  /** The older archives deleted after it. */
  removed: z.array(z.string()).default([]),
})
export type BackupStatus = z.infer<typeof statusSchema>

/** The last attempt as `dir` records it; undefined when none was made (or the file is damaged). */
export async function readBackupStatus(dir: string): Promise<BackupStatus | undefined> {
  try {
    return statusSchema.parse(JSON.parse(await readFile(path.join(dir, statusFileName), 'utf8')))
  } catch {
    return undefined
  }
}

async function writeBackupStatus(dir: string, status: BackupStatus) {
  const file = path.join(dir, statusFileName)
  const partial = `${file}.${process.pid}.tmp`
  await writeFile(partial, `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 })
  await rename(partial, file)
}

export type ScheduledBackupOptions = {
  /** `BACKUP_DIR`. */
  dir: string
  /** How many archives to keep (`BACKUP_KEEP`). */
  keep: number
  /** Writes the archive at `out` (temporary name, renamed once whole: `writeBackup`). */
  write: (out: string) => Promise<unknown>
  logger?: Logger
  clock?: () => Date
}

/**
 * One backup as the schedule takes it: the archive, then (only once it is whole) the older ones
 * pruned, and the outcome recorded and logged either way. Never throws.
 */
export async function runScheduledBackup({
  dir,
  keep,
  write,
  logger,
  clock = () => new Date(),
}: ScheduledBackupOptions): Promise<BackupStatus> {
  const startedAt = clock()
  const out = path.join(dir, backupFileName(startedAt))
  let status: BackupStatus
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    await write(out)
    const { size } = await stat(out)
    const removed = await pruneBackups(dir, keep)
    status = {
      startedAt: startedAt.toISOString(),
      finishedAt: clock().toISOString(),
      ok: true,
      file: path.basename(out),
      size,
      removed,
    }
    logger?.info({ path: out, size, removed }, 'scheduled backup written')
  } catch (error) {
    status = {
      startedAt: startedAt.toISOString(),
      finishedAt: clock().toISOString(),
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      removed: [],
    }
    logger?.error({ err: error, dir }, 'the scheduled backup failed; the older archives are kept')
  }
  try {
    await writeBackupStatus(dir, status)
  } catch (error) {
    logger?.error({ err: error, dir }, 'could not record the scheduled backup’s outcome')
  }
  return status
}

/**
 * Takes `runScheduledBackup` daily at `hour` of the agency's day, or every `everyMs` (tests
 * only), until `stop`; `keep` 0 takes none. The timer does not keep the process alive, and
 * `stop` waits for a backup under way, which reads the database it is about to close.
 */
export function scheduleBackups({
  hour,
  everyMs,
  clock = () => new Date(),
  ...options
}: ScheduledBackupOptions & { hour: number; everyMs?: number }): { stop: () => Promise<void> } {
  if (options.keep === 0) return { stop: async () => {} }
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let stopped = false

  function plan(from: Date) {
    if (stopped) return
    const delay = everyMs ?? nextBackupAt(from, hour).getTime() - clock().getTime()
    timer = setTimeout(run, Math.max(0, delay))
    timer.unref()
  }

  function run() {
    timer = undefined
    running = runScheduledBackup({ ...options, clock }).finally(() => {
      running = undefined
      // A minute on, so a timer firing a moment early never takes the same hour twice.
      plan(new Date(clock().getTime() + 60_000))
    })
  }

  plan(clock())
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
