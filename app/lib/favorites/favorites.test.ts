import { describe, expect, test } from 'vitest'
import {
  type FavoriteTalent,
  maxFavorites,
  parseFavorites,
  parseIds,
  serializeFavorites,
  shareIds,
  withFavorites,
  withoutFavorite,
} from './favorites'

const ana: FavoriteTalent = {
  id: 4001,
  name: 'Ana Souza',
  cover: 'http://127.0.0.1:3000/booking/media/4001/cover.jpg',
  coverWeb: null,
}
const bia: FavoriteTalent = { id: 4002, name: 'Bia Lima', cover: null, coverWeb: null }

describe('parseFavorites', () => {
  test('reads back what was stored, in order', () => {
    expect(parseFavorites(serializeFavorites([bia, ana]))).toEqual([bia, ana])
  })

  test.each([
    ['nothing', null],
    ['an empty string', ''],
    ['text that is not JSON', 'not json {'],
    ['an object', '{"4001": {"id": 4001, "name": "Ana"}}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as no favorites', (_case, stored) => {
    expect(parseFavorites(stored)).toEqual([])
  })

  test('drops damaged entries and keeps the rest', () => {
    const stored = JSON.stringify([
      ana,
      null,
      'Ana',
      { id: '4003', name: 'String id' },
      { id: -1, name: 'Negative' },
      { id: 1.5, name: 'Fraction' },
      { id: 4004, name: '   ' },
      { id: 4005, name: 'x'.repeat(121) },
      { id: 4006, name: 'Bad cover', cover: 'javascript:alert(1)', coverWeb: 7 },
      { ...ana, name: 'Ana again' },
    ])
    expect(parseFavorites(stored)).toEqual([
      ana,
      { id: 4006, name: 'Bad cover', cover: null, coverWeb: null },
    ])
  })

  test('keeps covers named by media reference, and those stored as absolute URLs before', () => {
    const cara = { id: 4003, name: 'Cara', cover: 'booking:media/4003/c.jpg', coverWeb: null }
    expect(parseFavorites(serializeFavorites([cara, ana]))).toEqual([cara, ana])
  })

  test('keeps at most the maximum', () => {
    const many = Array.from({ length: maxFavorites + 5 }, (_, index) => ({
      id: index + 1,
      name: `Talent ${index + 1}`,
      cover: null,
      coverWeb: null,
    }))
    expect(parseFavorites(JSON.stringify(many))).toHaveLength(maxFavorites)
  })
})

test('adding keeps order and ignores talents already there; removing takes one out', () => {
  const list = withFavorites([ana], [bia, ana])
  expect(list.map((talent) => talent.id)).toEqual([4001, 4002])
  expect(withoutFavorite(list, 4001)).toEqual([bia])
  expect(withoutFavorite(list, 9999)).toEqual(list)
})

test('share ids go out and come back in order', () => {
  expect(shareIds([bia, ana])).toBe('4002,4001')
  expect(parseIds(shareIds([bia, ana]))).toEqual([4002, 4001])
})

test.each([
  [null, []],
  ['', []],
  ['4001', [4001]],
  [' 4001 , 4002,,4001', [4001, 4002]],
  ['4001,abc,-3,0,1e3,9999999999,4002', [4001, 4002]],
])('parseIds(%j) is %j', (value, ids) => {
  expect(parseIds(value)).toEqual(ids)
})

test('parseIds keeps at most the maximum', () => {
  const ids = Array.from({ length: maxFavorites + 10 }, (_, index) => index + 1).join(',')
  expect(parseIds(ids)).toHaveLength(maxFavorites)
})
