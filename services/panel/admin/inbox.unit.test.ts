import { expect, test } from 'vitest'
import {
  filterSearch,
  parseInboxFilters,
  parsePage,
  parseRowId,
  readFavoriteIds,
  replyLink,
  wasMinorWhenReceived,
} from './inbox'

test('valid filters are read from the query, trimmed', () => {
  expect(
    parseInboxFilters({
      kind: 'get-scouted',
      status: 'answered',
      lang: 'es',
      from: '2026-01-31',
      to: ' 2026-02-28 ',
      q: '  Ana Souza ',
    }),
  ).toEqual({
    kind: 'get-scouted',
    status: 'answered',
    lang: 'es',
    from: '2026-01-31',
    to: '2026-02-28',
    q: 'Ana Souza',
  })
})

test('invalid filter values are ignored, as if absent', () => {
  expect(
    parseInboxFilters({
      kind: 'constructor',
      status: 'deleted',
      lang: 'fr',
      from: '2026-02-30',
      to: '31/01/2026',
      q: '   ',
    }),
  ).toEqual({})
  // Repeated or nested parameters are not strings: ignored too.
  expect(parseInboxFilters({ kind: ['contact', 'favorites'], status: { new: '' } })).toEqual({})
  expect(parseInboxFilters({ q: 'x'.repeat(500) }).q).toHaveLength(100)
})

test('the page is a positive whole number, else the first', () => {
  expect(parsePage({ page: '3' })).toBe(3)
  for (const page of [undefined, '', '0', '-2', '1.5', 'two', '99999999999', ['2']]) {
    expect(parsePage({ page }), String(page)).toBe(1)
  }
})

test('links keep the filters in a stable order, and the page past the first', () => {
  expect(filterSearch({})).toBe('')
  expect(filterSearch({ q: 'ana & bia', kind: 'contact' }, 2)).toBe(
    '?kind=contact&q=ana+%26+bia&page=2',
  )
  expect(filterSearch({ status: 'new' }, 1)).toBe('?status=new')
})

test('an id in an address is a positive whole number the database can hold', () => {
  expect(parseRowId('42')).toBe(42)
  for (const id of ['0', '-1', '01', '1e3', '4.2', 'abc', '', '1234567890123456', undefined]) {
    expect(parseRowId(id), String(id)).toBeNull()
  }
})

test('the reply’s subject and greeting are in the visitor’s language, for each kind', () => {
  const reply = (kind: 'contact' | 'favorites' | 'get-scouted', lang: string) => {
    const link = replyLink({ kind, lang, fields: { name: 'Ana Souza', email: 'Ana@Example.com' } })
    expect(link.startsWith('mailto:Ana@Example.com?subject=')).toBe(true)
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1))
    return [query.get('subject'), query.get('body')]
  }
  expect(reply('contact', 'en')).toEqual(['Passarela: your message', 'Hello Ana Souza,\r\n\r\n'])
  expect(reply('contact', 'es')).toEqual(['Passarela: tu mensaje', 'Hola, Ana Souza:\r\n\r\n'])
  expect(reply('contact', 'pt')).toEqual(['Passarela: sua mensagem', 'Olá, Ana Souza,\r\n\r\n'])
  expect(reply('favorites', 'pt')[0]).toBe('Passarela: seu pedido de orçamento')
  expect(reply('favorites', 'es')[0]).toBe('Passarela: tu solicitud de presupuesto')
  expect(reply('get-scouted', 'en')[0]).toBe('Passarela: your application')
  expect(reply('get-scouted', 'es')[0]).toBe('Passarela: tu candidatura')
  expect(reply('get-scouted', 'pt')[0]).toBe('Passarela: sua inscrição')
  // A language the site does not speak gets English.
  expect(reply('contact', 'de')[0]).toBe('Passarela: your message')
})

test('the reply link escapes what could break out of the address', () => {
  const link = replyLink({
    kind: 'contact',
    lang: 'pt',
    fields: { name: 'Ana & Bia', email: 'a+b@example.com?cc=evil@example.com' },
  })
  expect(link).toMatch(/^mailto:a%2Bb@example\.com%3Fcc%3Devil@example\.com\?subject=/)
  expect(link).toContain('Passarela%3A%20sua%20mensagem')
  expect(link).toContain('Ana%20%26%20Bia')
})

test('an applicant is a minor when under 18 on the day received, in Brasília', () => {
  // 18 on 10 March 2026: the 9th, late in Brasília, is still the 9th there.
  expect(wasMinorWhenReceived('2008-03-10', new Date('2026-03-10T02:30:00Z'))).toBe(true)
  expect(wasMinorWhenReceived('2008-03-10', new Date('2026-03-10T03:30:00Z'))).toBe(false)
  expect(wasMinorWhenReceived('2010-06-01', new Date('2026-03-10T12:00:00Z'))).toBe(true)
  expect(wasMinorWhenReceived('1990-06-01', new Date('2026-03-10T12:00:00Z'))).toBe(false)
  // Without a valid birthdate nobody is taken for a minor.
  expect(wasMinorWhenReceived(undefined, new Date())).toBe(false)
  expect(wasMinorWhenReceived('soon', new Date())).toBe(false)
})

test('favourites are read as the talents’ ids alone, from the stored list or the earlier shape', () => {
  // As the panel stores them now.
  expect(readFavoriteIds('[4182, 17]')).toEqual([4182, 17])
  // As it stored them before: the visitor's names, links and pictures are not read at all.
  expect(
    readFavoriteIds(
      JSON.stringify([
        {
          id: 1,
          name: 'Ana',
          url: 'https://evil.example/',
          image: 'https://tracker.example/p.gif',
        },
        { id: '2', name: ' Bia ', url: 'javascript:alert(1)' },
        { id: 1, name: 'Ana again' },
        { id: 3_000_000_000 },
        { id: 'x' },
        'nobody',
      ]),
    ),
  ).toEqual([1, 2])
  expect(readFavoriteIds('not json')).toEqual([])
  expect(readFavoriteIds('{"id": 1}')).toEqual([])
  expect(readFavoriteIds(undefined)).toEqual([])
})
