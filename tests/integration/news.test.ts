import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPanelClient, type Post } from '../../app/clients/panel.server'
import { type StandalonePanel, startStandalonePanel } from '../support/standalone-panel'
import { type RunningServer, startServer } from '../support/site-process'

// The news pages against the real site, reading a real panel seeded with the demo news, to
// which the test adds a post as a careless (or hostile) editor might write it.
let panel: StandalonePanel
let site: RunningServer
let english: Post[]

const hostileSlug = 'backstage-notes'
const hostileBody = [
  '<p>Backstage <strong>notes</strong> from the show.</p>',
  '<script>window.__injected = true</script>',
  '<img src="/favicon.svg" alt="Backstage" onerror="window.__injected = true">',
  '<p><a href="javascript:window.__injected = true">Click</a></p>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<style>body { display: none }</style>',
].join('\n')

beforeAll(async () => {
  panel = await startStandalonePanel()
  await panel.seed()
  // Older than every demo post: the last of the English list.
  await panel.insertPost({
    lang: 'en',
    slug: hostileSlug,
    title: 'Backstage notes',
    excerpt: 'What the show looked like from behind the curtain.',
    body: hostileBody,
    image: null,
    publishedAt: new Date('2020-01-01T12:00:00Z'),
  })
  site = await startServer({ PANEL_URL: panel.url, PANEL_API_TOKEN: panel.apiToken })
  const client = createPanelClient({ baseUrl: panel.url, apiToken: panel.apiToken })
  english = (await client.posts('news', 'en', { paginate: 100, page: 1 })).posts
}, 90_000)

afterAll(async () => {
  await site?.stop()
  await panel?.close()
})

async function page(path: string) {
  const response = await fetch(site.url + path, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** The posts a news list shows, by the path each card links to, in order. */
function listedPaths(html: string) {
  return [...html.matchAll(/<li id="news-\d+"[\s\S]*?href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  )
}

const pathsOf = (posts: Post[], prefix = '/news') => posts.map((post) => `${prefix}/${post.slug}`)

test('the panel holds more than 16 English posts, the added one last', () => {
  // 19 demo stories and the one added.
  expect(english.length).toBe(20)
  expect(english.at(-1)?.slug).toBe(hostileSlug)
})

test('the news list shows the first 10 posts in the panel’s order, and links to 6 more', async () => {
  const { status, html } = await page('/news')
  expect(status).toBe(200)
  expect(listedPaths(html)).toEqual(pathsOf(english.slice(0, 10)))
  expect(html).toContain('href="/news?shown=16#news-11"')
  const first = english[0]
  expect(html).toContain(first?.title)
  expect(html).toContain(first?.excerpt)
  // The date as the agency dates it, in English, on a machine-readable <time>.
  expect(html).toMatch(/<time dateTime="2026-10-28T12:00:00.000Z"[^>]*>28 October 2026<\/time>/)
  // The picture comes through the image endpoint, at a known size.
  expect(html).toMatch(/<img[^>]+src="\/images\?w=800&amp;src=[^"]+news-01\.jpg"[^>]*width="1200"/)
})

test('without JavaScript, "Load more" is a list of 16 rendered on the server', async () => {
  const { status, html } = await page('/news?shown=16')
  expect(status).toBe(200)
  expect(listedPaths(html)).toEqual(pathsOf(english.slice(0, 16)))
  expect(html).toContain('href="/news?shown=22#news-17"')

  const all = await page('/news?shown=22')
  expect(listedPaths(all.html)).toEqual(pathsOf(english))
  // Nothing more to load: no link to a longer list.
  expect(all.html).not.toContain('?shown=28')
})

test('the batches "Load more" fetches follow the first 10 with none repeated or skipped', async () => {
  const read = async (after: number) => {
    const response = await fetch(`${site.url}/api/news?lang=en&after=${after}`)
    expect(response.status).toBe(200)
    return (await response.json()) as { posts: { href: string }[]; hasMore: boolean }
  }
  const second = await read(10)
  expect(second.posts.map((post) => post.href)).toEqual(pathsOf(english.slice(10, 16)))
  expect(second.hasMore).toBe(true)
  const third = await read(16)
  expect(third.posts.map((post) => post.href)).toEqual(pathsOf(english.slice(16)))
  expect(third.hasMore).toBe(false)
  expect((await fetch(`${site.url}/api/news?lang=xx&after=10`)).status).toBe(404)
  expect((await fetch(`${site.url}/api/news?lang=en&after=ten`)).status).toBe(404)
})

test('each language lists its own posts, aliases pointing at the canonical list', async () => {
  const { html } = await page('/pt/news')
  const paths = listedPaths(html)
  expect(paths).toHaveLength(10)
  expect(paths.every((path) => path.startsWith('/pt/noticias/'))).toBe(true)
  expect(html).toContain('Seletiva aberta em Brasília neste sábado')
  expect(html).toContain('28 de outubro de 2026')
  expect(html).toContain('<link rel="canonical" href="https://passarela.test/pt/noticias"/>')
})

test('a post shows its title, date, picture and body, with a canonical of its own', async () => {
  const post = english[1]
  if (!post) throw new Error('no post')
  const { status, html } = await page(`/news/${post.slug}`)
  expect(status).toBe(200)
  expect(html).toContain(`>${post.title}</h1>`)
  expect(html).toContain(`<title>${post.title} | Passarela</title>`)
  expect(html).toContain(`<meta name="description" content="${post.excerpt}"/>`)
  expect(html).toContain(`<link rel="canonical" href="https://passarela.test/news/${post.slug}"/>`)
  // The panel names the story's translations, each under a slug of its own: they are the
  // alternates.
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)]
  expect(alternates.map((match) => match[1])).toEqual(['en', 'es', 'pt-BR', 'x-default'])
  expect(alternates[0]?.[2]).toBe(`https://passarela.test/news/${post.slug}`)
  expect(alternates[1]?.[2]).toBe(
    `https://passarela.test/es/noticias/${post.translations?.es ?? 'missing'}`,
  )
  expect(alternates[2]?.[2]).toBe(
    `https://passarela.test/pt/noticias/${post.translations?.pt ?? 'missing'}`,
  )
  expect(post.translations?.pt).not.toBe(post.slug)
  expect(html).toContain('<h2>')
  expect(html).toContain('href="/news"')

  const alias = await page(
    `/pt/news/${encodeURIComponent('seletiva-aberta-em-brasilia-neste-sabado')}`,
  )
  expect(alias.status).toBe(200)
  expect(alias.html).toContain(
    '<link rel="canonical" href="https://passarela.test/pt/noticias/seletiva-aberta-em-brasilia-neste-sabado"/>',
  )
})

test('an unknown slug is a 404, in any language', async () => {
  expect((await page('/news/no-such-story')).status).toBe(404)
  expect((await page('/pt/noticias/no-such-story')).status).toBe(404)
  // A post of another language is not one of this language's.
  expect((await page(`/es/noticias/${english[0]?.slug}`)).status).toBe(404)
})

test('a post’s scripts, handlers, javascript: links, frames and styles never reach the page', async () => {
  const { status, html } = await page(`/news/${hostileSlug}`)
  expect(status).toBe(200)
  expect(html).toContain('<p>Backstage <strong>notes</strong> from the show.</p>')
  expect(html).toContain('alt="Backstage"')
  expect(html).not.toContain('__injected')
  expect(html).not.toMatch(/onerror/i)
  expect(html).not.toContain('javascript:')
  expect(html).not.toContain('evil.example')
  expect(html).not.toContain('display: none')
})

test('a post the panel links to no story names as alternates the same slug in the other languages, when there is one', async () => {
  // Added now, older than every post: the lists read so far stay as they were. Written
  // straight to the database, they belong to no story: the site guesses by slug.
  const story = (lang: string, slug: string, title: string) =>
    panel.insertPost({
      lang,
      slug,
      title,
      excerpt: title,
      body: `<p>${title}</p>`,
      image: null,
      publishedAt: new Date('2019-06-01T12:00:00Z'),
    })
  await story('en', 'open-casting-2019', 'Open casting')
  await story('pt', 'open-casting-2019', 'Seletiva aberta')
  await story('en', 'english-only-2019', 'Only in English')

  const links = (html: string) =>
    [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((match) => match[0])
  const base = 'https://passarela.test'
  const shared = [
    `<link rel="alternate" hrefLang="en" href="${base}/news/open-casting-2019"/>`,
    `<link rel="alternate" hrefLang="pt-BR" href="${base}/pt/noticias/open-casting-2019"/>`,
    `<link rel="alternate" hrefLang="x-default" href="${base}/news/open-casting-2019"/>`,
  ]
  const english = await page('/news/open-casting-2019')
  expect(english.status).toBe(200)
  expect(links(english.html)).toEqual([
    `<link rel="canonical" href="${base}/news/open-casting-2019"/>`,
    ...shared,
  ])
  // The Portuguese post, by an alias: its canonical is its own, the alternates the same.
  const portuguese = await page('/pt/news/open-casting-2019')
  expect(portuguese.status).toBe(200)
  expect(links(portuguese.html)).toEqual([
    `<link rel="canonical" href="${base}/pt/noticias/open-casting-2019"/>`,
    ...shared,
  ])

  const alone = await page('/news/english-only-2019')
  expect(alone.status).toBe(200)
  expect(links(alone.html)).toEqual([
    `<link rel="canonical" href="${base}/news/english-only-2019"/>`,
  ])
})

test('a panel that is down gives the news pages a message, not an error', async () => {
  await panel.pause()
  try {
    // Spanish has not been asked for yet: there is no earlier copy to fall back on.
    const list = await page('/es/noticias')
    expect(list.status).toBe(200)
    expect(list.html).toContain('Las noticias no se pueden mostrar ahora.')
    expect(list.html).toContain('<meta name="robots" content="noindex"/>')
    const post = await page('/es/noticias/casting-abierto-en-brasilia-este-sabado')
    expect(post.status).toBe(200)
    expect(post.html).toContain('Esta noticia no se puede mostrar ahora.')
    expect(post.html).toContain('href="/es/noticias"')
    expect((await fetch(`${site.url}/api/news?lang=es&after=10`)).status).toBe(503)
  } finally {
    await panel.resume()
  }
})
