import { expect, test } from 'vitest'
import { locales } from './locales'
import { localizedPath, type PageKey, pages, resolvePage, switchLanguagePath } from './pages'

test('every path of the slug table resolves to its own page and language', () => {
  for (const page of Object.keys(pages) as PageKey[]) {
    for (const locale of locales) {
      const paths: readonly string[] = pages[page][locale]
      paths.forEach((pattern, index) => {
        const path = pattern
          .replace(':division', 'image')
          .replace(':id', '42')
          .replace(':slug', 'ana-souza')
        expect(resolvePage(path), path).toMatchObject({ page, locale, canonical: index === 0 })
      })
    }
  }
})

test('a page has the same parameters in every language', () => {
  const parameters = (pattern: string) => pattern.match(/:\w+/g)?.sort() ?? []
  for (const page of Object.keys(pages) as PageKey[]) {
    const expected = parameters(pages[page].en[0])
    for (const locale of locales) {
      for (const pattern of pages[page][locale])
        expect(parameters(pattern), pattern).toEqual(expected)
    }
  }
})

test('a division board is not mistaken for a profile, nor a profile for a board', () => {
  expect(resolvePage('/models/mainboard')).toMatchObject({
    page: 'board',
    params: { division: 'mainboard' },
  })
  expect(resolvePage('/pt/modelos/42/ana-souza')).toMatchObject({
    page: 'profile',
    params: { id: '42', slug: 'ana-souza' },
  })
  expect(resolvePage('/es/models/direct/42/ana')).toMatchObject({
    page: 'boardProfile',
    locale: 'es',
    params: { division: 'direct', id: '42', slug: 'ana' },
  })
})

test('paths outside the table resolve to nothing; a trailing slash is forgiven', () => {
  expect(resolvePage('/nope')).toBeNull()
  expect(resolvePage('/xx/models')).toBeNull()
  expect(resolvePage('/pt/mujeres')).toBeNull()
  expect(resolvePage('/contact/')).toMatchObject({ page: 'contact', locale: 'en' })
})

test('canonical paths fill in their parameters', () => {
  expect(localizedPath('home', 'en')).toBe('/')
  expect(localizedPath('home', 'pt')).toBe('/pt')
  expect(localizedPath('contact', 'es')).toBe('/es/contacto')
  expect(localizedPath('board', 'pt', { division: 'image' })).toBe('/pt/modelos/image')
  expect(localizedPath('post', 'es', { slug: 'verano' })).toBe('/es/noticias/verano')
})

test('switching language keeps the page and maps an alias to the canonical slug', () => {
  expect(switchLanguagePath('/contact', '', 'pt')).toBe('/pt/contato')
  expect(switchLanguagePath('/pt/contact', '', 'es')).toBe('/es/contacto')
  expect(switchLanguagePath('/es/homens', '', 'pt')).toBe('/pt/homens')
  expect(switchLanguagePath('/es/homens', '', 'en')).toBe('/men')
  expect(switchLanguagePath('/become-a-model', '', 'es')).toBe('/es/hazte-modelo')
  expect(switchLanguagePath('/pt/models/development', '?page=2', 'en')).toBe(
    '/models/development?page=2',
  )
  expect(switchLanguagePath('/models/12/ana-souza', '', 'pt')).toBe('/pt/modelos/12/ana-souza')
  expect(switchLanguagePath('/es', '', 'en')).toBe('/')
})

test('switching language from a post goes to the news in that language', () => {
  // The panel gives each language its own slugs: the same slug would be another post, or none.
  expect(switchLanguagePath('/news/open-casting', '', 'pt')).toBe('/pt/noticias')
  expect(switchLanguagePath('/pt/news/seletiva', '', 'es')).toBe('/es/noticias')
  expect(switchLanguagePath('/es/noticias/casting', '', 'en')).toBe('/news')
  expect(switchLanguagePath('/news', '?shown=16', 'es')).toBe('/es/noticias?shown=16')
})

test('switching language from a page outside the table goes home', () => {
  expect(switchLanguagePath('/nope', '', 'pt')).toBe('/pt')
  expect(switchLanguagePath('/pt/nada', '', 'en')).toBe('/')
})
