import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Command } from '../../build-tools/build-inputs.mjs'
import { commandArgs, type RunningServer, startServer } from '../support/site-process'
import { BackOfficeBrowser, staffPassword } from '../support/back-office'

const run = promisify(execFile)

// The first staff account as a new agency makes it: `npm start` on the embedded default, then,
// with the site running, `npm run panel:user` in another terminal
// (docs/decisions/025-one-process-holds-the-embedded-database.md).
let dataDir: string
let site: RunningServer

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-first-account-'))
  // A first start: initdb and the demo content, which a busy machine makes slow.
  site = await startServer({ DATA_DIR: dataDir }, { ownPublicUrl: true, timeoutMs: 150_000 })
}, 180_000)

afterAll(async () => {
  await site?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** A command of package.json as a person runs it beside the site: its folder, no PostgreSQL. */
function command(name: Command, args: string[] = []) {
  return run(process.execPath, commandArgs(name, args), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PUBLIC_URL: site.url,
      DATABASE_URL: '',
      PANEL_DATA_DIR: '',
    },
    timeout: 60_000,
  })
}

test('with the site running, panel:user prints a link the site opens, and the account signs in', async () => {
  // The site's own way in for the command: a socket only its user may open.
  expect(statSync(path.join(dataDir, 'control.sock')).mode & 0o777).toBe(0o600)
  const { stdout } = await command('panel-user', ['--email', 'new@example.com'])
  expect(stdout).toContain('Created the back-office account new@example.com.')
  const link = new RegExp(
    `\\n  (${site.url}/panel/admin/set-password\\?token=([\\w-]{43}))\\n`,
  ).exec(stdout)
  expect(link).not.toBeNull()
  const [, address = '', token = ''] = link!

  const browser = new BackOfficeBrowser(site.url, '/panel/admin', '198.51.100.7')
  const form = await browser.request(address.slice(site.url.length))
  expect(form.status).toBe(200)
  const _csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())![1]!
  const set = await browser.post('/set-password', {
    _csrf,
    token,
    password: staffPassword,
    confirm: staffPassword,
  })
  expect(set.status).toBe(303)
  expect(set.headers.get('location')).toBe('/panel/admin/sign-in?password-set')

  const signIn = await browser.attemptSignIn('new@example.com')
  expect(signIn.status).toBe(303)
  expect(signIn.headers.get('location')).toBe('/panel/admin/inbox')
  const inbox = await browser.get('/inbox')
  expect(inbox.status).toBe(200)
  expect(await inbox.text()).toContain('<h1>Caixa de entrada</h1>')
  expect(await browser.page('/account')).toContain('new@example.com')
}, 120_000)

test('npm run seed against the folder the running site holds says so, and changes nothing', async () => {
  const failure = await command('seed').then(
    () => undefined,
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
  expect(failure?.code).toBe(1)
  expect(failure?.stderr.trim()).toBe(
    `The embedded database in ${path.join(dataDir, 'database')} is in use by a running Passarela (process ${site.process.pid}). Stop it first (Ctrl-C in its terminal), or set DATABASE_URL to use PostgreSQL.`,
  )
  expect(failure?.stdout).toBe('')
  // The site still serves from its database.
  expect((await fetch(`${site.url}/readyz`)).status).toBe(200)
}, 60_000)

test('a second site started on the folder the first holds says so and ends, without a stack trace', async () => {
  const second = await run(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '' },
    timeout: 60_000,
  }).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  )
  expect(second?.code).toBe(1)
  expect(second?.stderr.trim()).toBe(
    `The embedded database in ${path.join(dataDir, 'database')} is in use by a running Passarela (process ${site.process.pid}). Stop it first (Ctrl-C in its terminal), or set DATABASE_URL to use PostgreSQL.`,
  )
  expect((await fetch(`${site.url}/readyz`)).status).toBe(200)
}, 60_000)

test('the site, stopped, leaves neither its socket nor its lock behind', async () => {
  expect(await site.stop()).toBe(0)
  expect(existsSync(path.join(dataDir, 'control.sock'))).toBe(false)
  expect(existsSync(path.join(dataDir, 'database.lock'))).toBe(false)
}, 60_000)
