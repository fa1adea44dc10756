import { afterAll, beforeAll, expect, test } from 'vitest'
import { es } from '../../app/i18n/es'
import { pt } from '../../app/i18n/pt'
import { formatFeetAndInches } from '../../app/lib/measures/units'
import { type RunningServer, startServer } from '../support/site-process'
import { findTalent, profilePathOf } from '../e2e/demo'

// The units toggle (decision 019): on the profile, saying which units are on, and its post
// without JavaScript, which sets the cookie and answers 303 back to the page.

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server?.stop()
})

const woman = findTalent((talent) => talent.gender === 'woman' && /^\d+$/.test(talent.height ?? ''))
const height = Number(woman.height)

function get(pathname: string, cookie?: string) {
  return fetch(server.url + pathname, {
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie } : {},
  })
}

/** Whether the server's toggle says that `value` of `name` is on (React orders the attributes). */
function pressed(html: string, name: 'length' | 'shoes', value: string): boolean {
  return [...html.matchAll(/<button [^>]*>/g)].some(
    ([tag]) =>
      tag.includes(`name="${name}"`) &&
      tag.includes(`value="${value}"`) &&
      tag.includes('aria-pressed="true"'),
  )
}

function shownHeight(html: string): string | undefined {
  return /data-measure="height"[^>]*>.*?<dd[^>]*>([^<]*)<\/dd>/.exec(html)?.[1]
}

test('the toggle on a profile says which units are on, as the server reads the cookie', async () => {
  const page = profilePathOf(woman)
  const metric = await (await get(page)).text()
  expect([pressed(metric, 'length', 'cm'), pressed(metric, 'shoes', 'eu')]).toEqual([true, true])
  expect([pressed(metric, 'length', 'ft'), pressed(metric, 'shoes', 'us')]).toEqual([false, false])
  const imperial = await (await get(page, 'units=ft.us')).text()
  expect([pressed(imperial, 'length', 'ft'), pressed(imperial, 'shoes', 'us')]).toEqual([
    true,
    true,
  ])
  // Without JavaScript it is a form that posts to /units, with the page to come back to.
  const form = /<form [^>]*action="\/units"[^>]*>/.exec(imperial)?.[0]
  expect(form).toContain('method="post"')
  expect(imperial).toContain(`name="to" value="${page}"`)
})

function choose(fields: Record<string, string>, cookie?: string) {
  return fetch(`${server.url}/units`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields),
    headers: { Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
  })
}

test('the toggle without JavaScript sets the cookie for a year and answers 303 back to the page', async () => {
  const page = `${profilePathOf(woman, '/pt/modelos')}?section=polaroids`
  const answer = await choose({ to: page, length: 'ft' })
  expect(answer.status).toBe(303)
  expect(answer.headers.get('location')).toBe(page)
  // The test server's public address is https: the cookie is Secure.
  expect(answer.headers.get('set-cookie')).toBe(
    'units=ft.eu; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
  )
  expect(answer.headers.get('cache-control')).toBe('no-store')
  // The other dimension is kept from the cookie the visitor has.
  const shoesOnly = await choose({ to: page, shoes: 'uk' }, 'units=ft.us')
  expect(shoesOnly.headers.get('set-cookie')).toMatch(/^units=ft\.uk;/)
  // The page it returns to is in those units.
  const html = await (await get(page, 'units=ft.eu')).text()
  expect(shownHeight(html)).toBe(formatFeetAndInches(height, 'pt'))
})

test('a choice of units the site does not offer is a 400 in the page’s language', async () => {
  for (const [fields, message] of [
    [{ to: '/pt/modelos', length: 'yd' }, pt.units.invalid],
    [{ to: '/es/modelos', shoes: 'br' }, es.units.invalid],
    [{ to: '/pt' }, pt.units.invalid],
  ] as const) {
    const answer = await choose(fields)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(await answer.text()).toBe(message)
  }
})

test('the toggle only ever sends the visitor back to this site', async () => {
  for (const to of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '']) {
    const answer = await choose({ to, length: 'ft' })
    expect(answer.status, to).toBe(303)
    expect(answer.headers.get('location'), to).toBe('/')
  }
  // A relative address is read against the site, as the browser would read it.
  expect((await choose({ to: 'models', length: 'ft' })).headers.get('location')).toBe('/models')
})

test('a post from another site is refused, and the address answers nothing to a GET', async () => {
  const crossSite = await fetch(`${server.url}/units`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ to: '/', length: 'ft' }),
    headers: { 'Sec-Fetch-Site': 'cross-site' },
  })
  expect(crossSite.status).toBe(403)
  expect(crossSite.headers.get('set-cookie')).toBeNull()
  expect((await get('/units')).status).toBe(404)
})
