import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort, type RunningServer, startServer } from '../support/site-process'

// A site whose panel never answers: the agency's panel is down, the booking service is not.
let site: RunningServer
let panelOrigin: string

beforeAll(async () => {
  panelOrigin = `http://127.0.0.1:${await freePort()}`
  site = await startServer({ PANEL_URL: `${panelOrigin}/panel`, PANEL_API_TOKEN: 'unheard' })
}, 120_000)

afterAll(async () => {
  await site?.stop()
})

test('without the panel the home is the roster alone, in every language', async () => {
  for (const pathname of ['/', '/es', '/pt']) {
    const response = await fetch(site.url + pathname)
    expect(response.status, pathname).toBe(200)
    const html = await response.text()
    // Booleans, not the page: a failure names the check, not 40 KB of HTML.
    expect(html.includes('data-slideshow'), `${pathname}: slideshow`).toBe(false)
    expect(/<link rel="preload" as="image"[^>]*media=/.test(html), `${pathname}: preload`).toBe(
      false,
    )
    expect(/<h1[^>]*>/.test(html), `${pathname}: heading`).toBe(true)
    expect(/href="(\/\w+)?\/model(o)?s\/\d+\//.test(html), `${pathname}: cards`).toBe(true)
  }
  expect(site.output()).toMatch(/home slides unavailable/)
})

test("another panel's videos play through the site: the content security policy allows no other media", async () => {
  const response = await fetch(site.url)
  const policy = response.headers.get('content-security-policy') ?? ''
  expect(policy).toContain("media-src 'self';")
  expect(policy).not.toContain(panelOrigin)
  expect(policy).not.toMatch(/media-src[^;]*\*/)
})
