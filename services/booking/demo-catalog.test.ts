import { expect, test } from 'vitest'
import { divisionCategoryIds, listedDivisionId } from '../../contracts/divisions'
import {
  demoImagePath,
  demoMaxAge,
  demoMinAge,
  demoReferenceDate,
  eyeColours,
  generateDemoCatalog,
  hairColours,
  parseDemoImagePath,
} from './demo-catalog'

const catalog = generateDemoCatalog()

function ageOn(birthdate: string, day: string) {
  const [y, m, d] = birthdate.split('-').map(Number)
  const [ty, tm, td] = day.split('-').map(Number)
  return (ty ?? 0) - (y ?? 0) - ((tm ?? 0) < (m ?? 0) || (tm === m && (td ?? 0) < (d ?? 0)) ? 1 : 0)
}

test('the catalog is deterministic: two runs are identical', () => {
  expect(generateDemoCatalog()).toEqual(catalog)
  expect(catalog).toHaveLength(120)
  const large = generateDemoCatalog({ count: 1000 })
  expect(large).toHaveLength(1000)
  // A larger catalog keeps the smaller one's talents, so images drawn for them stay right.
  expect(large.slice(0, catalog.length)).toEqual(catalog)
  expect(new Set(large.map((talent) => talent.id)).size).toBe(1000)
  expect(new Set(large.map((talent) => talent.name)).size).toBe(1000)
  expect(catalog.every((talent) => talent.id > 4000)).toBe(true)
})

test('it covers every board, both genders, and talents outside the listed division', () => {
  for (const category of Object.values(divisionCategoryIds)) {
    expect(
      catalog.filter((talent) => talent.categoryIds.includes(category)).length,
    ).toBeGreaterThan(3)
  }
  expect(catalog.some((talent) => talent.categoryIds.length > 1)).toBe(true)
  expect(new Set(catalog.map((talent) => talent.gender))).toEqual(new Set(['man', 'woman']))
  const unlisted = catalog.filter((talent) => !talent.divisionIds.includes(listedDivisionId))
  expect(unlisted.length).toBeGreaterThan(0)
  expect(unlisted.length).toBeLessThan(15)
})

test('every colour of the table appears, in any case and with or without accents', () => {
  const plain = (value: string | null) =>
    (value ?? '')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
  const hair = new Set(catalog.map((talent) => plain(talent.hair)))
  const eyes = new Set(catalog.map((talent) => plain(talent.eyes)))
  for (const colour of hairColours) expect(hair, colour).toContain(plain(colour))
  for (const colour of eyeColours) expect(eyes, colour).toContain(plain(colour))
})

test('ages run from 16 to 35, and the media mix portraits, landscapes and both video providers', () => {
  const ages = catalog.map((talent) => ageOn(talent.birthdate ?? '', demoReferenceDate))
  expect(Math.min(...ages)).toBeGreaterThanOrEqual(demoMinAge)
  expect(Math.max(...ages)).toBeLessThanOrEqual(demoMaxAge)
  const book = catalog.flatMap((talent) => talent.book)
  expect(book.some((image) => image.width > image.height)).toBe(true)
  expect(book.some((image) => image.width < image.height)).toBe(true)
  const videos = catalog.flatMap((talent) => talent.video)
  expect(videos.some((video) => video.provider === 'youtube')).toBe(true)
  expect(videos.some((video) => video.provider === 'vimeo' && video.file.includes('/'))).toBe(true)
  expect(catalog.some((talent) => !talent.cover || talent.cover.endsWith('/.jpg'))).toBe(true)
})

test('a demo image path says how to draw it, and nothing else parses as one', () => {
  const image = { talentId: 4001, kind: 'book' as const, index: 3, width: 2400, height: 1600 }
  expect(parseDemoImagePath(demoImagePath(image))).toEqual(image)
  expect(parseDemoImagePath('media/demo-v1/4001/../../keys/booking.key')).toBeNull()
  expect(parseDemoImagePath('media/demo-v1/4001/book-1-90000x90000.jpg')).toBeNull()
})
