import type { Translate } from '~/i18n/translator'
import type { Locale } from '~/i18n/locales'
import type { Talent } from '../../clients/booking.server'
import { translateColour } from '../roster/colours'
import type { BodyMeasure } from '../../../contracts/talent'
import { formatDecimal } from './numbers'
import {
  defaultUnits,
  formatFeetAndInches,
  formatInches,
  formatShoeSize,
  type ShoeScale,
  shoeSize,
  type Units,
} from './units'

export type MeasureKey = 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'shoes' | 'hair' | 'eyes'

export type Measure = { key: MeasureKey; value: string; unit: MeasureUnit | null }

/** What the measures row reads of a talent: the booking record's own fields. */
export type MeasuredTalent = Pick<Talent, 'gender' | MeasureKey>

/** A measure as shown: the panel writes ranges like "38/39" and the site shows the first. */
export function measureValue(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  const [first = ''] = String(value).split('/')
  return first.trim() || null
}

const plainNumber = /^\d+(?:[.,]\d+)?$/

function parseNumber(value: string): number | null {
  return plainNumber.test(value) ? Number(value.replace(',', '.')) : null
}

function formatNumber(value: number, locale: Locale): string {
  return formatDecimal(value, locale, 3)
}

// No one is 3 m tall: a smaller height was written in metres ("1,78") and is shown in cm.
function centimetres(number: number): number {
  return number < 3 ? Math.round(number * 1000) / 10 : number
}

/** A talent's height as a number of centimetres, or null when the record gives no plain number. */
export function heightInCentimetres(height: string | number | null | undefined): number | null {
  const value = measureValue(height)
  const number = value === null ? null : parseNumber(value)
  return number === null || number <= 0 ? null : centimetres(number)
}

/**
 * How a measure's value reads: `cm` after a number of centimetres (`178 cm`); `ft` and `in` are
 * written into the value already (`5′ 10″`, `34″`); a shoe scale before the size (`US 8.5`,
 * and `EU 47` for a size the visitor's scale does not reach); null for a value shown as it is (an
 * EU shoe size on the default scale, a colour, a value written with its own words).
 */
export type MeasureUnit = 'cm' | 'ft' | 'in' | ShoeScale

// A length, in the visitor's unit. A value written with its own words ("1,78 m", "58-60") is
// shown as given, without a unit of ours, in any unit: it cannot be converted.
function lengthMeasure(
  key: BodyMeasure,
  value: string | null,
  locale: Locale,
  units: Units,
): Measure[] {
  if (value === null) return []
  const number = parseNumber(value)
  if (number === null) return [{ key, value, unit: null }]
  const cm = key === 'height' ? centimetres(number) : number
  if (units.length === 'cm') return [{ key, value: formatNumber(cm, locale), unit: 'cm' }]
  return key === 'height'
    ? [{ key, value: formatFeetAndInches(cm, locale), unit: 'ft' }]
    : [{ key, value: formatInches(cm, locale), unit: 'in' }]
}

// A shoe size: the records hold EU sizes; the default scale shows them bare, as before.
function shoeMeasure(
  value: string | null,
  gender: MeasuredTalent['gender'],
  locale: Locale,
  units: Units,
): Measure[] {
  if (value === null) return []
  const number = parseNumber(value)
  if (number === null) return [{ key: 'shoes', value, unit: null }]
  if (units.shoes === 'eu')
    return [{ key: 'shoes', value: formatNumber(number, locale), unit: null }]
  const { scale, size } = shoeSize(number, units.shoes, gender)
  return [{ key: 'shoes', value: formatShoeSize(size, locale), unit: scale }]
}

function colourMeasure(key: 'hair' | 'eyes', value: string | null, locale: Locale): Measure[] {
  const shown = translateColour(value, locale)
  return shown ? [{ key, value: shown, unit: null }] : []
}

/**
 * The measures a talent's page shows, in the order agencies list them, in the visitor's units
 * (the last parameter; centimetres and EU sizes when not given). Men show a chest and women a
 * bust; either falls back on the other, since the panel does not always fill the right one.
 */
export function measuresOf(
  talent: MeasuredTalent,
  locale: Locale,
  units: Units = defaultUnits,
): Measure[] {
  const bust = measureValue(talent.bust)
  const chest = measureValue(talent.chest)
  return [
    ...lengthMeasure('height', measureValue(talent.height), locale, units),
    ...(talent.gender === 'man'
      ? lengthMeasure('chest', chest ?? bust, locale, units)
      : lengthMeasure('bust', bust ?? chest, locale, units)),
    ...lengthMeasure('waist', measureValue(talent.waist), locale, units),
    ...lengthMeasure('hips', measureValue(talent.hips), locale, units),
    ...shoeMeasure(measureValue(talent.shoes), talent.gender, locale, units),
    ...colourMeasure('hair', measureValue(talent.hair), locale),
    ...colourMeasure('eyes', measureValue(talent.eyes), locale),
  ]
}

export type LabelledMeasure = { key: MeasureKey | 'age'; label: string; value: string }

/**
 * Measures as the profile, its description and the comp card show them: translated labels,
 * units written the locale's way (`178 cm`, `5′ 10″`, `US 8,5`), and the age first when known.
 */
export function labelledMeasures(
  measures: readonly Measure[],
  t: Translate,
  age: number | null = null,
): LabelledMeasure[] {
  return [
    ...(age === null
      ? []
      : [{ key: 'age' as const, label: t('measures.age'), value: String(age) }]),
    ...measures.map(({ key, value, unit }) => ({
      key,
      label: t(`measures.${key}`),
      value: shownValue(value, unit, t),
    })),
  ]
}

function shownValue(value: string, unit: Measure['unit'], t: Translate): string {
  if (unit === 'cm') return t('measures.centimetres', { value })
  if (unit === 'eu' || unit === 'us' || unit === 'uk') {
    return t('measures.shoeSize', { scale: t(`units.${unit}`), value })
  }
  return value
}
