import { existsSync } from 'node:fs'
import { chmod, copyFile, mkdir, rename } from 'node:fs/promises'
import path from 'node:path'
import { and, count, eq, min, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import sharp from 'sharp'
import { languages as locales } from '../../contracts/languages'
import { asciiSlug } from '../../contracts/slug'
import type { Database } from './db'
import { posts, slides, socialLinks } from './db/schema'
import { newsFrame, newsStories } from './seed-news'
import { packagePath } from '../common/package-path'

/**
 * The demo panel content, so that the site works out of the box: the agency's social
 * links, news in three languages and the home slides, with generated images. Deterministic:
 * the same seed gives the same rows and the same files.
 */

/** Dates count back from here, not from today, so every run seeds the same posts. */
const referenceDate = Date.UTC(2026, 9, 28, 12, 0, 0)
const day = 24 * 60 * 60 * 1000

type ImageSpec = { file: string; width: number; height: number; seed: number }

const palettes = [
  { ground: '#e9e1d6', field: '#b9573c', shape: '#1f1d1b' },
  { ground: '#1c2430', field: '#c9a46a', shape: '#efe9df' },
  { ground: '#d8dcd3', field: '#4f6b5a', shape: '#f4efe6' },
  { ground: '#f1e4dc', field: '#8e3b46', shape: '#2b2a28' },
  { ground: '#2a2622', field: '#a87f5f', shape: '#e7ddd0' },
  { ground: '#e4e7ec', field: '#35506e', shape: '#d9b38c' },
]

/** Media paths as the panel stores them: relative, joined by the site to the media URL. */
function mediaPath(file: string) {
  return `media/${file}`
}

function postImage(index: number): ImageSpec {
  const number = String(index + 1).padStart(2, '0')
  return { file: `posts/news-${number}.jpg`, width: 1200, height: 800, seed: index }
}

const slideSpecs = [
  { kind: 'image', description: '1', videoId: null },
  { kind: 'image', description: '2', videoId: null },
  { kind: 'video', description: '1', videoId: 'showreel-2026.mp4' },
] as const

function slideImages(index: number) {
  return {
    desktop: { file: `slides/${index + 1}-desktop.jpg`, width: 1920, height: 1080, seed: index },
    mobile: { file: `slides/${index + 1}-mobile.jpg`, width: 750, height: 1334, seed: index },
  }
}

function allImages(): ImageSpec[] {
  return [
    ...newsStories.map((_story, index) => postImage(index)),
    ...slideSpecs.flatMap((_slide, index) => Object.values(slideImages(index))),
  ]
}

/**
 * An editorial colour field: a ground, a block of colour and a simple shape, placed by the
 * seed so that images differ. Plain SVG through sharp is fast and needs no font.
 */
function editorialSvg({ width, height, seed }: ImageSpec) {
  const palette = palettes[seed % palettes.length]
  if (!palette) throw new RangeError(`no palette for ${seed}`)
  const portrait = height > width
  const split = portrait ? height * (0.42 + (seed % 5) * 0.05) : width * (0.36 + (seed % 5) * 0.06)
  const field = portrait
    ? `<rect x="0" y="${split}" width="${width}" height="${height - split}" fill="${palette.field}"/>`
    : `<rect x="${split}" y="0" width="${width - split}" height="${height}" fill="${palette.field}"/>`
  const radius = Math.min(width, height) * (0.16 + (seed % 7) * 0.02)
  const cx = portrait ? width / 2 : split
  const cy = portrait ? split : height / 2
  const shape =
    seed % 2 === 0
      ? `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${palette.shape}"/>`
      : `<path d="M ${cx - radius} ${cy + radius} V ${cy} A ${radius} ${radius} 0 0 1 ${cx + radius} ${cy} V ${cy + radius} Z" fill="${palette.shape}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${palette.ground}"/>${field}${shape}</svg>`
}

async function writeImage(mediaDir: string, spec: ImageSpec) {
  const target = path.join(mediaDir, spec.file)
  await mkdir(path.dirname(target), { recursive: true })
  // Written aside then renamed: a crash never leaves half an image under its final name.
  const partial = `${target}.${process.pid}.partial`
  await sharp(Buffer.from(editorialSvg(spec)))
    .jpeg({ quality: 78, progressive: true })
    .toFile(partial)
  await rename(partial, target)
}

/**
 * The demo slide video, recorded once (scripts/demo-video.ts) and committed, since nothing on
 * the server can encode video: 79 KB, six seconds of the third slide's poster moving gently.
 */
const demoVideos = slideSpecs.flatMap((slide) => (slide.videoId ? [slide.videoId] : []))
const demoMediaDir = packagePath('services/panel/demo-media')

async function copyVideo(mediaDir: string, file: string) {
  const target = path.join(mediaDir, 'videos', file)
  await mkdir(path.dirname(target), { recursive: true })
  const partial = `${target}.${process.pid}.partial`
  await copyFile(path.join(demoMediaDir, file), partial)
  // A copy keeps the committed file's mode: the data folder's files are its user's alone.
  await chmod(partial, 0o600)
  await rename(partial, target)
}

/** Generates the demo images and copies the videos that are not on disk yet; returns how many. */
async function ensurePanelMedia(mediaDir: string) {
  const missing = allImages().filter((spec) => !existsSync(path.join(mediaDir, spec.file)))
  const missingVideos = demoVideos.filter(
    (file) => !existsSync(path.join(mediaDir, 'videos', file)),
  )
  await Promise.all([
    ...missing.map((spec) => writeImage(mediaDir, spec)),
    ...missingVideos.map((file) => copyVideo(mediaDir, file)),
  ])
  return missing.length + missingVideos.length
}

function escapeHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

function demoPosts() {
  return locales.flatMap((lang) => {
    const frame = newsFrame[lang]
    return newsStories.map((story, index) => {
      const { title, excerpt, paragraph } = story[lang]
      const body = [
        `<p>${escapeHtml(excerpt)}</p>`,
        `<h2>${escapeHtml(frame.heading)}</h2>`,
        `<p>${escapeHtml(paragraph)}</p>`,
        `<p>${escapeHtml(frame.closing)} <a href="${frame.linkPath}">${escapeHtml(frame.linkText)}</a>.</p>`,
      ].join('\n')
      return {
        story: index,
        type: 'news',
        lang,
        // seed-news.test.ts checks that titles give distinct slugs in each language.
        slug: asciiSlug(title),
        title,
        excerpt,
        body,
        image: mediaPath(postImage(index).file),
        // About every nine days, at varying hours, going back some five months.
        publishedAt: new Date(referenceDate - index * 9 * day - (index % 4) * 3 * 60 * 60 * 1000),
      }
    })
  })
}

function demoSlides() {
  return slideSpecs.map((slide, index) => {
    const images = slideImages(index)
    return {
      type: 'home',
      position: index + 1,
      kind: slide.kind,
      description: slide.description,
      // Video slides keep images too: the site can show them as the video's poster.
      urlMobile: mediaPath(images.mobile.file),
      urlDesktop: mediaPath(images.desktop.file),
      videoId: slide.videoId,
    }
  })
}

/** The demo agency's address: its panel's contact e-mail, and where submissions are mailed. */
export const demoAgencyEmail = 'contato@passarela.com.br'

// The demo agency's profiles and address, as the agency would enter them in its panel.
function demoSocialLinks() {
  return {
    id: 1,
    instagram: 'https://www.instagram.com/passarela.models/',
    models: 'https://models.com/agency/passarela-models',
    email: demoAgencyEmail,
  }
}

/**
 * Writes the demo content, replacing earlier demo rows (same slugs, the home slides) and
 * leaving other content alone.
 */
export async function seedPanelContent(db: Database, mediaDir: string) {
  await ensurePanelMedia(mediaDir)
  await db.transaction(async (tx) => {
    const links = demoSocialLinks()
    await tx
      .insert(socialLinks)
      .values(links)
      .onConflictDoUpdate({
        target: socialLinks.id,
        set: { instagram: links.instagram, models: links.models, email: links.email },
      })
    await tx
      .insert(posts)
      .values(demoPosts().map(({ story: _story, ...post }) => post))
      .onConflictDoUpdate({
        target: [posts.type, posts.lang, posts.slug],
        set: {
          title: sql`excluded.title`,
          excerpt: sql`excluded.excerpt`,
          body: sql`excluded.body`,
          image: sql`excluded.image`,
          publishedAt: sql`excluded.published_at`,
          // Back as the demo wrote it: published, its HTML the editor's text again.
          status: 'published',
          bodyMarkdown: null,
        },
      })
    await groupTranslations(tx)
    await tx.delete(slides).where(eq(slides.type, 'home'))
    await tx.insert(slides).values(demoSlides())
  })
}

/**
 * The demo's translations of a story become one story, as the back office edits it: each
 * language has a slug of its own (made from its title), so they are found by them.
 */
async function groupTranslations(db: Pick<Database, 'select' | 'update'>) {
  const demo = demoPosts()
  for (const index of newsStories.keys()) {
    const translations = demo.filter((post) => post.story === index)
    const matching = or(
      ...translations.map((post) => and(eq(posts.lang, post.lang), eq(posts.slug, post.slug))),
    )
    const where = and(eq(posts.type, 'news'), matching)
    const [first] = await db
      .select({ id: min(posts.id) })
      .from(posts)
      .where(where)
    if (first?.id) await db.update(posts).set({ storyId: first.id }).where(where)
  }
}

async function isEmpty(db: Database, table: typeof socialLinks | typeof posts | typeof slides) {
  const [row] = await db.select({ total: count() }).from(table)
  return (row?.total ?? 0) === 0
}

/**
 * At start: fills whatever part of the panel is still empty, so a fresh install shows a
 * complete site, and never touches content the agency has changed.
 */
export async function ensurePanelContent(db: Database, mediaDir: string, logger?: Logger) {
  const generated = await ensurePanelMedia(mediaDir)
  const seeded: string[] = []
  if (await isEmpty(db, socialLinks)) {
    await db.insert(socialLinks).values(demoSocialLinks()).onConflictDoNothing()
    seeded.push('social links')
  }
  if (await isEmpty(db, posts)) {
    await db
      .insert(posts)
      .values(demoPosts().map(({ story: _story, ...post }) => post))
      .onConflictDoNothing()
    await groupTranslations(db)
    seeded.push('posts')
  }
  if (await isEmpty(db, slides)) {
    await db.insert(slides).values(demoSlides())
    seeded.push('slides')
  }
  if (generated > 0 || seeded.length > 0) {
    logger?.info({ seeded, generatedMedia: generated }, 'panel demo content ready')
  }
}
