import { expect, test } from 'vitest'
import { pageCacheEntry } from './pages'

const url = 'https://passarela.test/pt/modelos'

test('a kept page is rendered from its address alone when the units are the default', () => {
  const page = pageCacheEntry(url, 'session=abc; units=cm.eu; _ga=GA1.2')
  expect(page.key).toBe(url)
  const request = page.request()
  expect(request.url).toBe(url)
  expect([...request.headers]).toEqual([])
})

test('other units split the key, and reach the render as the only cookie', () => {
  const page = pageCacheEntry(url, 'theme=dark; units=ft.us; session=abc')
  expect(page.key).toBe(`${url} units=ft.us`)
  expect([...page.request().headers]).toEqual([['cookie', 'units=ft.us']])
})

test('a units cookie the site cannot read shares the default page', () => {
  expect(pageCacheEntry(url, 'units=<script>').key).toBe(url)
  expect(pageCacheEntry(url, undefined).key).toBe(url)
})
