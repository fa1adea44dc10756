import { expect, test } from 'vitest'
import { mediaSegments } from './media'

test('a media path is a list of plain names ending in a served file type', () => {
  expect(mediaSegments('/demo-v1/4001/book-1-1600x2400.jpg')).toEqual([
    'demo-v1',
    '4001',
    'book-1-1600x2400.jpg',
  ])
  expect(mediaSegments('/imported/9001/3fa9c0.webp')).toEqual(['imported', '9001', '3fa9c0.webp'])
})

test('anything that could leave the media folder or reach a hidden file is refused', () => {
  for (const probe of [
    '/../../etc/passwd.jpg',
    '/%2e%2e/%2e%2e/etc/passwd.jpg',
    '/..%2f..%2fetc%2fpasswd.jpg',
    '/a/%2fetc%2fpasswd.jpg',
    '/a/..%5cx.jpg',
    '/4001/.jpg',
    '/.keys/booking.jpg',
    '/keys/booking.key',
    '/%E0%A4%A.jpg',
    '/',
  ]) {
    expect(mediaSegments(probe), probe).toBeNull()
  }
})
