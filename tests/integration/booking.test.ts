import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { divisionCategoryIds, listedDivisionId } from '../../app/config/business'
import { createBookingClient } from '../../server/clients/booking'
import { ServiceError } from '../../server/clients/service-client'
import { createBookingService } from '../../server/booking'
import { generateDemoCatalog } from '../../server/booking/demo-catalog'
import { seedDemoCatalog } from '../../server/booking/seed'
import { type DatabaseHandle, schema } from '../../server/db'
import { openTestDatabase } from './test-database'

const apiKey = 'booking-test-key'
let handle: DatabaseHandle
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
    createBookingService({ db: handle.db, apiKey, mediaDir: path.join(folder, 'media') }),
  )
  return app
}

beforeAll(async () => {
  handle = await openTestDatabase()
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-booking-'))
  await seedDemoCatalog(handle.db)
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
  const { access_token } = (await (await signIn()).json()) as { access_token: string }
  expect((await talents(access_token, 'paginate=5')).status).toBe(200)
  await handle.db.update(schema.accessTokens).set({ expiresAt: new Date(Date.now() - 1000) })
  expect((await talents(access_token, 'paginate=5')).status).toBe(401)
})

test('talents come as a Laravel paginator, filtered by gender, category and division', async () => {
  const { access_token: token } = (await (await signIn()).json()) as { access_token: string }
  const catalog = generateDemoCatalog()
  const page2 = (await (await talents(token, 'language=pt&paginate=50&page=2')).json()) as {
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
  const capped = (await (await talents(token, 'paginate=5000')).json()) as {
    data: { per_page: number }
  }
  expect(capped.data.per_page).toBe(1000)

  const women = (await (await talents(token, 'paginate=1000', { gender: 'woman' })).json()) as {
    data: { data: { gender: string }[] }
  }
  expect(women.data.data.length).toBe(catalog.filter((talent) => talent.gender === 'woman').length)
  expect(women.data.data.every((talent) => talent.gender === 'woman')).toBe(true)

  const mainboard = (await (
    await talents(token, 'paginate=1000', { category: divisionCategoryIds.mainboard })
  ).json()) as { data: { data: { categories: { id: number }[] }[] } }
  expect(mainboard.data.data.length).toBeGreaterThan(5)
  for (const talent of mainboard.data.data) {
    expect(talent.categories.map(({ id }) => id)).toContain(divisionCategoryIds.mainboard)
  }
  const listed = (await (
    await talents(token, 'paginate=1000', { division: listedDivisionId })
  ).json()) as {
    data: { total: number }
  }
  expect(listed.data.total).toBeLessThan(catalog.length)
})

test('a profile carries its galleries and the biography in the language asked for', async () => {
  const { access_token: token } = (await (await signIn()).json()) as { access_token: string }
  const withBiographies = generateDemoCatalog().find((talent) => talent.about.es && talent.about.en)
  const profile = async (query: string) =>
    fetch(`${baseUrl}/api/talent/profile?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
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
  const read = async () => handle.db.select().from(schema.talents).orderBy(schema.talents.id)
  await seedDemoCatalog(handle.db)
  const first = (await read()).map(({ updatedAt: _updatedAt, ...talent }) => talent)
  await seedDemoCatalog(handle.db)
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
  expect(roster[0]?.cover ?? roster[1]?.cover).toMatch(new RegExp(`^${separate.url}/media/`))

  // The service forgets every token (a restart): the client signs in again by itself.
  await handle.db.delete(schema.accessTokens)
  expect(await client.profile(roster[0]?.id ?? 0, 'en')).toMatchObject({ id: roster[0]?.id })

  separate.server.close()
  separate.server.closeAllConnections()
  await once(separate.server, 'close')
  // Stale at once (rosterFreshMs 0), the refresh fails, and the last good roster is served.
  expect(await client.roster('pt')).toEqual(roster)
  await expect(client.profile(999_999, 'pt')).rejects.toThrow(ServiceError)
})
