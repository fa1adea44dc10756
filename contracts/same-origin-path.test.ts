import { expect, test } from 'vitest'
import { sameOriginPath } from './same-origin-path'

const origin = 'https://passarela.example'
const home = '/pt'

function path(target: unknown, within?: string) {
  return sameOriginPath(target, { origin, fallback: home, within })
}

/** A `Location` the browser reads as a path of this origin: one `/`, then neither `/` nor `\`. */
function isOwnPath(location: string) {
  return /^\/(?![/\\])/.test(location) && new URL(location, origin).origin === origin
}

test('another host, however it is written, goes to the fallback', () => {
  for (const target of [
    '//evil.example',
    '//evil.example/login?next=/',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\r\n/evil.example',
    'https://evil.example',
    'https://evil.example/pt',
    'http://passarela.example/pt',
    'https://passarela.example:8443/pt',
    'https://passarela.example.evil.example/pt',
    'https://passarela.example@evil.example/pt',
    'https:\\\\evil.example',
    'https:/\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:',
    'mailto:staff@passarela.example',
    'ftp://evil.example',
  ]) {
    expect(path(target), JSON.stringify(target)).toBe(home)
  }
})

test('a path whose first segment parses empty goes to the fallback, not to `//host`', () => {
  for (const target of [
    '/.//evil.example',
    '/././/evil.example',
    '/%2e//evil.example',
    '/x/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/en/..//evil.example',
  ]) {
    expect(path(target), target).toBe(home)
  }
})

test('encoded slashes and backslashes stay encoded: a path of this site', () => {
  expect(path('/%5cevil.example')).toBe('/%5cevil.example')
  expect(path('/%5c%5cevil.example')).toBe('/%5c%5cevil.example')
  expect(path('/%2f%2fevil.example')).toBe('/%2f%2fevil.example')
  expect(path('%2f%2fevil.example')).toBe('/%2f%2fevil.example')
  expect(path('%5c%5cevil.example')).toBe('/%5c%5cevil.example')
})

test('dot segments are resolved before the check, as the browser resolves them', () => {
  expect(path('/%2e%2e/%2e%2e/en//evil.example')).toBe('/en//evil.example')
  expect(path('/panel/admin/%2e%2e/%2e%2e/en//evil.example', '/panel/admin')).toBe(home)
  expect(path('/panel/admin/../../en', '/panel/admin')).toBe(home)
  expect(path('/panel/admin/./inbox/../audit', '/panel/admin')).toBe('/panel/admin/audit')
})

test('tabs and newlines inside a path are dropped, as the browser drops them', () => {
  expect(path('/pt/\tmodelos')).toBe('/pt/modelos')
  expect(path('/pt\n/contato')).toBe('/pt/contato')
})

test('`https:host` without slashes is a path of this https origin, another host of http', () => {
  expect(path('https:evil.example')).toBe('/evil.example')
  expect(
    sameOriginPath('https:evil.example', { origin: 'http://site.example', fallback: '/' }),
  ).toBe('/')
})

test('a path of this site keeps its query and fragment', () => {
  expect(path('/pt/modelos?altura=170-180&page=2#talent-12')).toBe(
    '/pt/modelos?altura=170-180&page=2#talent-12',
  )
  expect(path('/contact?sent=1')).toBe('/contact?sent=1')
  expect(path('/')).toBe('/')
  expect(path('/en//evil.example/login')).toBe('/en//evil.example/login')
  expect(path('models')).toBe('/models')
  expect(path('?sent=1')).toBe('/?sent=1')
})

test('an absolute address of this origin is allowed, written as its path', () => {
  expect(path('https://passarela.example/pt/contato?x=1#form')).toBe('/pt/contato?x=1#form')
  expect(path('HTTPS://PASSARELA.EXAMPLE:443/pt')).toBe('/pt')
  expect(sameOriginPath('/x', { origin: 'https://passarela.example/pt/', fallback: '/' })).toBe(
    '/x',
  )
})

test('nothing, or what is not text, goes to the fallback', () => {
  for (const target of ['', undefined, null, 3, ['/pt'], { pathname: '/pt' }]) {
    expect(path(target), JSON.stringify(target)).toBe(home)
  }
  expect(path('http://[')).toBe(home)
})

test('an origin that does not parse (a forged Host header) gives the fallback, not an error', () => {
  expect(sameOriginPath('/pt', { origin: 'http://[', fallback: home })).toBe(home)
  expect(sameOriginPath('/pt', { origin: 'http://a b', fallback: home })).toBe(home)
})

test('`within` keeps a path in its folder: the folder itself and what is under it', () => {
  expect(path('/panel/admin', '/panel/admin')).toBe('/panel/admin')
  expect(path('/panel/admin/inbox?status=new', '/panel/admin')).toBe(
    '/panel/admin/inbox?status=new',
  )
  expect(path('/panel/administration', '/panel/admin')).toBe(home)
  expect(path('/panel/admin%2f..', '/panel/admin')).toBe(home)
  expect(path('/pt', '/panel/admin')).toBe(home)
})

test('whatever comes in, what comes out is a path of this origin', () => {
  const targets = [
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/%2e%2e/%2e%2e/en//evil.example',
    'https:evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/pt?next=//evil.example',
    '/pt#//evil.example',
    '/pt/\\',
    '%',
    '/%zz',
  ]
  for (const target of targets) expect(isOwnPath(path(target)), target).toBe(true)
})
