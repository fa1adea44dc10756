import { expect, test } from 'vitest'
import { imageSrcSet, imageUrl, imageWidths, isAllowedWidth, snapWidth } from './images'

const src = 'http://127.0.0.1:3000/booking/media/demo-v1/7/book-1-1600x2400.jpg'
const encoded = encodeURIComponent(src)

test('only the fixed widths are allowed', () => {
  for (const width of imageWidths) expect(isAllowedWidth(width)).toBe(true)
  for (const width of [0, 1, 333, 1921, 4000, -160, 160.5, Number.NaN]) {
    expect(isAllowedWidth(width), String(width)).toBe(false)
  }
})

test('a width snaps up to the next allowed one, and never past the largest', () => {
  expect(snapWidth(1)).toBe(160)
  expect(snapWidth(160)).toBe(160)
  expect(snapWidth(161)).toBe(320)
  expect(snapWidth(1000)).toBe(1200)
  expect(snapWidth(5000)).toBe(Math.max(...imageWidths))
})

test('an image URL names the snapped width and the encoded source', () => {
  expect(imageUrl(src, 800)).toBe(`/images?w=800&src=${encoded}`)
  expect(imageUrl(src, 333)).toBe(`/images?w=480&src=${encoded}`)
  expect(imageUrl('https://cdn.example.com/a b.jpg?v=1&x=2', 9999)).toBe(
    '/images?w=1920&src=https%3A%2F%2Fcdn.example.com%2Fa%20b.jpg%3Fv%3D1%26x%3D2',
  )
})

test('a srcset lists every width when the source width is unknown', () => {
  const candidates = imageSrcSet(src).split(', ')
  expect(candidates).toHaveLength(imageWidths.length)
  expect(candidates[0]).toBe(`/images?w=160&src=${encoded} 160w`)
  expect(candidates.at(-1)).toBe(`/images?w=1920&src=${encoded} 1920w`)
})

test('a srcset stops at the first width that covers the source, so nothing is enlarged', () => {
  const widthsOf = (maxWidth: number) =>
    imageSrcSet(src, { maxWidth })
      .split(', ')
      .map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')))
  expect(widthsOf(1000)).toEqual([160, 320, 480, 640, 800, 960, 1200])
  expect(widthsOf(960)).toEqual([160, 320, 480, 640, 800, 960])
  expect(widthsOf(100)).toEqual([160])
  expect(widthsOf(6000)).toEqual([...imageWidths])
  expect(widthsOf(0)).toEqual([...imageWidths])
})
