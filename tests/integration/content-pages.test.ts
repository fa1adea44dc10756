import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { privacyPolicy } from '../../app/config/privacy-policy'
import { aboutPages, privacyPages } from '../../app/content/content.server'
import { locales } from '../../app/i18n/locales'
import { pages } from '../../app/i18n/pages'
import { type RunningServer, startServer } from '../support/site-process'

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server?.stop()
})

async function html(pathname: string) {
  const response = await fetch(server.url + pathname, { redirect: 'manual' })
  expect(response.status, pathname).toBe(200)
  return response.text()
}

// React escapes quotes and apostrophes in text; compare with the markup's own spelling.
const escaped = (text: string) => text.replaceAll("'", '&#x27;').replaceAll('"', '&quot;')

test('the privacy policy shows its version, its date in the page’s language and the rights', async () => {
  const dates = {
    en: '29 November 2026',
    es: '29 de noviembre de 2026',
    pt: '29 de novembro de 2026',
  }
  for (const locale of locales) {
    for (const pathname of pages.privacy[locale]) {
      const page = await html(pathname)
      expect(page, pathname).toContain(privacyPolicy.version)
      expect(page, pathname).toContain(
        `<time dateTime="${privacyPolicy.effectiveDate}">${dates[locale]}</time>`,
      )
      expect(page, pathname).toMatch(
        new RegExp(
          `<h2 id="rights" tabindex="-1"[^>]*>${privacyPages[locale].sections.rights.title}</h2>`,
        ),
      )
      expect(page, pathname).toContain('href="#rights"')
      expect(page, pathname).toContain(
        `<meta name="description" content="${escaped(privacyPages[locale].description)}"/>`,
      )
    }
  }
})

test('the about page renders every section and links to the roster, Be a Model and Contact', async () => {
  for (const locale of locales) {
    for (const pathname of pages.about[locale]) {
      const page = await html(pathname)
      for (const [id, section] of Object.entries(aboutPages[locale].sections)) {
        expect(page, `${pathname} ${id}`).toContain(`id="${id}"`)
        expect(page, `${pathname} ${id}`).toContain(`>${section.title}</h2>`)
      }
      for (const target of ['roster', 'beAModel', 'contact'] as const) {
        expect(page, `${pathname} ${target}`).toContain(`href="${pages[target][locale][0]}"`)
      }
      expect(page, pathname).toContain(
        `<meta name="description" content="${escaped(aboutPages[locale].description)}"/>`,
      )
    }
  }
})

test('a content page carries its own language’s text only, and no script bundles any', async () => {
  const portuguese = await html('/pt/privacidade')
  expect(portuguese).toContain(privacyPages.pt.sections.minors.title)
  expect(portuguese).not.toContain(privacyPages.en.sections.minors.title)
  expect(portuguese).not.toContain(privacyPages.es.sections.minors.title)

  const assets = path.resolve('build/client/assets')
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(path.join(assets, file), 'utf8')
    for (const locale of locales) {
      expect(code, file).not.toContain(privacyPages[locale].sections.rights.title)
      expect(code, file).not.toContain(aboutPages[locale].sections.commitment.title)
    }
  }
})
