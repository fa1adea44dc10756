import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
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
import { packagePath } from './package-path'

/**
 * The connection the embedded services keep their tables in: PostgreSQL when a URL is given,
 * otherwise embedded PGlite in a folder (or in memory). PGlite admits one process at a time, so
 * when both services run in the site's process they share one connection; each service
 * applies its own migrations to it and sees it through its own schema.
 */
export type DatabaseConnection = (
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; client: pg.Pool }
) & {
  close: () => Promise<void>
  /** PGlite only: the whole database as a tarball, to start copies from. */
  snapshot?: () => Promise<Blob>
}

export type DatabaseOptions =
  | { databaseUrl: string }
  /** `dataDir: null` keeps the database in memory; `loadDataDir` starts from a saved copy. */
  | { dataDir: string | null; loadDataDir?: Blob | File }

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

/**
 * PostgreSQL's own settings for PGlite. Its shared buffers live in the WebAssembly heap, which
 * never shrinks: at PostgreSQL's default of 128 MB they held 150 MB of the server at rest. The
 * demo database is 40 MB on disk and the operating system caches its files, so 8 MB do.
 */
const pgliteSettings = ['shared_buffers=8MB']

/**
 * V8 flags for the process that runs PGlite: its PostgreSQL (9 MB of WebAssembly) stays on the
 * baseline compiler. Optimized, its hot functions took 60 MB more for a query 1.5 times as fast,
 * and the site keeps what it asks for (the clients' caches, the page cache), so queries are few.
 * Read when a module compiles, so set before the first one does.
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
  let directory: string | undefined
  if (options.dataDir !== null) {
    directory = path.resolve(options.dataDir, 'database')
    mkdirSync(directory, { recursive: true })
    if (!options.loadDataDir && !existsSync(path.join(directory, 'PG_VERSION'))) {
      await initializeApart(directory)
    }
  }
  v8.setFlagsFromString(pgliteEngineFlags)
  const client = await PGlite.create(directory, {
    loadDataDir: options.loadDataDir,
    startParams: [
      ...PGlite.defaultStartParams,
      ...pgliteSettings.flatMap((setting) => ['-c', setting]),
    ],
  })
  return {
    driver: 'pglite',
    client,
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('gzip'),
  }
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
 * Runs `work` while holding a PostgreSQL advisory lock of that name, so that several nodes
 * starting at the same moment take turns at what must happen once (migrations, the demo
 * content of an empty database) and the later ones find it done. The lock belongs to one
 * client's session, held aside while `work` uses the pool. PGlite admits one process: it just
 * runs.
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
