import { asc, inArray, type SQL, sql } from 'drizzle-orm'
import { type InboxKind, inboxKinds } from '../../contracts/panel'
import { asFileStore, type FileStore } from '../common/storage'
import type { Database } from './db'
import { packages, pendingFileErasures, submissionFiles, submissions } from './db/schema'
import type { ErasureEntry, ErasureJournal } from './erasure-journal'

/**
 * Deleting what visitors sent, for the retention job and for an erasure request. Rows go in a
 * transaction that writes their files' names to `pending_file_erasures`; after the commit each
 * file is removed, then its name (decision 014). Renaming files first could not promise as much:
 * a crash before the commit would leave rows pointing at moved files.
 */

export type ErasureReport = {
  /** Submissions deleted, per kind. */
  submissions: Record<InboxKind, number>
  files: {
    /** Removed from the uploads folder in this run, left-overs of earlier runs included. */
    removed: number
    /** Already gone from the folder: removed by hand, or the folder is not the panel's. */
    missing: number
    /** Could not be removed now; their names stay recorded and the next run tries again. */
    pending: number
  }
}

/** Rows per transaction: a first run over years of submissions stays a series of small ones. */
const batchSize = 500

export function emptyReport(): ErasureReport {
  return {
    submissions: Object.fromEntries(inboxKinds.map((kind) => [kind, 0])) as Record<
      InboxKind,
      number
    >,
    files: { removed: 0, missing: 0, pending: 0 },
  }
}

/** Deletes every submission `where` selects, with its files. */
export async function eraseSubmissions(
  db: Database,
  /** The uploads' store (or, for commands and tests, its local folder). */
  uploads: FileStore | string,
  where: SQL,
  /** Where an erasure a person asked for is written, for a restore to replay (not retention's). */
  journal?: ErasureJournal,
): Promise<ErasureReport> {
  const report = emptyReport()
  while (true) {
    const erased = await db.transaction(async (tx) => {
      // Locked, so that the files queued below are all the files of the rows deleted.
      const doomed = await tx
        .select({ id: submissions.id, kind: submissions.kind })
        .from(submissions)
        .where(where)
        .orderBy(asc(submissions.id))
        .limit(batchSize)
        .for('update')
      if (doomed.length === 0) return doomed
      const ids = doomed.map((row) => row.id)
      await journal?.record({ submissions: ids })
      const names = await tx
        .select({ storedName: submissionFiles.storedName })
        .from(submissionFiles)
        .where(inArray(submissionFiles.submissionId, ids))
      if (names.length > 0) {
        await tx.insert(pendingFileErasures).values(names).onConflictDoNothing()
      }
      // Their rows in submission_files go with them (on delete cascade).
      await tx.delete(submissions).where(inArray(submissions.id, ids))
      return doomed
    })
    for (const row of erased) report.submissions[row.kind] += 1
    if (erased.length < batchSize) break
  }
  report.files = await finishPendingErasures(db, uploads)
  return report
}

/**
 * Erases again, in a database just restored from an archive, what the journal says was erased
 * after the archive was taken: the submissions and the packages' clients. The submissions' files
 * are not restored yet: their names come back for the restore to leave them out.
 */
export async function replayErasures(
  db: Database,
  erased: ErasureEntry,
): Promise<{ submissions: number; packages: number; files: string[] }> {
  return db.transaction(async (tx) => {
    const files: string[] = []
    let deleted = 0
    for (let start = 0; start < erased.submissions.length; start += batchSize) {
      const ids = erased.submissions.slice(start, start + batchSize)
      const names = await tx
        .select({ storedName: submissionFiles.storedName })
        .from(submissionFiles)
        .where(inArray(submissionFiles.submissionId, ids))
      files.push(...names.map((row) => row.storedName))
      const gone = await tx
        .delete(submissions)
        .where(inArray(submissions.id, ids))
        .returning({ id: submissions.id })
      deleted += gone.length
    }
    let forgotten = 0
    for (let start = 0; start < erased.packages.length; start += batchSize) {
      const ids = erased.packages.slice(start, start + batchSize)
      const cleared = await tx
        .update(packages)
        .set({ clientName: '', clientEmail: '', updatedAt: new Date() })
        .where(inArray(packages.id, ids))
        .returning({ id: packages.id })
      forgotten += cleared.length
    }
    return { submissions: deleted, packages: forgotten, files }
  })
}

/** Every submission sent from an e-mail address, of any kind, whatever its letter case. */
export function sentFrom(email: string): SQL {
  return sql`lower(${submissions.fields} ->> 'email') = ${email.trim().toLowerCase()}`
}

/** Removes the files whose submissions are gone: those of this run and any left before. */
export async function finishPendingErasures(
  db: Database,
  uploads: FileStore | string,
): Promise<ErasureReport['files']> {
  const files = { removed: 0, missing: 0, pending: 0 }
  const names = await db
    .select({ storedName: pendingFileErasures.storedName })
    .from(pendingFileErasures)
    .orderBy(asc(pendingFileErasures.queuedAt))
  const done: string[] = []
  for (const { storedName } of names) {
    const outcome = await removeFile(asFileStore(uploads), storedName)
    files[outcome] += 1
    if (outcome !== 'pending') done.push(storedName)
  }
  for (let start = 0; start < done.length; start += batchSize) {
    const batch = done.slice(start, start + batchSize)
    await db.delete(pendingFileErasures).where(inArray(pendingFileErasures.storedName, batch))
  }
  return files
}

async function removeFile(
  uploads: FileStore,
  storedName: string,
): Promise<'removed' | 'missing' | 'pending'> {
  try {
    if (!(await uploads.exists(storedName))) return 'missing'
    await uploads.delete(storedName)
    return 'removed'
  } catch {
    return 'pending'
  }
}
