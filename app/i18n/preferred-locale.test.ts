import { expect, test } from 'vitest'
import { preferredLocale } from './preferred-locale'

test('the first of our languages the browser asks for, by weight then order', () => {
  expect(preferredLocale('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt')
  expect(preferredLocale('es-AR, en;q=0.5')).toBe('es')
  expect(preferredLocale('de-DE,de;q=0.9,es;q=0.7,pt;q=0.8')).toBe('pt')
  expect(preferredLocale('en;q=0.2,es;q=0.9')).toBe('es')
  expect(preferredLocale('PT')).toBe('pt')
})

test('English when the browser names none of ours, or refuses them', () => {
  expect(preferredLocale(null)).toBe('en')
  expect(preferredLocale('')).toBe('en')
  expect(preferredLocale('de,fr;q=0.5')).toBe('en')
  expect(preferredLocale('pt;q=0, de')).toBe('en')
  expect(preferredLocale('*')).toBe('en')
  expect(preferredLocale('es;q=abc')).toBe('en')
})
