// `npm run panel:erase -- --email ADDRESS`: deletes every submission sent from an e-mail
// address, with its files, from the embedded panel (a person's request under the LGPD).
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  databaseOptions,
  eraseSubmissionsByEmail,
  openDatabase,
  panelFolders,
  storageSettings,
} from '../services/panel'
import { stopWhenHeld } from './database-in-use'

const usage = `Usage: npm run panel:erase -- --email ADDRESS

Deletes every contact message, quote request, answer to a package and Be a Model application
sent from ADDRESS (any letter case), with its photos and video, and forgets ADDRESS as a
package's client, from the embedded panel's data:
  - the site's, by default: DATA_DIR (./data) or DATABASE_URL, uploads in DATA_DIR/uploads;
  - a panel run alone (npm run panel), when PANEL_DATA_DIR is set: its folder, or DATABASE_URL.
Stop the server (or the panel) first when it runs on the embedded database (no DATABASE_URL):
its folder is open to one process at a time, and the command says so when one holds it.
On the embedded database the erasure is also written, as ids alone, to the journal beside the
backups (BACKUP_DIR, or DATA_DIR/backups): a restore of an older backup erases it again.`

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`)
  process.exit(2)
}

let email: string | undefined
try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  email = values.email?.trim()
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) fail('--email takes an e-mail address.')

// The site's variables unless a standalone panel's folder is named.
const standalone = Boolean(process.env.PANEL_DATA_DIR)
const dataDir = path.resolve(
  (standalone ? process.env.PANEL_DATA_DIR : process.env.DATA_DIR) || './data',
)
const connection = await openDatabase(
  databaseOptions({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir }),
).catch(stopWhenHeld)
try {
  const report = await eraseSubmissionsByEmail({
    connection,
    dataDir,
    email,
    // The panel's files in a bucket when it keeps them there (docs/configuration.md).
    storage: storageSettings(process.env),
    // The journal a restore replays, beside the backups (services/panel/erasure-journal.ts).
    backupDir: process.env.BACKUP_DIR || undefined,
  })
  const { contact, favorites, 'get-scouted': applications, package: answers } = report.submissions
  const where = connection.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : dataDir
  console.log(
    `Erased from ${standalone ? 'the standalone panel' : "the site's panel"} in ${where}:`,
  )
  console.log(`  contact messages:        ${contact}`)
  console.log(`  quote requests:          ${favorites}`)
  console.log(`  Be a Model applications: ${applications}`)
  console.log(`  answers to packages:     ${answers}`)
  console.log(`  packages' client:        ${report.packages} (name and e-mail forgotten)`)
  console.log(`  files removed:           ${report.files.removed}`)
  if (report.files.missing > 0) {
    console.log(
      `  files already missing:   ${report.files.missing} (not in ${panelFolders(dataDir).uploadsDir})`,
    )
  }
  if (report.files.pending > 0) {
    console.log(
      `  files not yet removed:   ${report.files.pending} (recorded; the panel removes them at its next start or daily run)`,
    )
    process.exitCode = 1
  }
} finally {
  await connection.close()
}
