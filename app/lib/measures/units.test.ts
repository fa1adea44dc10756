import { expect, test } from 'vitest'
import {
  defaultUnits,
  feetAndInchesFromCentimetres,
  formatFeetAndInches,
  formatInches,
  formatShoeSize,
  inchesFromCentimetres,
  parseUnits,
  serializeUnits,
  shoeSize,
  unitsCookie,
  unitsFromCookieHeader,
  withChoice,
} from './units'

test('the default is centimetres and EU sizes', () => {
  expect(defaultUnits).toEqual({ length: 'cm', shoes: 'eu' })
})

test('a preference is written and read back', () => {
  expect(serializeUnits({ length: 'ft', shoes: 'us' })).toBe('ft.us')
  for (const value of ['cm.eu', 'cm.us', 'cm.uk', 'ft.eu', 'ft.us', 'ft.uk']) {
    expect(serializeUnits(parseUnits(value))).toBe(value)
  }
  expect(parseUnits(' ft.uk ')).toEqual({ length: 'ft', shoes: 'uk' })
})

test('an unknown preference is the default, whole', () => {
  for (const value of [
    null,
    undefined,
    '',
    'ft',
    'ft.',
    '.us',
    'FT.US',
    'in.us',
    'ft.br',
    'ft.us.uk',
    'ft%2Eus',
    'us.ft',
    '<script>',
  ]) {
    expect(parseUnits(value), String(value)).toEqual(defaultUnits)
  }
})

test('the preference is read from a Cookie header among others', () => {
  expect(unitsFromCookieHeader('units=ft.us')).toEqual({ length: 'ft', shoes: 'us' })
  expect(unitsFromCookieHeader('a=1; units=cm.uk; b=2')).toEqual({ length: 'cm', shoes: 'uk' })
  expect(unitsFromCookieHeader('a=1;units=ft.eu')).toEqual({ length: 'ft', shoes: 'eu' })
  expect(unitsFromCookieHeader('units=ft.us; units=cm.eu')).toEqual({ length: 'ft', shoes: 'us' })
  expect(unitsFromCookieHeader('myunits=ft.us; unit=ft.us')).toEqual(defaultUnits)
  expect(unitsFromCookieHeader('units=garbage')).toEqual(defaultUnits)
  expect(unitsFromCookieHeader('units')).toEqual(defaultUnits)
  expect(unitsFromCookieHeader('')).toEqual(defaultUnits)
  expect(unitsFromCookieHeader(null)).toEqual(defaultUnits)
})

test('the cookie lasts a year on every page, Secure on https', () => {
  expect(unitsCookie({ length: 'ft', shoes: 'us' }, { secure: false })).toBe(
    'units=ft.us; Path=/; Max-Age=31536000; SameSite=Lax',
  )
  expect(unitsCookie(defaultUnits, { secure: true })).toBe(
    'units=cm.eu; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
  )
})

// Heights as US agencies print them, to the half inch (1 in = 2.54 cm).
const heights: [cm: number, feet: number, inches: number][] = [
  [150, 4, 11], // 59.06 in
  [160, 5, 3], // 62.99
  [165, 5, 5], // 64.96
  [170, 5, 7], // 66.93
  [172, 5, 7.5], // 67.72
  [175, 5, 9], // 68.90
  [177, 5, 9.5], // 69.69
  [178, 5, 10], // 70.08
  [180, 5, 11], // 70.87
  [183, 6, 0], // 72.05
  [185, 6, 1], // 72.83
  [190, 6, 3], // 74.80
  [194, 6, 4.5], // 76.38
  [200, 6, 6.5], // 78.74
]

test.each(heights)('%s cm is %s′ %s″', (cm, feet, inches) => {
  expect(feetAndInchesFromCentimetres(cm)).toEqual({ feet, inches })
})

test('a height rounds before it splits: never 12 inches', () => {
  // 182.6 cm is 71.89 in: rounded, 72 in, six feet even.
  expect(feetAndInchesFromCentimetres(182.6)).toEqual({ feet: 6, inches: 0 })
  expect(feetAndInchesFromCentimetres(152.3)).toEqual({ feet: 5, inches: 0 })
  expect(feetAndInchesFromCentimetres(0)).toEqual({ feet: 0, inches: 0 })
})

test('body measures in inches, to the half inch', () => {
  expect(inchesFromCentimetres(84)).toBe(33) // 33.07
  expect(inchesFromCentimetres(60)).toBe(23.5) // 23.62
  expect(inchesFromCentimetres(90)).toBe(35.5) // 35.43
  expect(inchesFromCentimetres(61)).toBe(24) // 24.02
  expect(inchesFromCentimetres(98)).toBe(38.5) // 38.58
  expect(inchesFromCentimetres(76.2)).toBe(30)
})

test('feet and inches are written the locale’s way', () => {
  expect(formatFeetAndInches(177, 'en')).toBe('5′\u00a09.5″')
  expect(formatFeetAndInches(177, 'pt')).toBe('5′\u00a09,5″')
  expect(formatFeetAndInches(177, 'es')).toBe('5′\u00a09,5″')
  expect(formatFeetAndInches(178, 'pt')).toBe('5′\u00a010″')
  expect(formatInches(60, 'en')).toBe('23.5″')
  expect(formatInches(60, 'es')).toBe('23,5″')
  expect(formatInches(84, 'pt')).toBe('33″')
  expect(formatShoeSize(8.5, 'pt')).toBe('8,5')
  expect(formatShoeSize(8, 'en')).toBe('8')
})

// EU → [US, UK]: rows of the tables in units.ts, whole and half sizes, both ends.
const womensTable: [eu: number, us: number, uk: number][] = [
  [33, 3.5, 1],
  [35, 5, 2.5],
  [35.5, 5.5, 3],
  [36, 6, 3.5],
  [37, 6.5, 4],
  [37.5, 7, 4.5],
  [38, 7.5, 5],
  [39, 8, 5.5],
  [40, 9, 6.5],
  [41, 10, 7.5],
  [42, 10.5, 8],
  [45, 13, 10.5],
]

const mensTable: [eu: number, us: number, uk: number][] = [
  [37, 5, 4],
  [39, 6.5, 5.5],
  [40, 7.5, 6.5],
  [41, 8.5, 7.5],
  [42, 9, 8],
  [42.5, 9.5, 8.5],
  [43, 10, 9],
  [44, 10.5, 9.5],
  [45, 11.5, 10.5],
  [46, 12, 11],
  [50, 15.5, 14.5],
]

test.each(womensTable)('a woman’s EU %s is US %s and UK %s', (eu, us, uk) => {
  expect(shoeSize(eu, 'us', 'woman')).toEqual({ scale: 'us', size: us })
  expect(shoeSize(eu, 'uk', 'woman')).toEqual({ scale: 'uk', size: uk })
  expect(shoeSize(eu, 'eu', 'woman')).toEqual({ scale: 'eu', size: eu })
})

test.each(mensTable)('a man’s EU %s is US %s and UK %s', (eu, us, uk) => {
  expect(shoeSize(eu, 'us', 'man')).toEqual({ scale: 'us', size: us })
  expect(shoeSize(eu, 'uk', 'man')).toEqual({ scale: 'uk', size: uk })
})

test('the US scales of women and men differ by a size and a half; UK is one scale', () => {
  for (const eu of [38, 40, 42, 44]) {
    const woman = shoeSize(eu, 'us', 'woman').size
    const man = shoeSize(eu, 'us', 'man').size
    expect(woman - man, `EU ${eu}`).toBe(1.5)
    expect(shoeSize(eu, 'uk', 'woman')).toEqual(shoeSize(eu, 'uk', 'man'))
  }
})

test('a size between half sizes reads as the nearest half', () => {
  expect(shoeSize(38.3, 'us', 'woman')).toEqual({ scale: 'us', size: 8 }) // as 38.5
  expect(shoeSize(38.2, 'us', 'woman')).toEqual({ scale: 'us', size: 7.5 }) // as 38
  expect(shoeSize(42.74, 'uk', 'man')).toEqual({ scale: 'uk', size: 8.5 }) // as 42.5
})

test('a size off the table stays an EU size, never a guess', () => {
  expect(shoeSize(32, 'us', 'woman')).toEqual({ scale: 'eu', size: 32 })
  expect(shoeSize(46, 'us', 'woman')).toEqual({ scale: 'eu', size: 46 })
  expect(shoeSize(36, 'uk', 'man')).toEqual({ scale: 'eu', size: 36 })
  expect(shoeSize(51, 'us', 'man')).toEqual({ scale: 'eu', size: 51 })
  expect(shoeSize(4, 'us', 'man')).toEqual({ scale: 'eu', size: 4 })
  expect(shoeSize(Number.NaN, 'us', 'man').scale).toBe('eu')
})

test('a talent of unknown gender gets UK sizes, but no US size of either scale', () => {
  expect(shoeSize(40, 'uk', null)).toEqual({ scale: 'uk', size: 6.5 })
  expect(shoeSize(48, 'uk', undefined)).toEqual({ scale: 'uk', size: 13 })
  expect(shoeSize(40, 'us', null)).toEqual({ scale: 'eu', size: 40 })
})

test('a choice changes one dimension and keeps the other', () => {
  const current = { length: 'cm', shoes: 'uk' } as const
  expect(withChoice(current, { length: 'ft' })).toEqual({ length: 'ft', shoes: 'uk' })
  expect(withChoice(current, { shoes: 'us' })).toEqual({ length: 'cm', shoes: 'us' })
  expect(withChoice(current, { length: 'cm', shoes: 'eu' })).toEqual(defaultUnits)
})

test('a choice of no unit, or of one the site does not offer, is refused', () => {
  expect(withChoice(defaultUnits, {})).toBeNull()
  expect(withChoice(defaultUnits, { length: 'yd' })).toBeNull()
  expect(withChoice(defaultUnits, { shoes: 'br' })).toBeNull()
  expect(withChoice(defaultUnits, { length: 'ft', shoes: '' })).toBeNull()
  expect(withChoice(defaultUnits, { length: ['ft'] })).toBeNull()
})
