import sharp from 'sharp'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { talentSlug } from '../../app/lib/slug'
import { recordAnswer, type TalentInput, type TalentRecord } from '../../contracts/booking-admin'
import type { RunningServer } from '../support/site-process'
import { startWriteApiSite, type WriteApiSite } from './write-api-site'

/**
 * A model's covers on the embedded default, written through the booking service's write API as
 * the back office writes them: the portfolio stands in for covers not chosen yet, and a cover
 * reaches the profile with its own size.
 */
let writeApi: WriteApiSite
let site: RunningServer

beforeAll(async () => {
  writeApi = await startWriteApiSite('covers')
  ;({ site } = writeApi)
}, 120_000)

afterAll(async () => {
  await writeApi?.stop()
})

const write: WriteApiSite['write'] = (...call) => writeApi.write(...call)

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
