// `npm run restore -- FILE [--replace]`: the embedded default's data from an archive of
// `npm run backup`, into DATA_DIR.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError, DatabaseInUseError, restoreBackup, storageSettings } from '../services/panel'

const usage = `Usage: npm run restore -- FILE [--replace]

Restores an archive of npm run backup into DATA_DIR (./data): the database of both services and
the stored files. The whole archive is checked first (every checksum in its manifest, and that
no newer Passarela made it); nothing is written unless it is whole.
  - With DATABASE_URL it restores into that PostgreSQL database instead, which must be empty
    (or --replace), and the files into the bucket STORAGE_URL names (S3_ENDPOINT and the AWS_*
    variables as the site reads them), or DATA_DIR's folders without one: the move from one
    machine to PostgreSQL (docs/deploy.md#from-one-machine-to-postgresql).
  - DATA_DIR must be empty or new (a backups folder in it is fine); --replace replaces the
    database, the stored files and the caches of a folder that holds data. Stop the site first:
    a folder a running site holds is refused.
  - The keys come back only from an archive made --with-keys; otherwise the site makes new ones
    at its first start (docs/deploy.md#backups-and-restore).
  - What was erased after the archive was taken (npm run panel:erase, a submission deleted in
    the inbox) is erased again: the journal of erasures (erasures.jsonl) beside the archive says
    what. Keep it with the archives when you move them.
  - Start the site on DATA_DIR afterwards: it migrates an older archive's database forward, and
    deletes again what the retention periods have expired since.`

function fail(message: string, code = 2): never {
  console.error(code === 2 ? `${message}\n\n${usage}` : message)
  process.exit(code)
}

let parsed: { values: { replace?: boolean; help?: boolean }; positionals: string[] } = {
  values: {},
  positionals: [],
}
try {
  parsed = parseArgs({
    options: { replace: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  })
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (parsed.values.help) {
  console.log(usage)
  process.exit(0)
}
const [file, ...extra] = parsed.positionals
if (!file || extra.length > 0) fail('Name one archive to restore.')
const databaseUrl = process.env.DATABASE_URL || undefined
if (process.env.STORAGE_URL && !databaseUrl) {
  fail(
    'STORAGE_URL is set without DATABASE_URL: a bucket goes with PostgreSQL (docs/deploy.md#from-one-machine-to-postgresql).',
    1,
  )
}
const dataDir = path.resolve(process.env.DATA_DIR || './data')
const storage = storageSettings(process.env)
try {
  const { manifest, erasedAgain } = await restoreBackup({
    archive: path.resolve(file),
    dataDir,
    replace: Boolean(parsed.values.replace),
    databaseUrl,
    storage,
  })
  const into = databaseUrl
    ? `PostgreSQL (DATABASE_URL) and ${storage.storageUrl ?? `the folders of ${dataDir}`}`
    : dataDir
  console.log(
    `Restored the backup of ${manifest.createdAt} (Passarela ${manifest.app.version}, ${manifest.entries.length} entries) into ${into}.`,
  )
  if (erasedAgain.submissions > 0 || erasedAgain.packages > 0) {
    console.log('Erased again what was erased after it was taken (erasures.jsonl beside it):')
    console.log(`  submissions:      ${erasedAgain.submissions}, with their files`)
    console.log(`  packages' client: ${erasedAgain.packages}`)
  }
  console.log(
    manifest.keys === 'included'
      ? 'Its keys and secrets came back with it.'
      : 'It holds no keys: the site makes new ones at its first start, unless the environment gives them.',
  )
  console.log(
    databaseUrl
      ? 'Start the site with the same DATABASE_URL and STORAGE_URL.'
      : `Start the site with DATA_DIR=${dataDir}.`,
  )
} catch (error) {
  if (error instanceof BackupError || error instanceof DatabaseInUseError) fail(error.message, 1)
  throw error
}
