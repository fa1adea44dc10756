import { expect, test } from 'vitest'
import { compareIds, comparePath, comparisonRows, selectionProblem } from './compare'
import type { LabelledMeasure } from '../measures/measures'

test('ids come from a link (comma-separated) or from the form (one per box), read alike', () => {
  expect(compareIds(new URLSearchParams('ids=4001,4017'))).toEqual([4001, 4017])
  expect(compareIds(new URLSearchParams('ids=4001&ids=4017&ids=4020'))).toEqual([4001, 4017, 4020])
  // Whatever is not an id is left out, and an id counts once.
  expect(compareIds(new URLSearchParams('ids=4001,abc,-3,0,4001&ids=4017'))).toEqual([4001, 4017])
  expect(compareIds(new URLSearchParams(''))).toEqual([])
})

test('two to four can be compared; fewer or more say which', () => {
  expect(selectionProblem(0)).toBe('too-few')
  expect(selectionProblem(1)).toBe('too-few')
  expect(selectionProblem(2)).toBeNull()
  expect(selectionProblem(4)).toBeNull()
  expect(selectionProblem(5)).toBe('too-many')
})

test('the compare page’s address is in the visitor’s language, the ids comma-separated', () => {
  expect(comparePath('en', [4001, 4017])).toBe('/favorites/compare?ids=4001,4017')
  expect(comparePath('pt', [1, 2, 3])).toBe('/pt/favoritos/comparar?ids=1,2,3')
  expect(comparePath('es', [1, 2])).toBe('/es/favoritos/comparar?ids=1,2')
})

const measure = (key: LabelledMeasure['key'], value: string): LabelledMeasure => ({
  key,
  label: key.toUpperCase(),
  value,
})

test('rows follow the agencies’ order; a measure one model lacks is empty in its column', () => {
  const woman = [measure('age', '22'), measure('height', '178 cm'), measure('bust', '82 cm')]
  const man = [
    measure('height', '188 cm'),
    measure('chest', '96 cm'),
    measure('shoes', '43'),
    measure('eyes', 'green'),
  ]
  expect(comparisonRows([man, woman])).toEqual([
    { key: 'age', label: 'AGE', values: [null, '22'] },
    { key: 'height', label: 'HEIGHT', values: ['188 cm', '178 cm'] },
    { key: 'bust', label: 'BUST', values: [null, '82 cm'] },
    { key: 'chest', label: 'CHEST', values: ['96 cm', null] },
    { key: 'shoes', label: 'SHOES', values: ['43', null] },
    { key: 'eyes', label: 'EYES', values: ['green', null] },
  ])
})

test('models with no measures at all make no rows', () => {
  expect(comparisonRows([[], []])).toEqual([])
})
