import { expect, test } from 'vitest'
import { localeFromPath, unprefixedDefaultLocalePath } from './locales'

test('the locale comes from the first path segment, English when unprefixed', () => {
  expect(localeFromPath('/')).toBe('en')
  expect(localeFromPath('/models')).toBe('en')
  expect(localeFromPath('/pt')).toBe('pt')
  expect(localeFromPath('/pt/modelos/image')).toBe('pt')
  expect(localeFromPath('/es/contacto')).toBe('es')
  expect(localeFromPath('/en/contact')).toBe('en')
  expect(localeFromPath('/esx')).toBe('en')
})

test('the default language loses its prefix', () => {
  expect(unprefixedDefaultLocalePath('/en')).toBe('/')
  expect(unprefixedDefaultLocalePath('/en/')).toBe('/')
  expect(unprefixedDefaultLocalePath('/en/contact')).toBe('/contact')
  expect(unprefixedDefaultLocalePath('/en/models/image')).toBe('/models/image')
  expect(unprefixedDefaultLocalePath('/english')).toBe('/english')
})
