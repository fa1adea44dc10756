import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { talentSlug } from '../../app/lib/slug'
import { recordAnswer, type TalentInput, type TalentRecord } from '../../contracts/booking-admin'
import { generateDemoCatalog } from '../../services/booking'
import type { RunningServer } from '../support/site-process'
import { startWriteApiSite, type WriteApiSite } from './write-api-site'

/**
 * The site on the embedded default follows what the back office writes through the booking
 * service's write API within a second: its roster, profiles and kept pages are refreshed by the
 * catalog change notice, not after their cache periods.
 */
let writeApi: WriteApiSite
let site: RunningServer
let dataDir: string

beforeAll(async () => {
  writeApi = await startWriteApiSite('roster-writes')
  ;({ site, dataDir } = writeApi)
}, 120_000)

afterAll(async () => {
  await writeApi?.stop()
})

const write: WriteApiSite['write'] = (...call) => writeApi.write(...call)

async function page(address: string) {
  const response = await fetch(`${site.url}${address}`)
  return { status: response.status, html: await response.text() }
}

/** The profiles the page's cards link to, in order. */
function cardIds(html: string): number[] {
  const ids = [...html.matchAll(/href="\/models\/(?:[a-z-]+\/)?(\d+)\/[^"]*"/g)].map((match) =>
    Number(match[1]),
  )
  return [...new Set(ids)]
}

/** Waits at most a second for what the site shows to pass `check`. */
async function withinASecond(check: () => Promise<void>) {
  await vi.waitFor(check, { timeout: 1000, interval: 50 })
}

function profilePath(talent: { id: number; name: string }) {
  return `/models/${talent.id}/${talentSlug(talent.name)}`
}

const newcomer = {
  name: 'Zuleica Notícia',
  gender: 'woman',
  height: '177',
  divisions: ['mainboard'],
  published: true,
} satisfies TalentInput

let created: TalentRecord

test('a talent created through the write API is on /models and has a profile within a second', async () => {
  // The pages are kept (and the roster cached) before the write.
  expect(cardIds((await page('/models?q=zuleica')).html)).toEqual([])
  expect((await page('/sitemap.xml')).status).toBe(200)

  const response = await write('POST', '/talents', newcomer)
  expect(response.status).toBe(201)
  created = recordAnswer.parse(await response.json()).data

  await withinASecond(async () => {
    expect(cardIds((await page('/models?q=zuleica')).html)).toEqual([created.id])
    const profile = await page(profilePath(created))
    expect(profile.status).toBe(200)
    expect(profile.html).toContain('Zuleica Notícia')
    expect((await page('/sitemap.xml')).html).toContain(profilePath(created))
  })
})

test('a hidden talent answers 404 and leaves /models, its board and the sitemap within a second', async () => {
  expect((await page(profilePath(created))).status).toBe(200)
  expect(cardIds((await page('/models/mainboard?q=zuleica')).html)).toEqual([created.id])

  expect((await write('POST', `/talents/${created.id}/hide`)).status).toBe(200)
  await withinASecond(async () => {
    expect((await page(profilePath(created))).status).toBe(404)
    expect(cardIds((await page('/models?q=zuleica')).html)).toEqual([])
    expect(cardIds((await page('/models/mainboard?q=zuleica')).html)).toEqual([])
    expect((await page('/sitemap.xml')).html).not.toContain(`/models/${created.id}/`)
  })
})

test('moving a talent up changes the order of /models within a second', async () => {
  const before = cardIds((await page('/models')).html)
  const [first, second] = before as [number, number]
  expect((await write('POST', `/talents/${second}/move`, { direction: 'up' })).status).toBe(200)
  await withinASecond(async () => {
    expect(cardIds((await page('/models')).html).slice(0, 2)).toEqual([second, first])
  })
  expect((await write('POST', `/talents/${second}/move`, { direction: 'down' })).status).toBe(200)
  await withinASecond(async () => {
    expect(cardIds((await page('/models')).html).slice(0, 2)).toEqual([first, second])
  })
})

test('a deleted talent is gone from the site within a second, and its media files with it', async () => {
  // A talent of the demo catalog the site lists, with a cover drawn on disk once asked for.
  const demo = generateDemoCatalog().find(
    (talent) =>
      talent.divisionIds.includes(1446) && talent.cover?.endsWith('.jpg') && talent.book.length > 0,
  )!
  const cover = await fetch(`${site.url}/booking/${demo.book[0]!.file}`)
  expect(cover.status).toBe(200)
  const file = path.join(dataDir, demo.book[0]!.file)
  expect(existsSync(file)).toBe(true)
  expect((await page(profilePath(demo))).status).toBe(200)

  expect((await write('DELETE', `/talents/${demo.id}`)).status).toBe(204)
  expect(existsSync(file)).toBe(false)
  await withinASecond(async () => {
    expect((await page(profilePath(demo))).status).toBe(404)
    expect((await page('/sitemap.xml')).html).not.toContain(`/models/${demo.id}/`)
  })
  // Nobody can have it drawn again.
  expect((await fetch(`${site.url}/booking/${demo.book[0]!.file}`)).status).toBe(404)
})
