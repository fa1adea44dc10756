import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { listedDivisionId } from '../../contracts/divisions'
import type { PackageSection } from '../../contracts/packages'
import { ensureDemoCatalog, generateDemoCatalog, openBookingDatabase } from '../../services/booking'
import { openDatabase, openPanelDatabase, panelFolders } from '../../services/panel'
import {
  createPackage,
  findPackage,
  packageKey,
  packageLinkToken,
  type PackageDraft,
  revokePackage,
} from '../../services/panel/packages'
import { type RunningServer, startServer } from '../support/site-process'

/**
 * The client's page of a package (decision 028) on the real site with its embedded services:
 * the packages are made in the embedded panel's database before the site starts (PGlite
 * admits one process), with the panel key the site is given.
 */
const apiToken = 'packages-page-panel-token'
const day = 24 * 60 * 60 * 1000

const catalog = generateDemoCatalog()
const listed = catalog.filter((talent) => talent.divisionIds.includes(listedDivisionId))
const withEverything = listed.filter(
  (talent) =>
    talent.book.length > 0 &&
    talent.snap.length > 0 &&
    talent.compo.length > 0 &&
    talent.video.length > 0 &&
    talent.height,
)
const [first, second, third] = withEverything as [
  (typeof catalog)[number],
  (typeof catalog)[number],
  (typeof catalog)[number],
]
/** In the catalog, but on no board the site lists: hidden from the site. */
const unlisted = catalog.find((talent) => !talent.divisionIds.includes(listedDivisionId))!
const unknownId = 987_654

let dataDir: string
let site: RunningServer
const packageIds = { main: 0, measured: 0 }
const tokens: Record<'main' | 'measured' | 'revoked' | 'expired', string> = {
  main: '',
  measured: '',
  revoked: '',
  expired: '',
}

function draft(overrides: Partial<PackageDraft>): PackageDraft {
  return {
    title: 'Campanha de verão',
    clientName: 'Estúdio Cerrado',
    clientEmail: 'casting@cerrado.example',
    lang: 'pt',
    note: 'Seleção para a campanha de praia.',
    showMeasures: false,
    sections: ['polaroids'] satisfies PackageSection[],
    expiresAt: new Date(Date.now() + 30 * day),
    models: [],
    ...overrides,
  }
}

beforeAll(async () => {
  expect(withEverything.length).toBeGreaterThanOrEqual(3)
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-packages-page-'))
  mkdirSync(panelFolders(dataDir).uploadsDir, { recursive: true })
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const connection = await openDatabase({ dataDir, loadDataDir: template })
  try {
    // The demo catalog as the booking service would seed it at start: its ids are known here.
    await ensureDemoCatalog(await openBookingDatabase(connection))
    const panel = await openPanelDatabase(connection)
    const key = packageKey(apiToken)
    const make = async (overrides: Partial<PackageDraft>) => {
      const id = await createPackage(panel, key, draft(overrides), 'booker@passarela.test')
      return { id, token: (await packageLinkToken(panel, key, id))! }
    }
    const main = await make({
      models: [
        { id: second.id, note: 'Perfeita para o mar.' },
        { id: unknownId, note: 'Apagada.' },
        { id: first.id, note: '' },
        { id: unlisted.id, note: 'Escondida.' },
      ],
    })
    tokens.main = main.token
    packageIds.main = main.id
    const measured = await make({
      title: 'Summer lookbook',
      clientName: '',
      lang: 'en',
      note: '',
      showMeasures: true,
      sections: ['portfolio', 'videos'],
      models: [
        { id: third.id, note: '' },
        { id: first.id, note: '' },
      ],
    })
    tokens.measured = measured.token
    packageIds.measured = measured.id
    const revoked = await make({ models: [{ id: first.id, note: '' }] })
    await revokePackage(panel, revoked.id)
    tokens.revoked = revoked.token
    tokens.expired = (
      await make({
        lang: 'es',
        models: [{ id: first.id, note: '' }],
        expiresAt: new Date(Date.now() - day),
      })
    ).token
  } finally {
    await connection.close()
  }
  site = await startServer({ DATA_DIR: dataDir, PANEL_API_TOKEN: apiToken, FORM_RATE_LIMIT: '2' })
}, 180_000)

let stopped = false

afterAll(async () => {
  if (!stopped) await site?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function get(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(site.url + address, { headers, redirect: 'manual' })
  return { response, html: await response.text() }
}

function mainOf(html: string) {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
}

/** The books the page's cards link to, in order. */
function bookIds(html: string, token: string): number[] {
  const links = [...mainOf(html).matchAll(new RegExp(`href="/packages/${token}/(\\d+)"`, 'g'))]
  return [...new Set(links.map((match) => Number(match[1])))]
}

function post(token: string, fields: Record<string, string>) {
  return fetch(`${site.url}/packages/${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
}

test('the package’s page: 200, private, not indexed, in the package’s language, the models in order', async () => {
  const { response, html } = await get(`/packages/${tokens.main}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.get('x-robots-tag')).toBe('noindex')
  expect(response.headers.get('x-page-cache')).toBeNull()
  expect(html).toContain('<meta name="robots" content="noindex"/>')
  expect(html).toContain('<html lang="pt-BR"')
  expect(html).toContain('<title>Campanha de verão · Passarela</title>')

  const main = mainOf(html)
  expect(main).toContain('Uma seleção da Passarela')
  expect(main).toContain('Olá, Estúdio Cerrado.')
  expect(main).toContain('Seleção para a campanha de praia.')
  expect(main).toContain('Perfeita para o mar.')
  expect(bookIds(html, tokens.main)).toEqual([second.id, first.id])
  // The deleted model and the hidden one: no longer available, in their places.
  expect(main.match(/data-package-unavailable=""/g)).toHaveLength(2)
  expect(main).toContain('Não está mais disponível')
  expect(main).not.toContain('Escondida.')
  // No measures in this package: the age alone.
  expect(main).toContain('data-measure="age"')
  expect(main).not.toContain('data-measure="height"')
  // The client's name is known: not asked for. A pick per available model.
  expect(main).not.toContain('name="name"')
  expect(main).toContain(`name="pick-${second.id}"`)
  expect(main).toContain(`name="pick-${first.id}"`)
  expect(main).not.toContain(`name="pick-${unlisted.id}"`)

  // Never answered from the rendered-page cache.
  const again = await get(`/packages/${tokens.main}`)
  expect(again.response.headers.get('x-page-cache')).toBeNull()
})

test('a package that shows measures shows them, and asks the client’s name when it has none', async () => {
  const { response, html } = await get(`/packages/${tokens.measured}`)
  expect(response.status).toBe(200)
  expect(html).toContain('<html lang="en"')
  const main = mainOf(html)
  expect(bookIds(html, tokens.measured)).toEqual([third.id, first.id])
  expect(main).toContain('data-measure="height"')
  expect(main).toContain('name="name"')
  expect(main).toContain('A selection by Passarela')
})

test('a book shows only the sections the package chose', async () => {
  const polaroids = await get(`/packages/${tokens.main}/${first.id}`)
  expect(polaroids.response.status).toBe(200)
  expect(polaroids.response.headers.get('cache-control')).toBe('private, no-store')
  expect(polaroids.response.headers.get('x-robots-tag')).toBe('noindex')
  expect(polaroids.html).toContain('<meta name="robots" content="noindex"/>')
  const sections = (html: string) =>
    [...mainOf(html).matchAll(/data-book-section="(\w+)"/g)].map((match) => match[1])
  expect(sections(polaroids.html)).toEqual(['polaroids'])
  expect(mainOf(polaroids.html)).toContain(`href="/packages/${tokens.main}"`)
  expect(mainOf(polaroids.html)).not.toContain('data-measure="height"')

  const measured = await get(`/packages/${tokens.measured}/${first.id}`)
  expect(measured.response.status).toBe(200)
  expect(sections(measured.html)).toEqual(['portfolio', 'videos'])
  expect(mainOf(measured.html)).toContain('data-measure="height"')

  // A model not in the package, or no longer listed, has no book here.
  expect((await get(`/packages/${tokens.main}/${third.id}`)).response.status).toBe(404)
  expect((await get(`/packages/${tokens.main}/${unlisted.id}`)).response.status).toBe(404)
})

test('a revoked or expired link answers 410 in the package’s language with the agency’s contact', async () => {
  const contact = mainOf((await get('/contact')).html)
  const email = /href="mailto:([^"]+)"/.exec(contact)?.[1]
  const phone = /href="tel:([^"]+)"/.exec(contact)?.[1]
  expect(email).toBeTruthy()
  expect(phone).toBeTruthy()

  // A Portuguese package opened by a browser in Spanish, a Spanish one by a browser in English.
  const revoked = await get(`/packages/${tokens.revoked}`, {
    'Accept-Language': 'es-AR,es;q=0.9,en;q=0.5',
  })
  expect(revoked.response.status).toBe(410)
  expect(revoked.response.headers.get('cache-control')).toBe('private, no-store')
  expect(revoked.html).toContain('<html lang="pt-BR"')
  expect(revoked.html).toContain('Este link não está mais ativo')
  expect(revoked.html).toContain('A agência retirou a seleção que este link abria.')
  expect(mainOf(revoked.html)).toContain(`href="mailto:${email}"`)
  expect(mainOf(revoked.html)).toContain(`href="tel:${phone}"`)

  const english = { 'Accept-Language': 'en-US,en;q=0.9' }
  const expired = await get(`/packages/${tokens.expired}`, english)
  expect(expired.response.status).toBe(410)
  expect(expired.html).toContain('<html lang="es"')
  expect(expired.html).toContain('Este enlace ya no está activo')
  expect(mainOf(expired.html)).not.toContain('This link is no longer active')
  expect(mainOf(expired.html)).toContain(`href="mailto:${email}"`)

  // A book of a link no longer active is no more open than the package, nor is an answer.
  const book = await get(`/packages/${tokens.expired}/${first.id}`, english)
  expect(book.response.status).toBe(410)
  expect(book.html).toContain('<html lang="es"')
  const answer = await fetch(`${site.url}/packages/${tokens.revoked}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: site.url,
      ...english,
    },
    body: new URLSearchParams({ [`pick-${first.id}`]: 'yes' }),
    redirect: 'manual',
  })
  expect(answer.status).toBe(410)
  const answered = await answer.text()
  expect(answered).toContain('<html lang="pt-BR"')
  expect(answered).toContain('Este link não está mais ativo')
})

test('an unknown link is the site’s 404, and no package is in the sitemap', async () => {
  const unknown = 'A'.repeat(43)
  expect((await get(`/packages/${unknown}`)).response.status).toBe(404)
  expect((await get('/packages/not-a-token')).response.status).toBe(404)
  expect((await get(`/packages/${unknown}/${first.id}`)).response.status).toBe(404)
  const sitemap = await get('/sitemap.xml')
  expect(sitemap.response.status).toBe(200)
  expect(sitemap.html).not.toContain('/packages/')
})

test('an answer with nothing picked comes back 400 with everything typed and the error announced', async () => {
  const response = await post(tokens.measured, {
    name: 'Marta Casting',
    [`comment-${first.id}`]: '',
    [`comment-${third.id}`]: '',
  })
  expect(response.status).toBe(400)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  const main = mainOf(await response.text())
  expect(main).toMatch(/role="alert"[^>]*>[^]*Answer Yes, Maybe or No for at least one model\./)
  expect(main).toContain('value="Marta Casting"')

  const withComment = await post(tokens.measured, {
    name: 'Marta Casting',
    [`pick-${third.id}`]: 'maybe',
    [`comment-${third.id}`]: 'x'.repeat(1001),
    [`comment-${first.id}`]: 'Only in May.',
  })
  expect(withComment.status).toBe(400)
  const html = mainOf(await withComment.text())
  expect(html).toContain('Only in May.')
  const checked = [...html.matchAll(/<input [^>]*checked=""[^>]*>/g)].map(([input]) => input)
  expect(checked).toHaveLength(1)
  expect(checked[0]).toContain(`name="pick-${third.id}"`)
  expect(checked[0]).toContain('value="maybe"')
  expect(html).toContain('This is longer than the form accepts.')
  expect(html).toContain(
    'Choose Yes, Maybe or No for this model, so that your comment goes with it.',
  )
  // Each error is tied to its field.
  const describedBy = new RegExp(`aria-invalid="true" aria-describedby="([^"]+)"`).exec(html)?.[1]
  expect(describedBy).toBeTruthy()
  expect(html).toContain(`id="${describedBy!.split(' ')[0]}"`)
})

test('an answer from another site is refused', async () => {
  const response = await fetch(`${site.url}/packages/${tokens.main}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'cross-site',
    },
    body: new URLSearchParams({ [`pick-${first.id}`]: 'yes' }),
    redirect: 'manual',
  })
  expect(response.status).toBe(403)
})

// Needs the panel's `POST /api/packages/:token/answer` (decision 028).
test('an answer sent goes to the panel and the page thanks the client (303 to ?answered)', async () => {
  const response = await post(tokens.main, {
    [`pick-${second.id}`]: 'yes',
    [`comment-${second.id}`]: 'Love her.',
    [`pick-${first.id}`]: 'no',
  })
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe(`/packages/${tokens.main}?answered`)
  const thanks = await get(`/packages/${tokens.main}?answered`)
  expect(thanks.response.status).toBe(200)
  expect(mainOf(thanks.html)).toContain('data-package-answered=""')
  expect(mainOf(thanks.html)).toContain('Sua resposta chegou à Passarela.')
  expect(mainOf(thanks.html)).not.toContain(`name="pick-${first.id}"`)
})

test('an address past the form limit gets 429 with Retry-After, keeping what was typed', async () => {
  // The answer sent above took one of the two; this one takes the other.
  expect((await post(tokens.measured, { [`pick-${first.id}`]: 'yes' })).status).toBe(303)
  const refused = await post(tokens.measured, {
    [`pick-${first.id}`]: 'no',
    [`comment-${first.id}`]: 'Not this time.',
  })
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(refused.headers.get('cache-control')).toBe('private, no-store')
  const main = mainOf(await refused.text())
  expect(main).toContain('Too many requests from your connection.')
  expect(main).toContain('Not this time.')
})

test('the panel counted each opening of the page and of a book, and nothing else', async () => {
  stopped = true
  expect(await site.stop()).toBe(0)
  const connection = await openDatabase({ dataDir })
  try {
    const panel = await openPanelDatabase(connection)
    // Two views of the page; the answer's post and the thanks after it are not visits.
    const main = await findPackage(panel, packageIds.main)
    expect(main?.openCount).toBe(2)
    expect(main?.bookOpens.find((book) => book.talentId === first.id)?.openCount).toBe(1)
    // One view; the two refused posts, each rendering the page again, counted nothing.
    const measured = await findPackage(panel, packageIds.measured)
    expect(measured?.openCount).toBe(1)
    expect(measured?.bookOpens.map((book) => [book.talentId, book.openCount])).toEqual([
      [first.id, 1],
    ])
  } finally {
    await connection.close()
  }
}, 60_000)
