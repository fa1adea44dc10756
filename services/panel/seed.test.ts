import { mkdtempSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { panelSchema as schema } from '.'
import { listPosts } from './content'
import { ensurePanelContent, seedPanelContent } from './seed'
import { openTestDatabase, type TestDatabase } from '../../tests/integration/test-database'

let handle: TestDatabase
let mediaDir: string

beforeAll(async () => {
  handle = await openTestDatabase()
  mediaDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'passarela-seed-')), 'media')
})

afterAll(async () => {
  await handle?.close()
  if (mediaDir) rmSync(path.dirname(mediaDir), { recursive: true, force: true })
})

/** Stored paths are relative to the panel's URL: `media/x.jpg` is `x.jpg` in the media folder. */
function mediaFile(stored: string | null) {
  return path.join(mediaDir, (stored ?? '').replace(/^media\//, ''))
}

test('a fresh panel is seeded with news in three languages, slides and images', async () => {
  await ensurePanelContent(handle.panel, mediaDir)
  for (const lang of ['en', 'es', 'pt']) {
    const page = await listPosts(handle.panel, { type: 'news', lang, perPage: 100, page: 1 })
    expect(page.total, lang).toBeGreaterThanOrEqual(18)
    expect(new Set(page.data.map((post) => post.slug)).size).toBe(page.total)
    // Spread over past months, not all on one day.
    const days = new Set(page.data.map((post) => post.published_at.slice(0, 10)))
    expect(days.size).toBe(page.total)
    for (const post of page.data) {
      expect(post.body).toMatch(/^<p>.+<\/p>\n<h2>.+<\/h2>/s)
      expect(post.body).toContain('<a href="/')
      expect(statSync(mediaFile(post.image)).size).toBeGreaterThan(0)
    }
  }
  const english = await listPosts(handle.panel, { type: 'news', lang: 'en', perPage: 1, page: 1 })
  const portuguese = await listPosts(handle.panel, {
    type: 'news',
    lang: 'pt',
    perPage: 1,
    page: 1,
  })
  expect(english.data[0]?.title).toMatch(/casting/i)
  expect(portuguese.data[0]?.title).toMatch(/seletiva/i)
  // One story in three languages, each under its own slug: each names the other two.
  expect(english.data[0]?.translations).toEqual({
    es: 'casting-abierto-en-brasilia-este-sabado',
    pt: portuguese.data[0]?.slug,
  })
  const stories = await handle.panel
    .selectDistinct({ storyId: schema.posts.storyId })
    .from(schema.posts)
    .where(eq(schema.posts.type, 'news'))
  expect(stories).toHaveLength(english.total)

  const slides = await handle.panel
    .select()
    .from(schema.slides)
    .where(eq(schema.slides.type, 'home'))
  expect(slides.filter((slide) => slide.kind === 'image').length).toBeGreaterThanOrEqual(2)
  expect(slides.filter((slide) => slide.kind === 'video')).toHaveLength(1)
  for (const slide of slides) {
    for (const [file, size] of [
      [slide.urlDesktop, [1920, 1080]],
      [slide.urlMobile, [750, 1334]],
    ] as const) {
      const metadata = await sharp(mediaFile(file)).metadata()
      expect([metadata.width, metadata.height]).toEqual(size)
    }
  }
  // The video slide plays a real file: a small MP4, found where the panel serves videos.
  const [video] = slides.filter((slide) => slide.kind === 'video')
  const videoFile = readFileSync(path.join(mediaDir, 'videos', video?.videoId ?? ''))
  expect(videoFile.subarray(4, 8).toString('latin1')).toBe('ftyp')
  expect(videoFile.length).toBeLessThan(200_000)
})

test('at start, content the agency changed is kept and only missing images are made', async () => {
  await handle.panel
    .update(schema.socialLinks)
    .set({ email: 'bookings@agency.example' })
    .where(eq(schema.socialLinks.id, 1))
  await handle.panel.delete(schema.posts).where(eq(schema.posts.lang, 'es'))
  const kept = path.join(mediaDir, 'slides/1-desktop.jpg')
  const missing = path.join(mediaDir, 'posts/news-03.jpg')
  const keptTime = statSync(kept).mtimeMs
  unlinkSync(missing)

  await ensurePanelContent(handle.panel, mediaDir)

  const [links] = await handle.panel.select().from(schema.socialLinks)
  expect(links?.email).toBe('bookings@agency.example')
  // Other languages still have posts, so the table is not empty: nothing is re-seeded.
  const [spanish] = await handle.panel
    .select({ total: count() })
    .from(schema.posts)
    .where(eq(schema.posts.lang, 'es'))
  expect(spanish?.total).toBe(0)
  expect(statSync(missing).size).toBeGreaterThan(0)
  expect(statSync(kept).mtimeMs).toBe(keptTime)

  // The explicit seed puts the demo content back, once.
  await seedPanelContent(handle.panel, mediaDir)
  await seedPanelContent(handle.panel, mediaDir)
  const [again] = await handle.panel
    .select({ total: count() })
    .from(schema.posts)
    .where(eq(schema.posts.lang, 'es'))
  expect(again?.total).toBeGreaterThanOrEqual(18)
  const [linksAgain] = await handle.panel.select().from(schema.socialLinks)
  expect(linksAgain?.email).toBe('contato@passarela.com.br')
})
