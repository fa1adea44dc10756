import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { newsStories } from '../../services/panel'
import { type RunningServer, startServer, startService } from '../support/site-process'

// The three deployables apart: the booking and panel services each in a process of their own,
// as `npm run booking` and `npm run panel` start them, and the site, from a copy of the
// repository without `services/`, pointed at them by configuration alone.
const bookingKey = 'standalone-booking-key'
const panelToken = 'standalone-panel-token'
let booking: RunningServer
let panel: RunningServer
let site: RunningServer | undefined
let copy: string

beforeAll(async () => {
  ;[booking, panel] = await Promise.all([
    startService('booking', { BOOKING_API_KEY: bookingKey }),
    startService('panel', { PANEL_API_TOKEN: panelToken }),
  ])
  // What a deployment of the site alone holds: the built site, its host, the contracts.
  copy = await mkdtemp(path.join(os.tmpdir(), 'passarela-site-alone-'))
  for (const entry of ['app', 'server', 'contracts', 'build', 'package.json', 'tsconfig.json']) {
    await cp(entry, path.join(copy, entry), { recursive: true })
  }
  await symlink(path.resolve('node_modules'), path.join(copy, 'node_modules'))
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await Promise.all([booking?.stop(), panel?.stop()])
  if (copy) await rm(copy, { recursive: true, force: true })
})

test('npm run booking and npm run panel start the services as these tests do', async () => {
  const scripts = JSON.parse(await readFile('package.json', 'utf8')).scripts
  expect(scripts.booking).toBe('tsx services/booking/main.ts')
  expect(scripts.panel).toBe('tsx services/panel/main.ts')
})

test('each service alone answers its own sign-in and refuses calls without a token', async () => {
  const signIn = await fetch(`${booking.url}/api/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ salt: 'a', api_key: bookingKey }),
  })
  expect(signIn.status).toBe(200)
  expect((await fetch(`${booking.url}/api/talents`, { method: 'POST' })).status).toBe(401)
  const login = await fetch(`${panel.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ salt: 'a', api_token: panelToken }),
  })
  expect(login.status).toBe(200)
  expect((await fetch(`${panel.url}/api/social-media`)).status).toBe(401)
})

test('the site built without services/ serves its pages from the standalone services', async () => {
  expect(await readdir(copy)).not.toContain('services')
  site = await startServer(
    {
      BOOKING_URL: booking.url,
      BOOKING_API_KEY: bookingKey,
      PANEL_URL: panel.url,
      PANEL_API_TOKEN: panelToken,
    },
    // From its sources: the bundled host would bring the embedded services along.
    { root: copy, compiled: false },
  )
  const deep = await fetch(`${site.url}/healthz?deep=1`)
  expect(await deep.json()).toEqual({ status: 'ok', services: { booking: 'ok', panel: 'ok' } })
  // No embedded service here: the paths they would take are the site's 404.
  expect((await fetch(`${site.url}/booking/api/talents/attributes`)).status).toBe(404)

  const models = await (await fetch(`${site.url}/models`)).text()
  expect(models.match(/data-talent-name/g)?.length).toBe(20)
  const news = await (await fetch(`${site.url}/pt/noticias`)).text()
  expect(newsStories.filter((story) => news.includes(story.pt.title)).length).toBeGreaterThan(0)
  const contact = await fetch(`${site.url}/contact`)
  expect(contact.status).toBe(200)
  // A photo reaches the browser through the image endpoint, from the booking service's media,
  // which the page names by reference, not by the service's address.
  const photo = /src="(\/images\?w=\d+&amp;src=[^"]+)"/.exec(models)?.[1] ?? ''
  expect(decodeURIComponent(photo)).toContain('src=booking:media/')
  expect(models).not.toContain(booking.url)
  const image = await fetch(site.url + photo.replaceAll('&amp;', '&'))
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toMatch(/^image\//)
})

test('a node is ready when its databases answer, and says so to a load balancer', async () => {
  const ready = await fetch(`${site!.url}/readyz`)
  expect(ready.status).toBe(200)
  expect(ready.headers.get('cache-control')).toBe('no-store')
  expect(await ready.json()).toEqual({ status: 'ready' })

  // A shared PostgreSQL that does not answer: alive, serving, but not ready for more traffic.
  const unready = await startServer({
    BOOKING_URL: booking.url,
    BOOKING_API_KEY: bookingKey,
    PANEL_URL: panel.url,
    PANEL_API_TOKEN: panelToken,
    DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none',
  })
  try {
    expect((await fetch(`${unready.url}/healthz`)).status).toBe(200)
    const answer = await fetch(`${unready.url}/readyz`)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ status: 'unavailable' })
  } finally {
    await unready.stop()
  }
}, 90_000)
