import { expect, test } from 'vitest'
import { isSameOriginPost } from './same-origin-post'

const own = ['https://agency.example', 'http://127.0.0.1:3000']

test.each([
  [{ origin: 'https://agency.example', secFetchSite: null }, true],
  [{ origin: 'http://127.0.0.1:3000', secFetchSite: 'same-origin' }, true],
  [{ origin: 'https://evil.example', secFetchSite: null }, false],
  // A page of another origin whose browser says same-origin is still another origin.
  [{ origin: 'https://evil.example', secFetchSite: 'same-origin' }, false],
  [{ origin: 'null', secFetchSite: null }, false],
  [{ origin: 'null', secFetchSite: 'same-origin' }, true],
  [{ origin: 'null', secFetchSite: 'cross-site' }, false],
  [{ origin: 'null', secFetchSite: 'none' }, false],
  [{ origin: null, secFetchSite: 'same-origin' }, true],
  [{ origin: null, secFetchSite: 'none' }, true],
  [{ origin: null, secFetchSite: 'same-site' }, false],
  [{ origin: null, secFetchSite: 'cross-site' }, false],
  [{ origin: null, secFetchSite: null }, true],
])('a post with %j is same-origin: %s', (headers, expected) => {
  expect(isSameOriginPost(headers, own)).toBe(expected)
})
