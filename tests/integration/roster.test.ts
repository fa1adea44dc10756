import { afterAll, beforeAll, expect, test } from 'vitest'
import { divisionCategoryIds, divisions, listedDivisionId } from '../../app/config/business'
import { talentSlug } from '../../app/lib/slug'
import { generateDemoCatalog } from '../../services/booking/demo-catalog'
import { freePort, type RunningServer, startServer } from '../support/site-process'

let site: RunningServer
let withoutBooking: RunningServer

const listed = generateDemoCatalog().filter((talent) =>
  talent.divisionIds.includes(listedDivisionId),
)

beforeAll(async () => {
  // A booking service that is not there: nothing listens on a port just found free.
  const nowhere = `http://127.0.0.1:${await freePort()}`
  ;[site, withoutBooking] = await Promise.all([
    startServer(),
    startServer({ BOOKING_URL: nowhere, BOOKING_API_KEY: 'unused' }),
  ])
})

afterAll(async () => {
  await Promise.all([site?.stop(), withoutBooking?.stop()])
})

function get(server: RunningServer, pathname: string) {
  return fetch(server.url + pathname, { redirect: 'manual' })
}

const profileLinks = (html: string) =>
  new Set([...html.matchAll(/href="\/models\/(\d+)\/[a-z0-9-]+"/g)].map((match) => match[1]))

test('a page carries the cards it shows, not the roster', async () => {
  const html = await (await get(site, '/models')).text()
  expect(profileLinks(html).size).toBe(20)
  const shown = new Set(profileLinks(html))
  const others = listed.filter((talent) => !shown.has(String(talent.id)))
  expect(others.length).toBeGreaterThan(50)
  // No other talent's name or id travels in the page's data.
  for (const talent of others)
    expect(html).not.toContain(`/${talent.id}/${talentSlug(talent.name)}`)
  expect(profileLinks(await (await get(site, '/models?page=2')).text()).size).toBe(40)
})

test('a batch is 20 cards of one board, and past the end none', async () => {
  const response = await get(site, '/api/boards/women?lang=pt&page=2')
  expect(response.status).toBe(200)
  const batch = await response.json()
  expect(batch.cards).toHaveLength(20)
  expect(batch.batch).toBe(2)
  for (const card of batch.cards) expect(card.href).toMatch(/^\/pt\/modelos\/\d+\/[a-z0-9-]+$/)
  const past = await (await get(site, '/api/boards/women?lang=pt&page=99')).json()
  expect(past.cards).toEqual([])
  expect((await get(site, '/api/boards/nobody?lang=pt&page=2')).status).toBe(404)
  expect((await get(site, '/api/boards/all?lang=de&page=2')).status).toBe(404)
})

test('a profile answers at its address, a wrong slug or division moves there, an unknown id is a 404', async () => {
  const talent = listed.find((candidate) => candidate.categoryIds.length === 1)
  if (!talent) throw new Error('no talent')
  const slug = talentSlug(talent.name)
  const ok = await get(site, `/pt/modelos/${talent.id}/${slug}`)
  expect(ok.status).toBe(200)
  const html = await ok.text()
  expect(html).toContain(`<title>${talent.name.replace(/'/g, '&#x27;')} | Passarela</title>`)
  expect(html).toContain(
    `<link rel="canonical" href="https://passarela.test/pt/modelos/${talent.id}/${slug}"/>`,
  )
  expect(html).toMatch(
    /<meta property="og:image" content="https:\/\/passarela\.test\/images\?w=1200&amp;src=/,
  )

  const wrongSlug = await get(site, `/models/${talent.id}/someone-else?section=videos`)
  expect(wrongSlug.status).toBe(301)
  expect(wrongSlug.headers.get('location')).toBe(`/models/${talent.id}/${slug}?section=videos`)

  const otherDivision = divisions.find(
    (division) => !talent.categoryIds.includes(divisionCategoryIds[division]),
  )
  const moved = await get(site, `/models/${otherDivision}/${talent.id}/${slug}`)
  expect(moved.status).toBe(301)
  expect(moved.headers.get('location')).toBe(`/models/${talent.id}/${slug}`)

  expect((await get(site, '/models/999999/nobody')).status).toBe(404)
  expect((await get(site, `/models/nowhere/${talent.id}/${slug}`)).status).toBe(404)
  const unlisted = generateDemoCatalog().find(
    (candidate) => !candidate.divisionIds.includes(listedDivisionId),
  )
  if (!unlisted) throw new Error('the demo catalog lists everyone')
  expect((await get(site, `/models/${unlisted.id}/${talentSlug(unlisted.name)}`)).status).toBe(404)
})

test('a roster the booking service cannot give is logged and shows No Talents, not an error', async () => {
  for (const [pathname, message] of [
    ['/models', 'No Talents'],
    ['/es/mujeres', 'No hay talentos'],
    ['/pt', 'Nenhum talento'],
  ] as const) {
    const response = await get(withoutBooking, pathname)
    expect(response.status, pathname).toBe(200)
    expect(await response.text(), pathname).toContain(message)
  }
  expect(withoutBooking.output()).toContain('roster fetch failed')
})

test('a profile the booking service cannot give is a friendly error page without a stack', async () => {
  const response = await get(withoutBooking, '/models/4001/someone')
  expect(response.status).toBeGreaterThanOrEqual(500)
  const html = await response.text()
  expect(html).toContain('Something went wrong on our side')
  expect(html).not.toMatch(/at .*\.(ts|js):\d+/)
})
