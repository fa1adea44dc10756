import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
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

/**
 * The booking software's export brought in through the write API (decision 027): a zip staged in
 * `<scratch>/.imports/<id>/` on this node's disk (never served), planned, then imported by the
 * command's importer once staff confirm; one not confirmed within the hour is swept.
 */
export function createRosterImports({
  db,
  media,
  scratchDir,
  maxAgeMs = importRules.maxAgeMs,
}: {
  db: Database
  media: FileStore | string
  /** This node's folder for work in progress. */
  scratchDir: string
  maxAgeMs?: number
}) {
  const root = path.join(path.resolve(scratchDir), '.imports')

  /** Removes the staged exports older than `maxAgeMs`, and what a stopped process left. */
  async function sweep(now = Date.now()) {
    const names = await readdir(root).catch(() => [])
    await Promise.all(
      names.map(async (name) => {
        const stats = await stat(path.join(root, name)).catch(() => null)
        if (stats && now - stats.mtimeMs > maxAgeMs) {
          await rm(path.join(root, name), { recursive: true, force: true })
        }
      }),
    )
  }

  /** The staged export's folder, if `id` names one still waiting; an expired one is removed. */
  async function staged(id: string): Promise<string | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null
    const folder = path.join(root, id)
    const stats = await stat(folder).catch(() => null)
    if (!stats?.isDirectory()) return null
    if (Date.now() - stats.mtimeMs > maxAgeMs) {
      await rm(folder, { recursive: true, force: true })
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

    /**
     * Receives an export (`body`, a zip or a form with one) and stages it: its plan, or why it
     * was refused. Nothing of a refused one is kept.
     */
    async stage(
      body: Readable,
      contentType: string,
    ): Promise<{ plan: ImportPlan } | { refused: ImportRefusal }> {
      await sweep()
      const id = randomUUID()
      const folder = path.join(root, id)
      await mkdir(folder, { recursive: true })
      try {
        const zip = path.join(folder, 'upload.zip')
        const received = await receive(body, contentType, folder, zip)
        if (received) return { refused: received }
        const exportFolder = path.join(folder, 'export')
        await mkdir(exportFolder)
        const unpacked = await unpack(zip, exportFolder)
        await rm(zip, { force: true })
        if (unpacked) throw new Refused(unpacked)
        const plan = await planOf(id, folder)
        if (!plan) throw new Refused({ problem: 'no-json' })
        return { plan }
      } catch (error) {
        await rm(folder, { recursive: true, force: true })
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
      if (
        !(await rename(folder, claimed).then(
          () => true,
          () => false,
        ))
      )
        return null
      try {
        const exported = await exportRoot(path.join(claimed, 'export'))
        if (!exported) return null
        return await importCatalogFolder(db, exported, media)
      } finally {
        await rm(claimed, { recursive: true, force: true })
      }
    },

    /** Removes the staged export; false when there was none. */
    async cancel(id: string): Promise<boolean> {
      const folder = await staged(id)
      if (!folder) return false
      await rm(folder, { recursive: true, force: true })
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

/**
 * The upload to `zip`: the request's body itself, or the file of a form with one (any field),
 * counted as it arrives against `importRules.maxUploadBytes`. Undefined once it is on disk.
 */
async function receive(
  body: Readable,
  contentType: string,
  folder: string,
  zip: string,
): Promise<ImportRefusal | undefined> {
  if (/^multipart\/form-data/i.test(contentType)) {
    const form = await readMultipart(
      body,
      contentType,
      folder,
      () => ({ maxBytes: importRules.maxUploadBytes, types: ['application/zip'] }),
      { maxBodyBytes: importRules.maxUploadBytes + 1024 * 1024, maxFiles: 1, maxFieldBytes: 1024 },
    )
    if ('refused' in form) {
      return { problem: form.refused === 'too-large' ? 'too-large' : 'not-zip' }
    }
    const problem = form.problems.find(({ problem }) => problem !== 'too-long')
    if (problem) return { problem: problem.problem === 'too-large' ? 'too-large' : 'not-zip' }
    const file = form.files[0]
    if (!file) return { problem: 'not-zip' }
    await rename(file.path, zip)
    return undefined
  }
  let received = 0
  let tooLarge = false
  try {
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          received += chunk.length
          if (received > importRules.maxUploadBytes) {
            tooLarge = true
            throw new Error('too large')
          }
          yield chunk
        }
      },
      createWriteStream(zip, { flags: 'wx', mode: 0o600 }),
    )
  } catch (error) {
    if (tooLarge) return { problem: 'too-large' }
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
async function unpack(zip: string, folder: string): Promise<ImportRefusal | undefined> {
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
          return total <= importRules.maxTotalBytes
        })
          .then(async (outcome) => {
            if (outcome === 'file-too-large') return stop({ problem: outcome, name })
            if (outcome === 'too-large-unpacked') return stop({ problem: outcome })
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

/** One entry to `target`, its bytes counted against its own `limit` and, by `count`, the total. */
async function extract(
  file: yauzl.ZipFile,
  entry: yauzl.Entry,
  target: string,
  limit: number,
  count: (bytes: number) => boolean,
): Promise<'file-too-large' | 'too-large-unpacked' | undefined> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    file.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
  )
  // yauzl checks the entry's bytes against its declared size, and may say so again after the
  // pipeline below has failed on the first error and stopped listening.
  stream.on('error', () => undefined)
  await mkdir(path.dirname(target), { recursive: true })
  let size = 0
  let over: 'file-too-large' | 'too-large-unpacked' | undefined
  try {
    await pipeline(
      stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length
          if (size > limit) over = 'file-too-large'
          else if (!count(chunk.length)) over = 'too-large-unpacked'
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
