import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { talentSlug } from '../../app/lib/slug'
import { recordAnswer, type TalentInput, type TalentRecord } from '../../contracts/booking-admin'
import { type RunningServer, startServer } from '../../scripts/site-process'

/**
 * A model's covers on the embedded default, written through the booking service's write API as
 * the back office writes them: the portfolio stands in for covers not chosen yet, and a cover
 * reaches the profile with its own size.
 */
const writeKey = 'covers-key'
let dataDir: string
let site: RunningServer
let token: string

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-covers-'))
  site = await startServer({ DATA_DIR: dataDir, BOOKING_WRITE_KEY: writeKey })
  const signIn = await fetch(`${site.url}/booking/admin-api/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ salt: 'a-nonce', api_key: writeKey }),
  })
  token = ((await signIn.json()) as { access_token: string }).access_token
}, 120_000)

afterAll(async () => {
  await site?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function write(method: string, address: string, body?: unknown): Promise<Response> {
  const json = body !== undefined && !(body instanceof FormData)
  return fetch(`${site.url}/booking/admin-api${address}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  })
}

async function record(response: Response): Promise<TalentRecord> {
  expect(response.status).toBeLessThan(300)
  return recordAnswer.parse(await response.json()).data
}

async function createWithPhotos(
  name: string,
  section: 'portfolio' | 'polaroids',
  sizes: [number, number][],
): Promise<TalentRecord> {
  const talent = {
    name,
    gender: 'woman',
    height: '176',
    divisions: ['mainboard'],
    published: true,
  } satisfies TalentInput
  const created = await record(await write('POST', '/talents', talent))
  const form = new FormData()
  for (const [index, [width, height]] of sizes.entries()) {
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#806050' } })
      .jpeg()
      .toBuffer()
    form.append('photos', new Blob([new Uint8Array(bytes)]), `photo-${index}.jpg`)
  }
  return record(await write('POST', `/talents/${created.id}/photos/${section}`, form))
}

async function html(address: string) {
  const response = await fetch(`${site.url}${address}`)
  expect(response.status).toBe(200)
  return response.text()
}

test('until the agency chooses, her first portfolio photo is her cover and the next her web cover', async () => {
  const talent = await createWithPhotos('Iara Semcapa', 'portfolio', [
    [600, 900],
    [900, 600],
    [600, 900],
  ])
  const [first, second] = talent.photos.portfolio
  // The back office's record says which photo is the cover, and that nobody chose it.
  expect(talent).toMatchObject({
    cover: first!.file,
    coverChosen: false,
    coverWeb: second!.file,
    coverWebChosen: false,
  })

  // The board shows her photo, not her initials.
  await vi.waitFor(
    async () => {
      const board = await html('/models?q=Semcapa')
      const card = board.split('<li').find((item) => item.includes(`/models/${talent.id}/`))
      expect(card).toContain(encodeURIComponent(`booking:${first!.file}`))
    },
    { timeout: 2000, interval: 100 },
  )

  // Chosen, the cover is hers to keep; the web cover is then the first photo that is not it.
  const third = talent.photos.portfolio[2]!
  const chosen = await record(await write('POST', `/talents/${talent.id}/photos/${third.id}/cover`))
  expect(chosen).toMatchObject({ cover: third.file, coverChosen: true, coverWeb: first!.file })
})

test('a 4:5 cover comes to the profile with its own size, not as a 2:3', async () => {
  const talent = await createWithPhotos('Lia Quatroporcinco', 'polaroids', [[800, 1000]])
  const photo = talent.photos.polaroids[0]!
  await record(await write('POST', `/talents/${talent.id}/photos/${photo.id}/cover`))

  // Without a portfolio, the profile opens on her cover: drawn at its own 4:5.
  await vi.waitFor(
    async () => {
      const profile = await html(`/models/${talent.id}/${talentSlug(talent.name)}`)
      const gallery = profile.slice(profile.indexOf('data-gallery'))
      const image = [...gallery.matchAll(/<img[^>]*>/g)]
        .map((match) => match[0])
        .find((tag) => tag.includes(encodeURIComponent(`booking:${photo.file}`)))
      expect(image).toBeDefined()
      expect(image).toContain('width="800"')
      expect(image).toContain('height="1000"')
    },
    { timeout: 2000, interval: 100 },
  )
})
