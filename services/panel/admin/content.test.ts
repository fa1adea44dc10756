import { existsSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { and, count, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { PostData, PostPage, SlideData, SocialMedia } from '../content'
import { posts, slides } from '../db/schema'
import { type FilePart, multipart, testImage, testMp4 } from '../../../tests/support/submissions'
import {
  type BackOffice,
  type BackOfficeBrowser,
  startBackOffice,
} from '../../../tests/support/back-office'
import { pixelBombPng } from '../../../tests/support/pixel-bomb'

/**
 * The content the staff edit for the public site — news, home slides, social and contact
 * links — over HTTP against the whole panel service, each change checked where the site reads
 * it: the panel's API, signed in with its machine token.
 */

let office: BackOffice
let staff: BackOfficeBrowser
let jpeg: Buffer
let png: Buffer
let webp: Buffer
const mp4 = testMp4(64 * 1024)
const notAnImage = Buffer.from('Just some text pretending to be a photo.\n'.repeat(200))

beforeAll(async () => {
  office = await startBackOffice({ seed: true })
  staff = await office.signIn('editora@passarela.test')
  jpeg = await testImage('jpeg', 120, 80)
  png = await testImage('png', 192, 108)
  webp = await testImage('webp', 75, 133)
})

afterAll(async () => {
  await office?.close()
})

/** A story's form as the editor posts it: every language ticked, as a new story starts. */
function storyFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    publishedAt: '2026-11-20T09:30',
    status: 'published',
    'pt-include': 'on',
    'pt-title': 'Dia de portas abertas na agência',
    'pt-slug': '',
    'pt-summary': 'Venha conhecer a equipe.',
    'pt-body': 'Recebemos **todos** no sábado.\n\n## Onde\n\nNo Lago Sul.',
    'en-include': 'on',
    'en-title': 'Open day at the agency',
    'en-slug': 'open-day-at-the-agency',
    'en-summary': 'Come and meet the team.',
    'en-body': 'Everyone is **welcome** on Saturday.',
    'es-include': 'on',
    'es-title': 'Jornada de puertas abiertas',
    'es-slug': 'jornada-de-puertas-abiertas',
    'es-summary': 'Ven a conocer al equipo.',
    'es-body': 'Todos son **bienvenidos** el sábado.',
    ...overrides,
  }
}

/** Posts a new story from the editor: `storyFields` with `overrides`, and any files. */
function postStory(overrides: Record<string, string> = {}, files: FilePart[] = []) {
  return staff.post('/news', multipart(storyFields(overrides), files))
}

async function api<T>(pathname: string): Promise<{ status: number; body: T }> {
  const response = await office.api(pathname)
  return { status: response.status, body: (await response.json()) as T }
}

async function newsSlugs(lang: string) {
  const { body } = await api<PostPage>(`/posts/news/${lang}?paginate=100`)
  return body.data.map((post) => post.slug)
}

async function apiPost(lang: string, slug: string) {
  return api<{ data: PostData }>(`/posts/news/${lang}/${slug}`)
}

async function apiSlides() {
  return (await api<SlideData[]>('/slides/home')).body
}

/** The story a post's editor saved, from the 303 to its page. */
function storyIdOf(response: Response): number {
  expect(response.status).toBe(303)
  const location = response.headers.get('location') ?? ''
  const match = /\/panel\/admin\/news\/(\d+)\?(created|saved)$/.exec(location)
  expect(match, location).not.toBeNull()
  return Number(match?.[1])
}

async function postCount() {
  const [row] = await office.db.select({ total: count() }).from(posts)
  return row?.total ?? 0
}

/** The media folder's files, and any upload still waiting under a temporary name. */
function mediaFiles() {
  const list = (folder: string) =>
    existsSync(path.join(office.mediaDir, folder))
      ? readdirSync(path.join(office.mediaDir, folder)).map((name) => `${folder}/${name}`)
      : []
  return [...list('posts'), ...list('slides'), ...list('videos'), ...list('.')].sort()
}

function servedMedia(reference: string) {
  return fetch(`${office.origin}/panel/${reference}`)
}

test('a story in three languages reaches the site with its translations and its cover', async () => {
  const changes = office.contentChanges()
  const response = await postStory({}, [['cover', jpeg, 'capa.jpg', 'image/jpeg']])
  const id = storyIdOf(response)
  expect(office.contentChanges()).toBe(changes + 1)

  // The Portuguese slug was left empty: it is made from the title, accents dropped.
  const pt = await apiPost('pt', 'dia-de-portas-abertas-na-agencia')
  expect(pt.status).toBe(200)
  expect(pt.body.data).toMatchObject({
    title: 'Dia de portas abertas na agência',
    excerpt: 'Venha conhecer a equipe.',
    body: '<p>Recebemos <strong>todos</strong> no sábado.</p>\n<h2>Onde</h2>\n<p>No Lago Sul.</p>',
    image: expect.stringMatching(/^media\/posts\/[\w-]+\.jpg$/),
    published_at: '2026-11-20T12:30:00.000Z',
    translations: { en: 'open-day-at-the-agency', es: 'jornada-de-puertas-abiertas' },
  })
  const cover = await servedMedia(pt.body.data.image ?? '')
  expect(cover.status).toBe(200)
  expect(cover.headers.get('content-type')).toBe('image/jpeg')
  expect(Buffer.from(await cover.arrayBuffer()).equals(jpeg)).toBe(true)

  // Each language lists it, newest first among the demo's, with the other two as translations.
  for (const [lang, slug] of [
    ['en', 'open-day-at-the-agency'],
    ['es', 'jornada-de-puertas-abiertas'],
    ['pt', 'dia-de-portas-abertas-na-agencia'],
  ] as const) {
    const { body } = await api<PostPage>(`/posts/news/${lang}?paginate=3`)
    expect(body.data[0]?.slug, lang).toBe(slug)
    expect(Object.keys(body.data[0]?.translations ?? {}).sort(), lang).toEqual(
      ['en', 'es', 'pt'].filter((other) => other !== lang),
    )
    expect(body.data[0]?.image).toBe(pt.body.data.image)
  }

  const [entry] = await office.auditOf('post.create', `post:${id}`)
  expect(entry?.actor).toBe('editora@passarela.test')
  expect(entry?.detail).toMatchObject({ languages: ['pt', 'en', 'es'], status: 'published' })

  // The editor shows what was saved, Markdown as typed, in Brasília time.
  const editor = await staff.page(`/news/${id}?created`)
  expect(editor).toContain('Notícia criada.')
  expect(editor).toContain('value="2026-11-20T09:30"')
  expect(editor).toContain('Recebemos **todos** no sábado.')
  expect(editor).toContain(`src="/panel/${pt.body.data.image}"`)
  expect(await staff.page('/news')).toContain(`href="/panel/admin/news/${id}"`)
})

test('a draft and a post dated ahead stay off the site until they are due', async () => {
  const draft = storyIdOf(
    await postStory({
      status: 'draft',
      'en-include': '',
      'es-include': '',
      'pt-title': 'Rascunho secreto',
      'pt-slug': 'rascunho-secreto',
    }),
  )
  const scheduled = storyIdOf(
    await postStory({
      publishedAt: '2099-01-01T10:00',
      'pt-include': '',
      'es-include': '',
      'en-title': 'News from the future',
      'en-slug': 'news-from-the-future',
    }),
  )
  expect((await apiPost('pt', 'rascunho-secreto')).status).toBe(404)
  expect((await apiPost('en', 'news-from-the-future')).status).toBe(404)
  expect(await newsSlugs('pt')).not.toContain('rascunho-secreto')
  expect(await newsSlugs('en')).not.toContain('news-from-the-future')

  const list = await staff.page('/news')
  expect(list).toMatch(
    new RegExp(`/news/${draft}" lang="pt">Rascunho secreto</a>.*?Rascunho</span>`, 's'),
  )
  expect(list).toMatch(
    new RegExp(`/news/${scheduled}" lang="en">News from the future</a>.*?Agendada</span>`, 's'),
  )

  // Published, and its date come: now it is on the site.
  const published = await staff.post(
    `/news/${draft}`,
    multipart({
      ...storyFields({ status: 'published', 'en-include': '', 'es-include': '' }),
      'pt-title': 'Rascunho secreto',
      'pt-slug': 'rascunho-secreto',
    }),
  )
  expect(storyIdOf(published)).toBe(draft)
  expect((await apiPost('pt', 'rascunho-secreto')).status).toBe(200)
  expect(await office.auditOf('post.update', `post:${draft}`)).toHaveLength(1)
})

test('a body’s script and javascript: link never reach the API', async () => {
  const body =
    'Hello <script>alert(1)</script> **there**.\n\n[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">me</a> <img src=x onerror=alert(3)>'
  const id = storyIdOf(
    await postStory({
      'pt-include': '',
      'es-include': '',
      'en-title': 'Sanitised',
      'en-slug': 'sanitised',
      'en-body': body,
    }),
  )
  const { body: answer } = await apiPost('en', 'sanitised')
  expect(answer.data.body).toContain('<strong>there</strong>')
  expect(answer.data.body).toContain('click')
  expect(answer.data.body).not.toMatch(/<script|javascript:|onerror|alert\(/i)
  // The editor keeps what was typed, to correct it.
  const editor = await staff.page(`/news/${id}`)
  expect(editor).toContain('[click](javascript:alert(1))')
  expect(editor).not.toContain('<script>alert(1)')
})

test('a cover that is no image is refused, and everything typed comes back', async () => {
  const before = { posts: await postCount(), files: mediaFiles() }
  const changes = office.contentChanges()
  const response = await postStory(
    { 'en-title': 'Kept as typed <b>', 'en-slug': 'kept-as-typed' },
    [['cover', notAnImage, 'photo.jpg', 'image/jpeg']],
  )
  expect(response.status).toBe(400)
  const html = await response.text()
  expect(html).toContain('role="alert"')
  expect(html).toContain('A capa deve ser uma imagem JPEG, PNG ou WebP.')
  expect(html).toContain('value="Kept as typed &lt;b&gt;"')
  expect(html).toContain('Recebemos **todos** no sábado.')
  expect(html).toContain('value="2026-11-20T09:30"')
  expect({ posts: await postCount(), files: mediaFiles() }).toEqual(before)
  expect(office.contentChanges()).toBe(changes)
  expect((await apiPost('en', 'kept-as-typed')).status).toBe(404)

  // An image over 10 MB is refused by its size, read no further than it must be.
  const huge = Buffer.concat([jpeg.subarray(0, 4200), Buffer.alloc(10 * 1024 * 1024, 1)])
  const tooLarge = await postStory({ 'en-slug': 'too-large' }, [
    ['cover', huge, 'huge.jpg', 'image/jpeg'],
  ])
  expect(tooLarge.status).toBe(400)
  expect(await tooLarge.text()).toContain('A capa deve ter no máximo 10 MB.')
  expect({ posts: await postCount(), files: mediaFiles() }).toEqual(before)
})

test('a cover of 20000 × 20000 pixels in a few hundred bytes is refused by its size in pixels, everything typed kept', async () => {
  const before = { posts: await postCount(), files: mediaFiles() }
  const bomb = pixelBombPng()
  expect(bomb.length).toBeLessThan(4096)
  const response = await postStory({ 'en-title': 'Pixel bomb', 'en-slug': 'pixel-bomb' }, [
    ['cover', bomb, 'cover.png', 'image/png'],
  ])
  expect(response.status).toBe(400)
  const html = await response.text()
  expect(html).toContain('A capa deve ter no máximo 50 megapixels')
  expect(html).toContain('value="Pixel bomb"')
  expect({ posts: await postCount(), files: mediaFiles() }).toEqual(before)
  expect((await apiPost('en', 'pixel-bomb')).status).toBe(404)
})

test('a form that says it is bigger than it can be is refused with 413 before its body is read', async () => {
  const request = http.request(`${staff.origin}${staff.base}/news`, {
    method: 'POST',
    headers: {
      cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-forwarded-for': staff.address,
      origin: staff.origin,
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(500 * 1024 * 1024),
    },
  })
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => resolve(response.statusCode ?? 0))
    request.on('error', reject)
  })
  // Only the first bytes go: the answer must not wait for the other 500 MB.
  request.write('--x\r\n')
  expect(await answered).toBe(413)
  request.destroy()
})

test('a valid cover sent with a form that comes back is not kept, and the form says so', async () => {
  const before = mediaFiles()
  const response = await postStory({ 'en-title': '', 'en-summary': 'No title' }, [
    ['cover', png, 'cover.png', 'image/png'],
  ])
  expect(response.status).toBe(400)
  const html = await response.text()
  expect(html).toContain('English: Título: Preencha este campo.')
  expect(html).toContain('escolha o arquivo de novo')
  expect(mediaFiles()).toEqual(before)
})

test('slugs must be slugs, and each language’s are unique', async () => {
  const before = await postCount()
  const demo = (await newsSlugs('es'))[3] ?? ''
  const response = await postStory({
    'pt-slug': 'Não É Slug',
    'es-slug': demo,
    'en-slug': 'fine-slug',
  })
  expect(response.status).toBe(400)
  const html = await response.text()
  expect(html).toContain(
    'Português: Endereço (slug): Use só letras minúsculas sem acento, números e hífens',
  )
  expect(html).toContain(
    'Español: Endereço (slug): Outra notícia neste idioma já usa este endereço.',
  )
  expect(html).not.toContain('English: Endereço')
  expect(await postCount()).toBe(before)

  // Nothing in any language: at least one is needed.
  const empty = await staff.post(
    '/news',
    multipart({ publishedAt: '2026-11-20T09:30', status: 'published', 'pt-include': 'on' }),
  )
  expect(empty.status).toBe(400)
  expect(await empty.text()).toContain('Escreva a notícia em pelo menos um idioma.')

  const badDate = await postStory({ publishedAt: '2026-02-30T10:00', 'en-slug': 'bad-date' })
  expect(badDate.status).toBe(400)
  expect(await badDate.text()).toContain('Use uma data e hora válidas.')
  expect(await postCount()).toBe(before)
})

test('a language left out is deleted; the demo’s HTML posts open in the editor as they are', async () => {
  const id = storyIdOf(
    await postStory({
      'pt-slug': 'tres-idiomas',
      'en-slug': 'three-languages',
      'es-slug': 'tres-idiomas',
    }),
  )
  const changes = office.contentChanges()
  const saved = await staff.post(
    `/news/${id}`,
    multipart(
      storyFields({ 'pt-slug': 'tres-idiomas', 'en-slug': 'three-languages', 'es-include': '' }),
    ),
  )
  expect(storyIdOf(saved)).toBe(id)
  expect(office.contentChanges()).toBe(changes + 1)
  expect((await apiPost('es', 'tres-idiomas')).status).toBe(404)
  expect((await apiPost('en', 'three-languages')).body.data.translations).toEqual({
    pt: 'tres-idiomas',
  })
  const [entry] = await office.auditOf('post.update', `post:${id}`)
  expect(entry?.detail).toMatchObject({ languages: ['pt', 'en'], removed: ['es'] })

  // A demo story: written as HTML, edited as Markdown that holds it.
  const [demo] = await office.db
    .select()
    .from(posts)
    .where(and(eq(posts.lang, 'en'), eq(posts.slug, (await newsSlugs('en'))[5] ?? '')))
  const editor = await staff.page(`/news/${demo?.storyId}`)
  expect(editor).toContain('&lt;h2&gt;')
  expect(editor).toContain(`value="${demo?.slug}"`)
})

test('a story is deleted in every language, with its cover, once confirmed', async () => {
  const id = storyIdOf(
    await postStory({ 'pt-slug': 'a-apagar', 'en-slug': 'to-delete', 'es-slug': 'a-borrar' }, [
      ['cover', webp, 'cover.webp', 'image/webp'],
    ]),
  )
  const image = (await apiPost('en', 'to-delete')).body.data.image ?? ''
  expect(image).toMatch(/\.webp$/)
  expect(existsSync(path.join(office.mediaDir, image.replace(/^media\//, '')))).toBe(true)

  const confirm = await staff.page(`/news/${id}/delete`)
  expect(confirm).toContain(
    'Apagar esta notícia em todos os seus idiomas (Português, English, Español)?',
  )
  const changes = office.contentChanges()
  const response = await staff.post(`/news/${id}/delete`)
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/panel/admin/news?deleted')
  expect(office.contentChanges()).toBe(changes + 1)
  for (const [lang, slug] of [
    ['pt', 'a-apagar'],
    ['en', 'to-delete'],
    ['es', 'a-borrar'],
  ]) {
    expect((await apiPost(lang ?? '', slug ?? '')).status).toBe(404)
  }
  expect(existsSync(path.join(office.mediaDir, image.replace(/^media\//, '')))).toBe(false)
  expect(await office.auditOf('post.delete', `post:${id}`)).toHaveLength(1)
  expect((await staff.get(`/news/${id}`)).status).toBe(404)
})

test('an image slide with a phone picture and captions joins the end of the home slides', async () => {
  const before = await apiSlides()
  const changes = office.contentChanges()
  const response = await staff.post(
    '/slides',
    multipart({ 'caption-pt': '  Verão 2027 ', 'caption-en': 'Summer 2027', 'caption-es': '' }, [
      ['media', png, 'wide.png', 'image/png'],
      ['mobile', webp, 'tall.webp', 'image/webp'],
    ]),
  )
  expect(response.status).toBe(303)
  const id = Number(
    /\/slides\?added#slide-(\d+)$/.exec(response.headers.get('location') ?? '')?.[1],
  )
  expect(id).toBeGreaterThan(0)
  expect(office.contentChanges()).toBe(changes + 1)

  const after = await apiSlides()
  expect(after).toHaveLength(before.length + 1)
  const added = after.at(-1)
  expect(added).toEqual({
    type: 'image',
    description: '1',
    url: {
      desktop: expect.stringMatching(/^media\/slides\/[\w-]+\.png$/),
      mobile: expect.stringMatching(/^media\/slides\/[\w-]+\.webp$/),
    },
    video_id: null,
    captions: { pt: 'Verão 2027', en: 'Summer 2027' },
  })
  const desktop = await servedMedia(added?.url.desktop ?? '')
  expect(Buffer.from(await desktop.arrayBuffer()).equals(png)).toBe(true)
  expect(await office.auditOf('slide.create', `slide:${id}`)).toHaveLength(1)

  const page = await staff.page('/slides?added')
  expect(page).toContain('Destaque adicionado no fim da lista.')
  expect(page).toContain(`id="slide-${id}"`)
  expect(page).toContain('value="Verão 2027"')
})

test('slides move up and down, hide, and keep their captions, as the API shows', async () => {
  const rows = await office.db.select().from(slides).where(eq(slides.type, 'home'))
  const order = async () => (await apiSlides()).map((slide) => slide.url.desktop ?? slide.video_id)
  const byId = new Map(rows.map((row) => [row.id, row.urlDesktop ?? row.videoId]))
  const listed = [...(await staff.page('/slides')).matchAll(/<li id="slide-(\d+)"/g)].map((match) =>
    Number(match[1]),
  )
  expect(listed.map((id) => byId.get(id))).toEqual(await order())
  const [first, second] = listed
  if (first === undefined || second === undefined) throw new Error('the demo has slides')

  const changes = office.contentChanges()
  const moved = await staff.post(`/slides/${second}/move`, { direction: 'up' })
  expect(moved.status).toBe(303)
  expect(moved.headers.get('location')).toBe(`/panel/admin/slides#slide-${second}`)
  expect((await order()).slice(0, 2)).toEqual([byId.get(second), byId.get(first)])
  expect(office.contentChanges()).toBe(changes + 1)
  expect(await office.auditOf('slide.move', `slide:${second}`)).toHaveLength(1)

  // The first cannot go up: nothing changes, nothing is logged.
  await staff.post(`/slides/${second}/move`, { direction: 'up' })
  expect((await order()).slice(0, 2)).toEqual([byId.get(second), byId.get(first)])
  expect(office.contentChanges()).toBe(changes + 1)
  const page = await staff.page('/slides')
  const firstItem = page.slice(
    page.indexOf(`id="slide-${second}"`),
    page.indexOf(`id="slide-${first}"`),
  )
  expect(firstItem).not.toContain('value="up"')
  expect(firstItem).toContain('value="down"')

  await staff.post(`/slides/${second}/move`, { direction: 'down' })
  expect((await order()).slice(0, 2)).toEqual([byId.get(first), byId.get(second)])

  // Hidden: out of the API, still in the back office, its captions kept.
  const hidden = await staff.post(`/slides/${first}`, {
    'caption-pt': 'Nova coleção',
    'caption-en': 'New collection',
    'caption-es': 'Nueva colección',
  })
  expect(hidden.status).toBe(303)
  expect(hidden.headers.get('location')).toBe(`/panel/admin/slides?saved#slide-${first}`)
  expect(await order()).not.toContain(byId.get(first))
  const list = await staff.page('/slides')
  expect(list).toContain('value="Nova coleção"')
  expect(list).toMatch(new RegExp(`id="slide-${first}".*?Oculto`, 's'))
  expect((await office.auditOf('slide.update', `slide:${first}`))[0]?.detail).toMatchObject({
    active: false,
  })

  await staff.post(`/slides/${first}`, { 'caption-es': 'Nueva colección', active: 'on' })
  const shown = (await apiSlides()).find((slide) => slide.url.desktop === byId.get(first))
  expect(shown?.captions).toEqual({ es: 'Nueva colección' })

  const tooLong = await staff.post(`/slides/${first}`, { 'caption-en': 'x'.repeat(201) })
  expect(tooLong.status).toBe(400)
  expect(await tooLong.text()).toContain('Use no máximo 200 caracteres.')
})

test('a video slide is kept under the videos, checked by its bytes', async () => {
  const response = await staff.post(
    '/slides',
    multipart({ 'caption-en': 'Showreel' }, [
      ['media', mp4, 'reel.mp4', 'video/mp4'],
      ['mobile', jpeg, 'poster.jpg', 'image/jpeg'],
    ]),
  )
  expect(response.status).toBe(303)
  const added = (await apiSlides()).at(-1)
  expect(added).toMatchObject({
    type: 'video',
    video_id: expect.stringMatching(/^[\w-]+\.mp4$/),
    url: { desktop: null, mobile: expect.stringMatching(/^media\/slides\/[\w-]+\.jpg$/) },
    captions: { en: 'Showreel' },
  })
  const video = await fetch(`${office.origin}/panel/videos/${added?.video_id}`)
  expect(video.status).toBe(200)
  expect(Buffer.from(await video.arrayBuffer()).equals(mp4)).toBe(true)
})

test('a text file named .jpg, or no file at all, adds no slide and leaves no file', async () => {
  const before = { slides: await apiSlides(), files: mediaFiles() }
  const changes = office.contentChanges()
  const renamed = await staff.post(
    '/slides',
    multipart({ 'caption-pt': 'Falso' }, [['media', notAnImage, 'slide.jpg', 'image/jpeg']]),
  )
  expect(renamed.status).toBe(400)
  const html = await renamed.text()
  expect(html).toContain('Envie uma imagem JPEG, PNG ou WebP ou um vídeo MP4 ou WebM.')
  expect(html).toContain('value="Falso"')

  const wrongPhone = await staff.post(
    '/slides',
    multipart({}, [
      ['media', png, 'wide.png', 'image/png'],
      ['mobile', mp4, 'tall.jpg', 'image/jpeg'],
    ]),
  )
  expect(wrongPhone.status).toBe(400)
  const phoneHtml = await wrongPhone.text()
  expect(phoneHtml).toContain('A imagem para celular deve ser JPEG, PNG ou WebP.')
  expect(phoneHtml).toContain('escolha o arquivo de novo')

  const none = await staff.post(
    '/slides',
    multipart({ 'caption-pt': 'Sem arquivo' }, [
      ['media', Buffer.alloc(0), '', 'application/octet-stream'],
    ]),
  )
  expect(none.status).toBe(400)
  expect(await none.text()).toContain('Escolha uma imagem ou um vídeo.')

  expect({ slides: await apiSlides(), files: mediaFiles() }).toEqual(before)
  expect(office.contentChanges()).toBe(changes)
})

test('a slide is deleted with its files, once confirmed', async () => {
  await staff.post(
    '/slides',
    multipart({}, [
      ['media', jpeg, 'wide.jpg', 'image/jpeg'],
      ['mobile', png, 'tall.png', 'image/png'],
    ]),
  )
  const [row] = await office.db.select().from(slides).orderBy(desc(slides.id)).limit(1)
  if (!row?.urlDesktop || !row.urlMobile) throw new Error('the slide was added')
  const files = [row.urlDesktop, row.urlMobile].map((reference) =>
    path.join(office.mediaDir, reference.replace(/^media\//, '')),
  )
  expect(files.every((file) => existsSync(file))).toBe(true)
  expect(await staff.page(`/slides/${row.id}/delete`)).toContain('Apagar este destaque?')

  const changes = office.contentChanges()
  const response = await staff.post(`/slides/${row.id}/delete`)
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/panel/admin/slides?deleted')
  expect(office.contentChanges()).toBe(changes + 1)
  expect(files.some((file) => existsSync(file))).toBe(false)
  expect((await apiSlides()).map((slide) => slide.url.desktop)).not.toContain(row.urlDesktop)
  expect(await office.auditOf('slide.delete', `slide:${row.id}`)).toHaveLength(1)
})

test('the links and contact channels are checked, saved, and what the API gives', async () => {
  const page = await staff.page('/links')
  expect(page).toContain('value="https://www.instagram.com/passarela.models/"')

  const changes = office.contentChanges()
  const invalid = await staff.post('/links', {
    instagram: 'javascript:alert(1)',
    models: 'models.com/agency/x',
    email: 'not-an-email',
    phone: 'call us',
    whatsapp: '12345',
  })
  expect(invalid.status).toBe(400)
  const html = await invalid.text()
  expect(html).toContain('role="alert"')
  expect(html).toContain('Instagram: Use um endereço completo, começando com https://')
  expect(html).toContain('Models.com: Use um endereço completo')
  expect(html).toContain('E-mail da agência: Use um e-mail válido')
  expect(html).toContain('Telefone: Use só números')
  expect(html).toContain('WhatsApp: Use o número com o código do país')
  expect(html).toContain('value="models.com/agency/x"')
  expect(html).toContain('value="call us"')
  expect(office.contentChanges()).toBe(changes)

  const saved = await staff.post('/links', {
    instagram: 'https://www.instagram.com/passarela.oficial/',
    models: 'https://models.com/agency/passarela',
    email: 'booking@passarela.com.br',
    phone: ' +55 61  3333-4444 ',
    whatsapp: '+55 (61) 99999-0000',
  })
  expect(saved.status).toBe(303)
  expect(saved.headers.get('location')).toBe('/panel/admin/links?saved')
  expect(office.contentChanges()).toBe(changes + 1)
  const { body } = await api<SocialMedia>('/social-media')
  expect(body).toEqual({
    instagram: { link: 'https://www.instagram.com/passarela.oficial/' },
    models: { link: 'https://models.com/agency/passarela' },
    email: 'booking@passarela.com.br',
    phone: '+55 61 3333-4444',
    whatsapp: '5561999990000',
  })
  const [entry] = await office.auditOf('links.update', 'links')
  expect(entry?.detail).toEqual({ changed: ['instagram', 'models', 'email', 'phone', 'whatsapp'] })
  expect(await staff.page('/links?saved')).toContain('Redes e contatos salvos.')

  // Emptied, the phone and WhatsApp are the site's own again.
  await staff.post('/links', {
    instagram: 'https://www.instagram.com/passarela.oficial/',
    models: 'https://models.com/agency/passarela',
    email: 'booking@passarela.com.br',
    phone: '',
    whatsapp: '',
  })
  expect((await api<SocialMedia>('/social-media')).body).toMatchObject({
    phone: null,
    whatsapp: null,
  })
})

test('a form posted without its CSRF token is refused, and changes nothing', async () => {
  const [story] = await office.db.select().from(posts).where(eq(posts.lang, 'en')).limit(1)
  const [slide] = await office.db.select().from(slides).limit(1)
  const state = async () => ({
    en: await api<PostPage>('/posts/news/en?paginate=100'),
    slides: await apiSlides(),
    links: await api<SocialMedia>('/social-media'),
    posts: await postCount(),
    files: mediaFiles(),
  })
  const before = await state()
  const changes = office.contentChanges()
  const attempts: [string, Record<string, string> | FormData][] = [
    [
      '/news',
      multipart(storyFields({ 'en-slug': 'forged' }), [['cover', jpeg, 'a.jpg', 'image/jpeg']]),
    ],
    [`/news/${story?.storyId}`, multipart(storyFields({ 'en-slug': 'forged' }))],
    [`/news/${story?.storyId}/delete`, {}],
    ['/slides', multipart({}, [['media', png, 'a.png', 'image/png']])],
    [`/slides/${slide?.id}`, { 'caption-en': 'Forged' }],
    [`/slides/${slide?.id}/move`, { direction: 'down' }],
    [`/slides/${slide?.id}/delete`, {}],
    [
      '/links',
      { instagram: 'https://evil.test', models: 'https://evil.test', email: 'a@evil.test' },
    ],
  ]
  for (const [pathname, fields] of attempts) {
    const response = await staff.post(pathname, fields, { csrf: false })
    expect(response.status, pathname).toBe(403)
  }
  // Signed out, a post is refused before it is read.
  const stranger = office.browser()
  expect((await stranger.post('/links', { instagram: 'https://evil.test' })).status).toBe(403)
  expect((await stranger.get('/news')).status).toBe(303)
  expect(await state()).toEqual(before)
  expect(office.contentChanges()).toBe(changes)
})

test('the pages speak English when the panel does', async () => {
  const english = await office.signIn('editor@passarela.test')
  await english.get('/news?panel-lang=en')
  expect(await english.page('/news')).toContain('New post')
  const editor = await english.page('/news/new')
  expect(editor).toContain('Include this language')
  expect(editor).toContain('<legend lang="es">Español</legend>')
  expect(await english.page('/slides')).toContain('Add a slide')
  expect(await english.page('/links')).toContain('Social and contact')
  expect((await english.get('/news/999999')).status).toBe(404)
  expect((await english.get('/slides/abc/delete')).status).toBe(404)
})
