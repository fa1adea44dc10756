import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'

/**
 * The image endpoint's encoded files on this node's disk, bounded by bytes: past `maxBytes` the
 * least recently used files go until a tenth of the bound is free again. The index (a name, a
 * size, most recently used last) is in memory, read from the folder at start; a node that
 * restarts counts what its folder holds, oldest by modification time first.
 */
export type DiskCache = {
  read(file: string): Promise<Buffer | null>
  write(file: string, bytes: Buffer): Promise<void>
  /** Removes a folder of kept files (a source's variants) and what the index counts of it. */
  removeFolder(folder: string): Promise<void>
  /** When a kept file was last written, in milliseconds, or null when it is not kept. */
  writtenAt(file: string): Promise<number | null>
  /** Bytes kept now, as the index counts them. */
  size(): number
  /** Resolves once the folder's existing files are counted. */
  ready: Promise<void>
}

export function createDiskCache({
  root,
  maxBytes,
  logger,
  outdated = () => false,
}: {
  root: string
  maxBytes: number
  logger?: Logger
  /** A file the start's count finds and no longer serves (an earlier layout's): removed then. */
  outdated?: (file: string) => boolean
}): DiskCache {
  // A Map keeps insertion order: deleting and setting again moves a file to the end.
  const files = new Map<string, number>()
  let total = 0

  function remember(file: string, bytes: number) {
    total -= files.get(file) ?? 0
    files.delete(file)
    files.set(file, bytes)
    total += bytes
  }

  let evicting: Promise<void> | undefined
  function evict() {
    if (total <= maxBytes || evicting) return
    evicting = (async () => {
      const target = maxBytes * 0.9
      for (const [file, bytes] of files) {
        if (total <= target) break
        files.delete(file)
        total -= bytes
        await unlink(file).catch(() => undefined)
      }
    })().finally(() => {
      evicting = undefined
    })
  }

  const ready = scan(root)
    .then((found) => {
      found.sort((a, b) => a.mtimeMs - b.mtimeMs)
      // Files written since start are already counted and more recent: they stay last.
      const seen = new Map(files)
      files.clear()
      total = 0
      for (const { file, bytes } of found) {
        if (seen.has(file)) continue
        if (outdated(file)) void unlink(file).catch(() => undefined)
        else remember(file, bytes)
      }
      for (const [file, bytes] of seen) remember(file, bytes)
      evict()
    })
    .catch((error: unknown) => {
      logger?.warn({ err: error }, 'could not count the image cache; counting from empty')
    })

  return {
    ready,
    size: () => total,
    async read(file) {
      const bytes = await readFile(file).catch(() => null)
      if (bytes) remember(file, bytes.byteLength)
      return bytes
    },
    async write(file, bytes) {
      await keep(file, bytes)
      remember(file, bytes.byteLength)
      evict()
    },
    async removeFolder(folder) {
      const inside = folder.endsWith(path.sep) ? folder : `${folder}${path.sep}`
      for (const [file, bytes] of files) {
        if (!file.startsWith(inside)) continue
        files.delete(file)
        total -= bytes
      }
      await rm(folder, { recursive: true, force: true })
    },
    async writtenAt(file) {
      const info = await stat(file).catch(() => null)
      return info ? info.mtimeMs : null
    },
  }
}

async function scan(root: string) {
  const found: { file: string; bytes: number; mtimeMs: number }[] = []
  const walk = async (folder: string) => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) await walk(file)
      else if (entry.isFile() && !entry.name.endsWith('.partial')) {
        const info = await stat(file).catch(() => null)
        if (info) found.push({ file, bytes: info.size, mtimeMs: info.mtimeMs })
      }
    }
  }
  await walk(root)
  return found
}

/** Writes aside then renames, so that a concurrent reader never sees half a file. */
async function keep(file: string, bytes: Buffer) {
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
  try {
    await writeFile(partial, bytes)
    await rename(partial, file)
  } catch (error) {
    await unlink(partial).catch(() => undefined)
    throw error
  }
}
