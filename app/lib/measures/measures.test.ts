import { expect, test } from 'vitest'
import { translatorFor } from '~/i18n/resources.server'
import {
  heightInCentimetres,
  labelledMeasures,
  type MeasuredTalent,
  measureValue,
  measuresOf,
} from './measures'
import { defaultUnits, type Units } from './units'

const blank: MeasuredTalent = {
  gender: null,
  height: null,
  bust: null,
  chest: null,
  waist: null,
  hips: null,
  shoes: null,
  hair: null,
  eyes: null,
}

const woman: MeasuredTalent = {
  gender: 'woman',
  height: '178',
  bust: '84',
  chest: null,
  waist: '60',
  hips: '90',
  shoes: '38/39',
  hair: 'castanho',
  eyes: 'verde',
}

test('a measure shows only the part before a slash, trimmed', () => {
  expect(measureValue('38/39')).toBe('38')
  expect(measureValue(' 38 / 39 ')).toBe('38')
  expect(measureValue('84')).toBe('84')
  expect(measureValue(39)).toBe('39')
  expect(measureValue(37.5)).toBe('37.5')
})

test('an empty measure has no value', () => {
  expect(measureValue(null)).toBeNull()
  expect(measureValue(undefined)).toBeNull()
  expect(measureValue('')).toBeNull()
  expect(measureValue('   ')).toBeNull()
  expect(measureValue('/39')).toBeNull()
  expect(measureValue(Number.NaN)).toBeNull()
})

test('a woman shows her measures in order, with units', () => {
  expect(measuresOf(woman, 'en')).toEqual([
    { key: 'height', value: '178', unit: 'cm' },
    { key: 'bust', value: '84', unit: 'cm' },
    { key: 'waist', value: '60', unit: 'cm' },
    { key: 'hips', value: '90', unit: 'cm' },
    { key: 'shoes', value: '38', unit: null },
    { key: 'hair', value: 'brown', unit: null },
    { key: 'eyes', value: 'green', unit: null },
  ])
})

test('a man shows a chest where a woman shows a bust', () => {
  const man: MeasuredTalent = { ...woman, gender: 'man', bust: '84', chest: '98' }
  expect(measuresOf(man, 'en').map(({ key, value }) => [key, value])).toEqual([
    ['height', '178'],
    ['chest', '98'],
    ['waist', '60'],
    ['hips', '90'],
    ['shoes', '38'],
    ['hair', 'brown'],
    ['eyes', 'green'],
  ])
  expect(measuresOf({ ...woman, chest: '98' }, 'en')[1]).toEqual({
    key: 'bust',
    value: '84',
    unit: 'cm',
  })
})

test('a man with only a bust shows it as his chest, and the other way round', () => {
  expect(measuresOf({ ...blank, gender: 'man', bust: '96' }, 'en')).toEqual([
    { key: 'chest', value: '96', unit: 'cm' },
  ])
  expect(measuresOf({ ...blank, gender: 'woman', chest: '86' }, 'en')).toEqual([
    { key: 'bust', value: '86', unit: 'cm' },
  ])
  expect(measuresOf({ ...blank, gender: 'woman', bust: ' / ', chest: '86' }, 'en')).toEqual([
    { key: 'bust', value: '86', unit: 'cm' },
  ])
})

test('a talent of unknown gender shows a bust', () => {
  expect(measuresOf({ ...blank, bust: '84', chest: '98' }, 'en')).toEqual([
    { key: 'bust', value: '84', unit: 'cm' },
  ])
})

test('numbers are written the locale’s way', () => {
  const talent: MeasuredTalent = { ...blank, waist: '60.5', shoes: '37,5' }
  expect(measuresOf(talent, 'en').map(({ value }) => value)).toEqual(['60.5', '37.5'])
  expect(measuresOf(talent, 'es').map(({ value }) => value)).toEqual(['60,5', '37,5'])
  expect(measuresOf(talent, 'pt').map(({ value }) => value)).toEqual(['60,5', '37,5'])
})

test('a height in metres is shown in centimetres', () => {
  expect(measuresOf({ ...blank, height: '1.78' }, 'en')).toEqual([
    { key: 'height', value: '178', unit: 'cm' },
  ])
  expect(measuresOf({ ...blank, height: '1,78' }, 'pt')[0]?.value).toBe('178')
  expect(measuresOf({ ...blank, height: '1,785' }, 'pt')[0]?.value).toBe('178,5')
  expect(measuresOf({ ...blank, height: '2' }, 'en')[0]?.value).toBe('200')
  expect(measuresOf({ ...blank, height: '178.5' }, 'pt')[0]?.value).toBe('178,5')
})

test('a value that is not a number is shown as given, without a unit of ours', () => {
  expect(measuresOf({ ...blank, height: '1,78 m', waist: '58-60', shoes: 'M' }, 'pt')).toEqual([
    { key: 'height', value: '1,78 m', unit: null },
    { key: 'waist', value: '58-60', unit: null },
    { key: 'shoes', value: 'M', unit: null },
  ])
})

test('measures with no value are left out', () => {
  expect(measuresOf(blank, 'en')).toEqual([])
  expect(measuresOf({ ...blank, gender: 'man', hips: '', eyes: 'azul' }, 'en')).toEqual([
    { key: 'eyes', value: 'blue', unit: null },
  ])
})

test('hair and eyes are translated, unknown colours kept', () => {
  const talent: MeasuredTalent = { ...blank, hair: 'Loira', eyes: 'AMBAR' }
  expect(measuresOf(talent, 'es').map(({ value }) => value)).toEqual(['rubio', 'ámbar'])
  expect(measuresOf(talent, 'pt').map(({ value }) => value)).toEqual(['loira', 'âmbar'])
  expect(measuresOf({ ...blank, hair: 'Platinado' }, 'en')[0]?.value).toBe('Platinado')
})

test('labelled measures put the age first and spell centimetres the locale’s way', () => {
  const measures = measuresOf(
    { ...blank, gender: 'man', height: '1,8', chest: '98', eyes: 'mel' },
    'es',
  )
  expect(labelledMeasures(measures, translatorFor('es'), 24)).toEqual([
    { key: 'age', label: 'Edad', value: '24' },
    { key: 'height', label: 'Altura', value: '180 cm' },
    { key: 'chest', label: 'Pecho', value: '98 cm' },
    { key: 'eyes', label: 'Ojos', value: 'miel' },
  ])
  expect(labelledMeasures(measures, translatorFor('en')).map(({ key }) => key)).toEqual([
    'height',
    'chest',
    'eyes',
  ])
})

test('a height is a number of centimetres for structured data, or null', () => {
  expect(heightInCentimetres('178')).toBe(178)
  expect(heightInCentimetres('1,78')).toBe(178)
  expect(heightInCentimetres(1.785)).toBe(178.5)
  expect(heightInCentimetres('178/180')).toBe(178)
  expect(heightInCentimetres('1,78 m')).toBeNull()
  expect(heightInCentimetres('0')).toBeNull()
  expect(heightInCentimetres(null)).toBeNull()
})

const feetAndUs: Units = { length: 'ft', shoes: 'us' }

test('the last parameter picks the units; without it, centimetres and EU sizes', () => {
  expect(measuresOf(woman, 'en', defaultUnits)).toEqual(measuresOf(woman, 'en'))
  expect(measuresOf(woman, 'en', feetAndUs)).toEqual([
    { key: 'height', value: '5′\u00a010″', unit: 'ft' },
    { key: 'bust', value: '33″', unit: 'in' },
    { key: 'waist', value: '23.5″', unit: 'in' },
    { key: 'hips', value: '35.5″', unit: 'in' },
    { key: 'shoes', value: '7.5', unit: 'us' },
    { key: 'hair', value: 'brown', unit: null },
    { key: 'eyes', value: 'green', unit: null },
  ])
})

test('feet and inches, and shoe sizes, are written the locale’s way', () => {
  const talent: MeasuredTalent = { ...woman, height: '177', waist: '60', shoes: '39' }
  for (const [locale, height, waist] of [
    ['en', '5′\u00a09.5″', '23.5″'],
    ['pt', '5′\u00a09,5″', '23,5″'],
    ['es', '5′\u00a09,5″', '23,5″'],
  ] as const) {
    const shown = measuresOf(talent, locale, { length: 'ft', shoes: 'uk' })
    expect(shown.find(({ key }) => key === 'height')?.value, locale).toBe(height)
    expect(shown.find(({ key }) => key === 'waist')?.value, locale).toBe(waist)
    expect(
      shown.find(({ key }) => key === 'shoes'),
      locale,
    ).toEqual({
      key: 'shoes',
      value: locale === 'en' ? '5.5' : '5,5',
      unit: 'uk',
    })
  }
})

test('units apply to length and shoes apart', () => {
  const cmAndUk = measuresOf(woman, 'pt', { length: 'cm', shoes: 'uk' })
  expect(cmAndUk[0]).toEqual({ key: 'height', value: '178', unit: 'cm' })
  expect(cmAndUk.find(({ key }) => key === 'shoes')).toEqual({
    key: 'shoes',
    value: '5',
    unit: 'uk',
  })
  const feetAndEu = measuresOf(woman, 'pt', { length: 'ft', shoes: 'eu' })
  expect(feetAndEu.find(({ key }) => key === 'shoes')).toEqual({
    key: 'shoes',
    value: '38',
    unit: null,
  })
})

test('a man’s shoe size is read on the men’s US scale, a woman’s on the women’s', () => {
  const man: MeasuredTalent = { ...blank, gender: 'man', shoes: '42' }
  const lady: MeasuredTalent = { ...blank, gender: 'woman', shoes: '42' }
  expect(measuresOf(man, 'en', feetAndUs)).toEqual([{ key: 'shoes', value: '9', unit: 'us' }])
  expect(measuresOf(lady, 'en', feetAndUs)).toEqual([{ key: 'shoes', value: '10.5', unit: 'us' }])
})

test('a height in metres, a chest, converts like any length', () => {
  const man: MeasuredTalent = { ...blank, gender: 'man', height: '1,83', chest: '98' }
  expect(measuresOf(man, 'en', feetAndUs)).toEqual([
    { key: 'height', value: '6′\u00a00″', unit: 'ft' },
    { key: 'chest', value: '38.5″', unit: 'in' },
  ])
})

test('what cannot be converted is shown as given or as an EU size', () => {
  expect(
    measuresOf({ ...blank, height: '1,78 m', waist: '58-60', shoes: 'M' }, 'pt', feetAndUs),
  ).toEqual([
    { key: 'height', value: '1,78 m', unit: null },
    { key: 'waist', value: '58-60', unit: null },
    { key: 'shoes', value: 'M', unit: null },
  ])
  // Off the women's table, and a US size for a talent of unknown gender.
  expect(measuresOf({ ...blank, gender: 'woman', shoes: '47' }, 'en', feetAndUs)).toEqual([
    { key: 'shoes', value: '47', unit: 'eu' },
  ])
  expect(measuresOf({ ...blank, shoes: '39/40' }, 'pt', feetAndUs)).toEqual([
    { key: 'shoes', value: '39', unit: 'eu' },
  ])
})

test('labelled measures name the shoe scale in the visitor’s language', () => {
  const talent: MeasuredTalent = { ...blank, gender: 'woman', height: '177', shoes: '38.5' }
  expect(
    labelledMeasures(measuresOf(talent, 'pt', feetAndUs), translatorFor('pt')).map(
      ({ value }) => value,
    ),
  ).toEqual(['5′\u00a09,5″', 'EUA 8'])
  expect(
    labelledMeasures(measuresOf(talent, 'es', { length: 'cm', shoes: 'uk' }), translatorFor('es')),
  ).toEqual([
    { key: 'height', label: 'Altura', value: '177 cm' },
    { key: 'shoes', label: 'Calzado', value: 'UK 5,5' },
  ])
  expect(
    labelledMeasures(
      measuresOf({ ...talent, shoes: '30' }, 'en', feetAndUs),
      translatorFor('en'),
    ).at(-1),
  ).toEqual({ key: 'shoes', label: 'Shoes', value: 'EU 30' })
})
