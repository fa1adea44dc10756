import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { imageUrl } from '../../app/lib/images'
import type { TalentRecord } from '../../contracts/booking-admin'
import type { RunningServer } from '../support/site-process'
import { startWriteApiSite, type WriteApiSite } from './write-api-site'
import { jpeg } from '../e2e/application-files'

/**
 * A photo removed through the booking service's write API (one deleted, or a whole model) leaves
 * the site's image endpoint at once: its resized variants are dropped from the disk cache by the
 * catalog change notice, and asking for one again is a 404, not the copy kept for a year.
 */
let writeApi: WriteApiSite
let site: RunningServer
let dataDir: string

beforeAll(async () => {
  writeApi = await startWriteApiSite('removed-photos')
  ;({ site, dataDir } = writeApi)
}, 120_000)

afterAll(async () => {
  await writeApi?.stop()
})

const write: WriteApiSite['write'] = (...call) => writeApi.write(...call)

async function newTalentWithPhotos(name: string, count: number): Promise<TalentRecord> {
  const created = await write('POST', '/talents', {
    name,
    gender: 'woman',
    height: '175',
    divisions: ['mainboard'],
    published: true,
  })
  expect(created.status).toBe(201)
  const { id } = ((await created.json()) as { data: TalentRecord }).data
  const form = new FormData()
  for (let index = 0; index < count; index++) {
    const photo = await jpeg(`${index}.jpg`, index + 1)
    form.append('photos', new Blob([new Uint8Array(photo.buffer)]), photo.name)
  }
  const uploaded = await write('POST', `/talents/${id}/photos/portfolio`, form)
  expect(uploaded.status).toBe(201)
  return ((await uploaded.json()) as { data: TalentRecord }).data
}

function variant(file: string, accept = 'image/webp') {
  return fetch(`${site.url}${imageUrl(`booking:${file}`, 320)}`, { headers: { Accept: accept } })
}

/** The variants this node keeps on disk. */
function keptVariants(): string[] {
  const root = path.join(dataDir, 'image-cache')
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

test('a deleted photo’s variants answer 404 at once, and its answers were never kept for a year', async () => {
  const talent = await newTalentWithPhotos('Iara Apagada', 2)
  const [gone, kept] = talent.photos.portfolio as [
    TalentRecord['photos']['portfolio'][number],
    TalentRecord['photos']['portfolio'][number],
  ]
  for (const accept of ['image/webp', 'image/jpeg']) {
    const first = await variant(gone.file, accept)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate')
    expect(first.headers.get('cache-control')).not.toContain('immutable')
    expect((await variant(gone.file, accept)).headers.get('x-image-cache')).toBe('hit')
  }
  expect((await variant(kept.file)).status).toBe(200)
  const before = keptVariants().length

  expect((await write('DELETE', `/talents/${talent.id}/photos/${gone.id}`)).status).toBe(200)
  // The notice removed both of its variants from the disk, and no other.
  await vi.waitFor(() => expect(keptVariants()).toHaveLength(before - 2), { timeout: 1000 })
  expect((await fetch(`${site.url}/booking/${gone.file}`)).status).toBe(404)
  for (const accept of ['image/webp', 'image/jpeg']) {
    const answer = await variant(gone.file, accept)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  }
  const other = await variant(kept.file)
  expect(other.status).toBe(200)
  expect(other.headers.get('x-image-cache')).toBe('hit')
})

test('deleting a model takes every one of her photos’ variants off the image endpoint', async () => {
  const talent = await newTalentWithPhotos('Joana Partiu', 2)
  const files = talent.photos.portfolio.map((photo) => photo.file)
  for (const file of files) expect((await variant(file)).status).toBe(200)
  for (const file of files) expect((await variant(file)).headers.get('x-image-cache')).toBe('hit')

  expect((await write('DELETE', `/talents/${talent.id}`)).status).toBe(204)
  for (const file of files) expect((await variant(file)).status).toBe(404)
})
