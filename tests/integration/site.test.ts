import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { locales } from '../../app/i18n/locales'
import { type PageKey, pages } from '../../app/i18n/pages'
import { pt } from '../../app/i18n/pt'
import { firstLoadAssets } from '../../scripts/bench-html'
import { generateDemoCatalog } from '../../services/booking'
import { listedDivisionId } from '../../contracts/divisions'
import { type RunningServer, startServer } from '../support/site-process'

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server?.stop()
})

function get(pathname: string, init: RequestInit = {}) {
  return fetch(server.url + pathname, { redirect: 'manual', ...init })
}

test('pages are server-rendered with the language of their path', async () => {
  for (const [pathname, lang] of [
    ['/', 'en'],
    ['/pt', 'pt-BR'],
    ['/es', 'es'],
  ] as const) {
    const response = await get(pathname)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`))
    expect(html).toContain('<main id="main"')
  }
})

test('the default language prefix answers 301 to the unprefixed path, query kept', async () => {
  for (const [from, to] of [
    ['/en/contact', '/contact'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/models?x=1', '/models?x=1'],
    ['/en/models/image', '/models/image'],
  ] as const) {
    const response = await get(from)
    expect(response.status, from).toBe(301)
    expect(new URL(response.headers.get('location') ?? '', server.url).href).toBe(server.url + to)
  }
})

test('an unknown language is a 404 with its own message, any other unknown page another', async () => {
  for (const pathname of ['/xx/models', '/de']) {
    const response = await get(pathname)
    expect(response.status, pathname).toBe(404)
    expect(await response.text()).toContain('This page could not be found.')
  }
  for (const pathname of ['/nope', '/models/nonexistent-division', '/models/1/no-catalog-yet']) {
    const response = await get(pathname)
    expect(response.status, pathname).toBe(404)
    const html = await response.text()
    expect(html).toContain('This page could not be found<')
    expect(html).toContain('>Return<')
    expect(html).toContain('>HOME<')
  }
  const portuguese = await (await get('/pt/nada')).text()
  expect(portuguese).toContain('Esta página não pôde ser encontrada')
  expect(portuguese).toContain('lang="pt-BR"')
})

const pagesWithoutParameters = (Object.keys(pages) as PageKey[]).filter(
  (page) => !pages[page].en[0].includes(':'),
)
const boardPaths = {
  en: ['/models/image', '/models/direct'],
  pt: ['/pt/modelos/mainboard', '/pt/models/development'],
  es: ['/es/modelos/development', '/es/models/image'],
}

test('every path of the route table, aliases too, answers 200 with its canonical link and alternates', async () => {
  let checked = 0
  for (const page of pagesWithoutParameters) {
    for (const locale of locales) {
      const canonical = `https://passarela.test${pages[page][locale][0]}`
      for (const pathname of pages[page][locale]) {
        const response = await get(pathname)
        expect(response.status, pathname).toBe(200)
        const html = await response.text()
        expect(html, pathname).toContain(`<link rel="canonical" href="${canonical}"/>`)
        for (const hrefLang of ['en', 'es', 'pt-BR', 'x-default']) {
          expect(html, pathname).toContain(`<link rel="alternate" hrefLang="${hrefLang}"`)
        }
        expect(html, pathname).toMatch(/<title>[^<]+ \| Passarela<\/title>|<title>Passarela — /)
        checked++
      }
    }
  }
  for (const [locale, paths] of Object.entries(boardPaths)) {
    for (const pathname of paths) {
      const response = await get(pathname)
      expect(response.status, pathname).toBe(200)
      const canonical = pathname
        .replace('/pt/models/', '/pt/modelos/')
        .replace('/es/models/', '/es/modelos/')
      expect(await response.text(), locale).toContain(
        `<link rel="canonical" href="https://passarela.test${canonical}"/>`,
      )
    }
  }
  expect(checked).toBeGreaterThanOrEqual(40)
})

test('titles are translated', async () => {
  const title = async (pathname: string) =>
    (await (await get(pathname)).text()).match(/<title>(.*?)<\/title>/)?.[1]
  expect(await title('/contact')).toBe('Contact | Passarela')
  expect(await title('/pt/contato')).toBe('Contato | Passarela')
  expect(await title('/es/contacto')).toBe('Contacto | Passarela')
  expect(await title('/pt/modelos/image')).toBe('Divisão Image | Passarela')
})

test('only the active language reaches the browser', async () => {
  const html = await (await get('/pt/contato')).text()
  expect(html).toContain(pt.site.skipToContent)
  expect(html).not.toContain(en.site.skipToContent)
  expect(html).not.toContain(es.site.skipToContent)
  expect(html).not.toContain(en.status.offline)
  expect(html).not.toContain(es.status.offline)
  expect(html).toContain(pt.status.offline) // in the serialized resources for the client

  // No locale's dictionary is bundled into the client scripts.
  const assets = path.resolve('build/client/assets')
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(path.join(assets, file), 'utf8')
    for (const dictionary of [en, es, pt]) {
      expect(code, file).not.toContain(dictionary.status.offline)
      expect(code, file).not.toContain(dictionary.site.description)
    }
  }
})

test('the stylesheet is asked for first; the script and the web fonts wait for the first screen', async () => {
  for (const pathname of ['/', '/pt/contato', '/es/noticias']) {
    const html = await (await get(pathname)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const links = [...head.matchAll(/<link [^>]*>/g)].map(([link]) => link)
    expect(links.findIndex((link) => link.includes('rel="stylesheet"'))).toBe(
      links.findIndex((link) => link.includes('/assets/app-')),
    )
    // Nothing the browser would fetch and run at once: preloads and bootstrap are held, and
    // the page starter in the head puts them back (app/lib/page/page-starter.ts).
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script[^>]* type="module"/)
    expect(
      links.filter((link) => link.includes('rel="held-modulepreload"')).length,
    ).toBeGreaterThan(5)
    const starter = head.search(/<script nonce="[^"]+">\(function startPage\(/)
    expect(starter).toBeGreaterThan(0)
    expect(html.indexOf('type="held/module"')).toBeGreaterThan(starter)
    // The web fonts' stylesheet is in the head's noscript, added by the starter after the first screen.
    expect(head).toMatch(
      /<noscript data-after-first-screen="">(<link rel="stylesheet" href="\/assets\/fonts-[\w-]+\.css">)<\/noscript>/,
    )
    expect(head.replace(/<noscript[\s\S]*?<\/noscript>/g, '')).not.toContain('/assets/fonts-')
  }
})

test('no page loads form validation (zod, Conform) before the visitor turns to a form', async () => {
  // Code only these libraries hold: zod's internals, Conform's intent field.
  const formLibraries = /\b_zod\b|__intent__/
  // The chunks a chunk imports, by `import()` or, once it is itself loaded, statically.
  const imports = (code: string) =>
    [...code.matchAll(/(?:import\(|from)["'`]\.\/([\w.-]+\.js)["'`]/g)].map(
      ([, chunk]) => `/assets/${chunk}`,
    )
  const roster = await (await get('/models')).text()
  const profile = roster.match(/href="(\/models\/\d+\/[a-z0-9-]+)"/)?.[1]
  expect(profile).toBeDefined()
  for (const pathname of ['/', '/models', profile ?? '', '/favorites', '/contact', '/be-a-model']) {
    const html = await (await get(pathname)).text()
    const firstLoad = firstLoadAssets(html, server.url + pathname).scripts.map(
      (script) => new URL(script).pathname,
    )
    expect(firstLoad.length).toBeGreaterThan(3)
    // What the page may load later, by `import()`, however deep: the forms among it.
    const later = new Set<string>()
    const pending = [...firstLoad]
    let formsLater = false
    for (let script = pending.pop(); script !== undefined; script = pending.pop()) {
      const code = await (await get(script)).text()
      if (firstLoad.includes(script))
        expect(code, `${pathname}: ${script}`).not.toMatch(formLibraries)
      else formsLater ||= formLibraries.test(code)
      for (const chunk of imports(code)) {
        if (firstLoad.includes(chunk) || later.has(chunk)) continue
        later.add(chunk)
        pending.push(chunk)
      }
    }
    expect(formsLater, pathname).toBe(['/favorites', '/contact', '/be-a-model'].includes(pathname))
  }
})

test('hashed assets are cached for a year, sent compressed ahead of time, and a missing one is a plain 404', async () => {
  const html = await (await get('/')).text()
  const script = html.match(/href="(\/assets\/framework-[^"]+\.js)"/)?.[1] ?? ''
  expect(script).not.toBe('')
  const built = await readFile(path.join('build/client', script))
  // As the build wrote them (Brotli, Zopfli's gzip), not compressed again for each answer.
  for (const [accepted, encoding, suffix] of [
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
  ] as const) {
    const response = await get(script, { headers: { 'Accept-Encoding': accepted } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(response.headers.get('content-encoding')).toBe(encoding)
    const compressed = await readFile(path.join('build/client', script + suffix))
    expect(Number(response.headers.get('content-length'))).toBe(compressed.length)
    expect(compressed.length).toBeLessThan(built.length / 3)
    // fetch undoes the encoding: the very script.
    expect(Buffer.from(await response.arrayBuffer()).equals(built)).toBe(true)
  }
  const plain = await get(script, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(Buffer.from(await plain.arrayBuffer()).equals(built)).toBe(true)
  const missing = await get('/assets/gone-after-a-deploy.js')
  expect(missing.status).toBe(404)
})

test('health, security headers and no stack trace on an unknown page', async () => {
  const health = await get('/healthz')
  expect(await health.json()).toEqual({ status: 'ok' })
  const response = await get('/nope')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/)
  expect(response.headers.get('x-powered-by')).toBeNull()
  const html = await response.text()
  const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
  // Every inline script carries this response's nonce, or the CSP would block hydration.
  for (const tag of html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []) {
    expect(tag).toContain(`nonce="${nonce}"`)
  }
  expect(html).not.toMatch(/at .*\(.*\.(ts|js):\d+:\d+\)/)
})

test('the footer names the year and credits the booking software', async () => {
  const html = await (await get('/es')).text()
  expect(html).toContain(`© ${new Date().getFullYear()} Passarela`)
  expect(html).toContain('Software de booking de <a href="https://www.managerfashion.com"')
})

test('the footer takes its extra style on the contact pages only', async () => {
  for (const pathname of ['/contact', '/pt/contato', '/es/contact']) {
    expect(await (await get(pathname)).text(), pathname).toMatch(
      /<footer [^>]*data-emphasized="true"/,
    )
  }
  for (const pathname of ['/', '/about', '/pt/favoritos']) {
    expect(await (await get(pathname)).text(), pathname).not.toContain('data-emphasized')
  }
})

test('with the embedded services, a node is ready once their database answers', async () => {
  const response = await get('/readyz')
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ status: 'ready' })
})

test('the favorites page asks which of its ids are still represented, and nothing keeps the answer', async () => {
  const [listed] = generateDemoCatalog().filter((talent) =>
    talent.divisionIds.includes(listedDivisionId),
  )
  if (!listed) throw new Error('no listed demo talent')
  const response = await get(`/api/represented?ids=999999,${listed.id},abc`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.json()).toEqual({ ids: [listed.id] })
  expect(await (await get('/api/represented')).json()).toEqual({ ids: [] })
})
