import { expect, test } from 'vitest'
import { en } from '~/i18n/en'
import { es } from '~/i18n/es'
import { pt } from '~/i18n/pt'
import { createTranslator } from '~/i18n/translator'
import { handOffMessage, maxListedNames, whatsappHref } from './whatsapp'

const url = 'https://passarela.test/favorites?ids=4001,4017'
const names = ['Ana Souza', 'Bia Lima']

test('the message greets the agency, lists the names a line each, then the link, in English', () => {
  expect(handOffMessage({ t: createTranslator(en).t, agency: 'Passarela', names, url })).toBe(
    [
      'Hello Passarela! I would like to ask about these models:',
      '• Ana Souza',
      '• Bia Lima',
      '',
      `The selection: ${url}`,
    ].join('\n'),
  )
})

test('the message is in the visitor’s language, the names and link as they are', () => {
  const spanish = handOffMessage({ t: createTranslator(es).t, agency: 'Passarela', names, url })
  expect(spanish).toBe(
    [
      '¡Hola, Passarela! Me gustaría consultar por estos modelos:',
      '• Ana Souza',
      '• Bia Lima',
      '',
      `La selección: ${url}`,
    ].join('\n'),
  )
  const portuguese = handOffMessage({
    t: createTranslator(pt).t,
    agency: 'Passarela',
    names,
    url: 'https://passarela.test/pt/favoritos?ids=4001,4017',
  })
  expect(portuguese).toBe(
    [
      'Olá, Passarela! Gostaria de saber mais sobre estes modelos:',
      '• Ana Souza',
      '• Bia Lima',
      '',
      'A seleção: https://passarela.test/pt/favoritos?ids=4001,4017',
    ].join('\n'),
  )
})

test('a long list names the first twenty and counts the rest; the link holds them all', () => {
  const many = Array.from({ length: 57 }, (_, index) => `Model ${index + 1}`)
  for (const [dictionary, more] of [
    [en, '…and 37 more'],
    [es, '…y 37 más'],
    [pt, '…e mais 37'],
  ] as const) {
    const lines = handOffMessage({
      t: createTranslator(dictionary).t,
      agency: 'Passarela',
      names: many,
      url,
    }).split('\n')
    expect(lines.filter((line) => line.startsWith('• '))).toHaveLength(maxListedNames)
    expect(lines[maxListedNames]).toBe('• Model 20')
    expect(lines[maxListedNames + 1]).toBe(more)
    expect(lines.at(-1)).toContain(url)
  }
  // Exactly twenty: no "more" line.
  const twenty = handOffMessage({
    t: createTranslator(en).t,
    agency: 'Passarela',
    names: many.slice(0, maxListedNames),
    url,
  })
  expect(twenty).not.toContain('more')
})

test('the wa.me link carries the message encoded whole: line breaks, accents, & and ? and #', () => {
  const message = handOffMessage({
    t: createTranslator(pt).t,
    agency: 'Passarela',
    names: ['Zoë & Léa', 'João #1?'],
    url: 'https://passarela.test/pt/favoritos?ids=1,2',
  })
  const href = whatsappHref('5561998147710', message)
  expect(href.startsWith('https://wa.me/5561998147710?text=')).toBe(true)
  const link = new URL(href)
  expect(link.searchParams.get('text')).toBe(message)
  expect([...link.searchParams.keys()]).toEqual(['text'])
  expect(link.hash).toBe('')
  expect(href).toContain('%0A')
  expect(href.split('?text=')[1]).not.toMatch(/[&#?\s]/)
})
