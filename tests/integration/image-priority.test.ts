import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../support/site-process'

// The high fetch priority means "this first": on one image of the first screen, else on none.
let site: RunningServer

beforeAll(async () => {
  site = await startServer()
}, 120_000)

afterAll(async () => {
  await site?.stop()
})

async function page(pathname: string) {
  const response = await fetch(site.url + pathname)
  expect(response.status, pathname).toBe(200)
  const html = await response.text()
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0])
  const high = (tag: string) => /fetchpriority="high"/i.test(tag)
  return {
    html,
    highImages: tags(/<img [^>]*>/g).filter(high),
    highPreloads: tags(/<link rel="preload" as="image"[^>]*>/g).filter(high),
  }
}

test('a board asks first for its first card’s cover only, and loads the rest of the row eagerly', async () => {
  for (const pathname of ['/models', '/women', '/pt/modelos/mainboard']) {
    const { html, highImages, highPreloads } = await page(pathname)
    expect(highImages, pathname).toHaveLength(1)
    expect(highPreloads, pathname).toHaveLength(1)
    // The one is the first card's cover.
    const firstCard = html.slice(html.indexOf('id="talent-1"'), html.indexOf('id="talent-2"'))
    expect(firstCard, pathname).toMatch(/<img [^>]*fetchpriority="high"/i)
    const secondCard = html.slice(html.indexOf('id="talent-2"'), html.indexOf('id="talent-3"'))
    expect(secondCard, pathname).toMatch(/<img [^>]*loading="eager"/)
    expect(secondCard, pathname).not.toMatch(/fetchpriority/i)
  }
})

test('a profile asks first for its first photo only', async () => {
  const models = await (await fetch(`${site.url}/models`)).text()
  const profile = /href="(\/models\/\d+\/[a-z0-9-]+)"/.exec(models)?.[1] ?? ''
  const { highImages, highPreloads } = await page(profile)
  expect(highImages).toHaveLength(1)
  expect(highImages[0]).toMatch(/alt="[^"]+, photo 1"/)
  expect(highPreloads).toHaveLength(1)
})

test('the home asks first for its first slide, once per screen size, and for no card', async () => {
  const { html, highImages, highPreloads } = await page('/')
  expect(highImages).toHaveLength(1)
  expect(html.indexOf(highImages[0] ?? '')).toBeLessThan(html.indexOf('id="talent-1"'))
  // One preload per variant, each under the media query that excludes the other.
  expect(highPreloads).toHaveLength(2)
  expect(highPreloads.map((tag) => /media="([^"]+)"/.exec(tag)?.[1])).toEqual([
    '(min-width: 650px)',
    'not all and (min-width: 650px)',
  ])
  const cards = html.slice(html.indexOf('id="talent-1"'))
  expect(cards).not.toMatch(/<img [^>]*loading="eager"/)
})
