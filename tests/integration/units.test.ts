import { afterAll, beforeAll, expect, test } from 'vitest'
import { es } from '../../app/i18n/es'
import { pt } from '../../app/i18n/pt'
import type { Locale } from '../../app/i18n/locales'
import {
  formatFeetAndInches,
  formatInches,
  formatShoeSize,
  inchesFromCentimetres,
  shoeSize,
} from '../../app/lib/measures/units'
import { type RunningServer, startServer } from '../support/site-process'
import { findTalent, profilePathOf } from '../e2e/demo'

// The units a visitor reads measures in (decision 019): the profile rendered by the server in
// the cookie's units, the toggle's post without JavaScript, and what stays metric for everyone.

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server?.stop()
})

const plainNumber = (value: string | null) => /^\d+$/.test(value ?? '')

/** A woman whose height falls on a half inch, with plain measures and a shoe size on the table. */
const woman = findTalent(
  (talent) =>
    talent.gender === 'woman' &&
    plainNumber(talent.height) &&
    !Number.isInteger(inchesFromCentimetres(Number(talent.height))) &&
    plainNumber(talent.waist) &&
    plainNumber(talent.shoes),
)
const height = Number(woman.height)
const waist = Number(woman.waist)
const shoes = Number(woman.shoes)

const prefixes: Record<Locale, string> = { en: '/models', pt: '/pt/modelos', es: '/es/modelos' }

function get(pathname: string, cookie?: string) {
  return fetch(server.url + pathname, {
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie } : {},
  })
}

/** The measures row as the server wrote it: each measure's key and shown value, first row only. */
function shownMeasures(html: string): Record<string, string> {
  const shown: Record<string, string> = {}
  for (const [, key = '', value = ''] of html.matchAll(
    /data-measure="(\w+)"[^>]*>.*?<dd[^>]*>([^<]*)<\/dd>/g,
  )) {
    shown[key] ??= value
  }
  return shown
}

test('a profile is rendered in centimetres and EU sizes without a choice, in every language', async () => {
  for (const locale of ['en', 'pt', 'es'] as const) {
    const html = await (await get(profilePathOf(woman, prefixes[locale]))).text()
    const shown = shownMeasures(html)
    expect(shown.height, locale).toBe(`${height} cm`)
    expect(shown.waist, locale).toBe(`${waist} cm`)
    expect(shown.shoes, locale).toBe(String(shoes))
  }
})

test('a visitor whose cookie says feet and US sizes gets them from the server, in every language', async () => {
  const us = shoeSize(shoes, 'us', 'woman')
  expect(us.scale).toBe('us')
  const scaleNames: Record<Locale, string> = { en: 'US', pt: pt.units.us, es: es.units.us }
  for (const locale of ['en', 'pt', 'es'] as const) {
    const html = await (await get(profilePathOf(woman, prefixes[locale]), 'units=ft.us')).text()
    const shown = shownMeasures(html)
    expect(shown.height, locale).toBe(formatFeetAndInches(height, locale))
    expect(shown.waist, locale).toBe(formatInches(waist, locale))
    expect(shown.shoes, locale).toBe(`${scaleNames[locale]} ${formatShoeSize(us.size, locale)}`)
  }
  // A half inch, written the locale's way.
  expect(formatFeetAndInches(height, 'pt')).toContain(',5″')
  expect(formatFeetAndInches(height, 'en')).toContain('.5″')
})

test('UK sizes with centimetres: each dimension on its own', async () => {
  const html = await (await get(profilePathOf(woman, prefixes.es), 'units=cm.uk')).text()
  const shown = shownMeasures(html)
  expect(shown.height).toBe(`${height} cm`)
  expect(shown.shoes).toBe(`UK ${formatShoeSize(shoeSize(shoes, 'uk', 'woman').size, 'es')}`)
})

test('the description and the structured data stay metric for a visitor in feet', async () => {
  const html = await (await get(profilePathOf(woman), 'units=ft.us')).text()
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
  expect(description).toContain(`${height} cm`)
  expect(description).not.toMatch(/[′″]/)
  const person = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map(([, json = '']) => json)
    .find((json) => json.includes('"Person"'))
  expect(person).toContain(`"value":${height},"unitCode":"CMT"`)
})

test('the data of a client navigation carries the cookie’s units', async () => {
  const path = `${profilePathOf(woman)}.data`
  const imperial = await (await get(path, 'units=ft.us')).text()
  const metric = await (await get(path)).text()
  expect(imperial).toContain(formatFeetAndInches(height, 'en'))
  expect(metric).not.toContain(formatFeetAndInches(height, 'en'))
  expect(metric).toContain(`"${height}"`)
})
