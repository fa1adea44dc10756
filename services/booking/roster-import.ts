import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Logger } from 'pino'
import { pipeline } from 'node:stream/promises'
import sharp from 'sharp'
import yauzl from 'yauzl'
import { type ImportPlan, type ImportRefusal, importRules } from '../../contracts/booking-admin'
import { readMultipart } from '../../contracts/multipart'
import type { FileStore } from '../common/storage'
import {
  type ImportReport,
  importCatalogFolder,
  planCatalogImport,
  tooManyPixels,
} from './catalog-import'
import type { Database } from './db'

/** What may wait on a node's disk, and for how long: `importRules`' unless a test says less. */
export type RosterImportLimits = {
  maxAgeMs?: number
  maxStaged?: number
  maxStagedBytes?: number
  /** How often abandoned exports are looked for, besides before each upload. */
  sweepEveryMs?: number
}

/**
 * The booking software's export brought in through the write API (decision 027): a zip staged in
 * `<scratch>/.imports/<id>/` on this node's disk (never served), planned, then imported by the
 * command's importer once staff confirm; one not confirmed within the hour is swept, by a timer
 * as well as before each upload. What waits at once is bounded (`importRules.maxStaged` exports,
 * `maxStagedBytes` on disk): beyond it an upload is refused as `staging-full`.
 */
export function createRosterImports({
  db,
  media,
  scratchDir,
  maxAgeMs = importRules.maxAgeMs,
  maxStaged = importRules.maxStaged,
  maxStagedBytes = importRules.maxStagedBytes,
  sweepEveryMs = 5 * 60 * 1000,
  logger,
}: {
  db: Database
  media: FileStore | string
  /** This node's folder for work in progress. */
  scratchDir: string
  logger?: Logger
} & RosterImportLimits) {
  const root = path.join(path.resolve(scratchDir), '.imports')

  /**
   * Each export on this node's disk by its id: its bytes, counted as they are written, and since
   * when it waits. One an earlier process left is measured by the sweep that finds it.
   */
  const held = new Map<string, { bytes: number; since: number }>()
  /** The exports being applied now: their folders are this process's, whatever their age. */
  const applying = new Set<string>()
  const heldBytes = () => [...held.values()].reduce((sum, { bytes }) => sum + bytes, 0)

  /** Counts `bytes` more for export `id`; false, counting nothing, when over the cap. */
  function take(id: string, bytes: number): boolean {
    const entry = held.get(id)
    if (!entry || heldBytes() + bytes > maxStagedBytes) return false
    entry.bytes += bytes
    return true
  }

  async function remove(id: string, folder = path.join(root, id)) {
    await rm(folder, { recursive: true, force: true })
    held.delete(id)
  }

  /** Removes the staged exports older than `maxAgeMs`, and what a stopped process left. */
  async function sweep(now = Date.now()) {
    const names = await readdir(root).catch(() => [])
    await Promise.all(
      names.map(async (name) => {
        const id = name.replace(/\.applying$/, '')
        if (applying.has(id)) return
        const folder = path.join(root, name)
        const stats = await stat(folder).catch(() => null)
        if (!stats) return
        if (now - stats.mtimeMs > maxAgeMs) return remove(id, folder)
        if (!held.has(id)) {
          held.set(id, { bytes: 0, since: stats.mtimeMs })
          const bytes = await folderBytes(folder)
          const entry = held.get(id)
          if (entry) entry.bytes += bytes
        }
      }),
    )
  }

  // Abandoned exports go within `sweepEveryMs` of their hour, not at the next upload or start;
  // the timer never keeps the process alive, and `close` stops it.
  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) =>
      logger?.warn({ err: error }, 'could not sweep staged imports'),
    )
  }, sweepEveryMs)
  sweeper.unref()

  /** The staged export's folder, if `id` names one still waiting; an expired one is removed. */
  async function staged(id: string): Promise<string | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null
    const folder = path.join(root, id)
    const stats = await stat(folder).catch(() => null)
    if (!stats?.isDirectory()) return null
    if (Date.now() - stats.mtimeMs > maxAgeMs) {
      await remove(id, folder)
      return null
    }
    return folder
  }

  async function planOf(id: string, folder: string): Promise<ImportPlan | null> {
    const exported = await exportRoot(path.join(folder, 'export'))
    if (!exported) return null
    return { id, ...(await planCatalogImport(db, exported, media)) }
  }

  return {
    sweep,

    /** Stops the sweeping timer. */
    close() {
      clearInterval(sweeper)
    },

    /** In how many seconds the oldest waiting export expires, freeing its place: a Retry-After. */
    retryAfterSeconds(now = Date.now()): number {
      const oldest = Math.min(now, ...[...held.values()].map(({ since }) => since))
      return Math.max(1, Math.ceil((oldest + maxAgeMs - now) / 1000))
    },

    /**
     * Receives an export (`body`, a zip or a form with one) and stages it: its plan, or why it
     * was refused. Nothing of a refused one is kept.
     */
    async stage(
      body: Readable,
      contentType: string,
    ): Promise<{ plan: ImportPlan } | { refused: ImportRefusal }> {
      await sweep()
      // No await from the count to the reservation: two uploads at once cannot both take the last place.
      if (held.size >= maxStaged || heldBytes() >= maxStagedBytes) {
        body.resume()
        return { refused: { problem: 'staging-full' } }
      }
      const id = randomUUID()
      held.set(id, { bytes: 0, since: Date.now() })
      const folder = path.join(root, id)
      const count = (bytes: number) => take(id, bytes)
      try {
        await mkdir(folder, { recursive: true })
        const zip = path.join(folder, 'upload.zip')
        const received = await receive(body, contentType, folder, zip, {
          room: () => maxStagedBytes - heldBytes(),
          count,
        })
        if (received) throw new Refused(received)
        const exportFolder = path.join(folder, 'export')
        await mkdir(exportFolder)
        const unpacked = await unpack(zip, exportFolder, count)
        const zipBytes = (await stat(zip)).size
        await rm(zip, { force: true })
        const entry = held.get(id)
        if (entry) entry.bytes = Math.max(0, entry.bytes - zipBytes)
        if (unpacked) throw new Refused(unpacked)
        const plan = await planOf(id, folder)
        if (!plan) throw new Refused({ problem: 'no-json' })
        return { plan }
      } catch (error) {
        await remove(id, folder)
        if (error instanceof Refused) return { refused: error.refusal }
        throw error
      }
    },

    /** The staged export's plan, as the catalog stands now; null when there is none. */
    async plan(id: string): Promise<ImportPlan | null> {
      const folder = await staged(id)
      return folder ? planOf(id, folder) : null
    },

    /**
     * Imports the staged export and removes it; null when there is none. It is claimed first by
     * renaming its folder, so a second confirmation of the same export finds nothing to apply.
     */
    async apply(id: string): Promise<ImportReport | null> {
      const folder = await staged(id)
      if (!folder) return null
      const claimed = path.join(root, `${id}.applying`)
      applying.add(id)
      try {
        if (
          !(await rename(folder, claimed).then(
            () => true,
            () => false,
          ))
        )
          return null
        const exported = await exportRoot(path.join(claimed, 'export'))
        if (!exported) return null
        return await importCatalogFolder(db, exported, media)
      } finally {
        await remove(id, claimed)
        applying.delete(id)
      }
    },

    /** Removes the staged export; false when there was none. */
    async cancel(id: string): Promise<boolean> {
      const folder = await staged(id)
      if (!folder) return false
      await remove(id, folder)
      return true
    },
  }
}

export type RosterImports = ReturnType<typeof createRosterImports>

class Refused extends Error {
  constructor(readonly refusal: ImportRefusal) {
    super(refusal.problem)
  }
}

/** What a staging may still write: `room` left on the node's cap, and `count` to take bytes of it. */
type Staging = { room: () => number; count: (bytes: number) => boolean }

/**
 * The upload to `zip`: the request's body itself, or the file of a form with one (any field),
 * counted as it arrives against `importRules.maxUploadBytes` and the room left for staging.
 * Undefined once it is on disk.
 */
async function receive(
  body: Readable,
  contentType: string,
  folder: string,
  zip: string,
  staging: Staging,
): Promise<ImportRefusal | undefined> {
  if (/^multipart\/form-data/i.test(contentType)) {
    // The form's reader counts its file against one cap: the smaller, told apart after.
    const room = staging.room()
    const maxBytes = Math.max(0, Math.min(importRules.maxUploadBytes, room))
    const overLimit = (): ImportRefusal => ({
      problem: room < importRules.maxUploadBytes ? 'staging-full' : 'too-large',
    })
    const form = await readMultipart(
      body,
      contentType,
      folder,
      () => ({ maxBytes, types: ['application/zip'] }),
      { maxBodyBytes: importRules.maxUploadBytes + 1024 * 1024, maxFiles: 1, maxFieldBytes: 1024 },
    )
    if ('refused' in form) {
      return form.refused === 'too-large' ? overLimit() : { problem: 'not-zip' }
    }
    const problem = form.problems.find(({ problem }) => problem !== 'too-long')
    if (problem) return problem.problem === 'too-large' ? overLimit() : { problem: 'not-zip' }
    const file = form.files[0]
    if (!file) return { problem: 'not-zip' }
    await rename(file.path, zip)
    // Another upload may have taken the room meanwhile.
    if (!staging.count((await stat(zip)).size)) return { problem: 'staging-full' }
    return undefined
  }
  let received = 0
  let over: ImportRefusal | undefined
  try {
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          received += chunk.length
          if (received > importRules.maxUploadBytes) over = { problem: 'too-large' }
          else if (!staging.count(chunk.length)) over = { problem: 'staging-full' }
          if (over) throw new Error(over.problem)
          yield chunk
        }
      },
      createWriteStream(zip, { flags: 'wx', mode: 0o600 }),
    )
  } catch (error) {
    if (over) return over
    throw error
  }
  return received === 0 ? { problem: 'not-zip' } : undefined
}

/** An entry's Unix file type, from the zip's external attributes: a link's is 0o120000. */
const fileType = (entry: yauzl.Entry) => (entry.externalFileAttributes >>> 16) & 0o170000

/**
 * Unpacks `zip` into `folder` by `importRules`, entry by entry, counting each one's bytes as
 * they come out (a zip's declared sizes are the sender's word); the first broken rule stops it
 * and is returned. Mac OS's `__MACOSX/` folder of resource forks is left out.
 */
async function unpack(
  zip: string,
  folder: string,
  count: Staging['count'],
): Promise<ImportRefusal | undefined> {
  let file: yauzl.ZipFile
  try {
    file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(zip, { lazyEntries: true, autoClose: true }, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    )
  } catch {
    return { problem: 'not-zip' }
  }
  // yauzl reads no more entries than the zip's directory says it has: too many is known at once.
  if (file.entryCount > importRules.maxEntries) {
    file.close()
    return { problem: 'too-many-files' }
  }
  let entries = 0
  let total = 0
  try {
    return await new Promise<ImportRefusal | undefined>((resolve, reject) => {
      const stop = (refusal: ImportRefusal) => {
        file.close()
        resolve(refusal)
      }
      file.on('error', (error: Error) => {
        // yauzl refuses an absolute or climbing path itself, before the entry is seen.
        if (/absolute path|invalid relative path|invalid characters/.test(error.message)) {
          return resolve({ problem: 'unsafe-path' })
        }
        resolve({ problem: 'not-zip' })
      })
      file.on('end', () => resolve(undefined))
      file.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName
        entries += 1
        if (entries > importRules.maxEntries) return stop({ problem: 'too-many-files' })
        if (name.startsWith('__MACOSX/')) return file.readEntry()
        const target = path.resolve(folder, name)
        if (
          name.includes('\\') ||
          path.isAbsolute(name) ||
          name.split('/').includes('..') ||
          !target.startsWith(folder + path.sep)
        ) {
          return stop({ problem: 'unsafe-path', name })
        }
        if (fileType(entry) === 0o120000) return stop({ problem: 'link', name })
        if (name.endsWith('/')) {
          mkdir(target, { recursive: true }).then(() => file.readEntry(), reject)
          return
        }
        const limit = name.toLowerCase().endsWith('.json')
          ? importRules.maxJsonBytes
          : importRules.maxFileBytes
        if (entry.uncompressedSize > limit) return stop({ problem: 'file-too-large', name })
        extract(file, entry, target, limit, (bytes) => {
          total += bytes
          if (total > importRules.maxTotalBytes) return 'too-large-unpacked'
          return count(bytes) ? undefined : 'staging-full'
        })
          .then(async (outcome) => {
            if (outcome === 'file-too-large') return stop({ problem: outcome, name })
            if (outcome === 'too-large-unpacked' || outcome === 'staging-full') {
              return stop({ problem: outcome })
            }
            // As an upload's photo: a few hundred KB of PNG may decode to gigabytes.
            if (await imageTooLarge(target)) return stop({ problem: 'too-many-pixels', name })
            file.readEntry()
          })
          .catch(reject)
      })
      file.readEntry()
    })
  } catch {
    file.close()
    return { problem: 'not-zip' }
  }
}

/** Whether a file is an image over the megapixel cap; anything sharp cannot read is not. */
async function imageTooLarge(file: string): Promise<boolean> {
  // Only the header is read: sharp's own cap on pixels would fail larger ones as unreadable.
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  return metadata !== null && tooManyPixels(metadata)
}

type Overflow = 'file-too-large' | 'too-large-unpacked' | 'staging-full'

/**
 * One entry to `target`, its bytes counted against its own `limit` and, by `count`, the total
 * and the node's room for staging (`count` answers what is over, if anything).
 */
async function extract(
  file: yauzl.ZipFile,
  entry: yauzl.Entry,
  target: string,
  limit: number,
  count: (bytes: number) => Overflow | undefined,
): Promise<Overflow | undefined> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    file.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
  )
  // yauzl checks the entry's bytes against its declared size, and may say so again after the
  // pipeline below has failed on the first error and stopped listening.
  stream.on('error', () => undefined)
  await mkdir(path.dirname(target), { recursive: true })
  let size = 0
  let over: Overflow | undefined
  try {
    await pipeline(
      stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length
          over = size > limit ? 'file-too-large' : count(chunk.length)
          if (over) throw new Error(over)
          yield chunk
        }
      },
      // wx: two entries of one name are a broken zip, never one overwriting the other.
      createWriteStream(target, { flags: 'wx', mode: 0o600 }),
    )
  } catch (error) {
    if (over) return over
    throw error
  }
  return undefined
}

/** The bytes of a folder's files, all the way down. */
async function folderBytes(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        stat(path.join(entry.parentPath, entry.name)).then(
          (stats) => stats.size,
          () => 0,
        ),
      ),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

/**
 * Where the export's records are: the unpacked folder when it holds a JSON file, or its one
 * folder when it holds nothing else (a zip of the export's folder itself); none without records.
 */
async function exportRoot(folder: string): Promise<string | null> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
  // As the importer reads them: the folder's own `*.json` files.
  const isRecord = (name: string) => name.endsWith('.json')
  if (entries.some((entry) => entry.isFile() && isRecord(entry.name))) return folder
  // What archivers add beside it: Mac OS's resource forks, its .DS_Store.
  const visible = entries.filter(
    (entry) => entry.name !== '__MACOSX' && !entry.name.startsWith('.'),
  )
  const only = visible[0]
  if (visible.length !== 1 || !only?.isDirectory()) return null
  const inner = path.join(folder, only.name)
  const records = await readdir(inner).catch(() => [])
  return records.some(isRecord) ? inner : null
}
