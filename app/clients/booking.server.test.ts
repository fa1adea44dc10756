import { expect, test } from 'vitest'
import { wireTalent } from '../../contracts/booking'
import { toTalent } from './booking.server'

const base = { id: 7, name: 'Lia Souza', divisions: [{ id_category: 1446 }] }

test('the hero image carries the size the service gives for it', () => {
  const talent = toTalent(
    wireTalent.parse({
      ...base,
      cover: 'media/7/a.jpg',
      cover_size: { width: 800, height: 1000 },
      cover2: 'media/7/b.jpg',
      cover2_size: { width: 1200, height: 1500 },
    }),
    'http://booking.test',
  )
  expect(talent.cover).toBe('booking:media/7/a.jpg')
  expect(talent.heroImage).toEqual({ url: 'booking:media/7/b.jpg', width: 1200, height: 1500 })
})

test('without cover2, the hero is the cover with the cover’s size', () => {
  const talent = toTalent(
    wireTalent.parse({ ...base, cover: 'media/7/a.jpg', cover_size: { width: 800, height: 1000 } }),
    'http://booking.test',
  )
  expect(talent.heroImage).toEqual({ url: 'booking:media/7/a.jpg', width: 800, height: 1000 })
})

test('a size the service does not give, or gives wrong, is unknown, not the talent refused', () => {
  const talent = toTalent(
    wireTalent.parse({ ...base, cover: 'media/7/a.jpg', cover_size: { width: 'wide' } }),
    'http://booking.test',
  )
  expect(talent.heroImage).toEqual({ url: 'booking:media/7/a.jpg', width: null, height: null })
})
