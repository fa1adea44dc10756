import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningServer, startServer, startService } from '../support/site-process'

// The services on addresses of their own (loopback ports, as a private network's would be),
// and the site pointed at them: its pages must name photos and videos on its own origin only.
let booking: RunningServer
let panel: RunningServer
let site: RunningServer
const publicUrl = 'https://passarela.test'

beforeAll(async () => {
  ;[booking, panel] = await Promise.all([
    startService('booking', { BOOKING_API_KEY: 'media-booking-key' }),
    startService('panel', { PANEL_API_TOKEN: 'media-panel-token' }),
  ])
  site = await startServer({
    PUBLIC_URL: publicUrl,
    BOOKING_URL: booking.url,
    BOOKING_API_KEY: 'media-booking-key',
    PANEL_URL: panel.url,
    PANEL_API_TOKEN: 'media-panel-token',
  })
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await Promise.all([booking?.stop(), panel?.stop()])
})

async function html(pathname: string) {
  const response = await fetch(site.url + pathname)
  expect(response.status, pathname).toBe(200)
  return response.text()
}

/** Every image endpoint URL a page names, in `src`, `srcset` or its route data. */
function imageUrls(page: string): string[] {
  const found = page.replaceAll('&amp;', '&').match(/\/images\?w=\d+&src=[^\s"\\,]+/g) ?? []
  return [...new Set(found)]
}

test('no page names a service’s address, not even inside an image URL, and every photo loads', async () => {
  const models = await html('/models')
  const profile = /href="(\/models\/\d+\/[a-z0-9-]+)"/.exec(models)?.[1]
  const ids = [...models.matchAll(/href="\/models\/(\d+)\//g)].slice(0, 3).map((m) => m[1])
  const news = await html('/news')
  const post = /href="(\/news\/[a-z0-9-]+)"/.exec(news)?.[1]
  expect(profile).toBeDefined()
  expect(post).toBeDefined()
  const pages = {
    '/': await html('/'),
    '/models': models,
    [profile ?? '']: await html(profile ?? ''),
    '/news': news,
    [post ?? '']: await html(post ?? ''),
    [`/favorites?ids=${ids.join(',')}`]: await html(`/favorites?ids=${ids.join(',')}`),
  }
  const ports = [booking.url, panel.url].map((url) => new URL(url).port)
  for (const [pathname, page] of Object.entries(pages)) {
    for (const port of ports) {
      expect(page, pathname).not.toContain(`127.0.0.1:${port}`)
      expect(page.toLowerCase(), pathname).not.toContain(`127.0.0.1%3a${port}`)
    }
    const images = imageUrls(page)
    expect(images.length, pathname).toBeGreaterThan(0)
    // One photo of each source the page names: the services' folders by reference.
    const bySource = new Map(images.map((url) => [url.replace(/^\/images\?w=\d+&/, ''), url]))
    for (const url of bySource.values()) {
      expect(decodeURIComponent(url), url).toMatch(/src=(booking|panel):media\//)
      const response = await fetch(site.url + url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toMatch(/^image\//)
    }
  }
  // Link previews name the photo on the public origin.
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(pages[profile ?? ''] ?? '')
  expect(ogImage?.[1]).toMatch(
    new RegExp(`^${publicUrl}/images\\?w=1200&amp;src=booking%3Amedia%2F`),
  )
}, 120_000)

test('a remote panel’s slide video plays from the site’s origin, ranges and all', async () => {
  const home = await html('/')
  const video = /"(\/slide-videos\/[^"\\]+)\\?"/.exec(home)?.[1]
  expect(video).toBeDefined()
  const whole = await fetch(site.url + video)
  expect(whole.status).toBe(200)
  expect(whole.headers.get('content-type')).toBe('video/mp4')
  const size = Number(whole.headers.get('content-length'))
  expect((await whole.arrayBuffer()).byteLength).toBe(size)
  const part = await fetch(site.url + video, { headers: { Range: 'bytes=0-99' } })
  expect(part.status).toBe(206)
  expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`)
  expect((await part.arrayBuffer()).byteLength).toBe(100)
  for (const wrong of ['/slide-videos/..%2Fmedia%2Fslides%2F1-desktop.jpg', '/slide-videos/.x']) {
    expect((await fetch(site.url + wrong)).status, wrong).toBe(404)
  }
})

test('a photo stored by its absolute address before references still loads; the comp card has its photos', async () => {
  const models = await html('/models')
  const [, service, file] = /src=(booking)%3A(media%2F[^&"\s]+?\.jpg)/.exec(models) ?? []
  expect(service).toBe('booking')
  const absolute = `${booking.url}/${decodeURIComponent(file ?? '')}`
  const old = await fetch(`${site.url}/images?w=320&src=${encodeURIComponent(absolute)}`)
  expect(old.status).toBe(200)
  expect(old.headers.get('content-type')).toMatch(/^image\//)

  const id = /href="\/models\/(\d+)\//.exec(models)?.[1]
  const card = await fetch(`${site.url}/comp-cards/${id}?lang=en`)
  expect(card.status).toBe(200)
  expect(card.headers.get('content-type')).toBe('application/pdf')
  expect(site.output()).not.toContain('left a comp card image out')
})
