import { expect, test } from 'vitest'
import {
  maxRecentlyViewed,
  parseRecentlyViewed,
  serializeRecentlyViewed,
  type ViewedTalent,
  withoutViewed,
  withViewed,
} from './recently-viewed'

const talent = (id: number): ViewedTalent => ({
  id,
  name: `Model ${id}`,
  cover: null,
  coverWeb: null,
})

test('the profile opened last comes first', () => {
  let list: ViewedTalent[] = []
  list = withViewed(list, talent(1))
  list = withViewed(list, talent(2))
  list = withViewed(list, talent(3))
  expect(list.map((viewed) => viewed.id)).toEqual([3, 2, 1])
})

test('a profile opened again moves up, never twice in the list', () => {
  const list = withViewed([talent(3), talent(2), talent(1)], talent(1))
  expect(list.map((viewed) => viewed.id)).toEqual([1, 3, 2])
})

test('ten at most: the eleventh pushes the oldest out', () => {
  let list: ViewedTalent[] = []
  for (let id = 1; id <= 11; id++) list = withViewed(list, talent(id))
  expect(list).toHaveLength(maxRecentlyViewed)
  expect(list.map((viewed) => viewed.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
})

test('one is removed, the others keep their order', () => {
  expect(withoutViewed([talent(3), talent(2), talent(1)], 2).map((viewed) => viewed.id)).toEqual([
    3, 1,
  ])
})

test('what was stored reads back; anything else is an empty list, a damaged entry dropped', () => {
  const list = [talent(2), talent(1)]
  expect(parseRecentlyViewed(serializeRecentlyViewed(list))).toEqual(list)
  expect(parseRecentlyViewed(null)).toEqual([])
  expect(parseRecentlyViewed('{"not": "a list"')).toEqual([])
  expect(parseRecentlyViewed(JSON.stringify([{ id: 'x' }, talent(5), talent(5)]))).toEqual([
    talent(5),
  ])
  const long = Array.from({ length: 30 }, (_, index) => talent(index + 1))
  expect(parseRecentlyViewed(serializeRecentlyViewed(long))).toHaveLength(maxRecentlyViewed)
})
