import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { fileTypeFromBuffer } from 'file-type'
import { pino } from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { imageUrl } from '../../app/lib/images'
import { generateDemoCatalog } from '../../services/booking/demo-catalog'
import { createImageHandler } from '../../server/images'
import { type RunningServer, startServer } from '../support/site-process'

let server: RunningServer
let dataDir: string
/** A stand-in for an agency's CDN, allowed through IMAGE_ORIGINS; it counts what it is asked. */
let cdn: Server
let cdnUrl: string
const cdnRequests: string[] = []

async function listen(app: express.Express) {
  const listening = app.listen(0, '127.0.0.1')
  await once(listening, 'listening')
  const address = listening.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return { server: listening, url: `http://127.0.0.1:${address.port}` }
}

async function cdnApp() {
  const photo = await sharp({
    create: { width: 1000, height: 750, channels: 3, background: '#b07050' },
  })
    .jpeg()
    .toBuffer()
  const app = express()
  app.use((request, _response, next) => {
    cdnRequests.push(request.url)
    next()
  })
  app.get('/covers/photo.jpg', (_request, response) => void response.type('jpeg').send(photo))
  app.get('/covers/broken.jpg', (_request, response) => void response.type('jpeg').send('nope'))
  app.get('/covers/failing.jpg', (_request, response) => void response.status(500).send('oops'))
  app.get('/covers/away.jpg', (_request, response) =>
    response.redirect('https://example.com/x.jpg'),
  )
  app.get('/covers/hang.jpg', () => undefined)
  return app
}

beforeAll(async () => {
  ;({ server: cdn, url: cdnUrl } = await listen(await cdnApp()))
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-images-'))
  server = await startServer({ DATA_DIR: dataDir, IMAGE_ORIGINS: `${cdnUrl}/covers/` })
})

afterAll(async () => {
  await server?.stop()
  cdn?.closeAllConnections()
  cdn?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function get(pathname: string, accept?: string) {
  return fetch(server.url + pathname, { headers: accept ? { Accept: accept } : {} })
}

/** A photo the demo catalog names, served by the embedded booking service. */
function demoPhoto() {
  const [talent] = generateDemoCatalog()
  const [photo] = talent?.book ?? []
  if (!photo) throw new Error('the demo catalog has no book photo')
  return `${server.url}/booking/${photo.file}`
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(avif|webp|jpeg)$/.test(name),
  )
}

test('the format follows Accept (AVIF, then WebP, else JPEG) at the requested width', async () => {
  for (const [accept, format, mime] of [
    ['image/avif,image/webp,*/*', 'avif', 'image/avif'],
    ['image/webp,*/*', 'webp', 'image/webp'],
    ['image/png,*/*', 'jpeg', 'image/jpeg'],
    [undefined, 'jpeg', 'image/jpeg'],
  ] as const) {
    const response = await get(imageUrl(demoPhoto(), 320), accept)
    expect(response.status, accept).toBe(200)
    expect(response.headers.get('content-type'), accept).toBe(mime)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate')
    expect(response.headers.get('vary')).toMatch(/\bAccept\b/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect((await fileTypeFromBuffer(bytes))?.mime, accept).toBe(mime)
    const metadata = await sharp(bytes).metadata()
    expect(metadata.width, format).toBe(320)
    // The demo book photo is a 1600×2400 portrait: the ratio is kept.
    expect(metadata.height, format).toBe(480)
  }
})

test('a media reference is resolved in its service’s media folder, and cannot leave it', async () => {
  const reference = demoPhoto().replace(`${server.url}/booking/`, 'booking:')
  expect(reference).toMatch(/^booking:media\//)
  const response = await get(imageUrl(reference, 320))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^image\//)
  for (const src of [
    'booking:media/../../healthz',
    'booking:media/..%2F..%2Fhealthz',
    'booking://example.com/x.jpg',
    'cdn:covers/photo.jpg',
  ]) {
    expect((await get(`/images?w=320&src=${encodeURIComponent(src)}`)).status, src).toBe(400)
  }
})

test('a width outside the fixed list is refused, so the cache cannot be flooded', async () => {
  for (const width of ['333', '0', '1921', '320.0', 'abc', '']) {
    const response = await get(`/images?w=${width}&src=${encodeURIComponent(demoPhoto())}`)
    expect(response.status, width).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
  }
  expect((await get(`/images?src=${encodeURIComponent(demoPhoto())}`)).status).toBe(400)
})

test('only the services’ media folders and the configured origins are fetched: no open proxy', async () => {
  const refused = [
    'https://example.com/x.jpg',
    `${server.url}/healthz`,
    `${server.url}/bookingX/media/x.jpg`,
    `${server.url}/booking/media/../../healthz`,
    `${server.url}/booking/media/..%2F..%2Fhealthz`,
    `${cdnUrl}/other/photo.jpg`,
    `${cdnUrl}/coversX/photo.jpg`,
    'file:///etc/passwd',
    'not a url',
  ]
  for (const src of refused) {
    const response = await get(`/images?w=320&src=${encodeURIComponent(src)}`)
    expect(response.status, src).toBe(400)
    expect((await response.text()).length, src).toBeLessThan(100)
  }
  expect((await get('/images?w=320')).status).toBe(400)
  expect(cdnRequests.filter((url) => !url.startsWith('/covers/'))).toEqual([])
})

test('the second identical request comes from the disk cache, without fetching again', async () => {
  const src = `${cdnUrl}/covers/photo.jpg?v=cache`
  const first = await get(imageUrl(src, 640), 'image/webp')
  expect(first.status).toBe(200)
  expect(first.headers.get('x-image-cache')).toBe('miss')
  const firstBytes = Buffer.from(await first.arrayBuffer())

  const second = await get(imageUrl(src, 640), 'image/webp')
  expect(second.status).toBe(200)
  expect(second.headers.get('x-image-cache')).toBe('hit')
  expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true)
  expect(cdnRequests.filter((url) => url === '/covers/photo.jpg?v=cache')).toHaveLength(1)
  expect(filesUnder(path.join(dataDir, 'image-cache')).some((name) => name.endsWith('.webp'))).toBe(
    true,
  )
})

test('concurrent identical requests share one fetch and one encode', async () => {
  const src = `${cdnUrl}/covers/photo.jpg?v=together`
  const responses = await Promise.all(
    Array.from({ length: 6 }, () => get(imageUrl(src, 480), 'image/avif')),
  )
  expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200))
  expect(cdnRequests.filter((url) => url === '/covers/photo.jpg?v=together')).toHaveLength(1)
})

test('an image is never enlarged beyond its own width', async () => {
  const response = await get(imageUrl(`${cdnUrl}/covers/photo.jpg`, 1920))
  expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1000)
})

test('a missing source is a 404, an upstream error or a redirect elsewhere a 502, bytes that are not an image a 422, all plain', async () => {
  const missingDemo = `${server.url}/booking/media/demo-v1/999999/book-1-1600x2400.jpg`
  for (const [src, status] of [
    [missingDemo, 404],
    [`${cdnUrl}/covers/missing.jpg`, 404],
    [`${cdnUrl}/covers/broken.jpg`, 422],
    [`${cdnUrl}/covers/failing.jpg`, 502],
    [`${cdnUrl}/covers/away.jpg`, 502],
  ] as const) {
    const response = await get(imageUrl(src, 320))
    expect(response.status, src).toBe(status)
    expect(response.headers.get('content-type'), src).toMatch(/^text\/plain/)
    expect(response.headers.get('cache-control'), src).toBe('no-store')
    const body = await response.text()
    expect(body.length, src).toBeLessThan(100)
    expect(body, src).not.toMatch(/Error|\bat\s/)
  }
})

test('the endpoint gives up on a slow source', async () => {
  const app = express()
  app.get(
    '/images',
    createImageHandler({
      cacheDir: path.join(dataDir, 'standalone-cache'),
      allowedSources: [`${cdnUrl}/covers`],
      logger: pino({ level: 'silent' }),
      fetchTimeoutMs: 300,
    }).handler,
  )
  const { server: standalone, url } = await listen(app)
  try {
    const ask = () => fetch(url + imageUrl(`${cdnUrl}/covers/hang.jpg`, 320))
    const started = Date.now()
    expect((await ask()).status).toBe(502)
    expect(Date.now() - started).toBeLessThan(5000)
  } finally {
    standalone.close()
  }
})

test('a kept variant whose source is gone is a 404 once it is rechecked, or at once when forgotten', async () => {
  const photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#555' },
  })
    .jpeg()
    .toBuffer()
  const present = new Set(['/covers/a.jpg', '/covers/b.jpg'])
  const origin = express()
  origin.get('/covers/:name', (request, response) => {
    if (!present.has(request.path)) return void response.status(404).send('gone')
    response.type('jpeg').send(photo)
  })
  const { server: source, url: sourceUrl } = await listen(origin)
  // A variant kept by an earlier version, before each source had a folder: never served again.
  const earlier = path.join(dataDir, 'recheck-cache', 'ab', `${'ab'.repeat(32)}.avif`)
  mkdirSync(path.dirname(earlier), { recursive: true })
  writeFileSync(earlier, 'old variant')
  const endpoint = createImageHandler({
    cacheDir: path.join(dataDir, 'recheck-cache'),
    allowedSources: [`${sourceUrl}/covers`],
    logger: pino({ level: 'silent' }),
    // A node that missed the notice: a kept variant asks its source again after this long.
    recheckMs: 200,
  })
  const app = express()
  app.get('/images', endpoint.handler)
  const { server: standalone, url } = await listen(app)
  try {
    const ask = (name: string) => fetch(url + imageUrl(`${sourceUrl}/covers/${name}`, 320))
    for (const name of ['a.jpg', 'b.jpg']) {
      expect((await ask(name)).headers.get('x-image-cache')).toBe('miss')
      expect((await ask(name)).headers.get('x-image-cache')).toBe('hit')
    }
    expect(existsSync(earlier)).toBe(false)
    present.clear()
    // Told: the variants go at once.
    await endpoint.forget([`${sourceUrl}/covers/a.jpg`])
    expect((await ask('a.jpg')).status).toBe(404)
    // Not told: served from the disk until the recheck finds the source gone.
    expect((await ask('b.jpg')).headers.get('x-image-cache')).toBe('hit')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await ask('b.jpg')).status).toBe(404)
  } finally {
    standalone.close()
    source.close()
  }
})
