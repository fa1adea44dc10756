import { once } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type pg from 'pg'
import { createPrivately } from '../../../contracts/private-data'
import { type DatabaseConnection, migratedDatabase, openDatabase } from '../database'
import { packagePath } from '../package-path'
import { type FileStore, localFileStore, openFileStore, type StorageSettings } from '../storage'
import {
  type ArchiveFile,
  BackupError,
  type BackupManifest,
  databaseEntry,
  keysFolder,
  migrationsIn,
  readArchive,
  serviceMigrations,
  verifyBackup,
  writeArchive,
} from './index'

/**
 * The move from one machine to PostgreSQL and a bucket (docs/deploy.md#from-one-machine-to-postgresql):
 * an archive of the embedded default restored into the database `databaseUrl` names and the
 * stores the services read (`STORAGE_URL`, or the data folder's when none). The archive's
 * database opens in memory; it and PostgreSQL are both migrated to this version's schema; every
 * row of both services' tables is copied in one transaction, each table after those it refers
 * to, through each column's text form, and every sequence is set past its largest value. Then
 * the files go where the services look for them.
 */

/** Where each stored folder of an archive goes: the store the service opens for it. */
const folderStores = { media: 'booking-media', 'panel-media': 'media', uploads: 'uploads' } as const

export async function restoreIntoPostgres({
  archive,
  databaseUrl,
  storage,
  dataDir,
  replace = false,
  afterDatabase,
}: {
  archive: string
  databaseUrl: string
  storage: StorageSettings
  /** Where the keys go, and the files when no bucket is named. */
  dataDir: string
  replace?: boolean
  /** As `restoreBackup`'s: given the PostgreSQL connection once the rows are in. */
  afterDatabase?: (connection: DatabaseConnection, manifest: BackupManifest) => Promise<string[]>
}): Promise<{ manifest: BackupManifest; rows: number; files: number }> {
  const manifest = await verifyBackup(archive)
  const target = await openDatabase({ databaseUrl })
  if (target.driver !== 'postgres') throw new Error('not PostgreSQL')
  const stores = Object.fromEntries(
    Object.entries(folderStores).map(([folder, name]) => [
      folder,
      openFileStore(storage, path.join(dataDir, folder), name),
    ]),
  ) as Record<keyof typeof folderStores, FileStore>
  let rows = 0
  let files = 0
  let leftOut = new Set<string>()
  let databaseDone = false
  try {
    const held = await tablesWithRows(target.client)
    if (held.length > 0 && !replace) {
      throw new BackupError(
        `The database at DATABASE_URL already holds data (${held.slice(0, 5).join(', ')}${held.length > 5 ? ', …' : ''}). Restore into an empty database, or add --replace to replace what it holds.`,
      )
    }
    await readArchive(archive, (name) => {
      if (name === databaseEntry) {
        const pieces: Buffer[] = []
        return {
          data: async (piece) => void pieces.push(piece),
          end: async () => {
            rows = await copyDatabase(new Blob([Buffer.concat(pieces)]), target)
            if (afterDatabase) leftOut = new Set(await afterDatabase(target, manifest))
            databaseDone = true
          },
        }
      }
      if (!databaseDone) throw new BackupError(`${archive} holds files before its database.`)
      const [, folder, ...rest] = name.split('/')
      const key = rest.join('/')
      if (leftOut.has(name)) return { data: async () => {}, end: async () => {} }
      if (folder === keysFolder) return keyFile(path.join(dataDir, keysFolder, key))
      const store = stores[folder as keyof typeof folderStores]
      const body = new PassThrough()
      const stored = store.put(key, body)
      return {
        data: async (piece) => {
          if (!body.write(piece)) await once(body, 'drain')
        },
        end: async () => {
          body.end()
          await stored
          files += 1
        },
      }
    })
  } finally {
    await Promise.all(Object.values(stores).map((store) => store.close()))
    await target.close()
  }
  return { manifest, rows, files }
}

/** A key of the archive's, written into the data folder as the site would keep it. */
function keyFile(file: string) {
  const pieces: Buffer[] = []
  return {
    data: async (piece: Buffer) => void pieces.push(piece),
    end: async () => {
      createPrivately()
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
      writeFileSync(file, Buffer.concat(pieces), { mode: 0o600 })
    },
  }
}

/** The tables of the public schema that hold a row. */
async function tablesWithRows(client: pg.Pool) {
  const held: string[] = []
  for (const table of await tablesOf((text) => client.query(text))) {
    const { rows } = await client.query(`select exists (select 1 from ${quoted(table)}) as held`)
    if (rows[0]?.held) held.push(table)
  }
  return held
}

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

async function tablesOf(query: Query): Promise<string[]> {
  const { rows } = await query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  return rows.map((row) => String(row.name))
}

/** Both services' migrations, run on `connection`: the same schema on both sides of a copy. */
async function migrateBoth(connection: DatabaseConnection) {
  for (const { folder, table } of serviceMigrations) {
    await migratedDatabase(connection, {}, { folder: packagePath(folder), table })
  }
}

/**
 * Copies every row of the archive's database (`pgdata`, PGlite's folder as a tarball) into
 * `target`, in one transaction, over whatever its tables held (rows its migrations add, or what
 * `--replace` replaces); how many rows.
 */
async function copyDatabase(pgdata: Blob, target: DatabaseConnection) {
  if (target.driver !== 'postgres') throw new Error('not PostgreSQL')
  const source = await openDatabase({ dataDir: null, loadDataDir: pgdata })
  if (source.driver !== 'pglite') throw new Error('not PGlite')
  try {
    await migrateBoth(source)
    await migrateBoth(target)
    const read: Query = (text, values) => source.client.query(text, values)
    const tables = inReferenceOrder(await tablesOf(read), await references(read))
    return await inTransaction(target.client, 'begin', (write) => replaceRows(read, write, tables))
  } finally {
    await source.close()
  }
}

/** Which table refers to which, by their foreign keys. */
async function references(query: Query) {
  const { rows } = await query(
    `select conrelid::regclass::text as child, confrelid::regclass::text as parent
     from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  )
  return rows.map((row) => ({
    child: unquote(String(row.child)),
    parent: unquote(String(row.parent)),
  }))
}

/** The tables, each after every table it refers to (a table's references to itself aside). */
export function inReferenceOrder(
  tables: string[],
  links: Array<{ child: string; parent: string }>,
): string[] {
  const ordered: string[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const place = (table: string) => {
    if (placed.has(table)) return
    if (visiting.has(table)) throw new Error(`The tables refer to each other in a cycle: ${table}`)
    visiting.add(table)
    for (const { child, parent } of links) {
      if (child === table && parent !== table && tables.includes(parent)) place(parent)
    }
    visiting.delete(table)
    placed.add(table)
    ordered.push(table)
  }
  for (const table of tables) place(table)
  return ordered
}

/**
 * `tables`' rows in `write` replaced by `read`'s (what migrations or `--replace` left there
 * gives way), each sequence then set past its largest value; how many rows.
 */
/** Runs `work` on one connection of `pool` inside `begin` … commit, rolled back if it throws. */
async function inTransaction<T>(pool: pg.Pool, begin: string, work: (query: Query) => Promise<T>) {
  const client = await pool.connect()
  try {
    await client.query(begin)
    const result = await work((text, values) => client.query(text, values))
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

async function replaceRows(read: Query, write: Query, tables: string[]) {
  await write(`truncate ${tables.map(quoted).join(', ')} restart identity cascade`)
  let copied = 0
  for (const table of tables) copied += await copyTable(read, write, table)
  await setSequences(write)
  return copied
}

/** Rows of a batch: within PostgreSQL's 65,535 parameters for any table's width. */
const batchRows = 500

/** Copies a table's rows through each column's text form, which every type reads back. */
async function copyTable(read: Query, write: Query, table: string) {
  const { rows: columns } = await read(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [quoted(table)],
  )
  const names = columns.map((column) => quoted(String(column.name)))
  const types = columns.map((column) => String(column.type))
  const { rows } = await read(
    `select ${names.map((name) => `${name}::text`).join(', ')} from ${quoted(table)}`,
  )
  const perBatch = Math.max(1, Math.min(batchRows, Math.floor(65_535 / Math.max(1, names.length))))
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch)
    const values: unknown[] = []
    const tuples = batch.map((row) => {
      const cells = columns.map((column, index) => {
        values.push(row[String(column.name)])
        return `$${values.length}::${types[index]}`
      })
      return `(${cells.join(', ')})`
    })
    await write(
      `insert into ${quoted(table)} (${names.join(', ')}) overriding system value values ${tuples.join(', ')}`,
      values,
    )
  }
  return rows.length
}

/** Every sequence owned by a column, set so that its next value is past the column's largest. */
async function setSequences(query: Query) {
  const { rows } = await query(
    `select s.oid::regclass::text as sequence, t.oid::regclass::text as owner, a.attname as column
     from pg_class s
     join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`,
  )
  for (const { sequence, owner, column } of rows) {
    await query(
      `select setval($1::regclass, coalesce((select max(${quoted(String(column))}) from ${String(owner)}), 0) + 1, false)`,
      [sequence],
    )
  }
}

function quoted(name: string) {
  return `"${name.replaceAll('"', '""')}"`
}

function unquote(name: string) {
  return name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name
}

/**
 * `npm run backup` of a site on PostgreSQL and a bucket: the same archive as the embedded
 * default's. Both services' rows are read in one read-only transaction (one instant), copied
 * into a database opened in memory and migrated to this version, whose folder becomes the
 * archive's database; then every file of the stores the services read, and the keys if asked.
 */
export async function backupFromPostgres({
  databaseUrl,
  storage,
  dataDir,
  out,
  withKeys = false,
}: {
  databaseUrl: string
  storage: StorageSettings
  dataDir: string
  out: string
  withKeys?: boolean
}): Promise<BackupManifest> {
  const createdAt = new Date()
  const source = await openDatabase({ databaseUrl })
  if (source.driver !== 'postgres') throw new Error('not PostgreSQL')
  const copy = await openDatabase({ dataDir: null })
  if (copy.driver !== 'pglite') throw new Error('not PGlite')
  const stores = Object.entries(folderStores).map(
    ([folder, name]) => [folder, openFileStore(storage, path.join(dataDir, folder), name)] as const,
  )
  try {
    await migrateBoth(copy)
    const write: Query = (text, values) => copy.client.query(text, values)
    await inTransaction(
      source.client,
      'begin isolation level repeatable read read only',
      async (read) => {
        // The services' tables; the site's own there (its form limits' counts) are no data to keep.
        const kept = new Set(await tablesOf(write))
        const tables = inReferenceOrder(
          (await tablesOf(read)).filter((table) => kept.has(table)),
          await references(read),
        )
        await replaceRows(read, write, tables)
      },
    )
    const database = await copy.client.dumpDataDir('none')
    return await writeArchive({
      out,
      createdAt,
      migrations: await migrationsIn(copy.client),
      database,
      files: storedFiles(stores, withKeys ? path.join(dataDir, keysFolder) : undefined),
      withKeys,
    })
  } finally {
    await Promise.all(stores.map(([, store]) => store.close()))
    await copy.close()
    await source.close()
  }
}

/** Every file of the stores, named as the embedded folders are in an archive, then the keys. */
async function* storedFiles(
  stores: ReadonlyArray<readonly [string, FileStore]>,
  keys: string | undefined,
): AsyncGenerator<ArchiveFile> {
  for (const [folder, store] of stores) {
    for await (const { key } of store.list()) {
      yield { name: `files/${folder}/${key}`, open: () => store.get(key) }
    }
  }
  if (!keys) return
  const local = localFileStore(keys)
  for await (const { key } of local.list()) {
    yield { name: `files/${keysFolder}/${key}`, open: () => local.get(key) }
  }
}
