import { expect, test } from 'vitest'
import { pageEntries, postEntries, sitemapXml } from './sitemap'

const origin = 'https://passarela.test'

test('a page is listed in each language, each naming all three and English as x-default', () => {
  const entries = pageEntries(origin, 'profile', { id: '4001', slug: 'ana-souza' })
  expect(entries.map((entry) => entry.loc)).toEqual([
    `${origin}/models/4001/ana-souza`,
    `${origin}/es/modelos/4001/ana-souza`,
    `${origin}/pt/modelos/4001/ana-souza`,
  ])
  for (const entry of entries) {
    expect(entry.alternates).toEqual([
      { hrefLang: 'en', href: `${origin}/models/4001/ana-souza` },
      { hrefLang: 'es', href: `${origin}/es/modelos/4001/ana-souza` },
      { hrefLang: 'pt-BR', href: `${origin}/pt/modelos/4001/ana-souza` },
      { hrefLang: 'x-default', href: `${origin}/models/4001/ana-souza` },
    ])
  }
})

const posts = (...slugs: string[]) => slugs.map((slug) => ({ slug }))

test('a post names its translations, each under its own slug, as its page does', () => {
  const entries = postEntries(origin, {
    en: [{ slug: 'open-casting', translations: { pt: 'seletiva-aberta' } }],
    es: [],
    pt: [{ slug: 'seletiva-aberta', translations: { en: 'open-casting' } }],
  })
  const alternates = [
    { hrefLang: 'en', href: `${origin}/news/open-casting` },
    { hrefLang: 'pt-BR', href: `${origin}/pt/noticias/seletiva-aberta` },
    { hrefLang: 'x-default', href: `${origin}/news/open-casting` },
  ]
  expect(entries).toEqual([
    { loc: `${origin}/news/open-casting`, alternates },
    { loc: `${origin}/pt/noticias/seletiva-aberta`, alternates },
  ])
  // Translations named, though none: the story is told in one language, whatever slugs match.
  expect(
    postEntries(origin, {
      en: [{ slug: 'casting', translations: {} }],
      es: [],
      pt: posts('casting'),
    })[0]?.alternates,
  ).toEqual([])
})

test('without translations, a post names the posts of the same slug in other languages; a post alone names none', () => {
  const entries = postEntries(origin, {
    en: posts('casting', 'only-en'),
    es: [],
    pt: posts('casting'),
  })
  expect(entries.find((entry) => entry.loc === `${origin}/news/only-en`)?.alternates).toEqual([])
  expect(
    entries.find((entry) => entry.loc === `${origin}/pt/noticias/casting`)?.alternates,
  ).toEqual([
    { hrefLang: 'en', href: `${origin}/news/casting` },
    { hrefLang: 'pt-BR', href: `${origin}/pt/noticias/casting` },
    { hrefLang: 'x-default', href: `${origin}/news/casting` },
  ])
})

test('the XML escapes what it carries', () => {
  const xml = sitemapXml([{ loc: `${origin}/?a=1&b=<2>`, alternates: [] }])
  expect(xml).toContain('<loc>https://passarela.test/?a=1&#38;b=&#60;2&#62;</loc>')
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
})
