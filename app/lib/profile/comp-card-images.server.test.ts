import { createServer } from 'node:http'
import sharp from 'sharp'
import { expect, onTestFinished, test } from 'vitest'
import { loadCompCardImages } from './comp-card-images.server'

/** A real HTTP server on a free port, closed when the test ends. */
async function serve(routes: Record<string, { type: string; body: Buffer }>) {
  const server = createServer((request, response) => {
    const route = routes[request.url ?? '']
    if (request.url === '/never') return // holds the request open until the client gives up
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response.writeHead(200, { 'content-type': route.type }).end(route.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the server has no port')
  return `http://127.0.0.1:${address.port}`
}

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 60 } } })
}

test('photographs become JPEGs no wider than maxWidth; broken ones are logged and left out', async () => {
  const origin = await serve({
    '/large.png': { type: 'image/png', body: await photo(1600, 1200).png().toBuffer() },
    '/small.jpg': { type: 'image/jpeg', body: await photo(300, 450).jpeg().toBuffer() },
    '/notes.txt': { type: 'text/plain', body: Buffer.from('not a picture') },
  })
  const warnings: { obj: object; msg: string }[] = []

  const images = await loadCompCardImages(
    [`${origin}/large.png`, `${origin}/missing.jpg`, `${origin}/notes.txt`, `${origin}/small.jpg`],
    { maxWidth: 500, logger: { warn: (obj, msg) => warnings.push({ obj, msg }) } },
  )

  expect(images.map(({ width, height }) => [width, height])).toEqual([
    [500, 375],
    [300, 450], // never enlarged
  ])
  for (const image of images) {
    const metadata = await sharp(image.data).metadata()
    expect(metadata.format).toBe('jpeg')
    expect([metadata.width, metadata.height]).toEqual([image.width, image.height])
  }
  expect(warnings.map(({ obj }) => obj)).toEqual([
    expect.objectContaining({ url: `${origin}/missing.jpg` }),
    expect.objectContaining({ url: `${origin}/notes.txt` }),
  ])
})

test('the EXIF orientation is applied, since the PDF would ignore it', async () => {
  const origin = await serve({
    // Stored 600 × 400 and tagged "rotate 90°": a portrait as the camera saw it.
    '/rotated.jpg': {
      type: 'image/jpeg',
      body: await photo(600, 400).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
    },
  })

  const [image] = await loadCompCardImages([`${origin}/rotated.jpg`], {})

  expect([image?.width, image?.height]).toEqual([400, 600])
})

test('a server that never answers is given up on after the timeout', async () => {
  const origin = await serve({})
  const warnings: object[] = []

  const started = Date.now()
  const images = await loadCompCardImages([`${origin}/never`], {
    timeoutMs: 200,
    logger: { warn: (obj) => warnings.push(obj) },
  })

  expect(images).toEqual([])
  expect(warnings).toHaveLength(1)
  expect(Date.now() - started).toBeLessThan(5_000)
})
