import { execFile, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { copyDataTemplate } from '../support/data-template'
import type { Command } from '../../build-tools/build-inputs.mjs'
import {
  commandArgs,
  type RunningServer,
  siteDataTemplate,
  startServer,
} from '../support/site-process'
import { openDatabase, openPanelDatabase, panelFolders, verifyBackup } from '../../services/panel'
import { createPackage } from '../../services/panel/packages'
import { packages } from '../../services/panel/db/schema'
import { addSubmission } from '../support/submissions'
import { startS3Server } from '../support/s3-server'
import { adminQuery, databaseUrlFor } from './database-setup'

const run = promisify(execFile)

// `npm run backup` and `npm run restore` on the embedded default, as an agency runs them: a
// backup taken over the running site's socket while it serves, restored into a new folder where
// a second site serves the same rows and files (docs/deploy.md#backups-and-restore).
let root: string
let source: string
let backupDir: string
let site: RunningServer | undefined
let restoredSite: RunningServer | undefined
let archive: string
let photo: string

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'passarela-backup-'))
  source = path.join(root, 'source')
  backupDir = path.join(root, 'backups')
  mkdirSync(source)
  const template = await siteDataTemplate()
  if (template) copyDataTemplate(template, source)
  // An application with its photos in the inbox, and a package, before the site starts.
  const connection = await openDatabase({ dataDir: source })
  const db = await openPanelDatabase(connection)
  const { uploadsDir } = panelFolders(source)
  mkdirSync(uploadsDir, { recursive: true })
  await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    receivedAt: new Date(),
    email: 'bia@example.com',
    files: 2,
  })
  await createPackage(
    db,
    'backup-test-key',
    {
      title: 'Campanha de verão',
      clientName: 'Ana',
      clientEmail: 'ana@example.com',
      lang: 'pt',
      note: '',
      showMeasures: true,
      sections: ['portfolio'],
      expiresAt: new Date(Date.now() + 86_400_000),
      models: [],
    },
    '',
  )
  await connection.close()
  // A first start without the template: initdb and the demo content, which a busy machine makes slow.
  site = await startServer({ DATA_DIR: source }, { timeoutMs: 150_000 })
  // The roster's photos are kept once shown: one of them, in DATA_DIR/media.
  const models = await fetch(`${site.url}/en/models`).then((response) => response.text())
  photo = decodeURIComponent(/src=booking%3Amedia%2F([^"&\s]+)/.exec(models)![1]!)
  expect((await fetch(`${site.url}/booking/media/${photo}`)).status, photo).toBe(200)
}, 240_000)

afterAll(async () => {
  await site?.stop()
  await restoredSite?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** A command of package.json as a person runs it, on `dataDir` (and PostgreSQL when `env` says). */
function command(name: Command, args: string[], dataDir: string, env: Record<string, string> = {}) {
  return run(process.execPath, commandArgs(name, args), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      DATABASE_URL: '',
      STORAGE_URL: '',
      PANEL_DATA_DIR: '',
      ...env,
    },
    timeout: 120_000,
  })
}

function failureOf(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
}

/** Every stored file of a data folder, by its path, with its checksum. */
function storedFiles(dataDir: string) {
  const files: Record<string, string> = {}
  for (const folder of ['media', 'panel-media', 'uploads', 'keys']) {
    const base = path.join(dataDir, folder)
    if (!existsSync(base)) continue
    for (const name of readdirSync(base, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(base, name)
      if (!statSync(file).isFile()) continue
      files[`${folder}/${name}`] = createHash('sha256').update(readFileSync(file)).digest('hex')
    }
  }
  return files
}

const tablesQuery = `select t.table_name as name,
    exists (select 1 from information_schema.columns c
            where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'id') as "hasId"
  from information_schema.tables t
  where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`

const countQuery = (name: string, hasId: boolean) =>
  `select count(*)::int as count${hasId ? `, string_agg(id::text, ',' order by id) as ids` : ''} from "${name}"`

/** Each table of both services, with its rows' count and the ids of the ones that have ids. */
async function tablesOf(where: string | { DATABASE_URL: string }) {
  const connection = await openDatabase(
    typeof where === 'string' ? { dataDir: where } : { databaseUrl: where.DATABASE_URL },
  )
  // PGlite's client and pg's pool read a query alike.
  const client = connection.client as {
    query: <Row>(text: string) => Promise<{ rows: Row[] }>
  }
  try {
    const { rows: tables } = await client.query<{ name: string; hasId: boolean }>(tablesQuery)
    const counted: Record<string, { count: number; ids?: string }> = {}
    for (const { name, hasId } of tables) {
      const { rows } = await client.query<{ count: number; ids: string | null }>(
        countQuery(name, hasId),
      )
      counted[name] = { count: rows[0]!.count, ...(hasId ? { ids: rows[0]!.ids ?? '' } : {}) }
    }
    return counted
  } finally {
    await connection.close()
  }
}

test('a backup taken while the site serves restores into a new folder whose site serves the same rows and files', async () => {
  // Visitors keep browsing while the running site writes the archive.
  let serving = true
  const statuses: number[] = []
  const visits = (async () => {
    while (serving) {
      statuses.push((await fetch(`${site!.url}/en/models`)).status)
    }
  })()
  const backup = await command('backup', [], source).finally(() => (serving = false))
  await visits
  expect(statuses.length).toBeGreaterThan(0)
  expect(statuses.every((status) => status === 200)).toBe(true)
  expect(backup.stderr).toContain(`Written by the running site (process ${site!.process.pid})`)

  archive = backup.stdout.trim()
  expect(path.dirname(archive)).toBe(backupDir)
  expect(path.basename(archive)).toMatch(
    /^passarela-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
  )
  // The only file there, the user's alone: no temporary name left behind.
  expect(readdirSync(backupDir)).toEqual([path.basename(archive)])
  expect(statSync(archive).mode & 0o777).toBe(0o600)
  const manifest = await verifyBackup(archive)
  expect(manifest.keys).toBe('left out')
  expect(manifest.entries.some((entry) => entry.path.startsWith('files/keys/'))).toBe(false)
  expect(manifest.entries.map((entry) => entry.path)).toContain(`files/media/${photo}`)
  expect(manifest.database.migrations.panel?.count).toBeGreaterThan(0)
  expect(manifest.database.migrations.booking?.count).toBeGreaterThan(0)

  const pages = ['/en/models', '/en/news', '/pt']
  const before = await Promise.all(pages.map((page) => fetch(site!.url + page).then(modelNames)))
  expect(await site!.stop()).toBe(0)
  site = undefined

  const target = path.join(root, 'restored')
  const restore = await command('restore', [archive], target)
  expect(restore.stdout).toContain(`into ${target}.`)
  expect(statSync(target).mode & 0o777).toBe(0o700)

  // The same rows in every table of both services, and the same files, byte for byte.
  const withoutKeys = Object.fromEntries(
    Object.entries(storedFiles(source)).filter(([name]) => !name.startsWith('keys/')),
  )
  expect(storedFiles(target)).toEqual(withoutKeys)
  expect(Object.keys(withoutKeys)).toContain(`media/${photo}`)
  expect(Object.keys(withoutKeys).filter((name) => name.startsWith('uploads/'))).toHaveLength(2)
  const [sourceTables, targetTables] = [await tablesOf(source), await tablesOf(target)]
  expect(targetTables).toEqual(sourceTables)
  expect(targetTables.submissions?.count).toBe(1)
  expect(targetTables.packages?.count).toBe(1)
  expect(targetTables.posts?.count).toBeGreaterThan(0)
  expect(targetTables.talents?.count).toBeGreaterThan(0)

  restoredSite = await startServer({ DATA_DIR: target }, { timeoutMs: 150_000 })
  const after = await Promise.all(
    pages.map((page) => fetch(restoredSite!.url + page).then(modelNames)),
  )
  expect(after).toEqual(before)
  expect((await fetch(`${restoredSite.url}/booking/media/${photo}`)).status).toBe(200)
}, 300_000)

/** A page's status and the headings and names it shows, to compare two sites by. */
async function modelNames(response: Response) {
  const html = await response.text()
  return {
    status: response.status,
    names: [...html.matchAll(/<h[1-3][^>]*>([^<]+)</g)].map((match) => match[1]),
  }
}

test('a restore into a folder that holds data is refused and changes nothing there', async () => {
  const before = storedFiles(source)
  const entries = readdirSync(source).sort()
  const failure = await failureOf(command('restore', [archive], source))
  expect(failure?.code).toBe(1)
  expect(failure?.stderr.trim()).toMatch(
    new RegExp(
      `^${source.replaceAll('/', '\\/')} already holds data \\(.*database.*\\)\\. .*--replace`,
    ),
  )
  expect(readdirSync(source).sort()).toEqual(entries)
  expect(storedFiles(source)).toEqual(before)

  // Told to replace, it does: what the folder gained since goes, its caches with it; its keys,
  // which this archive lacks, stay.
  writeFileSync(path.join(panelFolders(source).uploadsDir, 'later.jpg'), 'later')
  mkdirSync(path.join(source, 'image-cache'), { recursive: true })
  writeFileSync(path.join(source, 'image-cache', 'variant.avif'), 'cached')
  const replaced = await command('restore', [archive, '--replace'], source)
  expect(replaced.stdout).toContain(`into ${source}.`)
  expect(storedFiles(source)).toEqual(before)
  expect(existsSync(path.join(source, 'image-cache'))).toBe(false)
}, 120_000)

test('a damaged archive is refused before anything is written', async () => {
  // A byte changed within the database's entry: the tar still reads, the checksum does not hold.
  const tar = gunzipSync(readFileSync(archive))
  tar[512 * 4] = (tar[512 * 4]! + 1) % 256
  const altered = path.join(root, 'altered.tar.gz')
  writeFileSync(altered, gzipSync(tar))
  const alteredTarget = path.join(root, 'from-altered')
  const mismatch = await failureOf(command('restore', [altered], alteredTarget))
  expect(mismatch?.code).toBe(1)
  expect(mismatch?.stderr.trim()).toBe(
    `${altered} is damaged: database/pgdata.tar does not match its checksum.`,
  )
  expect(existsSync(alteredTarget)).toBe(false)

  // Cut short, as by a full disk or a copy stopped midway.
  const bytes = readFileSync(archive)
  const cut = path.join(root, 'cut.tar.gz')
  writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.9)))
  const cutTarget = path.join(root, 'from-cut')
  const shortened = await failureOf(command('restore', [cut], cutTarget))
  expect(shortened?.code).toBe(1)
  expect(shortened?.stderr).toContain(`${cut} is damaged or not a backup`)
  expect(existsSync(cutTarget)).toBe(false)
}, 120_000)

test('with no site running, the command reads the folder itself, --with-keys brings the keys back, and a failed backup leaves nothing', async () => {
  const out = path.join(root, 'elsewhere', 'with-keys.tar.gz')
  const backup = await command('backup', ['--out', out, '--with-keys'], source)
  expect(backup.stdout.trim()).toBe(out)
  expect(backup.stderr).toContain(`No site is running on ${source}`)
  expect(statSync(out).mode & 0o777).toBe(0o600)
  const manifest = await verifyBackup(out)
  expect(manifest.keys).toBe('included')
  const keys = Object.keys(storedFiles(source)).filter((name) => name.startsWith('keys/'))
  expect(keys.length).toBeGreaterThan(0)
  expect(manifest.entries.map((entry) => entry.path)).toEqual(
    expect.arrayContaining(keys.map((name) => `files/${name}`)),
  )

  const target = path.join(root, 'restored-with-keys')
  await command('restore', [out], target)
  expect(storedFiles(target)).toEqual(storedFiles(source))
  for (const name of keys) expect(statSync(path.join(target, name)).mode & 0o777).toBe(0o600)

  // A backup that fails at its last step leaves nothing behind that looks like a backup.
  const folder = path.join(root, 'a-folder')
  mkdirSync(path.join(folder, 'inside'), { recursive: true })
  const failed = await failureOf(command('backup', ['--out', folder], source))
  expect(failed?.code).toBe(1)
  expect(failed?.stderr).toMatch(/^The backup failed, and no archive was written: /)
  expect(readdirSync(root).filter((name) => name.includes('partial'))).toEqual([])
  expect(readdirSync(folder)).toEqual(['inside'])
}, 120_000)

test('an application erased and a client forgotten after the backup stay so when it is restored', async () => {
  // The source holds the archive's data again (restored with --replace above); no site runs.
  const bia = await command('panel-erase', ['--email', 'bia@example.com'], source)
  expect(bia.stdout).toMatch(/Be a Model applications: 1/)
  const ana = await command('panel-erase', ['--email', 'ana@example.com'], source)
  expect(ana.stdout).toMatch(/packages' client: +1/)
  // Beside the archives, and naming no one.
  const journal = readFileSync(path.join(backupDir, 'erasures.jsonl'), 'utf8')
  expect(journal.trim().split('\n')).toHaveLength(2)
  expect(journal).not.toMatch(/bia|ana|example/)

  const target = path.join(root, 'restored-after-erasure')
  const restore = await command('restore', [archive], target)
  expect(restore.stdout).toContain('submissions:      1, with their files')
  expect(restore.stdout).toContain("packages' client: 1")
  const tables = await tablesOf(target)
  expect(tables.submissions?.count).toBe(0)
  expect(tables.submission_files?.count).toBe(0)
  expect(tables.pending_file_erasures?.count).toBe(0)
  expect(Object.keys(storedFiles(target)).filter((name) => name.startsWith('uploads/'))).toEqual([])
  const connection = await openDatabase({ dataDir: target })
  try {
    const db = await openPanelDatabase(connection)
    expect(
      await db.select({ name: packages.clientName, email: packages.clientEmail }).from(packages),
    ).toEqual([{ name: '', email: '' }])
  } finally {
    await connection.close()
  }
}, 120_000)

test('a damaged database stops the start with the last backup and the command that goes back to it', async () => {
  // A folder a power cut left inconsistent: its control file gone.
  const damaged = path.join(root, 'damaged')
  await command('restore', [archive], damaged)
  rmSync(path.join(damaged, 'database', 'global', 'pg_control'))
  const start = spawnSync(process.execPath, ['build/host/index.js'], {
    env: {
      ...process.env,
      DATA_DIR: damaged,
      BACKUP_DIR: backupDir,
      DATABASE_URL: '',
      STORAGE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(start.status).toBe(1)
  const newest = readdirSync(backupDir)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort()
    .at(-1)!
  const told = start.stderr
  expect(told).toContain(
    `The embedded database in ${path.join(damaged, 'database')} cannot be opened: it is damaged`,
  )
  expect(told).toContain(`The last backup is ${path.join(backupDir, newest)}`)
  expect(told).toContain(
    `DATA_DIR=${damaged} npm run restore -- ${path.join(backupDir, newest)} --replace`,
  )
  expect(told).not.toMatch(/^\s+at /m)

  // Doing as told brings the site back.
  await command('restore', [path.join(backupDir, newest), '--replace'], damaged)
  const mended = await startServer({ DATA_DIR: damaged }, { timeoutMs: 150_000 })
  try {
    expect((await fetch(`${mended.url}/en/models`)).status).toBe(200)
  } finally {
    await mended.stop()
  }
}, 180_000)

const postgres = process.env.DATABASE_URL_TEST

test.skipIf(!postgres)(
  'moved into PostgreSQL and a bucket, the site serves the same rows, files and pages',
  async () => {
    const s3 = await startS3Server(['passarela'])
    const database = `passarela_move_${Date.now()}`
    await adminQuery(postgres!, `CREATE DATABASE ${database}`)
    const moved = {
      DATABASE_URL: databaseUrlFor(postgres!, database),
      STORAGE_URL: 's3://passarela/site',
      S3_ENDPOINT: s3.endpoint,
      ...s3.credentials,
    }
    const folder = path.join(root, 'moved')
    let site: RunningServer | undefined
    try {
      const restore = await command('restore', [archive], folder, moved)
      expect(restore.stdout).toContain('into PostgreSQL (DATABASE_URL) and s3://passarela/site.')
      // The erasures made after the archive are replayed there too.
      expect(restore.stdout).toContain('submissions:      1, with their files')
      // Every row the same as in the embedded folder restored from the same archive.
      expect(await tablesOf(moved)).toEqual(
        await tablesOf(path.join(root, 'restored-after-erasure')),
      )
      // Into an empty database only.
      const again = await failureOf(command('restore', [archive], folder, moved))
      expect(again?.stderr).toMatch(/^The database at DATABASE_URL already holds data \(/m)

      site = await startServer({ ...moved, DATA_DIR: folder }, { timeoutMs: 150_000 })
      const pages = ['/en/models', '/en/news', '/pt']
      const there = await Promise.all(pages.map((page) => fetch(site!.url + page).then(modelNames)))
      const here = await Promise.all(
        pages.map((page) => fetch(restoredSite!.url + page).then(modelNames)),
      )
      expect(there).toEqual(here)
      // The photo comes from the bucket now, byte for byte.
      const served = await fetch(`${site.url}/booking/media/${photo}`)
      expect(served.status).toBe(200)
      expect(
        createHash('sha256')
          .update(Buffer.from(await served.arrayBuffer()))
          .digest('hex'),
      ).toBe(storedFiles(path.join(root, 'restored'))[`media/${photo}`])
      expect(existsSync(path.join(folder, 'media'))).toBe(false)

      // And back: the site on PostgreSQL and the bucket backed up while it serves, restored into
      // a folder, holds the same rows and files (the sign-ins' tokens and the like aside).
      const archived = path.join(root, 'from-postgres.tar.gz')
      const backup = await command('backup', ['--out', archived], folder, moved)
      expect(backup.stderr).toContain('Read from PostgreSQL (DATABASE_URL) and s3://passarela/site')
      const back = path.join(root, 'back-from-postgres')
      await command('restore', [archived], back)
      const lasting = (tables: Awaited<ReturnType<typeof tablesOf>>) =>
        Object.fromEntries(
          Object.entries(tables).filter(
            ([name]) => !/access_tokens|job_runs|rate_limits|sessions/.test(name),
          ),
        )
      expect(lasting(await tablesOf(back))).toEqual(lasting(await tablesOf(moved)))
      expect(storedFiles(back)[`media/${photo}`]).toBe(
        storedFiles(path.join(root, 'restored'))[`media/${photo}`],
      )
    } finally {
      await site?.stop()
      await s3.close()
      await adminQuery(postgres!, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    }
  },
  240_000,
)
