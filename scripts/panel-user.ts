// `npm run panel:user -- --email ADDRESS [--name NAME] [--role ROLE]`: creates a back-office
// account, or resets one, and prints a one-time link (valid 24 hours) where its owner sets the
// password.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  accountRequestsPath,
  createOrResetAccount,
  databaseOptions,
  DatabaseInUseError,
  openDatabase,
  openPanelDatabase,
  isStaffRole,
  LastAdminError,
  requestAccount,
  type StaffRole,
  type AccountLink,
} from '../services/panel'

const usage = `Usage: npm run panel:user -- --email ADDRESS [--name NAME] [--role admin|booker|content] [--url BACK_OFFICE_URL] [--new-data]

Creates the back-office account of ADDRESS, or resets it (its password, second factor and
sessions end), and prints a link, good once for 24 hours, to set the password. There is no
default account and no default password.
--role is what the account may use (decision 029): admin (everything, the staff accounts too),
booker (the inbox, models and packages) or content (the news, home slides and links). A new
account is an admin without it, and the first account is always an admin; a reset keeps the
account's role unless --role changes it. The last admin cannot be made another role.
  - the site's panel by default: DATA_DIR (./data) or DATABASE_URL; the link under PUBLIC_URL
    (http://localhost:PORT, 3000) + /panel/admin, or where the running site says it is;
  - a panel run alone (npm run panel), when PANEL_DATA_DIR is set: its folder, or DATABASE_URL;
    the link under http://localhost:PANEL_PORT (3002) + /admin.
--url names the back office's address when it is served elsewhere (behind a proxy).
It runs while the site (or the panel) serves: with the embedded database (no DATABASE_URL) the
running process makes the account, asked over DATA_DIR/control.sock (PANEL_DATA_DIR's); with
none running, the command opens the folder itself. A folder holding no Passarela data yet is
refused (the site's is elsewhere: set DATA_DIR to it), unless --new-data asks to make one there,
for an account made before the site's first start.`

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`)
  process.exit(2)
}

let values: {
  email?: string
  name?: string
  role?: string
  url?: string
  'new-data'?: boolean
  help?: boolean
} = {}
try {
  values = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      url: { type: 'string' },
      'new-data': { type: 'boolean' },
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
const role: StaffRole | undefined =
  values.role === undefined
    ? undefined
    : isStaffRole(values.role)
      ? values.role
      : fail('--role takes admin, booker or content.')

const standalone = Boolean(process.env.PANEL_DATA_DIR)
const folderVariable = standalone ? 'PANEL_DATA_DIR' : 'DATA_DIR'
const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = path.resolve(process.env[folderVariable] || './data')
const holder = standalone ? 'panel' : 'site'
const defaultBackOffice = standalone
  ? `http://localhost:${process.env.PANEL_PORT || 3002}/admin`
  : `${process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`}/panel/admin`

// A folder without the embedded database is not the site's: an account made there would be in a
// second database the site never reads, and its link one the site never issued.
// Its lock alone is a process making it now.
const holdsData = ['database', 'database.lock'].some((name) => existsSync(path.join(dataDir, name)))
if (!databaseUrl && !values['new-data'] && !holdsData) {
  console.error(
    `${dataDir} holds no Passarela data (no database folder in it), so it is not the ${holder}'s data folder.\n` +
      `Set ${folderVariable} to the folder the ${holder} was started with (a site started without DATA_DIR uses ./data in the folder it was started from):\n` +
      `  ${folderVariable}=/path/to/its/data npm run panel:user -- --email ${email}\n` +
      `To make a new data folder here, for an account made before the ${holder}'s first start, add --new-data.`,
  )
  process.exit(1)
}
console.log(
  databaseUrl
    ? `Database: PostgreSQL at DATABASE_URL (${new URL(databaseUrl).host}).`
    : `Data folder: ${dataDir} (${folderVariable}).`,
)

const account = await setUpAccount(email, values.name, role).catch((error: unknown) => {
  if (!(error instanceof LastAdminError)) throw error
  console.error(`${error.message} Make another account an admin first.`)
  process.exit(1)
})
const { token, created, expiresAt, backOfficeUrl } = account
const backOffice = (values.url || backOfficeUrl || defaultBackOffice).replace(/\/+$/, '')
console.log(`${created ? 'Created' : 'Reset'} the back-office account ${email.toLowerCase()}.`)
console.log(`Its role: ${account.role}.`)
if (role && role !== account.role) {
  console.log('It is the first account, so it is an admin: it gives the others their roles.')
}
console.log(`Set its password within 24 hours (until ${expiresAt.toISOString()}), once, at:`)
console.log(`\n  ${backOffice}/set-password?token=${token}\n`)

/**
 * The account made in the database, or, when a running site or panel holds the embedded one
 * (which no second process may open), by that process, asked over its socket.
 */
async function setUpAccount(
  address: string,
  name: string | undefined,
  role: StaffRole | undefined,
): Promise<AccountLink> {
  const connection = await openDatabase(databaseOptions({ databaseUrl, dataDir })).catch(
    (error: unknown) => {
      if (error instanceof DatabaseInUseError) return error
      throw error
    },
  )
  if (connection instanceof DatabaseInUseError) {
    return askTheHolder(connection, address, name, role)
  }
  try {
    const account = await createOrResetAccount(await openPanelDatabase(connection), {
      email: address,
      name,
      role,
    })
    console.log(
      databaseUrl
        ? 'Wrote the account to the database.'
        : `No ${holder} is running on this folder: wrote the account to its database. The link works once the ${holder} serves with ${folderVariable}=${dataDir}.`,
    )
    return account
  } finally {
    await connection.close()
  }
}

async function askTheHolder(
  held: DatabaseInUseError,
  address: string,
  name: string | undefined,
  role: StaffRole | undefined,
) {
  const socketPath = accountRequestsPath(dataDir)
  try {
    const account = await requestAccount(socketPath, { email: address, name, role })
    console.log(`Reached the running ${holder} (process ${held.pid}) through ${socketPath}.`)
    return account
  } catch (error) {
    // No socket to reach: the holder is a command, a booking service alone, or a site starting.
    const unreachable = error instanceof Error && 'code' in error
    console.error(
      unreachable
        ? `The embedded database in ${held.shownDirectory} is in use by process ${held.pid}, which takes no account requests (a command, or a site that has not finished starting). Try again once it has finished or serves, or stop it first.`
        : `The running panel did not set up the account: ${error instanceof Error ? error.message : String(error)}`,
    )
    process.exit(1)
  }
}
