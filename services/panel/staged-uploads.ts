import { randomBytes } from 'node:crypto'
import { and, gt, inArray, lte } from 'drizzle-orm'
import type { FileStore } from '../common/storage'
import type { Database } from './db'
import { pendingFileErasures, scoutingUploads } from './db/schema'
import { commitFiles, discardFiles, type ReceivedFile } from './uploads'

/**
 * Be a Model files sent ahead of their application (decision 032): each kept in the uploads'
 * store under its final name, with a token the application names it by. The application's
 * transaction spends the tokens; the retention run removes what no application claimed.
 */

/** How long an upload waits for its application. */
export const uploadLifetimeMs = 24 * 60 * 60 * 1000

export const uploadGoneMessage =
  'A file sent ahead of this application was not found: send that file again.'

/** A file as an application's row names it, whether it came with the application or ahead. */
export type StoredFile = Pick<
  ReceivedFile,
  'field' | 'originalName' | 'storedName' | 'mimeType' | 'size' | 'sha256'
>

/** A file's row, whichever table keeps it. */
export function storedFileRow(file: StoredFile): StoredFile {
  const { field, originalName, storedName, mimeType, size, sha256 } = file
  return { field, originalName, storedName, mimeType, size, sha256 }
}

/** The tokens an application names, in its order: `uploads` or `uploads[]`, each once. */
export function uploadTokensOf(form: [string, string][]): string[] {
  const tokens = form
    .filter(([name]) => name === 'uploads' || name === 'uploads[]')
    .map(([, value]) => value.trim())
    .filter((token) => token !== '')
  return [...new Set(tokens)]
}

/** Keeps `file` and answers its token. */
export async function stageUpload(db: Database, uploads: FileStore, file: ReceivedFile) {
  const token = randomBytes(32).toString('base64url')
  await commitFiles(uploads, [file])
  try {
    await db.insert(scoutingUploads).values({ token, ...storedFileRow(file) })
  } catch (error) {
    await discardFiles(uploads, [file])
    throw error
  }
  return token
}

const fileColumns = {
  token: scoutingUploads.token,
  field: scoutingUploads.field,
  originalName: scoutingUploads.originalName,
  storedName: scoutingUploads.storedName,
  mimeType: scoutingUploads.mimeType,
  size: scoutingUploads.size,
  sha256: scoutingUploads.sha256,
}

function unexpired(tokens: string[], now: Date) {
  return and(
    inArray(scoutingUploads.token, tokens),
    gt(scoutingUploads.receivedAt, new Date(now.getTime() - uploadLifetimeMs)),
  )
}

/** `rows` in the order of `tokens`, those found. */
function inOrder<T extends { token: string }>(tokens: string[], rows: T[]): (T & StoredFile)[] {
  const byToken = new Map(rows.map((row) => [row.token, row]))
  return tokens.flatMap((token) => {
    const row = byToken.get(token)
    return row ? [row as T & StoredFile] : []
  })
}

/** The unexpired uploads of `tokens`, in their order; a token not found is left out. */
export async function findUploads(db: Database, tokens: string[], now: Date) {
  if (tokens.length === 0) return []
  const rows = await db.select(fileColumns).from(scoutingUploads).where(unexpired(tokens, now))
  return inOrder(tokens, rows)
}

/** Spends the unexpired uploads of `tokens` inside the application's transaction. */
export async function claimUploads(
  tx: Pick<Database, 'delete'>,
  tokens: string[],
  now: Date,
): Promise<StoredFile[]> {
  if (tokens.length === 0) return []
  const rows = await tx.delete(scoutingUploads).where(unexpired(tokens, now)).returning(fileColumns)
  return inOrder(tokens, rows).map(storedFileRow)
}

/**
 * Deletes the uploads no application claimed in their lifetime and queues their files with the
 * erasures' (`pending_file_erasures`), which the same retention run then removes; how many.
 */
export async function expireUploads(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(scoutingUploads)
      .where(lte(scoutingUploads.receivedAt, new Date(now.getTime() - uploadLifetimeMs)))
      .returning({ storedName: scoutingUploads.storedName })
    if (gone.length > 0) await tx.insert(pendingFileErasures).values(gone).onConflictDoNothing()
    return gone.length
  })
}
