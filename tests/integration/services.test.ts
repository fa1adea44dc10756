import { statSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { adminQuery, databaseUrlFor } from './database-setup'
import { type RunningServer, startServer } from '../support/site-process'

// A whole site with its embedded services, started as `npm start` would with no environment,
// and a second site that uses the first one's services as if they were the agency's own.
let dataDir: string
let site: RunningServer
let remote: RunningServer | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passarela-site-'))
  site = await startServer({ DATA_DIR: dataDir })
}, 120_000)

afterAll(async () => {
  await remote?.stop()
  await site?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

test('with no configuration both embedded services answer and the clients reach them', async () => {
  const deep = await fetch(`${site.url}/healthz?deep=1`)
  expect(await deep.json()).toEqual({ status: 'ok', services: { booking: 'ok', panel: 'ok' } })
})

test('the services refuse calls without a token', async () => {
  const talents = await fetch(`${site.url}/booking/api/talents`, { method: 'POST' })
  expect(talents.status).toBe(401)
  const links = await fetch(`${site.url}/panel/api/social-media`)
  expect(links.status).toBe(401)
})

test('generated keys are kept in the data folder, readable by the owner only', async () => {
  for (const service of ['booking', 'panel']) {
    const file = path.join(dataDir, 'keys', `${service}.key`)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  }
})

test('no key reaches the browser: not in the HTML, not in the built assets', async () => {
  const keys = await Promise.all(
    ['booking', 'panel'].map(async (service) =>
      (await readFile(path.join(dataDir, 'keys', `${service}.key`), 'utf8')).trim(),
    ),
  )
  for (const pathname of ['/', '/pt/modelos', '/es/contacto']) {
    const html = await (await fetch(site.url + pathname)).text()
    for (const key of keys) expect(html).not.toContain(key)
    expect(html).not.toMatch(/access_token|api_key|api_token|Bearer /)
  }
  const assets = path.resolve('build/client/assets')
  for (const file of await readdir(assets)) {
    const content = await readFile(path.join(assets, file), 'utf8')
    for (const key of keys) expect(content, file).not.toContain(key)
    expect(content, file).not.toMatch(/BOOKING_API_KEY|PANEL_API_TOKEN|api_key|api_token/)
  }
})

test('a second site pointed at the first one’s services works against them remotely', async () => {
  const key = async (service: string) =>
    (await readFile(path.join(dataDir, 'keys', `${service}.key`), 'utf8')).trim()
  const emptyDataDir = await mkdtemp(path.join(os.tmpdir(), 'passarela-remote-'))
  try {
    remote = await startServer({
      DATA_DIR: emptyDataDir,
      BOOKING_URL: `${site.url}/booking`,
      BOOKING_API_KEY: await key('booking'),
      PANEL_URL: `${site.url}/panel`,
      PANEL_API_TOKEN: await key('panel'),
    })
    const deep = await fetch(`${remote.url}/healthz?deep=1`)
    expect(await deep.json()).toEqual({ status: 'ok', services: { booking: 'ok', panel: 'ok' } })
    // It runs no services of its own, and so keeps no database either.
    expect((await fetch(`${remote.url}/booking/api/talents/attributes`)).status).toBe(404)
    expect(await readdir(emptyDataDir)).toEqual([])
  } finally {
    await remote?.stop()
    remote = undefined
    await rm(emptyDataDir, { recursive: true, force: true })
  }
})

test('a remote service that refuses the key shows up as unavailable, and pages still render', async () => {
  const emptyDataDir = await mkdtemp(path.join(os.tmpdir(), 'passarela-wrong-key-'))
  try {
    remote = await startServer({
      DATA_DIR: emptyDataDir,
      BOOKING_URL: `${site.url}/booking`,
      BOOKING_API_KEY: 'not-the-key',
      PANEL_URL: `${site.url}/panel`,
      PANEL_API_TOKEN: 'not-the-token',
    })
    const deep = await fetch(`${remote.url}/healthz?deep=1`)
    expect(deep.status).toBe(503)
    expect(await deep.json()).toMatchObject({
      services: { booking: 'unavailable', panel: 'unavailable' },
    })
    expect((await fetch(`${remote.url}/contact`)).status).toBe(200)
  } finally {
    await remote?.stop()
    remote = undefined
    await rm(emptyDataDir, { recursive: true, force: true })
  }
})

// With a PostgreSQL server at hand (CI has one), the site runs on it as on PGlite.
test.runIf(Boolean(process.env.DATABASE_URL_TEST))(
  'with DATABASE_URL the embedded services keep their data in PostgreSQL',
  async () => {
    const serverUrl = process.env.DATABASE_URL_TEST ?? ''
    const database = `passarela_site_${Date.now()}`
    await adminQuery(serverUrl, `CREATE DATABASE ${database}`)
    try {
      remote = await startServer({ DATABASE_URL: databaseUrlFor(serverUrl, database) })
      const deep = await fetch(`${remote.url}/healthz?deep=1`)
      expect(await deep.json()).toEqual({ status: 'ok', services: { booking: 'ok', panel: 'ok' } })
      const count = await adminQuery<{ talents: string }>(
        databaseUrlFor(serverUrl, database),
        'SELECT count(*)::text AS talents FROM talents',
      )
      expect(count.rows[0]?.talents).toBe('120')
    } finally {
      await remote?.stop()
      remote = undefined
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    }
  },
)
