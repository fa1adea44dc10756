import { expect, test } from 'vitest'
import { coversOf, sizeOf } from './covers'

const first = { id: 1, file: 'media/photos/7/a.jpg', width: 800, height: 1000 }
const second = { id: 2, file: 'media/photos/7/b.jpg', width: 1200, height: 800 }

test('until the agency chooses, the first portfolio photo is the cover and the next the web cover', () => {
  expect(coversOf({ cover: null, coverWeb: null }, [first, second])).toEqual({
    cover: { file: first.file, size: { width: 800, height: 1000 }, chosen: false },
    coverWeb: { file: second.file, size: { width: 1200, height: 800 }, chosen: false },
  })
  // The booking software's empty file name is no cover either.
  expect(coversOf({ cover: 'media/7/.jpg', coverWeb: '' }, [first]).cover?.file).toBe(first.file)
})

test('a chosen cover is kept, with its size; the web cover is then the first photo that is not it', () => {
  const covers = coversOf({ cover: second.file, coverWeb: null }, [first, second])
  expect(covers.cover).toEqual({
    file: second.file,
    size: { width: 1200, height: 800 },
    chosen: true,
  })
  expect(covers.coverWeb).toMatchObject({ file: first.file, chosen: false })
  expect(coversOf({ cover: null, coverWeb: null }, [])).toEqual({ cover: null, coverWeb: null })
})

test('a cover’s size: its photo’s, a demo path’s, else unknown', () => {
  expect(sizeOf(first.file, [first])).toEqual({ width: 800, height: 1000 })
  expect(sizeOf('media/demo-v1/4/cover-1-1000x1500.jpg', [])).toEqual({ width: 1000, height: 1500 })
  expect(sizeOf('media/imported/x.jpg', [first])).toBeNull()
})
