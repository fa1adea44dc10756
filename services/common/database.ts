import { execFile } from 'node:child_process'
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import v8 from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { createPrivately, makePrivate } from '../../contracts/private-data'
import { packagePath } from './package-path'

/**
 * The connection the embedded services keep their tables in: PostgreSQL when a URL is given,
 * else PGlite in a folder (or in memory), shared by both services in one process, each with its
 * own migrations and schema (decision 013). A folder has one holder (decision 025).
 */
export type DatabaseConnection = (
  | {
      driver: 'pglite'
      client: PGlite
      /** The folder this process holds the database in; null when it is in memory. */
      directory: string | null
    }
  | { driver: 'postgres'; client: pg.Pool }
) & {
  close: () => Promise<void>
  /** PGlite only: the whole database as a tarball, to start copies from. */
  snapshot?: () => Promise<Blob>
}

export type DatabaseOptions =
  | { databaseUrl: string }
  /**
   * `dataDir: null` keeps the database in memory; `loadDataDir` starts from a saved copy, over
   * the folder's database when `replace` (a restore, once the folder's lock is taken).
   */
  | { dataDir: string | null; loadDataDir?: Blob | File; replace?: boolean }

/** The database a configuration names: PostgreSQL at `databaseUrl`, else PGlite in `dataDir`. */
export function databaseOptions({
  databaseUrl,
  dataDir,
}: {
  databaseUrl?: string
  dataDir: string
}): DatabaseOptions {
  return databaseUrl ? { databaseUrl } : { dataDir: path.resolve(dataDir) }
}

/** PGlite's shared buffers live in a WebAssembly heap that never shrinks: 8 MB (decision 024). */
const pgliteSettings = ['shared_buffers=8MB']

/**
 * V8 flags for PGlite's process: its 9 MB of WebAssembly stays on the baseline compiler, 60 MB
 * less for slower queries (decision 024). Read when a module compiles: set before the first does.
 */
const pgliteEngineFlags = '--liftoff-only'

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the server closed (a restart, a failover) is dropped by the pool, and
    // the next query opens another; unheard, its error would end the whole process.
    pool.on('error', () => undefined)
    return { driver: 'postgres', client: pool, close: () => pool.end() }
  }
  const directory = options.dataDir === null ? null : path.resolve(options.dataDir, 'database')
  // Taken before anything touches the folder, initdb included; an in-memory one has no folder.
  const release = directory === null ? () => {} : holdFolder(directory)
  // A folder that held a database before this start: PGlite stopping on it means it is damaged.
  const existing =
    directory !== null && !options.loadDataDir && existsSync(path.join(directory, 'PG_VERSION'))
  try {
    if (directory !== null) {
      // Whatever opens the folder (the site, a service, a command such as `npm run seed`) adds
      // files to it that are its user's alone.
      createPrivately()
      if (options.loadDataDir && options.replace)
        rmSync(directory, { recursive: true, force: true })
      mkdirSync(directory, { recursive: true, mode: 0o700 })
      if (!options.loadDataDir && !existsSync(path.join(directory, 'PG_VERSION'))) {
        await initializeApart(directory)
      }
    }
    v8.setFlagsFromString(pgliteEngineFlags)
    const client = await PGlite.create(directory ?? undefined, {
      loadDataDir: options.loadDataDir,
      startParams: [
        ...PGlite.defaultStartParams,
        ...pgliteSettings.flatMap((setting) => ['-c', setting]),
      ],
    })
    // PGlite's initdb, a saved copy's unpacking and PGlite's own start (its relation caches,
    // `pg_internal.init`) write files open to others whatever the umask: the folder holds
    // password hashes and personal data, so it is made this user's alone after every open.
    if (directory !== null) await makePrivate(directory)
    return {
      driver: 'pglite',
      client,
      directory,
      close: () => client.close().finally(release),
      snapshot: () => client.dumpDataDir('gzip'),
    }
  } catch (error) {
    release()
    if (directory !== null && existing && error instanceof WebAssembly.RuntimeError) {
      throw new DatabaseDamagedError(directory, error)
    }
    throw error
  }
}

/**
 * An embedded database folder PGlite stops on as it opens (`Aborted()`, with no more said): its
 * files were left inconsistent, as a power cut or a full disk can leave them (decision 031). The
 * site says so, with its last backup, instead of a stack trace.
 */
export class DatabaseDamagedError extends Error {
  override name = 'DatabaseDamagedError'
  constructor(
    /** The database's folder. */
    readonly directory: string,
    cause: Error,
  ) {
    super(
      `The embedded database in ${shownPath(directory)} cannot be opened: it is damaged (PGlite stopped with "${cause.message}"), as a power cut or a full disk can leave it. Nothing in it was changed.`,
      { cause },
    )
  }
}

/**
 * A PGlite folder another live process holds. Two processes writing one folder can damage it, and
 * a command's changes would not reach the site's open database: the commands say this message and
 * stop (docs/decisions/025-one-process-holds-the-embedded-database.md).
 */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError'
  constructor(
    /** The database's folder. */
    readonly directory: string,
    /** The process that holds it. */
    readonly pid: number,
    /** The folder as a person typed it: relative to where the command runs when within. */
    readonly shownDirectory = shownPath(directory),
  ) {
    super(
      `The embedded database in ${shownDirectory} is in use by a running Passarela (process ${pid}). ` +
        'Stop it first (Ctrl-C in its terminal), or set DATABASE_URL to use PostgreSQL.',
    )
  }
}

function shownPath(directory: string) {
  const relative = path.relative(process.cwd(), directory)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative)
    ? `.${path.sep}${relative}`
    : directory
}

/** The database folders this process holds, so that it does not open one twice either. */
const heldFolders = new Set<string>()
// A process that ends without closing a database it holds (an uncaught error, `process.exit`)
// leaves no lock behind.
process.on('exit', () => heldFolders.forEach(releaseFolder))

/**
 * Takes the lock of a PGlite folder, `<folder>.lock` beside it, holding this process's id; a
 * stale one is taken over (decision 025). Returns its release.
 */
function holdFolder(directory: string): () => void {
  if (heldFolders.has(directory)) throw new DatabaseInUseError(directory, process.pid)
  const lockFile = `${directory}.lock`
  mkdirSync(path.dirname(lockFile), { recursive: true })
  for (let attempt = 0; !createLock(lockFile); attempt++) {
    const holder = liveHolder(lockFile)
    if (holder !== undefined) throw new DatabaseInUseError(directory, holder)
    // Taken over once; a second stale lock at once means another process is taking it too.
    if (attempt > 0) throw new Error(`Another process is taking the lock ${lockFile}`)
    rmSync(lockFile, { force: true })
  }
  heldFolders.add(directory)
  return () => releaseFolder(directory)
}

function releaseFolder(directory: string) {
  if (!heldFolders.delete(directory)) return
  const lockFile = `${directory}.lock`
  // Only this process's own lock: never one a later holder took over.
  if (readLockPid(lockFile) === process.pid) rmSync(lockFile, { force: true })
}

/**
 * Makes the lock file with this process's id in one step (a hard link to a file written before),
 * so no one reads it empty and takes it for stale; a file system without links fails here.
 */
function createLock(lockFile: string): boolean {
  const written = `${lockFile}.${process.pid}`
  writeFileSync(written, `${process.pid}\n`, { mode: 0o600 })
  try {
    linkSync(written, lockFile)
    return true
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return false
    throw error
  } finally {
    rmSync(written, { force: true })
  }
}

/** The live process other than this one that a lock names. */
function liveHolder(lockFile: string): number | undefined {
  const pid = readLockPid(lockFile)
  if (pid === undefined || pid === process.pid) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    // EPERM: alive, another user's.
    return isErrorCode(error, 'ESRCH') ? undefined : pid
  }
}

function readLockPid(lockFile: string): number | undefined {
  let text: string
  try {
    text = readFileSync(lockFile, 'utf8')
  } catch {
    return undefined
  }
  const pid = Number(text.trim())
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

function isErrorCode(error: unknown, code: string) {
  return error instanceof Error && 'code' in error && error.code === code
}

/**
 * PGlite's initdb, in a process of its own (services/common/pglite-initdb.mjs): in this one it
 * would leave the server holding some 300 MB more than a restart does, and peak at 770 MB.
 */
async function initializeApart(directory: string) {
  await promisify(execFile)(process.execPath, [
    pgliteEngineFlags,
    packagePath('services/common/pglite-initdb.mjs'),
    directory,
  ])
}

type Migrations = {
  /** The folder of SQL migrations drizzle-kit wrote for the schema. */
  folder: string
  /** The table that records which of them ran: one per service, so each keeps its own history. */
  table: string
}

/**
 * A service's view of the connection: its schema, typed, with its migrations applied. Either
 * driver is seen through the interface they share: the code above never asks which.
 */
export async function migratedDatabase<Schema extends Record<string, unknown>>(
  connection: DatabaseConnection,
  schema: Schema,
  migrations: Migrations,
): Promise<PgDatabase<PgQueryResultHKT, Schema>> {
  const config = { migrationsFolder: migrations.folder, migrationsTable: migrations.table }
  if (connection.driver === 'postgres') {
    const db = drizzleNodePostgres(connection.client, { schema })
    await exclusively(connection, `migrate:${migrations.table}`, () =>
      migrateNodePostgres(db, config),
    )
    return db
  }
  const db = drizzlePglite(connection.client, { schema })
  await migratePglite(db, config)
  return db
}

/**
 * Runs `work` under a PostgreSQL advisory lock of that name, so nodes starting together take
 * turns at what must happen once (migrations, demo content). PGlite admits one process: it runs.
 */
export async function exclusively<T>(
  connection: DatabaseConnection,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (connection.driver !== 'postgres') return work()
  const client = await connection.client.connect()
  const key = `passarela:${name}`
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key])
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key])
    }
  } finally {
    client.release()
  }
}
