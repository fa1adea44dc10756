// `npm run panel:user -- --email ADDRESS [--name NAME]`: creates a back-office account, or
// resets one, and prints a one-time link (valid 24 hours) where its owner sets the password.
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  createOrResetAccount,
  databaseOptions,
  openDatabase,
  openPanelDatabase,
} from '../services/panel'

const usage = `Usage: npm run panel:user -- --email ADDRESS [--name NAME] [--url BACK_OFFICE_URL]

Creates the back-office account of ADDRESS, or resets it (its password, second factor and
sessions end), and prints a link, good once for 24 hours, to set the password. There is no
default account and no default password.
  - the site's panel by default: DATA_DIR (./data) or DATABASE_URL; the link under PUBLIC_URL
    (http://localhost:3000) + /panel/admin;
  - a panel run alone (npm run panel), when PANEL_DATA_DIR is set: its folder, or DATABASE_URL;
    the link under http://localhost:PANEL_PORT (3002) + /admin.
--url names the back office's address when it is served elsewhere (behind a proxy).
With the embedded database (no DATABASE_URL), stop the server first: it admits one process.`

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`)
  process.exit(2)
}

let values: { email?: string; name?: string; url?: string; help?: boolean } = {}
try {
  values = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      url: { type: 'string' },
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
const email = values.email?.trim()
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('--email takes an e-mail address.')

const standalone = Boolean(process.env.PANEL_DATA_DIR)
const dataDir = path.resolve(
  (standalone ? process.env.PANEL_DATA_DIR : process.env.DATA_DIR) || './data',
)
const backOffice = (
  values.url ||
  (standalone
    ? `http://localhost:${process.env.PANEL_PORT || 3002}/admin`
    : `${process.env.PUBLIC_URL || 'http://localhost:3000'}/panel/admin`)
).replace(/\/+$/, '')

const connection = await openDatabase(
  databaseOptions({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir }),
)
try {
  const db = await openPanelDatabase(connection)
  const { token, created, expiresAt } = await createOrResetAccount(db, {
    email,
    name: values.name,
  })
  console.log(`${created ? 'Created' : 'Reset'} the back-office account ${email.toLowerCase()}.`)
  console.log(`Set its password within 24 hours (until ${expiresAt.toISOString()}), once, at:`)
  console.log(`\n  ${backOffice}/set-password?token=${token}\n`)
} finally {
  await connection.close()
}
