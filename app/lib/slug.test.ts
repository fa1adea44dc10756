import { expect, test } from 'vitest'
import { talentSlug } from './slug'

test('joins the words of a name with dashes, in lower case', () => {
  expect(talentSlug('Ana Souza')).toBe('ana-souza')
  expect(talentSlug('  Ana   Souza  ')).toBe('ana-souza')
  expect(talentSlug('Maria_Clara 2')).toBe('maria-clara-2')
})

test('strips accents and punctuation', () => {
  expect(talentSlug("João  D'Ávila")).toBe('joao-d-avila')
  expect(talentSlug('Zoë')).toBe('zoe')
  expect(talentSlug('Íris Conceição')).toBe('iris-conceicao')
  expect(talentSlug('Ñusta Peña')).toBe('nusta-pena')
  expect(talentSlug('-Bia-')).toBe('bia')
})

test('compatibility characters become their plain letters', () => {
  expect(talentSlug('Ｌｕｉｓａ')).toBe('luisa')
})

test('a name with nothing left is "model"', () => {
  expect(talentSlug('')).toBe('model')
  expect(talentSlug('   ')).toBe('model')
  expect(talentSlug('—')).toBe('model')
  expect(talentSlug('李')).toBe('model')
})

test('letters without a decomposition get their ASCII spelling', () => {
  expect(talentSlug('Łukasz Żółw')).toBe('lukasz-zolw')
  expect(talentSlug("Zoë O'Brien-Straße")).toBe('zoe-o-brien-strasse')
  expect(talentSlug('Ærø Đorđević')).toBe('aero-dordevic')
  expect(talentSlug('山田')).toBe('model')
})
