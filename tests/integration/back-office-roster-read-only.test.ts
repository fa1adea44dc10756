import { afterAll, beforeAll, expect, test } from 'vitest'
import { type BackOffice, type BackOfficeBrowser, startBackOffice } from '../support/back-office'
import { rosterSettings } from '../../services/panel/admin/roster-client'
import {
  apiKey,
  bookingToken,
  startTestBookingService,
  type TestBookingService,
  writeKey,
} from './booking-service'

const demoCount = 80

/**
 * The back office in front of a booking service it may not write (`BOOKING_URL` with the read
 * key only, as the agency's booking software): the Models section lists the roster the site
 * publishes, read-only, over the read API on a port of its own.
 */
let service: TestBookingService | undefined
let office: BackOffice
let staff: BackOfficeBrowser
/** How many talents the site shows, as the write API counts them (published and listed). */
let published: number

beforeAll(async () => {
  service = await startTestBookingService({ driver: 'pglite', demoCount, apiKey, writeKey })
  office = await startBackOffice({
    roster: rosterSettings({ url: service.url, readKey: apiKey }),
  })
  staff = await office.signIn('booker@agency.test')
  published = await publishedCount(service.url)
})

afterAll(async () => {
  await office?.close()
  await service?.close()
})

async function publishedCount(booking: string) {
  const token = await bookingToken(booking, '/admin-api/signin', writeKey)
  const list = await fetch(`${booking}/admin-api/talents?state=published`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await list.json()) as { total: number }).total
}

/** The page's own content, without the layout's sign-out form and navigation. */
function main(html: string) {
  return /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
}

function names(html: string) {
  return [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((match) => match[1]!)
}

test('the roster the site publishes is listed 50 a page, under where it is managed', async () => {
  expect(published).toBeGreaterThan(50)
  expect(published).toBeLessThan(demoCount)
  const first = await staff.page('/models')
  expect(first).toContain(`Gerenciado em ${service!.url}`)
  expect(first).toContain(`${published} modelos`)
  expect(names(first)).toHaveLength(50)
  expect(first).toContain(`<img src="${service!.url}/media/`)
  expect(first).toMatch(/href="\/panel\/admin\/models\?page=2" rel="next"/)
  const second = await staff.page('/models?page=2')
  expect(names(second)).toHaveLength(published - 50)
  expect(names(second).some((name) => names(first).includes(name))).toBe(false)

  staff.cookies.set('passarela_staff_lang', 'en')
  try {
    expect(await staff.page('/models')).toContain(`Managed at ${service!.url}`)
  } finally {
    staff.cookies.delete('passarela_staff_lang')
  }
})

test('it has nothing to edit, and a model’s record is kept where the roster is', async () => {
  const page = main(await staff.page('/models'))
  expect(page).toContain('Gerenciado em')
  expect(page).not.toContain('method="post"')
  expect(page).not.toContain('/models/new')
  expect(page).not.toMatch(/\/models\/\d/)
  const record = main(await staff.page('/models/1'))
  expect(record).toContain(service!.url)
  expect(record).not.toContain('name="name"')
  expect(record).not.toContain('method="post"')
})

test('the search finds a model by a part of her name, case and accents aside', async () => {
  const someone = names(await staff.page('/models'))[3]!
  const part = someone.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const found = await staff.page(`/models?q=${encodeURIComponent(part)}`)
  expect(names(found)).toContain(someone)
  expect(names(found).length).toBeLessThan(50)
  expect(found).toContain(`value="${part}"`)
  const none = await staff.page('/models?q=nobody-is-called-this')
  expect(names(none)).toEqual([])
  expect(none).toContain('Nenhuma modelo encontrada.')
})

test('a booking service that does not answer is the unavailable page, with a 503', async () => {
  await service!.close()
  service = undefined
  const response = await staff.get('/models')
  expect(response.status).toBe(503)
  const html = await response.text()
  expect(html).toContain('O serviço de agenciamento não respondeu.')
  expect(html).not.toMatch(/\bat .*\.ts:\d+/)
})
