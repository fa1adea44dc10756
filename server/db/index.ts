import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Config } from '../config'
import * as schema from './schema'

export { schema }

/** Either driver, seen through the interface they share: the code above never asks which. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  driver: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PGlite only: the whole database as a tarball, to start copies from. */
  snapshot?: () => Promise<Blob>
}

export type DatabaseOptions =
  | { databaseUrl: string }
  /** `dataDir: null` keeps the database in memory; `loadDataDir` starts from a saved copy. */
  | { dataDir: string | null; loadDataDir?: Blob | File }

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** The database the configuration names: PostgreSQL at `DATABASE_URL`, else PGlite in `DATA_DIR`. */
export function configuredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): DatabaseOptions {
  return config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: path.resolve(config.DATA_DIR) }
}

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given,
 * otherwise embedded PGlite under the data directory (DESIGN §2).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzleNodePostgres(pool, { schema })
    await migrateNodePostgres(db, { migrationsFolder })
    return { db, driver: 'postgres', close: () => pool.end() }
  }
  let directory: string | undefined
  if (options.dataDir !== null) {
    directory = path.resolve(options.dataDir, 'database')
    mkdirSync(directory, { recursive: true })
  }
  const client = await PGlite.create(directory, { loadDataDir: options.loadDataDir })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('gzip'),
  }
}
