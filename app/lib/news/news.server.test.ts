import { expect, test } from 'vitest'
import { postAlternates } from './news.server'

const base = 'https://passarela.test'

test('a story’s translations are its alternates, each under its own slug', () => {
  expect(
    postAlternates(base, {
      en: 'open-casting',
      pt: 'seletiva-aberta',
      es: 'casting-abierto',
    }),
  ).toEqual([
    { hrefLang: 'en', href: `${base}/news/open-casting` },
    { hrefLang: 'es', href: `${base}/es/noticias/casting-abierto` },
    { hrefLang: 'pt-BR', href: `${base}/pt/noticias/seletiva-aberta` },
    { hrefLang: 'x-default', href: `${base}/news/open-casting` },
  ])
})

test('without English there is no x-default; a post alone has no alternates', () => {
  expect(postAlternates(base, { pt: 'seletiva', es: 'casting' })).toEqual([
    { hrefLang: 'es', href: `${base}/es/noticias/casting` },
    { hrefLang: 'pt-BR', href: `${base}/pt/noticias/seletiva` },
  ])
  expect(postAlternates(base, { pt: 'seletiva' })).toEqual([])
})
