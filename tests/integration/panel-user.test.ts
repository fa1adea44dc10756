import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { commandArgs, startService } from '../support/site-process'
import { openDatabase, openPanelDatabase } from '../../services/panel'
import {
  accountForSetupToken,
  createOrResetAccount,
  LastAdminError,
} from '../../services/panel/admin/accounts'
import { staffAccounts } from '../../services/panel/db/schema'

const run = promisify(execFile)

let dataDir: string

/** `npm run panel:user` as a person runs it, with these variables (from its bundle). */
function panelUser(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, commandArgs('panel-user', args), {
    env: { ...process.env, DATA_DIR: dataDir, PANEL_DATA_DIR: '', DATABASE_URL: '', ...env },
  })
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-user-'))
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const connection = await openDatabase({ dataDir, loadDataDir: template })
  await connection.close()
}, 60_000)

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('creates an account and prints a one-time link under the public URL', async () => {
  const { stdout } = await panelUser(['--email', 'Ana@Passarela.test', '--name', 'Ana Lima'], {
    PUBLIC_URL: 'https://agency.example',
  })
  expect(stdout).toContain('Created the back-office account ana@passarela.test.')
  // Which folder it used, and that no running site made the account.
  expect(stdout).toContain(`Data folder: ${dataDir} (DATA_DIR).`)
  expect(stdout).toContain(
    `No site is running on this folder: wrote the account to its database. The link works once the site serves with DATA_DIR=${dataDir}.`,
  )
  const link = /https:\/\/agency\.example\/panel\/admin\/set-password\?token=([\w-]{43})\n/.exec(
    stdout,
  )
  expect(link).not.toBeNull()

  const { stdout: again } = await panelUser(['--email', 'ana@passarela.test'], {
    PUBLIC_URL: 'https://agency.example',
  })
  expect(again).toContain('Reset the back-office account ana@passarela.test.')
  const newToken = /token=([\w-]{43})/.exec(again)![1]!

  const connection = await openDatabase({ dataDir })
  try {
    const db = await openPanelDatabase(connection)
    // Only the newest link works: a reset spends the one before.
    expect(await accountForSetupToken(db, link![1]!)).toBeUndefined()
    expect(await accountForSetupToken(db, newToken)).toMatchObject({
      email: 'ana@passarela.test',
      name: 'Ana Lima',
    })
  } finally {
    await connection.close()
  }
}, 60_000)

test('in a folder holding no Passarela data it stops, names DATA_DIR and makes nothing', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-user-empty-'))
  try {
    const failure = await panelUser(['--email', 'rui@passarela.test'], { DATA_DIR: folder }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain(
      `${folder} holds no Passarela data (no database folder in it), so it is not the site's data folder.`,
    )
    expect(failure?.stderr).toContain(
      'DATA_DIR=/path/to/its/data npm run panel:user -- --email rui@passarela.test',
    )
    expect(failure?.stdout).not.toContain('set-password')
    expect(readdirSync(folder)).toEqual([])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}, 60_000)

test("names the standalone panel's address when its folder is given", async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-user-alone-'))
  try {
    // A folder made for the account, before the panel's first start.
    const { stdout } = await panelUser(['--email', 'rui@passarela.test', '--new-data'], {
      PANEL_DATA_DIR: folder,
      PANEL_PORT: '4555',
    })
    expect(stdout).toMatch(/http:\/\/localhost:4555\/admin\/set-password\?token=/)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}, 60_000)

test('with the panel running alone on its folder, it asks the panel for the account', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-user-running-'))
  const other = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-user-other-'))
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  await (await openDatabase({ dataDir: folder, loadDataDir: template })).close()
  const panel = await startService('panel', { PANEL_DATA_DIR: folder })
  const port = new URL(panel.url).port
  try {
    const { stdout } = await panelUser(['--email', 'eva@passarela.test'], {
      PANEL_DATA_DIR: folder,
      PANEL_PORT: port,
    })
    expect(stdout).toContain('Created the back-office account eva@passarela.test.')
    expect(stdout).toContain(`Data folder: ${folder} (PANEL_DATA_DIR).`)
    expect(stdout).toContain(
      `Reached the running panel (process ${panel.process.pid}) through ${path.join(folder, 'control.sock')}.`,
    )
    const link = new RegExp(`http://localhost:${port}/admin/set-password\\?token=[\\w-]{43}`).exec(
      stdout,
    )
    expect(link).not.toBeNull()
    const page = await fetch(link![0].replace('localhost', '127.0.0.1'))
    expect(page.status).toBe(200)

    // The role goes to the running panel too (issue 38).
    const { stdout: booker } = await panelUser(
      ['--email', 'bia@passarela.test', '--role', 'booker'],
      { PANEL_DATA_DIR: folder, PANEL_PORT: port },
    )
    expect(booker).toContain('Its role: booker.')
    const demoted = await panelUser(['--email', 'eva@passarela.test', '--role', 'content'], {
      PANEL_DATA_DIR: folder,
      PANEL_PORT: port,
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )
    expect(demoted?.code).toBe(1)
    expect(demoted?.stderr).toContain('The last admin cannot be demoted or disabled.')

    // A link made in another folder is one this panel never issued, and says so, not "expired".
    const { stdout: elsewhere } = await panelUser(['--email', 'eva@passarela.test', '--new-data'], {
      PANEL_DATA_DIR: other,
      PANEL_PORT: port,
    })
    const foreign = /token=([\w-]{43})/.exec(elsewhere)![1]!
    const refused = await fetch(`${panel.url}/admin/set-password?token=${foreign}`)
    expect(refused.status).toBe(404)
    const text = await refused.text()
    expect(text).toContain('Este site nunca emitiu este link')
    expect(text).not.toContain('já foi usado ou passou de 24 horas')
  } finally {
    await panel.stop()
    rmSync(folder, { recursive: true, force: true })
    rmSync(other, { recursive: true, force: true })
  }
}, 120_000)

test('refuses what is not an e-mail address, with its usage, run as its npm script runs it', async () => {
  // From its source with tsx, as package.json runs the commands: the other tests run its bundle.
  const npmScript = run(process.execPath, [
    '--import',
    'tsx',
    'scripts/panel-user.ts',
    '--email',
    'x',
  ])
  await expect(npmScript).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('Usage: npm run panel:user'),
  })
})

test('gives the account its role: the first an admin whatever --role says, an unknown role refused (issue 38)', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-user-roles-'))
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  await (await openDatabase({ dataDir: folder, loadDataDir: template })).close()
  const env = { DATA_DIR: folder }
  try {
    const { stdout: first } = await panelUser(
      ['--email', 'owner@passarela.test', '--role', 'booker'],
      env,
    )
    expect(first).toContain('Its role: admin.')
    expect(first).toContain('It is the first account, so it is an admin')
    await expect(
      panelUser(['--email', 'bia@passarela.test', '--role', 'owner'], env),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--role takes admin') })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}, 60_000)

// What the command asks of the accounts, in this process: the roles' rules, without a process
// started for each step (the command's own words are proven above).
test('a reset keeps the role unless one is given, and the last admin stays one (issue 38)', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-user-reset-'))
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const connection = await openDatabase({ dataDir: folder, loadDataDir: template })
  try {
    const db = await openPanelDatabase(connection)
    expect(await roleOf(db, { email: 'owner@passarela.test', role: 'booker' })).toBe('admin')
    expect(await roleOf(db, { email: 'bia@passarela.test', role: 'booker' })).toBe('booker')
    expect(await roleOf(db, { email: 'bia@passarela.test' })).toBe('booker')
    expect(await roleOf(db, { email: 'bia@passarela.test', role: 'content' })).toBe('content')
    await expect(
      createOrResetAccount(db, { email: 'owner@passarela.test', role: 'booker' }),
    ).rejects.toBeInstanceOf(LastAdminError)
    const rows = await db
      .select({ email: staffAccounts.email, role: staffAccounts.role })
      .from(staffAccounts)
      .orderBy(staffAccounts.id)
    expect(rows).toEqual([
      { email: 'owner@passarela.test', role: 'admin' },
      { email: 'bia@passarela.test', role: 'content' },
    ])
  } finally {
    await connection.close()
    rmSync(folder, { recursive: true, force: true })
  }
})

async function roleOf(
  db: Parameters<typeof createOrResetAccount>[0],
  account: Parameters<typeof createOrResetAccount>[1],
) {
  return (await createOrResetAccount(db, account)).role
}
