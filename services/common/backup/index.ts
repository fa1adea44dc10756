import { createHash } from 'node:crypto'
import { once } from 'node:events'
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { lstat, readdir } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { finished, pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { z } from 'zod'
import { createPrivately, makePrivate } from '../../../contracts/private-data'
import { type DatabaseConnection, openDatabase } from '../database'
import { packagePath } from '../package-path'
import { padding, readTar, tarEnd, tarHeader } from './tar'

/**
 * A backup of the embedded default (PGlite in `DATA_DIR`, files on its disk) as one `.tar.gz`:
 * the database of both services as of one instant (PGlite's own copy of its folder, taken
 * between two queries), the stored files, and last a manifest with each entry's checksum. It is
 * written by the process that holds the database: the site, asked over its socket, or the
 * command itself when nothing runs (decision 025). docs/deploy.md#backups-and-restore.
 */

/** The database's entry: PGlite's folder as the tar its `dumpDataDir` makes. */
const databaseEntry = 'database/pgdata.tar'
const manifestEntry = 'manifest.json'

/**
 * The folders of `DATA_DIR` holding what the agency stored: the models' photos, the panel's
 * images and slide videos, the visitors' uploads. Caches (`image-cache`, `last-roster`) are made
 * again by the site, and `keys` only go in when asked for.
 */
const storedFolders = ['media', 'panel-media', 'uploads'] as const
const keysFolder = 'keys'
/** What a restore with `--replace` removes besides these: caches of the data it replaces. */
const cacheFolders = ['image-cache', 'last-roster']

const services = {
  booking: { table: '__booking_migrations', folder: 'services/booking/db/migrations' },
  panel: { table: '__panel_migrations', folder: 'services/panel/db/migrations' },
} as const
type ServiceName = keyof typeof services
/** Each service's migrations, by folder and table: what a copy of the database is migrated by. */
export const serviceMigrations = Object.values(services)

const migrationsState = z
  .object({
    /** How many migrations had run. */
    count: z.number().int().nonnegative(),
    /** The last one's name (drizzle-kit's tag), when this code knows it. */
    latest: z.string().nullable(),
    /** When the last one was written (drizzle's `created_at`): what a restore compares. */
    latestAt: z.number().int().nullable(),
  })
  .nullable()

const manifestSchema = z.object({
  format: z.literal('passarela-backup'),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    driver: z.literal('pglite'),
    entry: z.literal(databaseEntry),
    /** Each service's migrations as they stood: null when the database holds none of its tables. */
    migrations: z.object({ booking: migrationsState, panel: migrationsState }),
  }),
  /** Whether the embedded services' keys and secrets are in the archive (`--with-keys`). */
  keys: z.enum(['included', 'left out']),
  entries: z.array(
    z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string() }),
  ),
  /** Files deleted while the backup was being written, after the database was copied. */
  vanished: z.array(z.string()),
})
export type BackupManifest = z.infer<typeof manifestSchema>

/** A backup or a restore that cannot be done, with what to do: printed as it is. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** `passarela-backup-2026-11-28T21-40-05Z.tar.gz`: sorted by name, sorted by time. */
export function backupFileName(at = new Date()) {
  return `passarela-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`
}

/** `BACKUP_DIR`, or the data folder's `backups` when it is not set. */
export function backupFolder(dataDir: string, backupDir?: string) {
  return path.resolve(backupDir || path.join(dataDir, 'backups'))
}

/** The archive's path: `out`, or a new name in `backupDir` (`DATA_DIR/backups` by default). */
export function backupPath({
  out,
  backupDir,
  dataDir,
}: {
  out?: string
  backupDir?: string
  dataDir: string
}) {
  if (out) return path.resolve(out)
  return path.join(backupFolder(dataDir, backupDir), backupFileName())
}

/**
 * Writes the backup of the data folder whose database `connection` holds to `out`, under a
 * temporary name renamed at the end: a backup that fails leaves no file that looks complete.
 */
export async function writeBackup({
  connection,
  dataDir,
  out,
  withKeys = false,
}: {
  connection: DatabaseConnection
  dataDir: string
  out: string
  withKeys?: boolean
}): Promise<BackupManifest> {
  if (connection.driver !== 'pglite' || connection.directory === null) {
    throw new BackupError(
      'Only the embedded database (PGlite in DATA_DIR) is backed up this way; with DATABASE_URL, use pg_dump (docs/deploy.md).',
    )
  }
  // Taken before the copy: an erasure journaled at this time or later (services/panel/erasure-journal.ts)
  // may be missing from it, and a restore erases it again.
  const createdAt = new Date()
  // Both read under the database's own lock of queries, one after the other: the migrations
  // change only at a start, and the copy is of one instant between two queries.
  const migrations = await migrationsIn(connection.client)
  const database = await connection.client.dumpDataDir('none')
  const folders = withKeys ? [...storedFolders, keysFolder] : [...storedFolders]
  return writeArchive({
    out,
    createdAt,
    migrations,
    database,
    files: localFiles(dataDir, folders),
    withKeys,
  })
}

/** A file of an archive: its entry's name, and its bytes when read (null: gone since listed). */
export type ArchiveFile = {
  name: string
  open: () => Promise<{ size: number; body: AsyncIterable<Buffer | string> } | null>
}

/** Every file of `folders` in the data folder, as the archive names them. */
async function* localFiles(
  dataDir: string,
  folders: readonly string[],
): AsyncGenerator<ArchiveFile> {
  for (const folder of folders) {
    for (const file of await filesIn(path.join(dataDir, folder))) {
      const source = path.join(dataDir, folder, ...file.split('/'))
      yield {
        name: `files/${folder}/${file}`,
        open: async () => {
          const info = await lstat(source).catch(() => null)
          return info?.isFile() ? { size: info.size, body: createReadStream(source) } : null
        },
      }
    }
  }
}

/** Each service's migrations as a database holds them, for the manifest. */
export async function migrationsIn(client: Queryable) {
  return {
    booking: await migrationsOf(client, 'booking'),
    panel: await migrationsOf(client, 'panel'),
  }
}

/**
 * The archive itself: the database's entry (PGlite's folder as a tarball), then `files`, then the
 * manifest, written under a temporary name renamed at the end.
 */
export async function writeArchive({
  out,
  createdAt,
  migrations,
  database,
  files,
  withKeys,
}: {
  out: string
  createdAt: Date
  migrations: BackupManifest['database']['migrations']
  database: Blob
  files: AsyncIterable<ArchiveFile>
  withKeys: boolean
}): Promise<BackupManifest> {
  const target = path.resolve(out)
  createPrivately()
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
  const partial = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.partial`,
  )
  const entries: BackupManifest['entries'] = []
  const vanished: string[] = []
  const manifest = (): BackupManifest => ({
    format: 'passarela-backup',
    formatVersion: 1,
    createdAt: createdAt.toISOString(),
    app: appVersion(),
    database: { driver: 'pglite', entry: databaseEntry, migrations },
    keys: withKeys ? 'included' : 'left out',
    entries,
    vanished,
  })

  async function* archive(): AsyncGenerator<Buffer> {
    yield* entry(databaseEntry, database.size, blobChunks(database))
    for await (const file of files) {
      const opened = await file.open()
      if (!opened) {
        vanished.push(file.name)
        continue
      }
      yield* entry(file.name, opened.size, opened.body)
    }
    const text = Buffer.from(`${JSON.stringify(manifest(), null, 2)}\n`)
    yield tarHeader(manifestEntry, text.length, createdAt)
    yield text
    yield Buffer.alloc(padding(text.length))
    yield tarEnd
  }

  async function* entry(name: string, size: number, source: AsyncIterable<Buffer | string>) {
    yield tarHeader(name, size, createdAt)
    const hash = createHash('sha256')
    let written = 0
    for await (const piece of source) {
      const chunk = Buffer.from(piece)
      if (written + chunk.length > size) throw new BackupError(`${name} grew during the backup.`)
      hash.update(chunk)
      written += chunk.length
      yield chunk
    }
    if (written !== size) throw new BackupError(`${name} shrank during the backup.`)
    yield Buffer.alloc(padding(size))
    entries.push({ path: name, size, sha256: hash.digest('hex') })
  }

  try {
    await pipeline(
      Readable.from(archive()),
      createGzip(),
      // Flushed to the disk before its rename: the name says the file is whole.
      createWriteStream(partial, { mode: 0o600, flags: 'wx', flush: true }),
    )
    renameSync(partial, target)
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
  return manifest()
}

/** A blob's bytes, a megabyte at a time. */
async function* blobChunks(blob: Blob) {
  const step = 1024 * 1024
  for (let offset = 0; offset < blob.size; offset += step) {
    yield Buffer.from(await blob.slice(offset, offset + step).arrayBuffer())
  }
}

/** Every file under `folder`, by its path from it with `/`; none when it does not exist. */
async function filesIn(folder: string): Promise<string[]> {
  const found: string[] = []
  async function visit(relative: string) {
    const names = await readdir(path.join(folder, relative)).catch(() => [])
    for (const name of names.sort()) {
      const child = relative ? `${relative}/${name}` : name
      const info = await lstat(path.join(folder, child)).catch(() => null)
      if (info?.isDirectory()) await visit(child)
      else if (info?.isFile()) found.push(child)
    }
  }
  await visit('')
  return found
}

export type Queryable = {
  query: <Row>(text: string) => Promise<{ rows: Row[] }>
}

async function migrationsOf(client: Queryable, service: ServiceName) {
  const exists = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.${services[service].table}') is not null as present`,
  )
  if (!exists.rows[0]?.present) return null
  const { rows } = await client.query<{ count: number; latest: string | null }>(
    `select count(*)::int as count, max(created_at)::text as latest from drizzle.${services[service].table}`,
  )
  const latestAt = rows[0]?.latest ? Number(rows[0].latest) : null
  return {
    count: rows[0]?.count ?? 0,
    latest: knownMigrations(service).find((migration) => migration.when === latestAt)?.tag ?? null,
    latestAt,
  }
}

/** The migrations this code holds for a service, from drizzle-kit's journal. */
function knownMigrations(service: ServiceName): Array<{ tag: string; when: number }> {
  const journal = z
    .object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) })
    .parse(
      JSON.parse(
        readFileSync(packagePath(services[service].folder, 'meta', '_journal.json'), 'utf8'),
      ),
    )
  return journal.entries
}

function appVersion() {
  const { name, version } = z
    .object({ name: z.string(), version: z.string() })
    .parse(JSON.parse(readFileSync(packagePath('package.json'), 'utf8')))
  return { name, version }
}

/** An entry's name is one a backup writes, and cannot reach outside the data folder. */
function allowedEntry(name: string) {
  if (name === databaseEntry || name === manifestEntry) return true
  const segments = name.split('/')
  return (
    segments[0] === 'files' &&
    [...storedFolders, keysFolder].includes(segments[1] as (typeof storedFolders)[number]) &&
    segments.length > 2 &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    !name.includes('\\') &&
    !name.includes('\0')
  )
}

type EntrySink = { data: (chunk: Buffer) => Promise<void>; end: () => Promise<void> }

/**
 * Reads the archive through, checking each entry's name and taking its checksum, and gives back
 * its manifest; `onEntry` is given each entry's data but the manifest's.
 */
export async function readArchive(
  archive: string,
  onEntry?: (name: string) => EntrySink,
): Promise<{ manifest: BackupManifest; found: Map<string, { size: number; sha256: string }> }> {
  const found = new Map<string, { size: number; sha256: string }>()
  let manifestText: string | undefined
  try {
    await readTar(createReadStream(archive).pipe(createGunzip()), ({ name, size }) => {
      if (!allowedEntry(name))
        throw new BackupError(`The archive holds an unexpected entry: ${name}`)
      if (found.has(name)) throw new BackupError(`The archive holds ${name} twice.`)
      if (name === manifestEntry && size > 64 * 1024 * 1024) {
        throw new BackupError("The archive's manifest is too large.")
      }
      const hash = createHash('sha256')
      const pieces: Buffer[] = []
      const sink = name === manifestEntry ? undefined : onEntry?.(name)
      return {
        data: async (chunk) => {
          hash.update(chunk)
          if (name === manifestEntry) pieces.push(Buffer.from(chunk))
          await sink?.data(Buffer.from(chunk))
        },
        end: async () => {
          await sink?.end()
          found.set(name, { size, sha256: hash.digest('hex') })
          if (name === manifestEntry) manifestText = Buffer.concat(pieces).toString('utf8')
        },
      }
    })
  } catch (error) {
    if (error instanceof BackupError || onEntry) throw error
    throw new BackupError(
      `${archive} is damaged or not a backup: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (manifestText === undefined) throw new BackupError(`${archive} holds no manifest.`)
  let manifest: BackupManifest
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText))
  } catch {
    throw new BackupError(`${archive} has a manifest this version of Passarela does not read.`)
  }
  return { manifest, found }
}

/**
 * Checks `archive` without writing anything: every entry's size and checksum against its
 * manifest, nothing missing or added, and a database no newer than this code's migrations.
 */
export async function verifyBackup(archive: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`There is no file ${archive}.`)
  const { manifest, found } = await readArchive(archive)
  const listed = new Set(manifest.entries.map((entry) => entry.path))
  for (const entry of manifest.entries) {
    const actual = found.get(entry.path)
    if (!actual) throw new BackupError(`${archive} lacks ${entry.path}, which its manifest lists.`)
    if (actual.size !== entry.size || actual.sha256 !== entry.sha256) {
      throw new BackupError(`${archive} is damaged: ${entry.path} does not match its checksum.`)
    }
  }
  for (const name of found.keys()) {
    if (name !== manifestEntry && !listed.has(name)) {
      throw new BackupError(`${archive} holds ${name}, which its manifest does not list.`)
    }
  }
  if (!listed.has(databaseEntry)) throw new BackupError(`${archive} holds no database.`)
  for (const service of Object.keys(services) as ServiceName[]) {
    const state = manifest.database.migrations[service]
    const known = knownMigrations(service).at(-1)?.when ?? 0
    if (state?.latestAt && state.latestAt > known) {
      throw new BackupError(
        `${archive} was made by a newer Passarela (${manifest.app.version}; its ${service} database has migrations this version lacks). Restore it with that version or a later one.`,
      )
    }
  }
  return manifest
}

/** What a data folder holds besides its backups: anything there means it is in use. */
function heldData(dataDir: string) {
  if (!existsSync(dataDir)) return []
  return readdirSync(dataDir).filter((name) => name !== 'backups')
}

/**
 * Restores `archive` into the data folder `dataDir`, once the whole archive has been checked.
 * A folder that holds data is refused unless `replace`: then its database, stored files and
 * caches are replaced (its keys too when the archive has them). The site migrates the database
 * forward at its next start.
 */
export async function restoreBackup({
  archive,
  dataDir,
  replace = false,
  afterDatabase,
}: {
  archive: string
  dataDir: string
  replace?: boolean
  /**
   * Called once the database is in place, before any file is written: what it changes there
   * is part of the restore, and the archive's entries it names (`files/uploads/…`) are checked
   * but not written.
   */
  afterDatabase?: (connection: DatabaseConnection, manifest: BackupManifest) => Promise<string[]>
}): Promise<BackupManifest> {
  const manifest = await verifyBackup(archive)
  const target = path.resolve(dataDir)
  const present = heldData(target)
  if (present.length > 0 && !replace) {
    throw new BackupError(
      `${target} already holds data (${present.join(', ')}). Restore into an empty folder, or add --replace to replace what it holds.`,
    )
  }
  createPrivately()
  mkdirSync(target, { recursive: true, mode: 0o700 })
  const expected = new Map(manifest.entries.map((entry) => [entry.path, entry]))
  let connection: DatabaseConnection | undefined
  let leftOut = new Set<string>()
  try {
    await readArchive(archive, (name) => {
      const sha = createHash('sha256')
      if (name === databaseEntry) {
        const pieces: Buffer[] = []
        return {
          data: async (piece) => {
            sha.update(piece)
            pieces.push(piece)
          },
          end: async () => {
            checkAgain(name, sha)
            // Opening it takes the folder's lock first: a site running there refuses the restore.
            connection = await openDatabase({
              dataDir: target,
              loadDataDir: new Blob([Buffer.concat(pieces)]),
              replace,
            })
            if (replace) {
              const replaced = [...storedFolders, ...cacheFolders]
              if (manifest.keys === 'included') replaced.push(keysFolder)
              for (const folder of replaced) {
                rmSync(path.join(target, folder), { recursive: true, force: true })
              }
            }
            if (afterDatabase) leftOut = new Set(await afterDatabase(connection, manifest))
          },
        }
      }
      if (!connection) throw new BackupError(`${archive} holds files before its database.`)
      if (leftOut.has(name)) {
        return {
          data: async (piece) => void sha.update(piece),
          end: async () => checkAgain(name, sha),
        }
      }
      const file = path.join(target, ...name.split('/').slice(1))
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
      const output = createWriteStream(file, { mode: 0o600 })
      let failure: unknown
      output.on('error', (error) => (failure = error))
      return {
        data: async (piece) => {
          if (failure) throw failure
          sha.update(piece)
          if (!output.write(piece)) await once(output, 'drain')
        },
        end: async () => {
          output.end()
          await finished(output)
          checkAgain(name, sha)
        },
      }
    })
  } finally {
    await (connection as DatabaseConnection | undefined)?.close()
  }
  await makePrivate(target)
  return manifest

  function checkAgain(name: string, sha: ReturnType<typeof createHash>) {
    if (expected.get(name)?.sha256 !== sha.digest('hex')) {
      throw new BackupError(
        `${archive} changed while it was being restored (${name}); ${target} is incomplete: restore again with --replace.`,
      )
    }
  }
}

export { manifestEntry, databaseEntry, keysFolder }
