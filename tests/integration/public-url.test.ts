import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type RunningServer, startServer } from '../support/site-process'
import { openDatabase } from '../../services/panel'

// A site started on a port other than 3000 with no PUBLIC_URL, as a person tries it beside
// another one: its links name the port it listens on, and its start says where it is.
let dataDir: string
let site: RunningServer
let origin: string

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-public-url-'))
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  await (await openDatabase({ dataDir, loadDataDir: template })).close()
  // An empty PUBLIC_URL is an unset one (docs/configuration.md).
  site = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: '', LOG_LEVEL: 'info' })
  origin = `http://localhost:${new URL(site.url).port}`
}, 120_000)

afterAll(async () => {
  await site?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('without PUBLIC_URL, canonical and language links name the port the site listens on', async () => {
  const html = await (await fetch(`${site.url}/about`)).text()
  expect(html).toContain(`<link rel="canonical" href="${origin}/about"/>`)
  expect(html).toContain(`href="${origin}/pt/sobre-nos"`)
  expect(html).not.toContain('localhost:3000')
})

test('without PUBLIC_URL, the sitemap names the port the site listens on', async () => {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  expect(sitemap).toContain(`<loc>${origin}/</loc>`)
  expect(sitemap).not.toContain('localhost:3000')
})

test('the start says in one line where the site and the back office are (JSON off a terminal)', () => {
  const started = site
    .output()
    .split('\n')
    .filter((line) => line.includes('Passarela is serving'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(started).toHaveLength(1)
  expect(started[0]).toMatchObject({
    level: 30,
    site: origin,
    backOffice: `${origin}/panel/admin`,
    msg: `Passarela is serving at ${origin} (port ${new URL(site.url).port}); the back office is at ${origin}/panel/admin`,
  })
})
