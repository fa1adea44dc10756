import { expect, test } from 'vitest'
import { isMediaReference, mediaReference, parseMediaReference } from './media-reference'

test('a relative media path becomes a reference to the service’s media folder', () => {
  expect(mediaReference('booking', 'http://h/booking', 'media/x.jpg')).toBe('booking:media/x.jpg')
  expect(mediaReference('panel', 'http://h/panel/', '/media/x.jpg')).toBe('panel:media/x.jpg')
})

test('an absolute URL inside the media folder becomes a reference: no internal address is shown', () => {
  expect(
    mediaReference('booking', 'http://127.0.0.1:3001', 'http://127.0.0.1:3001/media/4182/c.jpg'),
  ).toBe('booking:media/4182/c.jpg')
  expect(mediaReference('panel', 'http://h/panel/', 'http://h/panel/media/a.jpg?v=2')).toBe(
    'panel:media/a.jpg?v=2',
  )
  // Another folder on the same host is not the media folder.
  expect(mediaReference('booking', 'http://h/booking', 'http://h/bookingX/a.jpg')).toBe(
    'http://h/bookingX/a.jpg',
  )
})

test('an absolute URL elsewhere (a public CDN) is kept', () => {
  expect(
    mediaReference('booking', 'http://h/booking', 'https://cdn.example.com/4182/web.jpg'),
  ).toBe('https://cdn.example.com/4182/web.jpg')
})

test('an empty path, or one whose file name is empty, is no media', () => {
  expect(mediaReference('booking', 'http://h', null)).toBeNull()
  expect(mediaReference('booking', 'http://h', '')).toBeNull()
  expect(mediaReference('booking', 'http://h', '  ')).toBeNull()
  expect(mediaReference('booking', 'http://h', 'media/4182/.jpg')).toBeNull()
  expect(mediaReference('booking', 'http://h', 'https://cdn.example.com/4182/.jpg')).toBeNull()
})

test('a reference reads back as its service and path; nothing else is one', () => {
  expect(parseMediaReference('booking:media/4182/c.jpg')).toEqual({
    service: 'booking',
    path: 'media/4182/c.jpg',
  })
  expect(parseMediaReference('panel:media/slides/1.jpg')?.service).toBe('panel')
  for (const other of [
    'http://h/x.jpg',
    '/images?w=1',
    'booking://evil.com/x',
    'other:x',
    'booking:',
  ]) {
    expect(parseMediaReference(other), other).toBeNull()
    expect(isMediaReference(other), other).toBe(false)
  }
})
