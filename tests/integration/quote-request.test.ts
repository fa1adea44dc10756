import { once } from 'node:events'
import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { demoCatalog, listedTalents } from '../e2e/demo'
import { type StandalonePanel, startStandalonePanel } from '../support/standalone-panel'
import { type RunningServer, startServer } from '../support/site-process'

// The quote request's action against the real site, talking to a real panel whose database
// the test reads.
let panel: StandalonePanel
let site: RunningServer
let refusingPanel: Server
let refusingSite: RunningServer

const [first, second, third] = listedTalents
const unlisted = demoCatalog.find((talent) => !listedTalents.includes(talent))

beforeAll(async () => {
  panel = await startStandalonePanel()
  // A panel that signs the site in and refuses every submission, as a stricter panel might.
  const refusing = express()
  refusing.post('/api/login', (_request, response) => {
    response.json({ access_token: 'token', expires_in: 3600 })
  })
  refusing.post('/api/favorites/:lang', (_request, response) => {
    response.status(422).json({ errors: { email: ['Blocked domain.'] } })
  })
  refusingPanel = refusing.listen(0, '127.0.0.1')
  await once(refusingPanel, 'listening')
  const address = refusingPanel.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  ;[site, refusingSite] = await Promise.all([
    startServer({ PANEL_URL: panel.url, PANEL_API_TOKEN: panel.apiToken, FORM_RATE_LIMIT: '3' }),
    startServer({
      PANEL_URL: `http://127.0.0.1:${address.port}`,
      PANEL_API_TOKEN: 'unused',
    }),
  ])
}, 90_000)

afterAll(async () => {
  await Promise.all([site?.stop(), refusingSite?.stop()])
  refusingPanel?.close()
  await panel?.close()
})

type Post = {
  fields: Record<string, string>
  path?: string
  headers?: Record<string, string>
  server?: RunningServer
}

let addressCount = 0
/** Each post comes from an address of its own unless told otherwise: the rate limit is per address. */
function nextAddress() {
  addressCount += 1
  return `198.51.100.${addressCount}`
}

async function postForm({ fields, path = '/favorites', headers = {}, server = site }: Post) {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { origin: server.url, 'x-forwarded-for': nextAddress(), ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  return {
    status: response.status,
    location: response.headers.get('location'),
    retryAfter: response.headers.get('retry-after'),
    html: await response.text(),
  }
}

/** The page a sent plain post was redirected to, as the browser then asks for it. */
async function pageAt(location: string | null) {
  const response = await fetch(site.url + (location ?? ''))
  expect(response.status).toBe(200)
  return response.text()
}

const request = {
  name: 'Ana Cliente',
  email: 'ana@example.com',
  phone: '+55 61 99999-0000',
  message: 'Campaign in March, three days in Brasília.',
}

function idsOf(...talents: ({ id: number } | undefined)[]) {
  return talents.map((talent) => talent?.id).join(',')
}

test('a valid request reaches the panel, which keeps each model’s id', async () => {
  const before = (await panel.submissions('favorites')).length
  const { status, location } = await postForm({
    fields: { ...request, ids: idsOf(second, first) },
  })
  expect(status).toBe(303)
  expect(location).toBe('/favorites?sent=1')
  expect(await pageAt(location)).toMatch(
    /data-form-status="">Thank you. Your request is with the agency.</,
  )
  const stored = await panel.submissions('favorites')
  expect(stored).toHaveLength(before + 1)
  const row = stored.at(-1)
  expect(row?.lang).toBe('en')
  expect(row?.fields).toMatchObject({
    name: request.name,
    email: request.email,
    phone: request.phone,
    message: request.message,
  })
  // The panel keeps the talents' ids alone: the inbox draws the rest from the catalog.
  expect(JSON.parse(row?.fields.favorites ?? '')).toEqual([second?.id, first?.id])
})

test('the request goes under the visitor’s language, links and all; unknown ids are left out', async () => {
  const { location } = await postForm({
    path: '/es/favoritos',
    fields: { ...request, phone: '', ids: `${idsOf(third)},999999,${unlisted?.id}` },
  })
  expect(location).toBe('/es/favoritos?sent=1')
  expect(await pageAt(location)).toMatch(
    /data-form-status="">Gracias. Tu solicitud ya está en la agencia.</,
  )
  const row = (await panel.submissions('favorites')).at(-1)
  expect(row?.lang).toBe('es')
  expect(row?.fields.phone).toBe('')
  expect(JSON.parse(row?.fields.favorites ?? '')).toEqual([third?.id])
})

test('invalid fields come back with 400, translated, with what was typed, and nothing is sent', async () => {
  const before = (await panel.submissions('favorites')).length
  const { status, html } = await postForm({
    path: '/pt/favoritos',
    fields: { name: 'Ana Cliente', email: 'ana@', message: '', ids: idsOf(first) },
  })
  expect(status).toBe(400)
  expect(html).toContain('Digite um e-mail válido, como nome@exemplo.com.')
  expect(html).toContain('Este campo é obrigatório.')
  expect(html).toMatch(/<input[^>]*value="Ana Cliente"/)
  expect(html).toMatch(/<input[^>]*value="ana@"/)
  expect(await panel.submissions('favorites')).toHaveLength(before)
})

test('ids that name nobody on the roster are a request without models', async () => {
  const before = (await panel.submissions('favorites')).length
  const { status, html } = await postForm({
    fields: { ...request, ids: `999999,${unlisted?.id}` },
  })
  expect(status).toBe(400)
  expect(html).toContain('Add at least one model to your favorites before asking for a quote.')
  expect(await panel.submissions('favorites')).toHaveLength(before)
})

test('a post from another site is refused and nothing is sent', async () => {
  const before = (await panel.submissions('favorites')).length
  const fields = { ...request, ids: idsOf(first) }
  // React Router refuses a foreign Origin itself (400); without an Origin, the browser's
  // Sec-Fetch-Site tells the site's own check (403).
  const foreign = await postForm({ fields, headers: { origin: 'https://elsewhere.example' } })
  expect(foreign.status).toBe(400)
  const crossSite = await fetch(`${site.url}/favorites`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'cross-site' },
    body: new URLSearchParams(fields),
  })
  expect(crossSite.status).toBe(403)
  expect(await panel.submissions('favorites')).toHaveLength(before)
})

test('a filled honeypot is thanked like a sent request and dropped, even with garbage in the fields', async () => {
  const before = (await panel.submissions('favorites')).length
  const filled = await postForm({
    fields: { ...request, ids: idsOf(first), website: 'http://spam.example' },
  })
  expect(filled.status).toBe(303)
  expect(filled.location).toBe('/favorites?sent=1')
  const garbage = await postForm({
    path: '/pt/favoritos',
    fields: { name: '', email: '@@', message: '', ids: 'x,y', website: 'http://spam.example' },
  })
  expect(garbage.status).toBe(303)
  expect(garbage.location).toBe('/pt/favoritos?sent=1')
  expect(await panel.submissions('favorites')).toHaveLength(before)
})

test('a request the page’s script sends is answered in place, and a shared selection’s link is kept for a plain one', async () => {
  const before = (await panel.submissions('favorites')).length
  const scripted = await postForm({
    path: `/favorites.data?ids=${idsOf(first)}`,
    fields: { ...request, ids: idsOf(first), 'by-script': '1' },
  })
  expect(scripted.status).toBe(200)
  expect(scripted.location).toBeNull()
  expect(scripted.html).toMatch(/"sent",true/)
  const plain = await postForm({
    path: `/favorites?ids=${idsOf(first, second)}`,
    fields: { ...request, ids: idsOf(first, second) },
  })
  expect(plain.status).toBe(303)
  const location = new URL(plain.location ?? '', site.url)
  expect(location.pathname).toBe('/favorites')
  expect(location.searchParams.get('ids')).toBe(idsOf(first, second))
  expect(location.searchParams.get('sent')).toBe('1')
  expect(await panel.submissions('favorites')).toHaveLength(before + 2)
})

test.each([
  ['a broken percent-escape', 'application/x-www-form-urlencoded', 'name=Ana&ids=4%2G'],
  ['a multipart without its boundary', 'multipart/form-data', '--x\r\n\r\nAna\r\n--x--\r\n'],
  [
    'a multipart cut short',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna',
  ],
  ['JSON', 'application/json', JSON.stringify(request)],
])('%s is a 400 that says so and shows nothing of the server', async (_, contentType, body) => {
  const before = (await panel.submissions('favorites')).length
  const response = await fetch(`${site.url}/favorites`, {
    method: 'POST',
    headers: { origin: site.url, 'content-type': contentType, 'x-forwarded-for': nextAddress() },
    body,
    redirect: 'manual',
  })
  expect(response.status).toBe(400)
  const html = await response.text()
  expect(html).toContain('Your form arrived damaged and could not be read.')
  expect(html).not.toMatch(/\n\s+at |\.(?:ts|tsx|js|mjs):\d+/)
  expect(html).not.toContain(process.cwd())
  expect(await panel.submissions('favorites')).toHaveLength(before)
})

test('an address that sent too many requests gets 429 with Retry-After, others do not', async () => {
  const headers = { 'x-forwarded-for': '203.0.113.9' }
  const fields = { ...request, ids: idsOf(first) }
  for (let sent = 0; sent < 3; sent += 1) {
    expect((await postForm({ fields, headers })).status).toBe(303)
  }
  const before = (await panel.submissions('favorites')).length
  const refused = await postForm({ fields, headers })
  expect(refused.status).toBe(429)
  const retryAfter = Number(refused.retryAfter)
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(600)
  expect(refused.html).toContain('Too many requests from your connection.')
  expect(refused.html).toMatch(/<input[^>]*value="Ana Cliente"/)
  // An invalid post from the same address is still told about its fields, not the limit.
  expect((await postForm({ fields: { ...fields, email: 'ana@' }, headers })).status).toBe(400)
  expect(await panel.submissions('favorites')).toHaveLength(before)
  expect((await postForm({ fields })).status).toBe(303)
})

test('with the panel down the visitor is told, and keeps what they typed', async () => {
  await panel.pause()
  try {
    const { status, html } = await postForm({ fields: { ...request, ids: idsOf(first) } })
    expect(status).toBe(503)
    expect(html).toContain('Your request could not be sent. Nothing you typed was lost')
    expect(html).toMatch(/<input[^>]*value="Ana Cliente"/)
    expect(html).toContain('Campaign in March, three days in Brasília.</textarea>')
    expect(html).not.toMatch(/ServiceError|at .*\.ts:\d+/)
  } finally {
    await panel.resume()
  }
  expect(site.output()).toContain('quote request not sent')
})

test('a panel that refuses the request is reported on the field it named', async () => {
  const { status, html } = await postForm({
    server: refusingSite,
    fields: { ...request, ids: idsOf(first) },
  })
  expect(status).toBe(400)
  expect(html).toContain('The agency could not accept the request.')
  expect(html).toContain('The agency could not accept this value. Please check it.')
  expect(html).toMatch(/<input[^>]*value="ana@example.com"/)
})
