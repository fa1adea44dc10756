import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../support/site-process'

// The JSON-LD the pages give search engines, read from the HTML as a crawler reads it.
const publicUrl = 'https://passarela.test'
let site: RunningServer

beforeAll(async () => {
  site = await startServer({ PUBLIC_URL: publicUrl })
}, 90_000)

afterAll(async () => {
  await site?.stop()
})

type Json = { [key: string]: unknown }

async function html(path: string) {
  const response = await fetch(site.url + path, { redirect: 'manual' })
  expect(response.status).toBe(200)
  return response.text()
}

/** Every JSON-LD block of a page, parsed. */
function structuredData(page: string): Json[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Json,
  )
}

function ofType(blocks: Json[], type: string): Json {
  const found = blocks.filter((block) => block['@type'] === type)
  expect(found).toHaveLength(1)
  return found[0] as Json
}

/** Every string anywhere in a description that looks like a URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(urlsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn)
  return []
}

/** The site's own URLs are absolute on PUBLIC_URL; the social profiles are the only others. */
function expectSiteUrls(blocks: Json[], elsewhere: string[] = []) {
  const urls = blocks.flatMap((block) => urlsIn({ ...block, '@context': undefined }))
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) {
    if (elsewhere.includes(url)) continue
    expect(url.startsWith(`${publicUrl}/`), url).toBe(true)
  }
}

function expectOrganization(blocks: Json[]) {
  const organization = ofType(blocks, 'Organization')
  expect(organization['@context']).toBe('https://schema.org')
  expect(organization.name).toBe('Passarela')
  expect(organization.telephone).toBe('+556132487710')
  expect(organization.logo).toBe(`${publicUrl}/favicon.svg`)
  expect(organization.address).toMatchObject({
    '@type': 'PostalAddress',
    addressLocality: 'Brasília',
    postalCode: '71625-045',
    addressCountry: 'BR',
  })
  const sameAs = organization.sameAs as string[]
  expect(sameAs.length).toBeGreaterThan(0)
  for (const url of sameAs) expect(url).toMatch(/^https:\/\//)
  expectSiteUrls(blocks, sameAs)
}

function crumbs(blocks: Json[]) {
  const list = ofType(blocks, 'BreadcrumbList')
  return (list.itemListElement as Json[]).map(({ position, name, item }) => ({
    position,
    name,
    item,
  }))
}

test('the home and contact pages describe the agency, in every language', async () => {
  for (const path of ['/', '/contact', '/pt', '/es/contacto']) {
    expectOrganization(structuredData(await html(path)))
  }
  // Elsewhere the agency is only a talent's affiliation.
  expect(structuredData(await html('/about'))).toEqual([])
})

test('a board has a breadcrumb Home → Models → the board, translated', async () => {
  const english = structuredData(await html('/models/mainboard'))
  expect(crumbs(english)).toEqual([
    { position: 1, name: 'Home', item: `${publicUrl}/` },
    { position: 2, name: 'Models', item: `${publicUrl}/models` },
    { position: 3, name: expect.stringMatching(/main/i), item: `${publicUrl}/models/mainboard` },
  ])
  expectSiteUrls(english)
  // An alias names the canonical addresses, in its own language.
  const portuguese = crumbs(structuredData(await html('/pt/models/mainboard')))
  expect(portuguese.map(({ item }) => item)).toEqual([
    `${publicUrl}/pt`,
    `${publicUrl}/pt/modelos`,
    `${publicUrl}/pt/modelos/mainboard`,
  ])
  expect(portuguese[0]?.name).toBe('Início')
  expect(portuguese[1]?.name).toBe('Modelos')
})

test('a profile describes the talent as a Person of the agency, with a breadcrumb', async () => {
  const roster = await html('/models')
  const path = roster.match(/href="(\/models\/\d+\/[^"]+)"/)?.[1]
  if (!path) throw new Error('no profile link on /models')
  const page = await html(path)
  const blocks = structuredData(page)
  const name = page.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]
  const person = ofType(blocks, 'Person')
  expect(person.name).toBe(name)
  expect(person.url).toBe(publicUrl + path)
  expect(person.image).toMatch(/^https:\/\/passarela\.test\/images\?w=1200&src=/)
  expect(person.height).toEqual({
    '@type': 'QuantitativeValue',
    value: expect.any(Number),
    unitCode: 'CMT',
  })
  expect(person.affiliation).toMatchObject({ '@type': 'Organization', name: 'Passarela' })
  expect(crumbs(blocks)).toEqual([
    { position: 1, name: 'Home', item: `${publicUrl}/` },
    { position: 2, name: 'Models', item: `${publicUrl}/models` },
    { position: 3, name, item: publicUrl + path },
  ])
  expectSiteUrls(blocks)
  // The photo is one the image endpoint serves.
  const image = await fetch(site.url + String(person.image).slice(publicUrl.length))
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toMatch(/^image\//)

  // Under a board, the trail passes through it; the Person's URL stays the canonical one.
  const [, id, slug] = path.match(/^\/models\/(\d+)\/(.+)$/) ?? []
  const boards = [...roster.matchAll(/href="\/models\/([a-z-]+)"/g)].map((match) => match[1])
  for (const board of boards) {
    const response = await fetch(`${site.url}/models/${board}/${id}/${slug}`, {
      redirect: 'manual',
    })
    if (response.status !== 200) continue
    const underBoard = structuredData(await response.text())
    expect(ofType(underBoard, 'Person').url).toBe(publicUrl + path)
    expect(crumbs(underBoard).map(({ item }) => item)).toEqual([
      `${publicUrl}/`,
      `${publicUrl}/models`,
      `${publicUrl}/models/${board}`,
      publicUrl + path,
    ])
    return
  }
  throw new Error('the talent is on no board')
})
