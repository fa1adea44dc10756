import { expect, test } from 'vitest'
import { en } from './en'
import { pt } from './pt'
import { createTranslator, interpolate, markupParts } from './translator'

test('a key reads as its string in the dictionary’s language', () => {
  expect(createTranslator(pt).t('nav.contact')).toBe('Contato')
  expect(createTranslator(en).t('nav.languageNames.es')).toBe('Español')
})

test('placeholders are filled from the values, numbers written as they are', () => {
  const { t } = createTranslator(en)
  expect(t('roster.shown', { shown: 24, total: 1000 })).toBe('Showing 24 of 1000 models')
  expect(t('nav.favoritesCount', { count: 0 })).toBe('Favorites: 0')
})

test('a value is inserted as text: never escaped, never read again for placeholders', () => {
  expect(interpolate('By {{name}}', { name: '<b>{{agency}}</b> & co' })).toBe(
    'By <b>{{agency}}</b> & co',
  )
})

test('a value given as null or undefined reads as nothing; one not given stays as written', () => {
  expect(interpolate('{{a}}|{{b}}|{{c}}', { a: null, b: undefined })).toBe('||{{c}}')
  expect(interpolate('{{ a }}', { a: 1 })).toBe('1')
})

test('only a key naming a string of the dictionary is known', () => {
  const { has } = createTranslator(en)
  expect(has('forms.errors.nothing')).toBe(false)
  expect(has('forms.errors')).toBe(false)
  expect(has('forms.errors.required')).toBe(true)
  expect(has('toString')).toBe(false)
})

test('markup is cut into plain and tagged parts, each filled', () => {
  expect(
    markupParts('Read the <privacy>policy of {{agency}}</privacy> {{newTab}} now', {
      agency: 'Passarela',
      newTab: '(new tab)',
    }),
  ).toEqual([
    { text: 'Read the ' },
    { tag: 'privacy', text: 'policy of Passarela' },
    { text: ' (new tab) now' },
  ])
  expect(markupParts('<date>{{date}}</date>', { date: '1 May' })).toEqual([
    { tag: 'date', text: '1 May' },
  ])
  expect(markupParts('No tags')).toEqual([{ text: 'No tags' }])
})
