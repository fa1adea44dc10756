import { afterAll, beforeAll, expect, test } from 'vitest'
import { listedDivisionId } from '../../app/config/business'
import { colourSlug } from '../../app/lib/roster/colours'
import { heightInCentimetres } from '../../app/lib/measures/measures'
import { foldText } from '../../app/lib/roster/board-filters'
import { generateDemoCatalog } from '../../services/booking/demo-catalog'
import { type RunningServer, startServer } from '../support/site-process'

// The filtered boards as the server renders them: what a browser without JavaScript gets, and
// what a client navigation's data and the next batches hold.

let site: RunningServer

const listed = generateDemoCatalog().filter((talent) =>
  talent.divisionIds.includes(listedDivisionId),
)

function expectedIds(test: (talent: (typeof listed)[number]) => boolean): Set<string> {
  return new Set(listed.filter(test).map((talent) => String(talent.id)))
}

const between = (min: number, max: number) => (talent: (typeof listed)[number]) => {
  const height = heightInCentimetres(talent.height)
  return height !== null && height >= min && height <= max
}

beforeAll(async () => {
  site = await startServer()
})

afterAll(async () => {
  await site?.stop()
})

function get(pathname: string) {
  return fetch(site.url + pathname, { redirect: 'manual' })
}

const profileIds = (html: string) =>
  new Set(
    [...html.matchAll(/href="\/(?:pt\/|es\/)?model(?:o)?s\/(\d+)\/[a-z0-9-]+"/g)].map(
      (match) => match[1] ?? '',
    ),
  )

test('a filtered board shows only the models that match, and says how many', async () => {
  const expected = expectedIds(
    (talent) => between(170, 185)(talent) && colourSlug(talent.hair) === 'brown',
  )
  expect(expected.size).toBeGreaterThan(0)
  const response = await get('/models?height=170-185&hair=brown')
  expect(response.status).toBe(200)
  const html = await response.text()
  const shown = profileIds(html)
  expect(shown.size).toBe(Math.min(expected.size, 20))
  for (const id of shown) expect(expected.has(id)).toBe(true)
  expect(html).toContain(`${expected.size} models</p>`)
  // The plain form, filled in as the address says.
  expect(html).toMatch(/<form[^>]*action="\/models" method="get"/)
  expect(html).toContain('<option value="brown" selected="">Brown</option>')
  expect(html).toMatch(/<input[^>]*name="height"[^>]*value="170"/)
  expect(html).toMatch(/<input[^>]*name="height"[^>]*value="185"/)
})

test('a filtered board is its own page in every language; combinations are not indexed', async () => {
  const html = await (await get('/models?height=170-185&hair=brown')).text()
  expect(html).toContain(
    '<link rel="canonical" href="https://passarela.test/models?height=170-185&amp;hair=brown"/>',
  )
  expect(html).toContain(
    '<link rel="alternate" hrefLang="pt-BR" href="https://passarela.test/pt/modelos?height=170-185&amp;hair=brown"/>',
  )
  expect(html).toContain('<meta name="robots" content="noindex,follow"/>')

  const single = await (await get('/pt/modelos?hair=blonde')).text()
  expect(single).toContain(
    '<link rel="canonical" href="https://passarela.test/pt/modelos?hair=blonde"/>',
  )
  expect(single).toContain(
    '<link rel="alternate" hrefLang="es" href="https://passarela.test/es/modelos?hair=blonde"/>',
  )
  expect(single).not.toContain('name="robots"')
  expect(await (await get('/models?q=ana')).text()).toContain('content="noindex,follow"')
})

test('filters read in the visitor’s language, values stay English slugs', async () => {
  const blonde = expectedIds((talent) => colourSlug(talent.hair) === 'blonde')
  const pt = await (await get('/pt/modelos?hair=blonde')).text()
  expect(pt).toContain('<option value="blonde" selected="">Loiro</option>')
  expect(pt).toContain(`${blonde.size} modelos</p>`)
  expect(pt).toContain('aria-label="Buscar e filtrar os modelos"')
  const es = await (await get('/es/modelos?eyes=green')).text()
  expect(es).toContain('<option value="green" selected="">Verde</option>')
  expect(es).toContain('>Cabello</label>')
  // Women and men boards have no gender filter; the others do.
  expect(es).toContain('name="gender"')
  expect(await (await get('/es/mujeres')).text()).not.toContain('name="gender"')
})

test('the name search ignores accents and case', async () => {
  const accented = listed.find((talent) => foldText(talent.name) !== talent.name.toLowerCase())
  if (!accented) throw new Error('the demo catalog has no accented name')
  const first = accented.name.split(' ')[0] ?? accented.name
  const typed = foldText(first).toUpperCase()
  const html = await (await get(`/models?q=${encodeURIComponent(typed)}`)).text()
  const shown = profileIds(html)
  expect(shown.has(String(accented.id))).toBe(true)
  const expected = expectedIds((talent) => foldText(talent.name).includes(foldText(first)))
  expect(shown.size).toBe(Math.min(expected.size, 20))
})

test('the next batches stay within the filter, by scrolling and by `?page=`', async () => {
  const expected = expectedIds(between(175, 190))
  expect(expected.size).toBeGreaterThan(20)
  const html = await (await get('/models?height=175-190')).text()
  expect(html).toContain('href="/models?height=175-190&amp;page=2#talent-21"')

  const response = await get('/api/boards/all?lang=es&height=175-190&page=2')
  expect(response.status).toBe(200)
  const batch = await response.json()
  expect(batch.total).toBe(expected.size)
  expect(batch.cards).toHaveLength(Math.min(expected.size - 20, 20))
  for (const card of batch.cards) expect(expected.has(String(card.id))).toBe(true)

  const first = profileIds(html)
  const through = profileIds(await (await get('/models?height=175-190&page=2')).text())
  expect(through.size).toBe(Math.min(expected.size, 40))
  for (const card of batch.cards) expect(through.has(String(card.id))).toBe(true)
  for (const id of first) expect(through.has(id)).toBe(true)
})

test('a client navigation’s data holds the filtered board', async () => {
  const expected = expectedIds((talent) => colourSlug(talent.eyes) === 'blue')
  const others = listed.filter((talent) => !expected.has(String(talent.id)))
  const response = await get('/pt/modelos.data?eyes=blue')
  expect(response.status).toBe(200)
  const data = await response.text()
  const shown = [...expected].filter((id) => data.includes(`/pt/modelos/${id}/`))
  expect(shown).toHaveLength(Math.min(expected.size, 20))
  for (const talent of others) expect(data).not.toContain(`/pt/modelos/${talent.id}/`)
})

test('no match: a clear message and a one-click way back to the whole board', async () => {
  for (const [pathname, message, reset] of [
    ['/models?hair=purple', 'No model matches these filters', '/models'],
    ['/pt/mulheres?height=100-110', 'Nenhum modelo corresponde a estes filtros', '/pt/mulheres'],
    [
      '/es/modelos/mainboard?q=zzzz',
      'Ningún modelo coincide con estos filtros',
      '/es/modelos/mainboard',
    ],
  ] as const) {
    const response = await get(pathname)
    expect(response.status, pathname).toBe(200)
    const html = await response.text()
    expect(html, pathname).toContain(message)
    expect(html, pathname).toContain('<meta name="robots" content="noindex,follow"/>')
    expect(profileIds(html).size, pathname).toBe(0)
    expect(html, pathname).toMatch(
      new RegExp(`<a[^>]*href="${reset}"[^>]*>[^<]*(Clear|Limpar|Quitar)`),
    )
  }
})

test('the plain form’s address, and values that cannot be read, are written the one way', async () => {
  for (const [from, to] of [
    ['/models?q=&height=170&height=&hair=brown&eyes=', '/models?height=170-&hair=brown'],
    ['/pt/modelos?q=&height=&height=&hair=&eyes=&gender=', '/pt/modelos'],
    ['/women?gender=man&hair=Blonde', '/women?hair=blonde'],
    ['/models?hair=%3Cscript%3E&height=tall', '/models'],
    ['/models?page=2&hair=brown', '/models?hair=brown&page=2'],
  ] as const) {
    const response = await get(from)
    expect(response.status, from).toBe(302)
    expect(response.headers.get('location'), from).toBe(to)
  }
  // A campaign's parameters alone are not the filters' business.
  expect((await get('/models?utm_source=chat')).status).toBe(200)
})
