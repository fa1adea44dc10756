import { expect, test } from 'vitest'
import { buildSeo, seoMeta } from './seo'

const input = {
  publicUrl: 'https://passarela.com.br',
  title: 'Contato | Passarela',
  description: 'Fale com a agência',
}

test('an alias declares the canonical path of its language and every alternate', () => {
  const seo = buildSeo({ ...input, page: 'contact', locale: 'pt', params: {} })
  expect(seo.canonical).toBe('https://passarela.com.br/pt/contato')
  expect(seo.alternates).toEqual([
    { hrefLang: 'en', href: 'https://passarela.com.br/contact' },
    { hrefLang: 'es', href: 'https://passarela.com.br/es/contacto' },
    { hrefLang: 'pt-BR', href: 'https://passarela.com.br/pt/contato' },
    { hrefLang: 'x-default', href: 'https://passarela.com.br/contact' },
  ])
})

test('parameters are carried into every alternate', () => {
  const seo = buildSeo({ ...input, page: 'board', locale: 'es', params: { division: 'direct' } })
  expect(seo.canonical).toBe('https://passarela.com.br/es/modelos/direct')
  expect(seo.alternates.map(({ href }) => href)).toContain('https://passarela.com.br/models/direct')
})

test('the meta descriptors hold the title, the canonical link and the alternates', () => {
  const meta = seoMeta(buildSeo({ ...input, page: 'home', locale: 'pt', params: {} }))
  expect(meta).toContainEqual({ title: 'Contato | Passarela' })
  expect(meta).toContainEqual({
    tagName: 'link',
    rel: 'canonical',
    href: 'https://passarela.com.br/pt',
  })
  expect(meta.filter((entry) => 'rel' in entry && entry.rel === 'alternate')).toHaveLength(4)
  expect(seoMeta(undefined)).toEqual([])
})
