import { expect, test } from 'vitest'
import {
  batchCount,
  batchNumber,
  batchRange,
  boardFromKey,
  boardKey,
  boardOfPage,
  isOnBoard,
} from './boards'

const woman = { gender: 'woman' as const, categoryIds: [1913] }
const youngMan = { gender: 'man' as const, categoryIds: [1880, 1914] }

test('each roster page shows its board', () => {
  expect(boardOfPage('roster', {})).toEqual({ kind: 'all' })
  expect(boardOfPage('home', {})).toEqual({ kind: 'all' })
  expect(boardOfPage('board', { division: 'direct' })).toEqual({
    kind: 'division',
    division: 'direct',
  })
  expect(boardOfPage('board', { division: 'runway' })).toBeNull()
  expect(boardOfPage('futureFace', {})).toEqual({ kind: 'division', division: 'development' })
  expect(boardOfPage('women', {})).toEqual({ kind: 'gender', gender: 'woman' })
  expect(boardOfPage('men', {})).toEqual({ kind: 'gender', gender: 'man' })
})

test('a division board keeps the talents whose categories include its id', () => {
  expect(isOnBoard(woman, { kind: 'division', division: 'mainboard' })).toBe(true)
  expect(isOnBoard(woman, { kind: 'division', division: 'image' })).toBe(false)
  expect(isOnBoard(youngMan, { kind: 'division', division: 'development' })).toBe(true)
  expect(isOnBoard(youngMan, { kind: 'division', division: 'direct' })).toBe(true)
  expect(isOnBoard(youngMan, { kind: 'gender', gender: 'woman' })).toBe(false)
  expect(isOnBoard({ gender: null, categoryIds: [] }, { kind: 'all' })).toBe(true)
})

test('a board and its key go both ways', () => {
  for (const key of ['all', 'women', 'men', 'image', 'mainboard', 'development', 'direct']) {
    const board = boardFromKey(key)
    expect(board && boardKey(board)).toBe(key)
  }
  expect(boardFromKey('runway')).toBeNull()
  expect(boardFromKey(undefined)).toBeNull()
})

test('a page number is a batch of the board, 1 when absent or nonsense', () => {
  expect(batchCount(0)).toBe(1)
  expect(batchCount(20)).toBe(1)
  expect(batchCount(21)).toBe(2)
  expect(batchNumber(null, 45)).toBe(1)
  expect(batchNumber('2', 45)).toBe(2)
  expect(batchNumber('99', 45)).toBe(3)
  expect(batchNumber('-1', 45)).toBe(1)
  expect(batchNumber('1.5', 45)).toBe(1)
  expect(batchNumber('abc', 45)).toBe(1)
})

test('a page shows batches 1 to n, scrolling adds batch n alone', () => {
  expect(batchRange(3, { through: true })).toEqual({ start: 0, end: 60 })
  expect(batchRange(3)).toEqual({ start: 40, end: 60 })
})
