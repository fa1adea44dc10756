import { expect, test } from 'vitest'
import { loadOnlyWherePostLeads } from './form-page'

const page = new URL('https://passarela.test/packages/abc')

test('a post that stays on its page loads nothing again; one redirected elsewhere loads there', () => {
  const args = { currentUrl: page, defaultShouldRevalidate: true }
  expect(loadOnlyWherePostLeads({ ...args, nextUrl: page, formMethod: 'POST' })).toBe(false)
  const thanks = new URL('https://passarela.test/packages/abc?answered')
  expect(loadOnlyWherePostLeads({ ...args, nextUrl: thanks, formMethod: 'POST' })).toBe(true)
  expect(loadOnlyWherePostLeads({ ...args, nextUrl: thanks, formMethod: undefined })).toBe(true)
})
