import { afterAll, beforeAll, expect, test } from 'vitest'
import { type WireTalentInput, wireTalent } from '../../../contracts/booking'
import { divisionCategoryIds, listedDivisionId } from '../../../contracts/divisions'
import { rosterSettings } from './roster-client'
import {
  createRosterReader,
  type PublishedModel,
  publishedModels,
  rosterPage,
} from './roster-reader'
import {
  type StandInBooking,
  startStandInBooking,
} from '../../../tests/integration/stand-in-booking'

function wire(input: Partial<WireTalentInput> & { id: number; name: string }) {
  return wireTalent.parse(input)
}

const listed = { id_category: listedDivisionId }

test('only the talents filed in the listed division are published, with their divisions and boards', () => {
  const models = publishedModels([
    wire({
      id: 1,
      name: 'Ana',
      gender: 'woman',
      cover: 'media/1/cover.jpg',
      divisions: [listed],
      categories: [{ id: divisionCategoryIds.mainboard }, { id: divisionCategoryIds.development }],
    }),
    wire({ id: 2, name: 'Bruno', gender: 'man', divisions: [{ id_category: 1 }] }),
    // No `divisions`: the categories stand for them, as the site reads them.
    wire({ id: 3, name: 'Caio', gender: 'man', categories: [{ id: listedDivisionId }] }),
    wire({ id: 4, name: 'Dora', divisions: [listed] }),
  ])
  expect(models).toEqual([
    {
      id: 1,
      name: 'Ana',
      cover: 'media/1/cover.jpg',
      divisions: ['mainboard', 'development'],
      boards: ['women', 'future-faces'],
    },
    { id: 3, name: 'Caio', cover: null, divisions: [], boards: ['men'] },
    { id: 4, name: 'Dora', cover: null, divisions: [], boards: [] },
  ])
})

function models(count: number): PublishedModel[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Model ${index + 1}`,
    cover: null,
    divisions: [],
    boards: [],
  }))
}

test('the roster is paged 50 a page; a page past the last is the last', () => {
  const roster = models(120)
  expect(rosterPage(roster, { page: 1 })).toMatchObject({ page: 1, lastPage: 3, total: 120 })
  expect(rosterPage(roster, { page: 1 }).data).toHaveLength(50)
  const last = rosterPage(roster, { page: 9 })
  expect(last.page).toBe(3)
  expect(last.data.map((model) => model.id)).toEqual(Array.from({ length: 20 }, (_, i) => 101 + i))
  expect(rosterPage([], { page: 0 })).toEqual({ data: [], page: 1, lastPage: 1, total: 0 })
})

test('the search finds a part of the name, whatever its case and accents', () => {
  const roster: PublishedModel[] = [
    { id: 1, name: 'João Ávila', cover: null, divisions: [], boards: [] },
    { id: 2, name: 'Joana Lima', cover: null, divisions: [], boards: [] },
    { id: 3, name: 'Marta', cover: null, divisions: [], boards: [] },
  ]
  const found = (q: string) => rosterPage(roster, { q, page: 1 }).data.map((model) => model.id)
  expect(found('joao')).toEqual([1])
  expect(found('AVILA')).toEqual([1])
  expect(found('jo')).toEqual([1, 2])
  expect(found('nobody')).toEqual([])
  expect(rosterPage(roster, { q: 'jo', page: 1 }).total).toBe(2)
})

test('a booking service given without its write key is listed read-only with its read key', () => {
  const url = 'https://booking.agency.example'
  expect(rosterSettings({ url })).toEqual({ managedAt: url })
  expect(rosterSettings({ url, readKey: 'read' })).toEqual({
    managedAt: url,
    readKey: 'read',
    mediaBase: url,
  })
  expect(rosterSettings({ url, readKey: 'read', mediaUrl: 'https://cdn.example' })).toMatchObject({
    mediaBase: 'https://cdn.example',
  })
  expect(rosterSettings({ url, writeKey: 'write', readKey: 'read' })).toMatchObject({
    adminUrl: `${url}/admin-api`,
    writeKey: 'write',
  })
  expect(rosterSettings({ readKey: 'read' })).toBeUndefined()
})

/**
 * The reader against a stand-in read API: two pages, a malformed talent, a token it forgets, and
 * a service answering nonsense.
 */
let booking: StandInBooking
let url: string
let pagesAsked: string[] = []

beforeAll(async () => {
  booking = await startStandInBooking({
    under: '/api',
    key: 'read-key',
    routes(app) {
      app.post('/api/talents', (request, response) => {
        const page = String(request.query.page)
        pagesAsked.push(`${page}:${String(request.query.paginate)}`)
        const listed = [{ id_category: listedDivisionId }]
        const data =
          page === '1'
            ? [{ id: 1, name: 'Ana', gender: 'woman', divisions: listed }, { name: 'no id' }]
            : [{ id: 2, name: 'Bia', gender: 'woman', divisions: listed }]
        response.json({ data: { data, current_page: Number(page), last_page: 2 } })
      })
      app.post('/nonsense/api/signin', (_request, response) => {
        response.json({ access_token: 'token-x' })
      })
      app.post('/nonsense/api/talents', (_request, response) => {
        response.json({ data: 'not a page' })
      })
    },
  })
  url = booking.url
})

afterAll(() => booking?.close())

test('the reader reads every page, the largest the read API gives, leaving out a malformed talent', async () => {
  pagesAsked = []
  const reader = createRosterReader({ url, readKey: 'read-key' })
  expect((await reader.roster()).map((model) => model.name)).toEqual(['Ana', 'Bia'])
  expect(pagesAsked.sort()).toEqual(['1:1000', '2:1000'])
})

test('the reader keeps its token, and signs in again once when it is refused', async () => {
  const reader = createRosterReader({ url: `${url}/`, readKey: 'read-key' })
  const before = booking.signIns()
  await reader.roster()
  await reader.roster()
  expect(booking.signIns() - before).toBe(1)
  booking.forgetNextToken()
  expect(await reader.roster()).toHaveLength(2)
  expect(booking.signIns() - before).toBe(2)
})

test('a wrong key, a page not the contract’s and a silent service are failures', async () => {
  await expect(createRosterReader({ url, readKey: 'wrong' }).roster()).rejects.toThrow(
    /refused the sign-in \(401\)/,
  )
  await expect(
    createRosterReader({ url: `${url}/nonsense`, readKey: 'read-key' }).roster(),
  ).rejects.toThrow()
  await expect(
    createRosterReader({ url: 'http://127.0.0.1:9', readKey: 'read-key', timeoutMs: 500 }).roster(),
  ).rejects.toThrow()
})
