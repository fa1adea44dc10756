import { expect, test } from 'vitest'
import { privatePageHeaders, privatePageMeta } from './private-page'

test('a private page is kept by no cache and indexed by no search engine', () => {
  const headers = privatePageHeaders({ actionHeaders: new Headers() })
  expect(headers.get('Cache-Control')).toBe('private, no-store')
  expect(headers.get('X-Robots-Tag')).toBe('noindex')
  expect(headers.has('Retry-After')).toBe(false)
  expect(privatePageMeta('Summer campaign · Passarela')).toEqual([
    { title: 'Summer campaign · Passarela' },
    { name: 'robots', content: 'noindex' },
  ])
  expect(privatePageMeta(undefined)).toEqual([{ name: 'robots', content: 'noindex' }])
})

test('a post refused for too many carries its Retry-After', () => {
  const headers = privatePageHeaders({ actionHeaders: new Headers({ 'Retry-After': '120' }) })
  expect(headers.get('Retry-After')).toBe('120')
})
