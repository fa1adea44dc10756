// `npm run backup [-- --out FILE] [--with-keys]`: one archive of the embedded default's data
// (both services' database, the stored files), written while the site serves.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  accountRequestsPath,
  backupFromPostgres,
  BackupError,
  backupPath,
  DatabaseInUseError,
  openDatabase,
  requestBackup,
  storageSettings,
  writeBackup,
} from '../services/panel'

const usage = `Usage: npm run backup [-- --out FILE] [--with-keys]

Writes one archive (.tar.gz) of the site's embedded data in DATA_DIR (./data): the database of
both services as of one instant, the models' photos, the panel's images and videos and the
visitors' uploads, with a manifest of checksums. It goes to BACKUP_DIR (DATA_DIR/backups by
default), or to FILE with --out, and prints the archive's path.
  - With the site running, the site writes it (asked over DATA_DIR/control.sock); with none
    running, the command opens the folder itself.
  - The keys and secrets in DATA_DIR/keys are left out unless --with-keys; the manifest says
    which. An archive with them must be kept as safely as the keys themselves.
  - With DATABASE_URL it reads PostgreSQL instead, both services' rows as of one instant, and
    the files from the bucket STORAGE_URL names (or DATA_DIR's folders without one): the same
    archive, which npm run restore brings back into either.
Restore it with npm run restore -- FILE.`

function fail(message: string, code = 2): never {
  console.error(code === 2 ? `${message}\n\n${usage}` : message)
  process.exit(code)
}

let values: { out?: string; 'with-keys'?: boolean; help?: boolean } = {}
try {
  values = parseArgs({
    options: {
      out: { type: 'string' },
      'with-keys': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const databaseUrl = process.env.DATABASE_URL || undefined
if (process.env.STORAGE_URL && !databaseUrl) {
  fail(
    'STORAGE_URL is set without DATABASE_URL: a bucket goes with PostgreSQL (docs/deploy.md#postgresql-and-a-bucket).',
    1,
  )
}
const dataDir = path.resolve(process.env.DATA_DIR || './data')
const out = backupPath({ out: values.out, backupDir: process.env.BACKUP_DIR, dataDir })
const withKeys = Boolean(values['with-keys'])
if (databaseUrl) {
  try {
    const storage = storageSettings(process.env)
    const manifest = await backupFromPostgres({ databaseUrl, storage, dataDir, out, withKeys })
    console.error(
      `Read from PostgreSQL (DATABASE_URL) and ${storage.storageUrl ?? dataDir}: ${manifest.entries.length} entries, keys ${manifest.keys}.`,
    )
  } catch (error) {
    fail(
      `The backup failed, and no archive was written: ${error instanceof Error ? error.message : String(error)}`,
      1,
    )
  }
  console.log(out)
  process.exit(0)
}
if (!existsSync(path.join(dataDir, 'database'))) {
  fail(
    `${dataDir} holds no Passarela database, so there is nothing to back up. Set DATA_DIR to the folder the site was started with.`,
    1,
  )
}
try {
  const connection = await openDatabase({ dataDir }).catch((error: unknown) => {
    if (error instanceof DatabaseInUseError) return error
    throw error
  })
  if (connection instanceof DatabaseInUseError) {
    const made = await requestBackup(accountRequestsPath(dataDir), { out, withKeys }).catch(
      (error: unknown) =>
        fail(
          error instanceof Error && 'code' in error
            ? `${connection.message.replace(/ Stop it first.*$/, '')} It takes no backup requests (a command, or a site still starting): try again once it serves.`
            : `The running site did not write the backup: ${error instanceof Error ? error.message : String(error)}`,
          1,
        ),
    )
    console.error(
      `Written by the running site (process ${connection.pid}): ${made.files} entries, keys ${made.keys}.`,
    )
  } else {
    try {
      const manifest = await writeBackup({ connection, dataDir, out, withKeys })
      console.error(
        `No site is running on ${dataDir}: read it directly. ${manifest.entries.length} entries, keys ${manifest.keys}.`,
      )
    } finally {
      await connection.close()
    }
  }
} catch (error) {
  if (error instanceof BackupError) fail(error.message, 1)
  // A failed write leaves only its temporary file, which it removes: nothing that looks whole.
  fail(
    `The backup failed, and no archive was written: ${error instanceof Error ? error.message : String(error)}`,
    1,
  )
}
// The path alone on standard output, for a script to take.
console.log(out)
