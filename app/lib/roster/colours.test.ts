import { expect, test } from 'vitest'
import { colourOfSlug, colourSlug, colourTable, translateColour } from './colours'

test('every colour in the table translates to English', () => {
  for (const row of colourTable) expect(translateColour(row.pt, 'en')).toBe(row.en)
})

test('every colour in the table translates to Spanish', () => {
  for (const row of colourTable) expect(translateColour(row.pt, 'es')).toBe(row.es)
})

test('every colour in the table keeps its own Portuguese form', () => {
  for (const row of colourTable) expect(translateColour(row.pt, 'pt')).toBe(row.pt)
})

test('the table holds the agreed words', () => {
  const words = Object.fromEntries(colourTable.map((row) => [row.pt, [row.en, row.es]]))
  expect(words).toEqual({
    castanho: ['brown', 'castaño'],
    'castanho claro': ['light brown', 'castaño claro'],
    'castanho escuro': ['dark brown', 'castaño oscuro'],
    loiro: ['blonde', 'rubio'],
    loira: ['blonde', 'rubio'],
    'loiro claro': ['light blonde', 'rubio claro'],
    'loira clara': ['light blonde', 'rubio claro'],
    'loiro escuro': ['dark blonde', 'rubio oscuro'],
    'loira escura': ['dark blonde', 'rubio oscuro'],
    'loiro acinzentado': ['ash blonde', 'rubio ceniza'],
    'loira acinzentada': ['ash blonde', 'rubio ceniza'],
    preto: ['black', 'negro'],
    grisalho: ['gray', 'gris'],
    cinza: ['gray', 'gris'],
    ruivo: ['red', 'pelirrojo'],
    ruiva: ['red', 'pelirrojo'],
    vermelho: ['red', 'pelirrojo'],
    azul: ['blue', 'azul'],
    verde: ['green', 'verde'],
    âmbar: ['amber', 'ámbar'],
    mel: ['honey', 'miel'],
    'verde oliva': ['olive green', 'verde oliva'],
    careca: ['bald', 'calvo'],
  })
})

test('case, accents and spacing do not matter', () => {
  expect(translateColour('AMBAR', 'pt')).toBe('âmbar')
  expect(translateColour('Âmbar', 'en')).toBe('amber')
  expect(translateColour('  Castanho   Claro ', 'es')).toBe('castaño claro')
  expect(translateColour('Loira', 'pt')).toBe('loira')
  expect(translateColour('RUIVA', 'pt')).toBe('ruiva')
  expect(translateColour('verde\tOliva', 'en')).toBe('olive green')
})

test('an unknown colour is shown as given, trimmed', () => {
  expect(translateColour('  Violeta Profundo ', 'en')).toBe('Violeta Profundo')
  expect(translateColour('Heterocromia', 'pt')).toBe('Heterocromia')
})

test('an empty colour is no colour', () => {
  expect(translateColour(null, 'en')).toBeNull()
  expect(translateColour(undefined, 'es')).toBeNull()
  expect(translateColour('', 'pt')).toBeNull()
  expect(translateColour('   ', 'pt')).toBeNull()
})

test('a colour is filtered by its English word as a slug, however the panel typed it', () => {
  expect(colourSlug('castanho claro')).toBe('light-brown')
  expect(colourSlug(' CASTANHO  Claro ')).toBe('light-brown')
  expect(colourSlug('loira')).toBe('blonde')
  expect(colourSlug('Loiro')).toBe('blonde')
  expect(colourSlug('ambar')).toBe('amber')
  // Not in the table: its own words as a slug.
  expect(colourSlug('Azul petróleo')).toBe('azul-petroleo')
  expect(colourSlug(null)).toBe('')
})

test('a colour slug reads in the visitor’s language', () => {
  expect(colourOfSlug('light-brown', 'es')).toBe('castaño claro')
  expect(colourOfSlug('blonde', 'pt')).toBe('loiro')
  expect(colourOfSlug('olive-green', 'en')).toBe('olive green')
  expect(colourOfSlug('azul-petroleo', 'en')).toBeNull()
})
