import { expect, test } from 'vitest'
import {
  activeFilterCount,
  type BoardFilters,
  type FilterableTalent,
  filterMatcher,
  filterSearch,
  foldText,
  isIndexable,
  noFilters,
  normalisedSearch,
  readBoardFilters,
} from './board-filters'

const mixed = { gender: true }
const read = (search: string, options = mixed) =>
  readBoardFilters(new URLSearchParams(search), options)

test('reads every filter from the address', () => {
  expect(read('q=Ana&gender=woman&height=170-180&hair=blonde&eyes=green')).toEqual({
    q: 'Ana',
    gender: 'woman',
    height: { min: 170, max: 180 },
    hair: 'blonde',
    eyes: 'green',
  })
  expect(read('')).toEqual(noFilters)
})

test('a height range may leave either end open, or name one height', () => {
  expect(read('height=170-').height).toEqual({ min: 170, max: null })
  expect(read('height=-180').height).toEqual({ min: null, max: 180 })
  expect(read('height=175').height).toEqual({ min: 175, max: 175 })
  expect(read('height=185-170').height).toEqual({ min: 170, max: 185 })
  expect(read('height= 170 - 180 ').height).toEqual({ min: 170, max: 180 })
})

test('the plain form sends the two height fields, from and to, either maybe empty', () => {
  expect(read('height=170&height=180').height).toEqual({ min: 170, max: 180 })
  expect(read('height=&height=180').height).toEqual({ min: null, max: 180 })
  expect(read('height=170&height=').height).toEqual({ min: 170, max: null })
  expect(read('height=&height=').height).toBeNull()
})

test('a value that cannot be read is dropped, never an error', () => {
  expect(read('height=tall').height).toBeNull()
  expect(read('height=-').height).toBeNull()
  // A person is not 17 cm or 17 m tall; half a range is not applied either.
  expect(read('height=17-180').height).toBeNull()
  expect(read('height=170-1800').height).toBeNull()
  expect(read('height=1.75').height).toBeNull()
  expect(read('hair=<b>blonde</b>').hair).toBeNull()
  expect(read('hair=light_brown').hair).toBeNull()
  expect(read(`eyes=${'a'.repeat(41)}`).eyes).toBeNull()
  expect(read('gender=other').gender).toBeNull()
  expect(read('q=%20%20').q).toBeNull()
})

test('a well-formed colour nobody has is kept: the board says no model matches', () => {
  expect(read('hair=purple').hair).toBe('purple')
  expect(read('hair=Light-Brown').hair).toBe('light-brown')
})

test('gender is a filter of mixed boards only', () => {
  expect(read('gender=man', { gender: false }).gender).toBeNull()
})

test('the name search is trimmed, its spaces collapsed and its length bounded', () => {
  expect(read('q=%20Ana%20%20Clara%20').q).toBe('Ana Clara')
  expect(read(`q=${'x'.repeat(200)}`).q).toHaveLength(60)
})

test('filters have one address: a fixed order and nothing empty', () => {
  const filters: BoardFilters = {
    q: 'João',
    gender: 'man',
    height: { min: null, max: 190 },
    hair: 'black',
    eyes: 'brown',
  }
  expect(filterSearch(filters)).toBe('q=Jo%C3%A3o&gender=man&height=-190&hair=black&eyes=brown')
  expect(filterSearch(noFilters)).toBe('')
  expect(read(filterSearch(filters))).toEqual(filters)
})

test('an address is written again only when its filters are not written the one way', () => {
  const normal = (search: string, options = mixed) =>
    normalisedSearch(new URLSearchParams(search), options)
  expect(normal('q=&height=&height=&hair=&eyes=&gender=')).toBe('')
  expect(normal('q=&height=170&height=&hair=blonde&eyes=')).toBe('height=170-&hair=blonde')
  expect(normal('hair=blonde&height=170-180')).toBe('height=170-180&hair=blonde')
  expect(normal('hair=purple&eyes=%3Cscript%3E')).toBe('hair=purple')
  // Other parameters stay, after the filters.
  expect(normal('page=2&hair=blonde&utm_source=chat')).toBe('hair=blonde&page=2&utm_source=chat')
  // Already so, or no filter at all: nothing to do.
  expect(normal('height=170-180&hair=blonde&page=2')).toBeNull()
  expect(normal('page=2&utm_source=chat')).toBeNull()
  expect(normal('')).toBeNull()
  // A gender on a board of one gender is dropped.
  expect(normal('gender=woman', { gender: false })).toBe('')
})

test('one filter makes a page for search engines; a name search or two filters do not', () => {
  expect(isIndexable(noFilters)).toBe(true)
  expect(isIndexable(read('hair=blonde'))).toBe(true)
  expect(isIndexable(read('height=170-180'))).toBe(true)
  expect(isIndexable(read('hair=blonde&eyes=green'))).toBe(false)
  expect(isIndexable(read('q=ana'))).toBe(false)
  expect(activeFilterCount(read('q=ana&height=170-&gender=woman'))).toBe(3)
})

test('the name search ignores accents, case and extra spaces', () => {
  expect(foldText('  JOÃO   D’Ávila ')).toBe('joao d’avila')
  const joao: FilterableTalent = {
    name: foldText('João Ávila'),
    gender: 'man',
    height: 186,
    hair: 'black',
    eyes: 'brown',
  }
  const matches = (search: string) => filterMatcher(read(search))(joao)
  expect(matches('q=joao')).toBe(true)
  expect(matches('q=AVI')).toBe(true)
  expect(matches('q=%C3%A1vila')).toBe(true)
  expect(matches('q=maria')).toBe(false)
})

test('a talent passes when every filter set holds; a missing value fails its filter', () => {
  const ana: FilterableTalent = {
    name: 'ana souza',
    gender: 'woman',
    height: 176,
    hair: 'blonde',
    eyes: 'green',
  }
  const matches = (search: string, talent = ana) => filterMatcher(read(search))(talent)
  expect(matches('')).toBe(true)
  expect(matches('gender=woman&height=170-180&hair=blonde&eyes=green')).toBe(true)
  expect(matches('height=176-176')).toBe(true)
  expect(matches('height=177-')).toBe(false)
  expect(matches('height=-175')).toBe(false)
  expect(matches('hair=brown')).toBe(false)
  expect(matches('eyes=blue')).toBe(false)
  expect(matches('gender=man')).toBe(false)
  expect(matches('height=170-', { ...ana, height: null })).toBe(false)
  expect(matches('hair=blonde', { ...ana, hair: null })).toBe(false)
})
