import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { divisions } from '../../app/config/business'
import { talentSlug } from '../../app/lib/slug'
import { listedDivisionId } from '../../contracts/divisions'
import { generateDemoCatalog } from '../../services/booking'
import { newsStories } from '../../services/panel'
import { commandArgs, type RunningServer, startServer } from '../support/site-process'

// A roster of 1000 talents, as an agency's could be, in a data folder of its own.
const talents = 1000
const publicUrl = 'https://passarela.test'
let dataDir: string
let site: RunningServer

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-sitemap-'))
  execFileSync(process.execPath, commandArgs('seed', ['--count', String(talents)]), {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  })
  site = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: publicUrl })
}, 180_000)

afterAll(async () => {
  await site?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

// jsdom's DOMParser is a strict XML parser: a sitemap it cannot read is no sitemap. (jsdom
// ships no types, hence the shape named here.)
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } }
}

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const xhtmlNs = 'http://www.w3.org/1999/xhtml'

test('the sitemap is valid XML listing every public page and profile in three languages, with alternates', async () => {
  const response = await fetch(`${site.url}/sitemap.xml`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  const { DOMParser } = new JSDOM('').window
  const document = new DOMParser().parseFromString(await response.text(), 'application/xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  expect(document.documentElement.namespaceURI).toBe(sitemapNs)
  const urls = [...document.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
    alternates: [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => ({
      rel: link.getAttribute('rel'),
      hreflang: link.getAttribute('hreflang'),
      href: link.getAttribute('href') ?? '',
    })),
  }))
  const locs = new Set(urls.map((url) => url.loc))
  expect(locs.size).toBe(urls.length)
  for (const url of urls) expect(url.loc.startsWith(`${publicUrl}/`)).toBe(true)

  const listed = generateDemoCatalog({ count: talents }).filter((talent) =>
    talent.divisionIds.includes(listedDivisionId),
  )
  expect(listed.length).toBeGreaterThan(500)
  for (const talent of listed) {
    const slug = talentSlug(talent.name)
    for (const prefix of ['', '/es/modelos', '/pt/modelos']) {
      const loc = `${publicUrl}${prefix || '/models'}/${talent.id}/${slug}`
      expect(locs.has(loc), loc).toBe(true)
    }
  }
  const fixed = ['/', '/es', '/pt', '/models', '/pt/modelos', '/women', '/es/mujeres', '/men']
  for (const pathname of [...fixed, '/contact', '/pt/seja-modelo', '/about', '/news', '/privacy']) {
    expect(locs.has(`${publicUrl}${pathname === '/' ? '/' : pathname}`), pathname).toBe(true)
  }
  for (const division of divisions)
    expect(locs.has(`${publicUrl}/es/modelos/${division}`)).toBe(true)
  // Each language's posts, by their own slugs.
  expect([...locs].filter((loc) => loc.includes('/pt/noticias/'))).toHaveLength(newsStories.length)
  // Each names the story in the other two languages, under their own slugs, as its page does.
  const post = urls.find((url) => url.loc.includes('/pt/noticias/'))
  expect(post?.alternates.map((link) => link.hreflang)).toEqual(['en', 'es', 'pt-BR', 'x-default'])
  expect(post?.alternates[2]?.href).toBe(post?.loc)
  expect(post?.alternates[0]?.href).not.toContain(post?.loc.split('/').at(-1))

  // A profile names itself and the other two languages, English standing for x-default.
  const talent = listed[0]
  const profile = urls.find(
    (url) => url.loc === `${publicUrl}/pt/modelos/${talent?.id}/${talentSlug(talent?.name ?? '')}`,
  )
  expect(profile?.alternates.map((link) => [link.rel, link.hreflang])).toEqual([
    ['alternate', 'en'],
    ['alternate', 'es'],
    ['alternate', 'pt-BR'],
    ['alternate', 'x-default'],
  ])
  expect(profile?.alternates[3]?.href).toBe(profile?.alternates[0]?.href)
  for (const url of urls) {
    for (const link of url.alternates) expect(link.href.startsWith(`${publicUrl}/`)).toBe(true)
  }
})

/**
 * A GET on a connection of its own. Parsing the sitemap above blocks this process for seconds
 * on a busy machine, long enough for the site to close the kept-alive socket that `fetch` would
 * reuse next ("other side closed").
 */
function getAlone(url: string): Promise<{ headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ headers: response.headers, body }))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

test('the sitemap is made once and then served from a cache for a few minutes', async () => {
  const first = await getAlone(`${site.url}/sitemap.xml`)
  expect(first.headers['cache-control']).toBe('public, max-age=300')
  const second = await getAlone(`${site.url}/sitemap.xml`)
  expect(second.headers['x-sitemap-cache']).toBe('hit')
  expect(second.body).toBe(first.body)
})

test('robots.txt names the sitemap on the public origin', async () => {
  const response = await fetch(`${site.url}/robots.txt`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toContain('User-agent: *')
  expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)
})
