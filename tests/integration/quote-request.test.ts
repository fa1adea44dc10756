import { once } from 'node:events'
import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { talentSlug } from '../../app/lib/slug'
import { demoCatalog, listedTalents } from '../e2e/demo'
import { type StandalonePanel, startStandalonePanel } from '../support/standalone-panel'
import { type RunningServer, startServer } from '../../scripts/site-process'

// The quote request's action against the real site, talking to a real panel whose database
// the test reads.
let panel: StandalonePanel
let site: RunningServer
let refusingPanel: Server
let refusingSite: RunningServer

const [first, second, third] = listedTalents
const unlisted = demoCatalog.find((talent) => !listedTalents.includes(talent))
const publicUrl = 'https://passarela.test'

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
  return { status: response.status, html: await response.text() }
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

test('a valid request reaches the panel with each model’s id, name and profile link', async () => {
  const before = (await panel.submissions('favorites')).length
  const { status, html } = await postForm({
    fields: { ...request, ids: idsOf(second, first) },
  })
  expect(status).toBe(200)
  expect(html).toContain('Thank you. Your request is with the agency.')
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
  expect(JSON.parse(row?.fields.favorites ?? '')).toEqual(
    [second, first].map((talent) => ({
      id: talent?.id,
      name: talent?.name,
      url: `${publicUrl}/models/${talent?.id}/${talentSlug(talent?.name ?? '')}`,
    })),
  )
})

test('the request goes under the visitor’s language, links and all; unknown ids are left out', async () => {
  const { html } = await postForm({
    path: '/es/favoritos',
    fields: { ...request, phone: '', ids: `${idsOf(third)},999999,${unlisted?.id}` },
  })
  expect(html).toContain('Gracias. Tu solicitud ya está en la agencia.')
  const row = (await panel.submissions('favorites')).at(-1)
  expect(row?.lang).toBe('es')
  expect(row?.fields.phone).toBe('')
  expect(JSON.parse(row?.fields.favorites ?? '')).toEqual([
    {
      id: third?.id,
      name: third?.name,
      url: `${publicUrl}/es/modelos/${third?.id}/${talentSlug(third?.name ?? '')}`,
    },
  ])
})

test('invalid fields come back translated, with what was typed, and nothing is sent', async () => {
  const before = (await panel.submissions('favorites')).length
  const { status, html } = await postForm({
    path: '/pt/favoritos',
    fields: { name: 'Ana Cliente', email: 'ana@', message: '', ids: idsOf(first) },
  })
  expect(status).toBe(200)
  expect(html).toContain('Digite um e-mail válido, como nome@exemplo.com.')
  expect(html).toContain('Este campo é obrigatório.')
  expect(html).toMatch(/<input[^>]*value="Ana Cliente"/)
  expect(html).toMatch(/<input[^>]*value="ana@"/)
  expect(await panel.submissions('favorites')).toHaveLength(before)
})

test('ids that name nobody on the roster are a request without models', async () => {
  const before = (await panel.submissions('favorites')).length
  const { html } = await postForm({ fields: { ...request, ids: `999999,${unlisted?.id}` } })
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

test('a filled honeypot is thanked and dropped', async () => {
  const before = (await panel.submissions('favorites')).length
  const { html } = await postForm({
    fields: { ...request, ids: idsOf(first), website: 'http://spam.example' },
  })
  expect(html).toContain('Thank you. Your request is with the agency.')
  expect(await panel.submissions('favorites')).toHaveLength(before)
})

test('an address that sent too many requests is asked to wait, others are not', async () => {
  const headers = { 'x-forwarded-for': '203.0.113.9' }
  const fields = { ...request, ids: idsOf(first) }
  for (let sent = 0; sent < 3; sent += 1) {
    expect((await postForm({ fields, headers })).html).toContain('Thank you.')
  }
  const before = (await panel.submissions('favorites')).length
  const refused = await postForm({ fields, headers })
  expect(refused.html).toContain('Too many requests from your connection.')
  expect(refused.html).toMatch(/<input[^>]*value="Ana Cliente"/)
  expect(await panel.submissions('favorites')).toHaveLength(before)
  expect((await postForm({ fields })).html).toContain('Thank you.')
})

test('with the panel down the visitor is told, and keeps what they typed', async () => {
  await panel.pause()
  try {
    const { status, html } = await postForm({ fields: { ...request, ids: idsOf(first) } })
    expect(status).toBe(200)
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
  const { html } = await postForm({
    server: refusingSite,
    fields: { ...request, ids: idsOf(first) },
  })
  expect(html).toContain('The agency could not accept the request.')
  expect(html).toContain('The agency could not accept this value. Please check it.')
  expect(html).toMatch(/<input[^>]*value="ana@example.com"/)
})
