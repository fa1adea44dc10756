import type { Locale } from '../../i18n/locales'
import { formatDecimal } from './numbers'

/**
 * The units a visitor reads measures in (decision 019). The booking service records centimetres
 * and EU sizes; everything else is converted for display only.
 */
export type Units = { length: 'cm' | 'ft'; shoes: 'eu' | 'us' | 'uk' }

export type LengthUnit = Units['length']
export type ShoeScale = Units['shoes']

export const lengthUnits: readonly LengthUnit[] = ['cm', 'ft']
export const shoeScales: readonly ShoeScale[] = ['eu', 'us', 'uk']

/** The default in every language: the agency's clients read centimetres and EU sizes. */
export const defaultUnits: Units = { length: 'cm', shoes: 'eu' }

export function isLengthUnit(value: unknown): value is LengthUnit {
  return typeof value === 'string' && (lengthUnits as readonly string[]).includes(value)
}

export function isShoeScale(value: unknown): value is ShoeScale {
  return typeof value === 'string' && (shoeScales as readonly string[]).includes(value)
}

// ——— The preference, as the cookie keeps it ———

/** Where the toggle posts without JavaScript: it sets the cookie and answers 303 back. */
export const unitsPath = '/units'

/** The cookie's name: `units=ft.us`. */
export const unitsCookieName = 'units'

/** A year: the choice of a client who comes back each season. */
export const unitsCookieMaxAge = 60 * 60 * 24 * 365

/** `{length: 'ft', shoes: 'us'}` → `ft.us`: the cookie's value, and the page cache's key part. */
export function serializeUnits(units: Units): string {
  return `${units.length}.${units.shoes}`
}

/**
 * `ft.us` → `{length: 'ft', shoes: 'us'}`. Anything else (missing, garbage, half a value) is
 * the default: an unreadable cookie must read as no choice, never as a page of its own.
 */
export function parseUnits(value: string | null | undefined): Units {
  const [length, shoes, ...rest] = (value ?? '').trim().split('.')
  if (rest.length > 0 || !isLengthUnit(length) || !isShoeScale(shoes)) return defaultUnits
  return { length, shoes }
}

/** The units a request's `Cookie` header chose; the default without a readable one. */
export function unitsFromCookieHeader(header: string | null | undefined): Units {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator < 0 || pair.slice(0, separator).trim() !== unitsCookieName) continue
    // The first one wins: a browser sends the cookie of the most specific path first.
    return parseUnits(pair.slice(separator + 1))
  }
  return defaultUnits
}

/**
 * The units after a choice of the toggle: `{length: 'ft'}` keeps the shoe scale, `{shoes: 'uk'}`
 * the length unit. Null when the choice names no unit the site offers, or nothing at all.
 */
export function withChoice(
  current: Units,
  choice: { length?: unknown; shoes?: unknown },
): Units | null {
  const { length = current.length, shoes = current.shoes } = choice
  if (choice.length === undefined && choice.shoes === undefined) return null
  if (!isLengthUnit(length) || !isShoeScale(shoes)) return null
  return { length, shoes }
}

export function sameUnits(a: Units, b: Units): boolean {
  return a.length === b.length && a.shoes === b.shoes
}

/**
 * The `Set-Cookie` value (or `document.cookie` assignment) that remembers `units` for a year.
 * Not HttpOnly: the page's script writes it too, and it holds nothing secret.
 */
export function unitsCookie(units: Units, { secure }: { secure: boolean }): string {
  return [
    `${unitsCookieName}=${serializeUnits(units)}`,
    'Path=/',
    `Max-Age=${unitsCookieMaxAge}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

// ——— Lengths ———

const centimetresPerInch = 2.54

/** To the nearest half: what agencies print (5′ 9.5″, 34.5″). */
function toHalf(value: number): number {
  return Math.round(value * 2) / 2
}

/**
 * Centimetres in inches, to the nearest half inch as agencies print bust, waist and hips: a
 * whole inch is 2.5 cm, too coarse for a waist a client fits clothes to.
 */
export function inchesFromCentimetres(centimetres: number): number {
  return toHalf(centimetres / centimetresPerInch)
}

/**
 * A height in feet and inches, to the nearest half inch as US and UK agencies print it:
 * 177 cm → 5′ 9.5″. Rounded before it is split, so 182.6 cm is 6′ 0″, never 5′ 12″.
 */
export function feetAndInchesFromCentimetres(centimetres: number): {
  feet: number
  inches: number
} {
  const total = inchesFromCentimetres(centimetres)
  const feet = Math.floor(total / 12)
  return { feet, inches: total - feet * 12 }
}

/** `5′ 9,5″` in pt and es, `5′ 9.5″` in en; the space is a non-breaking one. */
export function formatFeetAndInches(centimetres: number, locale: Locale): string {
  const { feet, inches } = feetAndInchesFromCentimetres(centimetres)
  return `${formatDecimal(feet, locale)}′\u00a0${formatDecimal(inches, locale)}″`
}

/** `34,5″` in pt and es, `34.5″` in en. */
export function formatInches(centimetres: number, locale: Locale): string {
  return `${formatDecimal(inchesFromCentimetres(centimetres), locale)}″`
}

// ——— Shoe sizes ———

type ShoeRow = readonly [eu: number, us: number, uk: number]

/*
 * EU → US and UK, per half EU size, from the scales' definitions rather than any brand's chart
 * (decision 019): UK = EU × 2 / 2.54 − 25; US men's one above UK, US women's one and a half
 * above men's; each rounded to the half size. Tested row by row in `units.test.ts`.
 */
// prettier-ignore
const womensSizes: readonly ShoeRow[] = [
  [33, 3.5, 1], [33.5, 4, 1.5], [34, 4.5, 2], [34.5, 4.5, 2], [35, 5, 2.5], [35.5, 5.5, 3],
  [36, 6, 3.5], [36.5, 6, 3.5], [37, 6.5, 4], [37.5, 7, 4.5], [38, 7.5, 5], [38.5, 8, 5.5],
  [39, 8, 5.5], [39.5, 8.5, 6], [40, 9, 6.5], [40.5, 9.5, 7], [41, 10, 7.5], [41.5, 10, 7.5],
  [42, 10.5, 8], [42.5, 11, 8.5], [43, 11.5, 9], [43.5, 12, 9.5], [44, 12, 9.5],
  [44.5, 12.5, 10], [45, 13, 10.5],
]

// prettier-ignore
const mensSizes: readonly ShoeRow[] = [
  [37, 5, 4], [37.5, 5.5, 4.5], [38, 6, 5], [38.5, 6.5, 5.5], [39, 6.5, 5.5], [39.5, 7, 6],
  [40, 7.5, 6.5], [40.5, 8, 7], [41, 8.5, 7.5], [41.5, 8.5, 7.5], [42, 9, 8], [42.5, 9.5, 8.5],
  [43, 10, 9], [43.5, 10.5, 9.5], [44, 10.5, 9.5], [44.5, 11, 10], [45, 11.5, 10.5],
  [45.5, 12, 11], [46, 12, 11], [46.5, 12.5, 11.5], [47, 13, 12], [47.5, 13.5, 12.5],
  [48, 14, 13], [48.5, 14, 13], [49, 14.5, 13.5], [49.5, 15, 14], [50, 15.5, 14.5],
]

export type ShoeSize = { scale: ShoeScale; size: number }

/**
 * An EU size on the scale the visitor reads (a size between half sizes is read as the nearest).
 * Off the table, a US size of unknown gender (the two US scales are a size and a half apart) or
 * no plausible number: it stays an EU size, never a wrong conversion.
 */
export function shoeSize(
  eu: number,
  scale: ShoeScale,
  gender: 'man' | 'woman' | null | undefined,
): ShoeSize {
  if (scale === 'eu' || !Number.isFinite(eu)) return { scale: 'eu', size: eu }
  // UK sizes are one scale for both: an unknown gender still converts to UK, on either table.
  const tables =
    gender === 'man'
      ? [mensSizes]
      : gender === 'woman'
        ? [womensSizes]
        : scale === 'uk'
          ? [womensSizes, mensSizes]
          : []
  const row = tables.flat().find(([size]) => size === toHalf(eu))
  if (!row) return { scale: 'eu', size: eu }
  return { scale, size: scale === 'us' ? row[1] : row[2] }
}

/** A shoe size written the locale's way: `8,5` in pt and es. */
export function formatShoeSize(size: number, locale: Locale): string {
  return formatDecimal(size, locale)
}
