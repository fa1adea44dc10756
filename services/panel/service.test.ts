import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http, { type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import express from 'express'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { panelSchema as schema } from '.'
import { createPanelService } from '.'
import type { PostPage } from './content'
import { seedPanelContent } from './seed'
import { applyRetention, retentionPeriods } from './retention'
import {
  applicationFields,
  type FilePart,
  multipart,
  testImage,
  testMp4,
  yearsAgo,
} from '../../tests/support/submissions'
import { freePort } from '../../tests/support/site-process'
import { pixelBombPng } from '../../tests/support/pixel-bomb'
import { openTestDatabase, type TestDatabase } from '../../tests/integration/test-database'

const apiToken = 'panel-test-token'
const kilobyte = 1024

let handle: TestDatabase
let server: Server
let baseUrl: string
let folder: string
let uploadsDir: string
let tinyUploadsDir: string
let failingUploadsDir: string
let mediaDir: string
let token: string

let jpeg: Buffer
let png: Buffer
const mp4 = testMp4()

beforeAll(async () => {
  handle = await openTestDatabase()
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-'))
  uploadsDir = path.join(folder, 'uploads')
  tinyUploadsDir = path.join(folder, 'tiny-uploads')
  failingUploadsDir = path.join(folder, 'failing-uploads')
  mediaDir = path.join(folder, 'media')
  await seedPanelContent(handle.panel, mediaDir)
  // Something private beside the media folder, to prove it cannot be reached.
  writeFileSync(path.join(folder, 'secret.txt'), 'not for the public')

  jpeg = await testImage('jpeg', 24, 32)
  png = await testImage('png', 20, 20)

  const app = express()
  app.use(
    '/panel',
    createPanelService({
      db: handle.panel,
      apiToken,
      secret: 'panel-test-secret',
      uploadsDir,
      mediaDir,
    }),
  )
  // Same database, tiny limits: the limit errors without sending megabytes.
  app.use(
    '/tiny',
    createPanelService({
      db: handle.panel,
      apiToken,
      secret: 'panel-test-secret',
      uploadsDir: tinyUploadsDir,
      mediaDir,
      limits: {
        maxPhotoSize: 40 * kilobyte,
        maxVideoSize: 40 * kilobyte,
        maxTotalSize: 120 * kilobyte,
      },
    }),
  )
  // Same database, but every transaction fails after its work is done, as a failed commit would.
  const failingDb = new Proxy(handle.panel, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver)
      return (work: Parameters<typeof target.transaction>[0]) =>
        target.transaction(async (tx) => {
          await work(tx)
          throw new Error('the commit failed')
        })
    },
  })
  app.use(
    '/failing',
    createPanelService({
      db: failingDb,
      apiToken,
      secret: 'panel-test-secret',
      uploadsDir: failingUploadsDir,
      mediaDir,
    }),
  )
  app.use(
    '/expiring',
    createPanelService({
      db: handle.panel,
      apiToken,
      secret: 'panel-test-secret',
      uploadsDir,
      mediaDir,
      tokenLifetimeSeconds: 0,
    }),
  )
  const port = await freePort()
  server = app.listen(port, '127.0.0.1')
  await once(server, 'listening')
  baseUrl = `http://127.0.0.1:${port}`
  token = await login('/panel')
})

afterAll(async () => {
  server?.close()
  await handle?.close()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

function requestLogin(prefix: string, credentials: object) {
  return fetch(`${baseUrl}${prefix}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
}

async function login(prefix: string) {
  const response = await requestLogin(prefix, { salt: 'nonce', api_token: apiToken })
  expect(response.status).toBe(200)
  const body: { access_token: string } = await response.json()
  return body.access_token
}

function api(pathname: string, init: RequestInit = {}, prefix = '/panel') {
  return fetch(`${baseUrl}${prefix}/api${pathname}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  })
}

function submit(pathname: string, body: FormData, prefix = '/panel') {
  return api(pathname, { method: 'POST', body }, prefix)
}

/** The row a submission stored, once its answer says it was stored. */
async function storedSubmission(response: Response) {
  expect(response.status).toBe(201)
  const { id }: { id: number } = await response.json()
  const [row] = await handle.panel
    .select()
    .from(schema.submissions)
    .where(eq(schema.submissions.id, id))
  return { id, row }
}

async function postPage(pathname: string): Promise<PostPage> {
  return (await api(pathname)).json()
}

function sha256(bytes: Buffer) {
  return createHash('sha256').update(bytes).digest('hex')
}

/** An application as typed, with what the panel must tidy: spaces, capitals, an @, a comma. */
function application(overrides: Record<string, string> = {}) {
  return applicationFields({
    name: '  Maria Clara Lopes ',
    email: 'Maria.Clara@example.com',
    instagram: '@mariaclara',
    nationality: 'Brazilian',
    waist: '61,5',
    skills: 'dance, swimming',
    ...overrides,
  })
}

function photos(): FilePart[] {
  return [
    ['photos[]', jpeg, 'me-front.jpg', 'image/jpeg'],
    ['photos[]', png, 'me-side.png', 'image/png'],
  ]
}

async function submissionCount() {
  const [row] = await handle.panel.select({ total: count() }).from(schema.submissions)
  return row?.total ?? 0
}

async function fileRowCount() {
  const [row] = await handle.panel.select({ total: count() }).from(schema.submissionFiles)
  return row?.total ?? 0
}

/** Runs a request that must be refused, and checks that it left no row and no file behind. */
async function expectRefusedAndNothingStored(send: () => Promise<Response>) {
  const before = { rows: await submissionCount(), files: await fileRowCount() }
  const folders = [uploadsDir, tinyUploadsDir, failingUploadsDir]
  const onDisk = folders.map((folder) => readdirSync(folder))
  const response = await send()
  const body: { errors: Record<string, string[]> } = await response.json()
  expect({ rows: await submissionCount(), files: await fileRowCount() }).toEqual(before)
  expect(folders.map((folder) => readdirSync(folder))).toEqual(onDisk)
  return { status: response.status, errors: body.errors }
}

test('login hands out a token for the right key only', async () => {
  const response = await requestLogin('/panel', { salt: 'nonce', api_token: apiToken })
  expect(response.status).toBe(200)
  const body = await response.json()
  expect(body).toEqual({
    access_token: expect.any(String),
    token_type: 'Bearer',
    expires_in: 3600,
  })

  for (const wrong of [{ salt: 'x', api_token: 'nope' }, { salt: 'x' }, {}]) {
    const refused = await requestLogin('/panel', wrong)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: expect.any(String) })
  }
})

test('every other call needs a valid, unexpired bearer token', async () => {
  const missing = await fetch(`${baseUrl}/panel/api/social-media`)
  expect(missing.status).toBe(401)
  expect(missing.headers.get('content-type')).toMatch(/json/)
  const wrong = await api('/social-media', { headers: { authorization: 'Bearer forged' } })
  expect(wrong.status).toBe(401)
  const noForm = await fetch(`${baseUrl}/panel/api/contact/en`, {
    method: 'POST',
    body: multipart({}),
  })
  expect(noForm.status).toBe(401)

  const expired = await login('/expiring')
  const late = await fetch(`${baseUrl}/expiring/api/social-media`, {
    headers: { authorization: `Bearer ${expired}` },
  })
  expect(late.status).toBe(401)
})

test('social media come from the database', async () => {
  const response = await api('/social-media')
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    instagram: { link: 'https://www.instagram.com/passarela.models/' },
    models: { link: 'https://models.com/agency/passarela-models' },
    email: 'contato@passarela.com.br',
    // The demo leaves the contact channels to the site's own.
    phone: null,
    whatsapp: null,
  })
  await handle.panel
    .update(schema.socialLinks)
    .set({ phone: '+55 61 3333-4444', whatsapp: '5561999990000' })
  expect(await (await api('/social-media')).json()).toMatchObject({
    phone: '+55 61 3333-4444',
    whatsapp: '5561999990000',
  })
  await handle.panel.update(schema.socialLinks).set({ phone: null, whatsapp: null })
})

test('a contact message is stored with its language, trimmed', async () => {
  const { row } = await storedSubmission(
    await submit(
      '/contact/es',
      multipart({
        name: '  Lucía Fernández ',
        email: 'lucia@example.com',
        phone: '',
        message: 'Hola, quisiera información para una campaña.',
        website: 'honeypot fields are not stored',
      }),
    ),
  )
  expect(row).toMatchObject({
    kind: 'contact',
    lang: 'es',
    fields: {
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      phone: '',
      message: 'Hola, quisiera información para una campaña.',
    },
    consentGivenAt: null,
    privacyVersion: null,
  })
  expect(row?.receivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
})

test('a favorites quote request is stored as the talents’ ids alone', async () => {
  const favorites = [
    {
      id: 4182,
      name: 'Ana Souza',
      url: 'https://passarela.test/models/4182/ana-souza',
      image: 'https://passarela.test/images?w=480&src=booking%3Amedia%2F4182%2Fcover.jpg',
    },
    { id: '77', name: 'Bruno Lima', url: '/models/77/bruno-lima', image: 'data:image/png,x' },
  ]
  const { row } = await storedSubmission(
    await submit(
      '/favorites/pt',
      multipart({
        name: 'Estúdio Cerrado',
        email: 'booking@estudio.example',
        phone: '+55 61 3333-4444',
        message: 'Orçamento para dois dias de catálogo.',
        favorites: JSON.stringify(favorites),
      }),
    ),
  )
  expect(row?.kind).toBe('favorites')
  expect(row?.lang).toBe('pt')
  // Names, links and pictures are the visitor's to write: the inbox draws them from the catalog.
  expect(JSON.parse(row?.fields.favorites ?? '')).toStrictEqual([4182, 77])

  const { status, errors } = await expectRefusedAndNothingStored(() =>
    submit(
      '/favorites/pt',
      multipart({
        name: 'Estúdio',
        email: 'booking@estudio.example',
        message: 'Olá',
        favorites: '[{"id": "x"}]',
      }),
    ),
  )
  expect(status).toBe(422)
  expect(Object.keys(errors)).toEqual(['favorites'])
})

test('a scouting application is stored with consent and byte-identical files', async () => {
  const { id, row } = await storedSubmission(
    await submit(
      '/get-scouted/pt',
      multipart(application(), [
        ...photos(),
        // The declared type lies; the stored type comes from the bytes.
        ['video', mp4, 'showreel.mov', 'application/octet-stream'],
      ]),
    ),
  )
  expect(row?.kind).toBe('get-scouted')
  expect(row?.lang).toBe('pt')
  expect(row?.fields).toEqual({
    name: 'Maria Clara Lopes',
    email: 'maria.clara@example.com',
    phone: '+55 61 99876-5432',
    instagram: 'mariaclara',
    gender: 'woman',
    birthdate: yearsAgo(22),
    nationality: 'Brazilian',
    country: 'Brasil',
    city: 'Brasília',
    height: '178',
    bust: '82',
    waist: '61.5',
    hips: '90',
    skills: 'dance, swimming',
  })
  expect(row?.consentGivenAt?.getTime()).toBe(row?.receivedAt.getTime())
  expect(row?.guardianConsent).toBe(false)
  expect(row?.privacyVersion).toBe('2026-01')

  const files = await handle.panel
    .select()
    .from(schema.submissionFiles)
    .where(eq(schema.submissionFiles.submissionId, id))
    .orderBy(schema.submissionFiles.id)
  const sent = [jpeg, png, mp4]
  expect(files.map((file) => [file.field, file.originalName, file.mimeType])).toEqual([
    ['photos', 'me-front.jpg', 'image/jpeg'],
    ['photos', 'me-side.png', 'image/png'],
    ['video', 'showreel.mov', 'video/mp4'],
  ])
  files.forEach((file, index) => {
    const original = sent[index] ?? Buffer.alloc(0)
    expect(file.storedName).toMatch(/^[0-9a-f-]{36}\.(jpg|png|mp4)$/)
    const stored = readFileSync(path.join(uploadsDir, file.storedName))
    expect(stored.equals(original)).toBe(true)
    expect(file.size).toBe(original.length)
    expect(file.sha256).toBe(sha256(original))
  })
  // Nothing but the committed files is left in the uploads folder.
  expect(readdirSync(uploadsDir).sort()).toEqual(
    expect.arrayContaining(files.map((file) => file.storedName)),
  )
  expect(readdirSync(uploadsDir).filter((name) => name.startsWith('.'))).toEqual([])
})

test('a minor may apply with a guardian’s consent, not without', async () => {
  const refused = await expectRefusedAndNothingStored(() =>
    submit('/get-scouted/en', multipart(application({ birthdate: yearsAgo(16) }), photos())),
  )
  expect(refused.status).toBe(422)
  expect(Object.keys(refused.errors)).toEqual(['guardian_consent'])

  const { row } = await storedSubmission(
    await submit(
      '/get-scouted/en',
      multipart(application({ birthdate: yearsAgo(16), guardian_consent: '1' }), photos()),
    ),
  )
  expect(row?.guardianConsent).toBe(true)
})

test('invalid applications are refused field by field and leave nothing behind', async () => {
  const withoutName = await expectRefusedAndNothingStored(() =>
    submit('/get-scouted/en', multipart(application({ name: '   ', height: '17' }), photos())),
  )
  expect(withoutName.status).toBe(422)
  expect(Object.keys(withoutName.errors).sort()).toEqual(['height', 'name'])

  const noConsent = await expectRefusedAndNothingStored(() =>
    submit('/get-scouted/en', multipart(application({ consent: '' }), photos())),
  )
  expect(Object.keys(noConsent.errors)).toEqual(['consent'])

  const onePhoto = await expectRefusedAndNothingStored(() =>
    submit('/get-scouted/en', multipart(application(), photos().slice(0, 1))),
  )
  expect(onePhoto.errors).toEqual({ photos: ['Send at least 2 photos.'] })

  const ninePhotos = await expectRefusedAndNothingStored(() =>
    submit(
      '/get-scouted/en',
      multipart(
        application(),
        Array.from({ length: 9 }, (_, index) => ['photos[]', jpeg, `${index}.jpg`, 'image/jpeg']),
      ),
    ),
  )
  expect(ninePhotos.status).toBe(422)
  expect(ninePhotos.errors).toEqual({ photos: ['Send at most 8 photos.'] })
})

test('files are judged by their bytes, not their names', async () => {
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])
  for (const fake of [Buffer.from('just some text, not a photo\n'), elf]) {
    const { status, errors } = await expectRefusedAndNothingStored(() =>
      submit(
        '/get-scouted/en',
        multipart(application(), [
          ['photos[]', jpeg, 'real.jpg', 'image/jpeg'],
          ['photos[]', fake, 'holiday.jpg', 'image/jpeg'],
        ]),
      ),
    )
    expect(status).toBe(422)
    expect(errors).toEqual({ photos: ['Photos must be JPEG, PNG or WebP images.'] })
  }

  const { errors } = await expectRefusedAndNothingStored(() =>
    submit(
      '/get-scouted/en',
      multipart(application(), [...photos(), ['video', jpeg, 'clip.mp4', 'video/mp4']]),
    ),
  )
  expect(errors).toEqual({ video: ['The video must be an MP4, MOV or WebM file.'] })
})

test('a photo is refused by its size in pixels, read from its header', async () => {
  const { status, errors } = await expectRefusedAndNothingStored(() =>
    submit(
      '/get-scouted/en',
      multipart(application(), [
        ['photos[]', jpeg, 'real.jpg', 'image/jpeg'],
        ['photos[]', pixelBombPng(), 'bomb.png', 'image/png'],
      ]),
    ),
  )
  expect(status).toBe(422)
  expect(errors).toEqual({ photos: ['Each photo must be at most 50 megapixels.'] })
})

test('size limits become form errors, never a failed request', async () => {
  const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)])

  // Over the photo limit, under what the parser buffers: refused by the upload handler.
  const large = await expectRefusedAndNothingStored(() =>
    submit(
      '/get-scouted/en',
      multipart(application(), [
        ['photos[]', jpeg, 'a.jpg', 'image/jpeg'],
        ['photos[]', padded(50 * kilobyte), 'b.jpg', 'image/jpeg'],
      ]),
      '/tiny',
    ),
  )
  expect(large.status).toBe(422)
  expect(large.errors).toEqual({ photos: ['Each photo must be at most 40 KB.'] })

  // Over everything the parser takes: it stops mid-stream, the rest of the body is dropped.
  for (const size of [300 * kilobyte, 40 * 1024 * kilobyte]) {
    const huge = await expectRefusedAndNothingStored(() =>
      submit(
        '/get-scouted/en',
        multipart(application(), [
          ['photos[]', jpeg, 'a.jpg', 'image/jpeg'],
          ['photos[]', padded(size), 'b.jpg', 'image/jpeg'],
        ]),
        '/tiny',
      ),
    )
    expect(huge.status).toBe(422)
    expect(Object.keys(huge.errors)).toEqual(['photos'])
  }

  const total = await expectRefusedAndNothingStored(() =>
    submit(
      '/get-scouted/en',
      multipart(application(), [
        ['photos[]', padded(39 * kilobyte), 'a.jpg', 'image/jpeg'],
        ['photos[]', padded(39 * kilobyte), 'b.jpg', 'image/jpeg'],
        ['photos[]', padded(39 * kilobyte), 'c.jpg', 'image/jpeg'],
        ['photos[]', padded(39 * kilobyte), 'd.jpg', 'image/jpeg'],
      ]),
      '/tiny',
    ),
  )
  expect(total.status).toBe(422)
  expect(total.errors).toEqual({ photos: ['The files together must be at most 120 KB.'] })
})

test('a database failure leaves neither rows nor files', async () => {
  const { status } = await expectRefusedAndNothingStored(() =>
    submit('/get-scouted/en', multipart(application(), photos()), '/failing'),
  )
  expect(status).toBe(500)
  expect(readdirSync(failingUploadsDir)).toEqual([])
})

test('a submission needs a known language and a multipart body', async () => {
  const unknown = await submit(
    '/contact/fr',
    multipart({ name: 'Jean', email: 'jean@example.com', message: 'Bonjour' }),
  )
  expect(unknown.status).toBe(404)
  expect(await unknown.json()).toEqual({ message: expect.any(String) })

  const json = await expectRefusedAndNothingStored(() =>
    api('/contact/en', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', message: 'Hi' }),
    }),
  )
  expect(json.status).toBe(415)

  const contact = await expectRefusedAndNothingStored(() =>
    submit(
      '/contact/en',
      multipart({ name: 'Ann', email: 'not-an-address', phone: 'call me', message: '' }),
    ),
  )
  expect(contact.status).toBe(422)
  expect(Object.keys(contact.errors).sort()).toEqual(['email', 'message', 'phone'])
})

test('only the three forms are submissions, whatever Object.prototype holds', async () => {
  for (const kind of ['constructor', 'toString', '__proto__']) {
    const response = await submit(`/${kind}/en`, multipart({ name: 'Ann' }))
    expect(response.status, kind).toBe(404)
  }
})

test('posts are paginated the Laravel way, newest first', async () => {
  const everything = await postPage('/posts/news/en?paginate=100&page=1')
  const slugs = everything.data.map((post) => post.slug)
  expect(slugs.length).toBeGreaterThanOrEqual(18)
  const dates = everything.data.map((post) => post.published_at)
  expect([...dates].sort().reverse()).toEqual(dates)

  const first = await postPage('/posts/news/en?paginate=10&page=1')
  expect(first.current_page).toBe(1)
  expect(first.last_page).toBe(Math.ceil(slugs.length / 10))
  expect(first.data.map((post) => post.slug)).toEqual(slugs.slice(0, 10))
  expect(first.data[0]).toEqual({
    id: expect.any(Number),
    slug: expect.any(String),
    title: expect.any(String),
    excerpt: expect.any(String),
    body: expect.stringContaining('<p>'),
    image: expect.stringMatching(/^media\/posts\/.+\.jpg$/),
    published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    ...first.data[0],
  })

  const second = await postPage('/posts/news/en?paginate=10&page=2')
  expect(second.data.map((post) => post.slug)).toEqual(slugs.slice(10, 20))

  const sixes = await postPage('/posts/news/en?paginate=6&page=2')
  expect(sixes.current_page).toBe(2)
  expect(sixes.last_page).toBe(Math.ceil(slugs.length / 6))
  expect(sixes.data.map((post) => post.slug)).toEqual(slugs.slice(6, 12))

  const portuguese = await postPage('/posts/news/pt?paginate=10')
  expect(portuguese.data).toHaveLength(10)
  expect(portuguese.data.map((post) => post.slug)).not.toEqual(slugs.slice(0, 10))
})

test('a post is found by its slug, and an unknown one is a 404', async () => {
  const list = await postPage('/posts/news/es?paginate=1')
  const latest = list.data[0]
  const response = await api(`/posts/news/es/${latest?.slug}`)
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ data: latest })

  for (const missing of ['/posts/news/es/no-such-post', '/posts/news/xx/whatever']) {
    const notFound = await api(missing)
    expect(notFound.status).toBe(404)
    expect(await notFound.json()).toEqual({ message: expect.any(String) })
  }
})

test('slides come in order, in the contract’s shape', async () => {
  const response = await api('/slides/home')
  expect(response.status).toBe(200)
  const slides: { type: string; description: string; url: object; video_id: unknown }[] =
    await response.json()
  expect(slides.filter((slide) => slide.type === 'image').length).toBeGreaterThanOrEqual(2)
  expect(slides.some((slide) => slide.type === 'video' && slide.video_id)).toBe(true)
  for (const slide of slides) {
    expect(slide).toEqual({
      type: expect.stringMatching(/^(image|video)$/),
      description: expect.stringMatching(/^[12]$/),
      url: {
        mobile: expect.stringMatching(/^media\/slides\//),
        desktop: expect.stringMatching(/^media\/slides\//),
      },
      video_id: slide.type === 'video' ? expect.stringMatching(/\.mp4$/) : null,
      captions: {},
    })
  }
  expect(await (await api('/slides/nowhere')).json()).toEqual([])
})

test('a hidden slide is left out; captions come in the site’s languages only', async () => {
  const before: unknown[] = await (await api('/slides/home')).json()
  const [first, second] = await handle.panel
    .select()
    .from(schema.slides)
    .where(eq(schema.slides.type, 'home'))
    .orderBy(schema.slides.position)
  if (!first || !second) throw new Error('the demo has slides')
  await handle.panel
    .update(schema.slides)
    .set({ active: false })
    .where(eq(schema.slides.id, first.id))
  await handle.panel
    .update(schema.slides)
    .set({ captions: { pt: 'Verão', en: 'Summer', fr: 'Été', es: '' } })
    .where(eq(schema.slides.id, second.id))
  try {
    const slides: { url: { desktop: string }; captions: object }[] = await (
      await api('/slides/home')
    ).json()
    expect(slides).toHaveLength(before.length - 1)
    expect(slides[0]?.url.desktop).toBe(second.urlDesktop)
    expect(slides[0]?.captions).toEqual({ pt: 'Verão', en: 'Summer' })
  } finally {
    await handle.panel.update(schema.slides).set({ active: true, captions: {} })
  }
})

test('only published posts whose date has come are public, each naming its translations', async () => {
  const [story] = await handle.panel
    .select()
    .from(schema.posts)
    .where(eq(schema.posts.lang, 'en'))
    .orderBy(schema.posts.id)
    .limit(1)
  if (!story?.storyId) throw new Error('the demo’s posts belong to stories')
  const translations = await handle.panel
    .select()
    .from(schema.posts)
    .where(eq(schema.posts.storyId, story.storyId))
  const pt = translations.find((post) => post.lang === 'pt')
  const es = translations.find((post) => post.lang === 'es')
  if (!pt || !es) throw new Error('the demo’s stories are told in three languages')
  expect((await (await api(`/posts/news/en/${story.slug}`)).json()).data.translations).toEqual({
    es: es.slug,
    pt: pt.slug,
  })

  await handle.panel.update(schema.posts).set({ status: 'draft' }).where(eq(schema.posts.id, pt.id))
  await handle.panel
    .update(schema.posts)
    .set({ publishedAt: new Date(Date.now() + 60_000) })
    .where(eq(schema.posts.id, es.id))
  try {
    expect((await api(`/posts/news/pt/${pt.slug}`)).status).toBe(404)
    expect((await api(`/posts/news/es/${es.slug}`)).status).toBe(404)
    const ptSlugs = (await postPage('/posts/news/pt?paginate=100')).data.map((post) => post.slug)
    expect(ptSlugs).not.toContain(pt.slug)
    expect((await (await api(`/posts/news/en/${story.slug}`)).json()).data.translations).toEqual({})
  } finally {
    await handle.panel
      .update(schema.posts)
      .set({ status: 'published', publishedAt: story.publishedAt })
      .where(eq(schema.posts.storyId, story.storyId))
  }
})

test('media are served with long caching, and nothing outside the media folder', async () => {
  const slides: { url: { desktop: string } }[] = await (await api('/slides/home')).json()
  const image = await fetch(`${baseUrl}/panel/${slides[0]?.url.desktop}`)
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toBe('image/jpeg')
  expect(image.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
  const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
  expect([metadata.width, metadata.height]).toEqual([1920, 1080])

  for (const attempt of [
    '/panel/media/../secret.txt',
    '/panel/media/..%2fsecret.txt',
    '/panel/media/%2e%2e/secret.txt',
    '/panel/media/posts/..%2f..%2fsecret.txt',
    '/panel/media/missing.jpg',
  ]) {
    const { status, body } = await rawGet(attempt)
    expect(status, attempt).toBeGreaterThanOrEqual(400)
    expect(body).not.toContain('not for the public')
  }
})

/** fetch() would normalise `..` away; a raw request sends the path as written. */
async function rawGet(pathname: string) {
  const { port } = new URL(baseUrl)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

/** Sends one file ahead of its application (decision 032); the answer's status and body. */
async function sendAhead(part: FilePart, prefix = '/panel') {
  const response = await submit('/get-scouted/uploads', multipart({}, [part]), prefix)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function stagedCount() {
  const [row] = await handle.panel.select({ total: count() }).from(schema.scoutingUploads)
  return row?.total ?? 0
}

test('files sent ahead are kept under tokens that an application names, in its order, once', async () => {
  const front = await sendAhead(['photos', jpeg, 'front.jpg', 'image/jpeg'])
  const side = await sendAhead(['photos', png, 'side.png', 'image/png'])
  const reel = await sendAhead(['video', mp4, 'reel.mov', 'application/octet-stream'])
  expect([front.status, side.status, reel.status]).toEqual([201, 201, 201])
  expect(front.body).toEqual({ upload: expect.stringMatching(/^[\w-]{43}$/), field: 'photos' })
  expect(reel.body.field).toBe('video')
  const tokens = [side, front, reel].map(({ body }) => String(body.upload))

  // Named with one more photo sent with the application: 3 photos and the video.
  const form = multipart(application(), [['photos[]', jpeg, 'with-it.jpg', 'image/jpeg']])
  for (const token of tokens) form.append('uploads[]', token)
  const { id } = await storedSubmission(await submit('/get-scouted/es', form))
  const files = await handle.panel
    .select()
    .from(schema.submissionFiles)
    .where(eq(schema.submissionFiles.submissionId, id))
    .orderBy(schema.submissionFiles.id)
  expect(files.map((file) => [file.field, file.originalName, file.mimeType])).toEqual([
    ['photos', 'with-it.jpg', 'image/jpeg'],
    ['photos', 'side.png', 'image/png'],
    ['photos', 'front.jpg', 'image/jpeg'],
    ['video', 'reel.mov', 'video/mp4'],
  ])
  for (const [file, bytes] of [[files[1], png] as const, [files[3], mp4] as const]) {
    expect(readFileSync(path.join(uploadsDir, file?.storedName ?? '')).equals(bytes)).toBe(true)
    expect(file?.sha256).toBe(sha256(bytes))
  }
  expect(await stagedCount()).toBe(0)

  // Spent: the same tokens name nothing the second time.
  const again = multipart(application())
  for (const token of tokens) again.append('uploads[]', token)
  const { status, errors } = await expectRefusedAndNothingStored(() =>
    submit('/get-scouted/es', again),
  )
  expect(status).toBe(422)
  expect(errors.photos).toContain(
    'A file sent ahead of this application was not found: send that file again.',
  )
})

test('a file sent ahead is judged by its bytes, alone, and a day later it is gone', async () => {
  const fake = await sendAhead(['photos', Buffer.from('not a photo\n'), 'a.jpg', 'image/jpeg'])
  expect(fake).toEqual({
    status: 422,
    body: { errors: { photos: ['Photos must be JPEG, PNG or WebP images.'] } },
  })
  const two = await submit(
    '/get-scouted/uploads',
    multipart({}, [
      ['photos', jpeg, 'a.jpg', 'image/jpeg'],
      ['photos', png, 'b.png', 'image/png'],
    ]),
  )
  expect(two.status).toBe(422)

  const late = await sendAhead(['photos', jpeg, 'late.jpg', 'image/jpeg'])
  const early = await sendAhead(['photos', png, 'early.png', 'image/png'])
  const [row] = await handle.panel
    .update(schema.scoutingUploads)
    .set({ receivedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    .where(eq(schema.scoutingUploads.token, String(late.body.upload)))
    .returning({ storedName: schema.scoutingUploads.storedName })
  const form = multipart(application())
  form.append('uploads[]', String(late.body.upload))
  form.append('uploads[]', String(early.body.upload))
  const { errors } = await expectRefusedAndNothingStored(() => submit('/get-scouted/pt', form))
  expect(errors.photos).toContain(
    'A file sent ahead of this application was not found: send that file again.',
  )
  // The retention run removes the one no application claimed in a day, its file with it.
  expect(readdirSync(uploadsDir)).toContain(row?.storedName)
  await applyRetention(handle.panel, {
    uploads: uploadsDir,
    periods: retentionPeriods(),
    now: new Date(),
  })
  expect(readdirSync(uploadsDir)).not.toContain(row?.storedName)
  const left = await handle.panel.select().from(schema.scoutingUploads)
  expect(left.map((upload) => upload.originalName)).toEqual(['early.png'])
})
