import { afterAll, beforeAll, expect, test } from 'vitest'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import type { Locale } from '../../app/i18n/locales'
import { pt } from '../../app/i18n/pt'
import { translateColour } from '../../app/lib/roster/colours'
import { talentSlug } from '../../app/lib/slug'
import { demoCatalog, listedTalents } from '../e2e/demo'
import { freePort, type RunningServer, startServer } from '../support/site-process'

// The compare page as the server renders it from the address, against the real site.
let site: RunningServer
let withoutBooking: RunningServer

const woman = listedTalents.find((talent) => talent.gender === 'woman' && talent.birthdate)
const man = listedTalents.find((talent) => talent.gender === 'man' && talent.birthdate)
const others = listedTalents.filter((talent) => talent !== woman && talent !== man)
const unlisted = demoCatalog.find((talent) => !listedTalents.includes(talent))
const dictionaries = { en, es, pt }
const paths: Record<Locale, string> = {
  en: '/favorites/compare',
  pt: '/pt/favoritos/comparar',
  es: '/es/favoritos/comparar',
}

beforeAll(async () => {
  const nowhere = `http://127.0.0.1:${await freePort()}`
  // A busy machine can take more than the default minute to start two sites.
  ;[site, withoutBooking] = await Promise.all([
    startServer({}, { timeoutMs: 150_000 }),
    startServer({ BOOKING_URL: nowhere, BOOKING_API_KEY: 'unused' }, { timeoutMs: 150_000 }),
  ])
}, 180_000)

afterAll(async () => {
  await Promise.all([site?.stop(), withoutBooking?.stop()])
})

async function get(pathname: string, server = site) {
  const response = await fetch(server.url + pathname, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()

/** The table's parts: caption, column headers, and each row's header with its cells. */
function tableOf(html: string) {
  const table = /<table\b[^>]*data-compare-table[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1]
  if (!table) return null
  return {
    caption: text(/<caption\b[^>]*>([\s\S]*?)<\/caption>/.exec(table)?.[1] ?? ''),
    columns: [...table.matchAll(/<th scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((match) => ({
      name: text(match[1] ?? ''),
      href: /href="([^"]+)"/.exec(match[1] ?? '')?.[1],
    })),
    rows: [...table.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)]
      .map((match) => match[1] ?? '')
      .filter((row) => row.includes('scope="row"'))
      .map((row) => ({
        header: text(/<th scope="row"[^>]*>([\s\S]*?)<\/th>/.exec(row)?.[1] ?? ''),
        cells: [...row.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1] ?? ''),
      })),
  }
}

test.each(['en', 'pt', 'es'] as const)(
  'the server renders a real table of the models in the address, in %s',
  async (locale) => {
    if (!woman || !man) throw new Error('the demo catalog has no woman or man')
    const t = dictionaries[locale]
    const { status, html } = await get(`${paths[locale]}?ids=${woman.id},${man.id}`)
    expect(status).toBe(200)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain(`<title>${t.pages.compare.title} | Passarela</title>`)
    const table = tableOf(html)
    expect(table).not.toBeNull()
    expect(table?.caption).toContain(woman.name)
    expect(table?.caption).toContain(man.name)
    // A column per model, in the address's order, its header linking to the profile.
    const prefix = { en: '/models', pt: '/pt/modelos', es: '/es/modelos' }[locale]
    expect(table?.columns).toEqual([
      { name: woman.name, href: `${prefix}/${woman.id}/${talentSlug(woman.name)}` },
      { name: man.name, href: `${prefix}/${man.id}/${talentSlug(man.name)}` },
    ])
    // A row per measure, named in the language; her bust and his chest each have their row.
    const headers = table?.rows.map((row) => row.header)
    const m = t.measures
    expect(headers).toEqual([
      m.age,
      m.height,
      m.bust,
      m.chest,
      m.waist,
      m.hips,
      m.shoes,
      m.hair,
      m.eyes,
    ])
    const row = (label: string) => table?.rows.find((candidate) => candidate.header === label)
    expect(row(m.height)?.cells.map(text)).toEqual([`${woman.height} cm`, `${man.height} cm`])
    expect(text(row(m.bust)?.cells[0] ?? '')).toBe(`${woman.bust} cm`)
    // What a model does not have is said, not left blank.
    expect(text(row(m.bust)?.cells[1] ?? '')).toBe(`—${t.compare.notGiven}`)
    const colour = (value: string | null) => translateColour(value, locale) ?? ''
    expect(
      row(m.hair)
        ?.cells.map(text)
        .map((value) => value.toLowerCase()),
    ).toEqual([colour(woman.hair).toLowerCase(), colour(man.hair).toLowerCase()])
    expect(
      row(m.eyes)
        ?.cells.map(text)
        .map((value) => value.toLowerCase()),
    ).toEqual([colour(woman.eyes).toLowerCase(), colour(man.eyes).toLowerCase()])
    expect(text(row(m.age)?.cells[0] ?? '')).toMatch(/^\d{2}$/)
  },
)

test('the form’s address (an id per box) shows the same table as a link’s', async () => {
  const [a, b, c] = others
  const fromForm = tableOf(
    (await get(`/favorites/compare?ids=${a?.id}&ids=${b?.id}&ids=${c?.id}`)).html,
  )
  const fromLink = tableOf((await get(`/favorites/compare?ids=${a?.id},${b?.id},${c?.id}`)).html)
  expect(fromForm?.columns).toHaveLength(3)
  expect(fromForm).toEqual(fromLink)
})

test('unknown, unlisted and malformed ids are left out quietly', async () => {
  const [a, b] = others
  const { status, html } = await get(
    `/favorites/compare?ids=999999,${a?.id},abc,${unlisted?.id},${b?.id},${a?.id}`,
  )
  // Four ids ("abc" is none, one comes twice), two of them listed talents.
  expect(status).toBe(200)
  expect(tableOf(html)?.columns.map((column) => column.name)).toEqual([a?.name, b?.name])
})

test.each(['en', 'pt', 'es'] as const)(
  'more than four is a 400 that says so in %s, with the way back to the selection',
  async (locale) => {
    const ids = others.slice(0, 5).map((talent) => talent.id)
    const { status, html } = await get(`${paths[locale]}?ids=${ids.join(',')}`)
    expect(status).toBe(400)
    expect(tableOf(html)).toBeNull()
    expect(text(html)).toContain(dictionaries[locale].compare.tooManyPage)
    const favorites = { en: '/favorites', pt: '/pt/favoritos', es: '/es/favoritos' }[locale]
    expect(html).toContain(`href="${favorites}?ids=${ids.join(',')}"`)
  },
)

test('fewer than two: asked for is a 400; left after unknown ids are dropped, a clear 200', async () => {
  const [a] = others
  const one = await get(`/pt/favoritos/comparar?ids=${a?.id}`)
  expect(one.status).toBe(400)
  expect(text(one.html)).toContain(pt.compare.tooFew)
  const gone = await get(`/es/favoritos/comparar?ids=${a?.id},999999`)
  expect(gone.status).toBe(200)
  expect(tableOf(gone.html)).toBeNull()
  expect(text(gone.html)).toContain(es.compare.tooFew)
  // The page without a selection explains how to make one.
  const bare = await get('/favorites/compare')
  expect(bare.status).toBe(200)
  expect(text(bare.html)).toContain(en.compare.empty)
})

test('without the roster the page says so, and is not kept for others', async () => {
  const [a, b] = others
  const { status, html } = await get(`/favorites/compare?ids=${a?.id},${b?.id}`, withoutBooking)
  expect(status).toBe(503)
  expect(text(html)).toContain(en.compare.unavailable)
})

test('a shared selection links to the comparison of its models, and hands them over by WhatsApp', async () => {
  const [a, b, c] = others
  const ids = [a?.id, b?.id, c?.id].join(',')
  const { status, html } = await get(`/pt/favoritos?ids=${ids}`)
  expect(status).toBe(200)
  expect(html).toContain(`href="/pt/favoritos/comparar?ids=${ids}"`)
  const href = /href="(https:\/\/wa\.me\/\d+\?text=[^"]+)"/
    .exec(html)?.[1]
    ?.replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
  expect(href).toBeDefined()
  const message = new URL(href ?? '').searchParams.get('text')
  expect(message).toBe(
    [
      'Olá, Passarela! Gostaria de saber mais sobre estes modelos:',
      `• ${a?.name}`,
      `• ${b?.name}`,
      `• ${c?.name}`,
      '',
      `A seleção: https://passarela.test/pt/favoritos?ids=${ids}`,
    ].join('\n'),
  )
  // More than four: a choice among them instead, a plain GET form to the compare page.
  const many = others.slice(0, 6).map((talent) => talent.id)
  const larger = (await get(`/favorites?ids=${many.join(',')}`)).html
  expect(larger).not.toContain('data-compare-link')
  expect(larger).toMatch(/<form[^>]*action="\/favorites\/compare"[^>]*method="get"/)
  const boxes = [...larger.matchAll(/<input type="checkbox"[^>]*name="ids" value="(\d+)"/g)]
  expect(boxes.map((box) => Number(box[1]))).toEqual(many)
})
