import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { listedDivisionId } from '../../contracts/divisions'
import { ensureDemoCatalog, generateDemoCatalog, openBookingDatabase } from '../../services/booking'
import { openDatabase, openPanelDatabase, panelFolders } from '../../services/panel'
import {
  createPackage,
  findPackage,
  packageKey,
  packageLinkToken,
} from '../../services/panel/packages'
import { type RunningServer, startServer } from '../support/site-process'

/**
 * What counts as a visit of a package's link (decision 028), on the real site with its embedded
 * panel: a browser's GET of the page, and of a book. A `HEAD`, the page's own data request and a
 * chat app's link preview are answered but not counted.
 */
const apiToken = 'package-visits-panel-token'
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const previewers = {
  whatsapp: 'WhatsApp/2.23.20.0 A',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  imessage:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
}

const catalog = generateDemoCatalog()
const model = catalog.find(
  (talent) => talent.divisionIds.includes(listedDivisionId) && talent.book.length > 0,
)!

let dataDir: string
let site: RunningServer
let packageId = 0
let token = ''

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-package-visits-'))
  mkdirSync(panelFolders(dataDir).uploadsDir, { recursive: true })
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const connection = await openDatabase({ dataDir, loadDataDir: template })
  try {
    await ensureDemoCatalog(await openBookingDatabase(connection))
    const panel = await openPanelDatabase(connection)
    const key = packageKey(apiToken)
    packageId = await createPackage(
      panel,
      key,
      {
        title: 'Campanha de verão',
        clientName: 'Estúdio Cerrado',
        clientEmail: '',
        lang: 'pt',
        note: '',
        showMeasures: false,
        sections: ['portfolio'],
        expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
        models: [{ id: model.id, note: '' }],
      },
      'booker@passarela.test',
    )
    token = (await packageLinkToken(panel, key, packageId))!
  } finally {
    await connection.close()
  }
  site = await startServer({ DATA_DIR: dataDir, PANEL_API_TOKEN: apiToken })
}, 180_000)

let stopped = false

afterAll(async () => {
  if (!stopped) await site?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function ask(address: string, { method = 'GET', userAgent = browser } = {}) {
  const response = await fetch(site.url + address, {
    method,
    headers: { 'user-agent': userAgent },
    redirect: 'manual',
  })
  await response.arrayBuffer()
  return response.status
}

test('HEAD, the page’s data requests and link previews are answered, not counted', async () => {
  const page = `/packages/${token}`
  const book = `/packages/${token}/${model.id}`
  expect(await ask(page, { method: 'HEAD' })).toBe(200)
  expect(await ask(book, { method: 'HEAD' })).toBe(200)
  // As React Router asks when the client comes back to the list from a book.
  expect(await ask(`${page}.data`)).toBe(200)
  expect(await ask(`${page}.data?_routes=routes%2Fpackage`)).toBe(200)
  expect(await ask(`${page}?_data=routes%2Fpackage`)).toBe(200)
  for (const userAgent of Object.values(previewers)) {
    expect(await ask(page, { userAgent })).toBe(200)
    expect(await ask(book, { userAgent })).toBe(200)
  }
  // The visits: the page opened once, and her book, once as a page and once from the list.
  expect(await ask(page)).toBe(200)
  expect(await ask(book)).toBe(200)
  expect(await ask(`${book}.data`)).toBe(200)
})

test('the panel counted the page once and the book twice', async () => {
  stopped = true
  expect(await site.stop()).toBe(0)
  const connection = await openDatabase({ dataDir })
  try {
    const record = await findPackage(await openPanelDatabase(connection), packageId)
    expect(record?.openCount).toBe(1)
    expect(record?.bookOpens.map((opened) => [opened.talentId, opened.openCount])).toEqual([
      [model.id, 2],
    ])
  } finally {
    await connection.close()
  }
}, 60_000)
