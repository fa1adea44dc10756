import { request } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../support/site-process'

// Every redirect of the site lands on the site (contracts/same-origin-path.ts), however the
// address asked for or the form posted was written.

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server?.stop()
})

type Answer = { status: number; location: string | undefined }

/**
 * A request with its path sent exactly as written: `fetch` would first read it as a URL, and
 * so turn `\` into `/` and resolve `%2e%2e`, which a browser's address bar does but an attacker's
 * link need not.
 */
function raw(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(server.url)
  const body = form ? new URLSearchParams(form).toString() : undefined
  const headers: Record<string, string> = form
    ? { 'content-type': 'application/x-www-form-urlencoded', origin: server.url }
    : {}
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method, headers }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

/** A `Location` the browser reads as this site: one `/` then neither `/` nor `\`, or absolute here. */
function expectOnSite({ location }: Answer, asked: string) {
  expect(location, asked).toBeDefined()
  const own = new URL(server.url).origin
  expect(new URL(location ?? '', server.url).origin, asked).toBe(own)
  if (!location?.startsWith(own)) expect(location, asked).toMatch(/^\/(?![/\\])/)
}

test('the default language prefix never sends to another host', async () => {
  for (const path of [
    '/en//evil.example/login',
    '/en/\\evil.example',
    '/en/\\/evil.example',
    '/en//evil.example',
    '/en/%2e//evil.example',
    '/en/.//evil.example',
    '/en/%09/evil.example',
  ]) {
    const answer = await raw('GET', path)
    expect(answer.status, path).toBe(301)
    expectOnSite(answer, path)
  }
  const home = await raw('GET', '/en//evil.example/login')
  expect(home.location).toBe('/')
})

test('the default language prefix still drops to the same page, query kept', async () => {
  const answer = await raw('GET', '/en/models?x=1')
  expect(answer).toEqual({ status: 301, location: '/models?x=1' })
})

test('the units toggle without JavaScript never sends to another host', async () => {
  for (const to of [
    '/.//evil.example',
    '/./\\evil.example',
    '/pt/..//evil.example',
    '/%2e%2e/%2e%2e/en//evil.example/',
    '//evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
  ]) {
    const answer = await raw('POST', '/units', { to, length: 'ft' })
    expect(answer.status, to).toBe(303)
    expectOnSite(answer, to)
  }
  const home = await raw('POST', '/units', { to: '/.//evil.example', length: 'ft' })
  expect(home.location).toBe('/')
})

test("the back office's language link, embedded in the site, never sends to another host", async () => {
  const answer = await raw('GET', '/panel/admin/%2e%2e/%2e%2e//evil.example?panel-lang=en')
  expect(answer.status).toBe(303)
  expectOnSite(answer, 'the language link')
  // The back office's home, which leads each role to its first page (decision 029).
  expect(answer.location).toBe('/panel/admin/')
})
