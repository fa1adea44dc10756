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
