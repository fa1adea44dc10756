import { request } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type BackOffice, staffPassword, startBackOffice } from '../../../tests/support/back-office'

// Every redirect of the back office lands on one of its pages (contracts/same-origin-path.ts),
// over HTTP on the panel service as it runs alone.

let office: BackOffice

beforeAll(async () => {
  office = await startBackOffice()
})

afterAll(async () => {
  await office?.close()
})

/** The `next` that reads as a back-office page but that the browser resolves to `/en//…`. */
const traversal = '/panel/admin/%2e%2e/%2e%2e/en//evil.example'

/** Whether the browser, following `location`, stays in the back office on this origin. */
function expectInBackOffice(location: string | null) {
  expect(location).not.toBeNull()
  expect(location).toMatch(/^\/(?![/\\])/)
  const url = new URL(location ?? '', office.origin)
  expect(url.origin).toBe(office.origin)
  expect(url.pathname.startsWith(`${office.base}/`)).toBe(true)
}

test('signing in with a `next` that climbs out of the back office goes to the inbox', async () => {
  await office.signIn('next@passarela.test')
  const browser = office.browser()
  const response = await browser.post(`/sign-in?next=${encodeURIComponent(traversal)}`, {
    email: 'next@passarela.test',
    password: staffPassword,
  })
  expect(response.status).toBe(303)
  expectInBackOffice(response.headers.get('location'))
  expect(response.headers.get('location')).toBe(`${office.base}/inbox`)
})

test('a signed-in browser sent to the sign-in with such a `next` goes to the inbox too', async () => {
  const browser = await office.signIn('signed-in@passarela.test')
  for (const next of [
    traversal,
    '//evil.example',
    '/panel/admin/.//evil.example',
    '/panel/admin/\\evil.example',
    `${office.base}/%2e%2e/%2e%2e//evil.example`,
    'https://evil.example/panel/admin/inbox',
  ]) {
    const response = await browser.get(`/sign-in?next=${encodeURIComponent(next)}`)
    expect(response.status, next).toBe(303)
    expectInBackOffice(response.headers.get('location'))
  }
})

test('a `next` of the back office is still where signing in goes, query kept', async () => {
  const browser = await office.signIn('kept@passarela.test')
  const next = `${office.base}/inbox?status=new`
  const response = await browser.get(`/sign-in?next=${encodeURIComponent(next)}`)
  expect(response.headers.get('location')).toBe(next)
})

test('the language link on an address that climbs out of the back office stays in it', async () => {
  // Sent as written: `fetch` would resolve the `%2e%2e` before asking.
  const { port } = new URL(office.origin)
  const location = await new Promise<string | undefined>((resolve, reject) => {
    const path = `${office.base}/%2e%2e/%2e%2e//evil.example?panel-lang=en`
    request({ hostname: '127.0.0.1', port, path }, (response) => {
      response.resume()
      resolve(response.headers.location)
    })
      .on('error', reject)
      .end()
  })
  expectInBackOffice(location ?? null)
})
