import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { divisionCategoryIds, listedDivisionId } from '../../app/config/business'
import { createBookingClient } from '../../app/clients/booking.server'
import { ServiceError } from '../../app/clients/service-client.server'
import { createBookingService } from '../../services/booking'
import { generateDemoCatalog } from '../../services/booking'
import { seedDemoCatalog } from '../../services/booking/seed'
import { bookingSchema as schema } from '../../services/booking'
import { openTestDatabase, type TestDatabase } from './test-database'

const apiKey = 'booking-test-key'
let handle: TestDatabase
let folder: string
let server: Server
let baseUrl: string

async function listen(app: express.Express) {
  const listening = app.listen(0, '127.0.0.1')
  await once(listening, 'listening')
  const address = listening.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return { server: listening, url: `http://127.0.0.1:${address.port}/booking` }
}

function bookingApp() {
  const app = express()
  app.use(
    '/booking',
    createBookingService({ db: handle.booking, apiKey, mediaDir: path.join(folder, 'media') }),
  )
  return app
}

beforeAll(async () => {
  handle = await openTestDatabase()
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-booking-'))
  await seedDemoCatalog(handle.booking)
  ;({ server, url: baseUrl } = await listen(bookingApp()))
})

afterAll(async () => {
  server?.close()
  await handle?.close()
  rmSync(folder, { recursive: true, force: true })
})

async function signIn(key = apiKey) {
  return fetch(`${baseUrl}/api/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ salt: 'a-nonce', api_key: key }),
  })
}

async function token() {
  const { access_token } = (await (await signIn()).json()) as { access_token: string }
  return access_token
}

async function talents(token: string, query: string, filters: object = {}) {
  return fetch(`${baseUrl}/api/talents?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ filters }),
  })
}

test('sign-in gives a token for the right key only', async () => {
  const good = await signIn()
  expect(good.status).toBe(200)
  expect(await good.json()).toMatchObject({ access_token: expect.any(String), expires_in: 3600 })
  expect((await signIn('wrong')).status).toBe(401)
})

test('every call but sign-in needs a valid, unexpired token', async () => {
  expect((await talents('', 'paginate=5')).status).toBe(401)
  expect((await talents('made-up', 'paginate=5')).status).toBe(401)
  const bearer = await token()
  expect((await talents(bearer, 'paginate=5')).status).toBe(200)
  await handle.booking.update(schema.accessTokens).set({ expiresAt: new Date(Date.now() - 1000) })
  expect((await talents(bearer, 'paginate=5')).status).toBe(401)
})

test('talents come as a Laravel paginator, filtered by gender, category and division', async () => {
  const bearer = await token()
  const catalog = generateDemoCatalog()
  const page2 = (await (await talents(bearer, 'language=pt&paginate=50&page=2')).json()) as {
    data: {
      data: { id: number }[]
      current_page: number
      last_page: number
      total: number
      per_page: number
    }
  }
  expect(page2.data).toMatchObject({
    current_page: 2,
    last_page: 3,
    total: catalog.length,
    per_page: 50,
  })
  expect(page2.data.data).toHaveLength(50)
  const capped = (await (await talents(bearer, 'paginate=5000')).json()) as {
    data: { per_page: number }
  }
  expect(capped.data.per_page).toBe(1000)

  const women = (await (await talents(bearer, 'paginate=1000', { gender: 'woman' })).json()) as {
    data: { data: { gender: string }[] }
  }
  expect(women.data.data.length).toBe(catalog.filter((talent) => talent.gender === 'woman').length)
  expect(women.data.data.every((talent) => talent.gender === 'woman')).toBe(true)

  const mainboard = (await (
    await talents(bearer, 'paginate=1000', { category: divisionCategoryIds.mainboard })
  ).json()) as { data: { data: { categories: { id: number }[] }[] } }
  expect(mainboard.data.data.length).toBeGreaterThan(5)
  for (const talent of mainboard.data.data) {
    expect(talent.categories.map(({ id }) => id)).toContain(divisionCategoryIds.mainboard)
  }
  const listed = (await (
    await talents(bearer, 'paginate=1000', { division: listedDivisionId })
  ).json()) as {
    data: { total: number }
  }
  expect(listed.data.total).toBeLessThan(catalog.length)
})

test('a profile carries its galleries and the biography in the language asked for', async () => {
  const bearer = await token()
  const withBiographies = generateDemoCatalog().find((talent) => talent.about.es && talent.about.en)
  const profile = async (query: string) =>
    fetch(`${baseUrl}/api/talent/profile?${query}`, {
      headers: { Authorization: `Bearer ${bearer}` },
    })
  const spanish = (await (
    await profile(`language=es&id=${withBiographies?.id}&cover2=1`)
  ).json()) as {
    data: { about: string; book: unknown[] }
  }
  expect(spanish.data.about).toBe(withBiographies?.about.es)
  expect(spanish.data.book.length).toBeGreaterThanOrEqual(4)
  expect((await profile('language=pt&id=999999')).status).toBe(404)
  expect((await profile('language=pt&id=abc')).status).toBe(404)
})

test('demo photographs are drawn on first request and then served as immutable files', async () => {
  const talent = generateDemoCatalog()[0]
  const file = talent?.book[0]?.file ?? ''
  const first = await fetch(`${baseUrl}/${file}`)
  expect(first.status).toBe(200)
  expect(first.headers.get('cache-control')).toContain('immutable')
  const bytes = Buffer.from(await first.arrayBuffer())
  const metadata = await sharp(bytes).metadata()
  expect([metadata.format, metadata.width, metadata.height]).toEqual([
    'jpeg',
    talent?.book[0]?.width,
    talent?.book[0]?.height,
  ])
  const again = Buffer.from(await (await fetch(`${baseUrl}/${file}`)).arrayBuffer())
  expect(again.equals(bytes)).toBe(true)
  for (const probe of [
    '/media/..%2f..%2fetc%2fpasswd',
    '/media/demo-v1/1/../../x',
    '/media/nothing.jpg',
  ]) {
    expect((await fetch(baseUrl + probe)).status, probe).toBe(404)
  }
})

test('seeding twice gives the identical catalog', async () => {
  const read = async () => handle.booking.select().from(schema.talents).orderBy(schema.talents.id)
  await seedDemoCatalog(handle.booking)
  const first = (await read()).map(({ updatedAt: _updatedAt, ...talent }) => talent)
  await seedDemoCatalog(handle.booking)
  const second = (await read()).map(({ updatedAt: _updatedAt, ...talent }) => talent)
  expect(second).toEqual(first)
  expect(first).toHaveLength(120)
})

test('the client lists only the listed division, renews a lost token, and keeps the last roster when the service stops', async () => {
  const separate = await listen(bookingApp())
  const client = createBookingClient({ baseUrl: separate.url, apiKey, rosterFreshMs: 0 })
  const roster = await client.roster('pt')
  const catalog = generateDemoCatalog()
  expect(roster).toHaveLength(
    catalog.filter((talent) => talent.divisionIds.includes(listedDivisionId)).length,
  )
  expect(roster[0]?.cover ?? roster[1]?.cover).toMatch(/^booking:media\//)

  // The service forgets every token (a restart): the client signs in again by itself.
  await handle.booking.delete(schema.accessTokens)
  expect(await client.profile(roster[0]?.id ?? 0, 'en')).toMatchObject({ id: roster[0]?.id })

  separate.server.close()
  separate.server.closeAllConnections()
  await once(separate.server, 'close')
  // Stale at once (rosterFreshMs 0), the refresh fails, and the last good roster is served.
  expect(await client.roster('pt')).toEqual(roster)
  await expect(client.profile(999_999, 'pt')).rejects.toThrow(ServiceError)
})

test('a crawl of unknown profile ids leaves the client’s profile cache at its bound', async () => {
  let asked = 0
  const app = express()
  app.use((_request, _response, next) => {
    asked++
    next()
  })
  app.use(bookingApp())
  const counted = await listen(app)
  try {
    const client = createBookingClient({ baseUrl: counted.url, apiKey, maxProfiles: 100 })
    const known = generateDemoCatalog().find((talent) =>
      talent.divisionIds.includes(listedDivisionId),
    )
    expect(await client.profile(known?.id ?? 0, 'en')).not.toBeNull()
    for (let id = 900_000; id < 900_600; id++) {
      expect(await client.profile(id, 'en')).toBeNull()
    }
    expect(client.cachedProfiles()).toBe(100)
    // The oldest entries made room: the known talent is asked for again, a recent miss is not.
    const before = asked
    await client.profile(known?.id ?? 0, 'en')
    await client.profile(900_599, 'en')
    expect(asked - before).toBe(1)
  } finally {
    counted.server.close()
  }
}, 60_000)

test('sign-in needs a salt, and answers JSON', async () => {
  const response = await fetch(`${baseUrl}/api/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey }),
  })
  expect(response.status).toBe(401)
  expect(response.headers.get('content-type')).toContain('application/json')
})

test('list items leave out galleries and biography, and carry cover_web only when asked', async () => {
  const bearer = await token()
  type Page = { data: { data: Record<string, unknown>[] } }
  const plain = (await (await talents(bearer, 'paginate=3')).json()) as Page
  const first = plain.data.data[0] ?? {}
  expect(Object.keys(first)).toEqual(
    expect.arrayContaining(['id', 'name', 'gender', 'birthdate', 'height', 'shoes', 'cover']),
  )
  for (const absent of ['book', 'snap', 'compo', 'video', 'about', 'cover_web', 'cover2']) {
    expect(first).not.toHaveProperty(absent)
  }
  const withWeb = (await (await talents(bearer, 'paginate=3&cover_web=1')).json()) as Page
  expect(withWeb.data.data[0]).toHaveProperty('cover_web')
  // The roster's order: the agency's featured talents first, by position.
  const catalog = generateDemoCatalog()
  const expected = [...catalog]
    .sort((a, b) => a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, 3)
    .map((talent) => talent.id)
  expect(plain.data.data.map((talent) => talent.id)).toEqual(expected)
})

test('the division filter counts exactly the listed talents; a bad filter is a 422', async () => {
  const bearer = await token()
  const catalog = generateDemoCatalog()
  const listed = (await (
    await talents(bearer, 'paginate=20&page=2', { division: String(listedDivisionId) })
  ).json()) as { data: { total: number; last_page: number; data: unknown[] } }
  const expected = catalog.filter((talent) => talent.divisionIds.includes(listedDivisionId))
  expect(listed.data.total).toBe(expected.length)
  expect(listed.data.last_page).toBe(Math.ceil(expected.length / 20))
  const twoBoards = catalog.filter(
    (talent) =>
      talent.categoryIds.includes(divisionCategoryIds.development) && talent.categoryIds.length > 1,
  )
  const development = (await (
    await talents(bearer, 'paginate=1000', { category: divisionCategoryIds.development })
  ).json()) as { data: { data: { id: number }[] } }
  const ids = development.data.data.map((talent) => talent.id)
  for (const talent of twoBoards) expect(ids).toContain(talent.id)
  expect((await talents(bearer, 'paginate=5', { gender: 'other' })).status).toBe(422)
  expect((await talents(bearer, 'paginate=abc')).status).toBe(422)
  const beyond = (await (await talents(bearer, 'paginate=50&page=9')).json()) as {
    data: { data: unknown[]; current_page: number }
  }
  expect(beyond.data).toMatchObject({ data: [], current_page: 9 })
})

test('a biography falls back to English, then to any language the catalog holds', async () => {
  const bearer = await token()
  const catalog = generateDemoCatalog()
  const portugueseOnly = catalog.find((talent) => talent.about.pt && !talent.about.en)
  const withEnglish = catalog.find((talent) => talent.about.en && talent.about.pt)
  const about = async (id: number | undefined, language: string) => {
    const response = await fetch(
      `${baseUrl}/api/talent/profile?language=${language}&id=${id}&cover2=1&cover_web=1&skills=1`,
      { headers: { Authorization: `Bearer ${bearer}` } },
    )
    return ((await response.json()) as { data: { about: string | null } }).data.about
  }
  expect(await about(portugueseOnly?.id, 'en')).toBe(portugueseOnly?.about.pt)
  expect(await about(withEnglish?.id, 'pt')).toBe(withEnglish?.about.pt)
  expect(await about(withEnglish?.id, 'fr')).toBe(withEnglish?.about.en)
})

test('attributes list the colours, genders, divisions and heights the catalog holds', async () => {
  const response = await fetch(`${baseUrl}/api/talents/attributes?hair=pt&eyes=pt`, {
    headers: { Authorization: `Bearer ${await token()}` },
  })
  const attributes = (await response.json()) as {
    hair: { id: number; value: string }[]
    eyes: { id: number; value: string }[]
    genders: string[]
    divisions: number[]
    height: { min: number; max: number }
  }
  const values = (options: { value: string }[]) => options.map((option) => option.value)
  expect(values(attributes.hair)).toEqual(expect.arrayContaining(['loiro acinzentado', 'careca']))
  expect(values(attributes.eyes)).toEqual(expect.arrayContaining(['âmbar', 'verde oliva']))
  // One option per colour, whatever case or accents the records used.
  expect(values(attributes.eyes)).not.toContain('ambar')
  expect(new Set(attributes.hair.map((option) => option.id)).size).toBe(attributes.hair.length)
  expect(attributes.genders).toEqual(['man', 'woman'])
  expect(attributes.divisions).toContain(listedDivisionId)
  const heights = generateDemoCatalog().map((talent) => Number(talent.height))
  expect(attributes.height).toEqual({ min: Math.min(...heights), max: Math.max(...heights) })
})

test('media outside the folder, or demo images no record names, are never served', async () => {
  const { request } = await import('node:http')
  // fetch() would tidy `..` away; a raw request sends the path exactly as an attacker would.
  const raw = (rawPath: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(baseUrl)
      const outgoing = request(
        { host: url.hostname, port: url.port, path: rawPath },
        (incoming) => {
          let body = ''
          incoming.on('data', (chunk: Buffer) => (body += chunk))
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }))
        },
      )
      outgoing.on('error', reject)
      outgoing.end()
    })
  for (const probe of [
    '/booking/media/../../../../etc/passwd',
    '/booking/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/booking/media/..%5c..%5cetc%5cpasswd',
    '/booking/media/%2fetc%2fpasswd',
  ]) {
    const answer = await raw(probe)
    expect(answer.status, probe).toBeGreaterThanOrEqual(400)
    expect(answer.body).not.toContain('root:')
  }
  const talent = generateDemoCatalog()[0]
  const unnamed = `media/demo-v1/${talent?.id}/book-99-1600x2400.jpg`
  expect((await fetch(`${baseUrl}/${unnamed}`)).status).toBe(404)
  expect((await fetch(`${baseUrl}/media/demo-v1/999999/book-1-1600x2400.jpg`)).status).toBe(404)
})

test('a landscape photo and a composite are drawn at their recorded sizes', async () => {
  const catalog = generateDemoCatalog()
  const landscape = catalog
    .flatMap((talent) => talent.book)
    .find((image) => image.width > image.height)
  const composite = catalog.flatMap((talent) => talent.compo)[0]
  for (const image of [landscape, composite]) {
    const response = await fetch(`${baseUrl}/${image?.file}`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([metadata.width, metadata.height]).toEqual([image?.width, image?.height])
  }
})
