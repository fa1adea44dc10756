import { expect, test } from 'vitest'
import { parseRange } from './stored-media'

test('a single byte range is read as a video player sends it; anything else is the whole file', () => {
  expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 })
  expect(parseRange('bytes=500-')).toEqual({ start: 500, end: undefined })
  expect(parseRange(undefined)).toBeUndefined()
  expect(parseRange('bytes=-500')).toBeUndefined()
  expect(parseRange('bytes=0-1,5-9')).toBeUndefined()
  expect(parseRange('bytes=9-1')).toBeUndefined()
  expect(parseRange('items=0-1')).toBeUndefined()
})
