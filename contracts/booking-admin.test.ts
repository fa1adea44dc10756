import { expect, test } from 'vitest'
import { boardsOf, divisionsOf } from './booking-admin'
import { divisionCategoryIds } from './divisions'

const { image, mainboard, development } = divisionCategoryIds

test('a talent is filed in the divisions her categories name, in the divisions’ order', () => {
  expect(divisionsOf([development, 999, image])).toEqual(['image', 'development'])
  expect(divisionsOf([])).toEqual([])
})

test('a talent is on her gender’s board, then the future faces when in development', () => {
  expect(boardsOf({ gender: 'woman', categoryIds: [mainboard] })).toEqual(['women'])
  expect(boardsOf({ gender: 'man', categoryIds: [development] })).toEqual(['men', 'future-faces'])
  // A read API may not say her gender: then only the future faces can be known.
  expect(boardsOf({ gender: null, categoryIds: [development] })).toEqual(['future-faces'])
})
