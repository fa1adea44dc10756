import { expect, test } from 'vitest'
import { errorPageFallbackDocument, errorPageFallbackText } from './error-fallback'

test('the fallback speaks the language of the path and links to its home', () => {
  expect(errorPageFallbackText('/models')).toMatchObject({
    message: 'An error occurred while showing the error page',
    homeHref: '/',
  })
  expect(errorPageFallbackText('/pt/contato')).toMatchObject({ homeHref: '/pt' })
  expect(errorPageFallbackText('/es/contacto').message).not.toBe(errorPageFallbackText('/').message)
})

test('the fallback document shows the details, escaped', () => {
  const html = errorPageFallbackDocument('/pt/x', 'Cannot read <script>alert(1)</script>')
  expect(html).toContain('lang="pt-BR"')
  expect(html).toContain('Cannot read &#60;script&#62;alert(1)&#60;/script&#62;')
  expect(html).not.toContain('<script>')
  expect(html).toContain('href="/pt"')
})
