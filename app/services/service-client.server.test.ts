import { expect, test } from 'vitest'
import { resolveMediaUrl } from './service-client.server'

test('a relative media path joins the media URL as a folder', () => {
  expect(resolveMediaUrl('http://h/booking', 'media/x.jpg')).toBe('http://h/booking/media/x.jpg')
  expect(resolveMediaUrl('http://h/booking/', '/media/x.jpg')).toBe('http://h/booking/media/x.jpg')
  expect(resolveMediaUrl('https://cdn.example.com', 'a/b.png')).toBe(
    'https://cdn.example.com/a/b.png',
  )
})

test('an absolute URL is kept', () => {
  expect(resolveMediaUrl('http://h/booking', 'https://cdn.example.com/4182/web.jpg')).toBe(
    'https://cdn.example.com/4182/web.jpg',
  )
})

test('an empty path, or one whose file name is empty, is no media', () => {
  expect(resolveMediaUrl('http://h', null)).toBeNull()
  expect(resolveMediaUrl('http://h', '')).toBeNull()
  expect(resolveMediaUrl('http://h', '  ')).toBeNull()
  expect(resolveMediaUrl('http://h', 'media/4182/.jpg')).toBeNull()
  expect(resolveMediaUrl('http://h', 'https://cdn.example.com/4182/.jpg')).toBeNull()
})
