import { expect, test } from 'vitest'
import { type WireTalentInput, wireTalent } from '../../../contracts/booking'
import { divisionCategoryIds, listedDivisionId } from '../../../contracts/divisions'
import { rosterSettings } from './roster-client'
import { type PublishedModel, publishedModels, rosterPage } from './roster-reader'

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
