import type { Translate } from '~/i18n/translator'
import { intlLocales, type Locale } from '~/i18n/locales'
import type { Talent } from '../services/booking.server'
import { translateColour } from './colours'

export type MeasureKey = 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'shoes' | 'hair' | 'eyes'

export type Measure = { key: MeasureKey; value: string; unit: 'cm' | null }

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
  return new Intl.NumberFormat(intlLocales[locale], { useGrouping: false }).format(value)
}

function formatted(value: string, locale: Locale): string {
  const number = parseNumber(value)
  return number === null ? value : formatNumber(number, locale)
}

// No one is 3 m tall: a smaller height was written in metres ("1,78") and is shown in cm.
function centimetres(number: number): number {
  return number < 3 ? Math.round(number * 1000) / 10 : number
}

function formattedHeight(value: string, locale: Locale): string {
  const number = parseNumber(value)
  return number === null ? value : formatNumber(centimetres(number), locale)
}

/** A talent's height as a number of centimetres, or null when the record gives no plain number. */
export function heightInCentimetres(height: string | number | null | undefined): number | null {
  const value = measureValue(height)
  const number = value === null ? null : parseNumber(value)
  return number === null || number <= 0 ? null : centimetres(number)
}

type Show = (value: string, locale: Locale) => string | null

// A measure with no value is left out: a list of zero or one measure, to spread in order.
function measure(
  key: MeasureKey,
  value: string | null,
  unit: Measure['unit'],
  show: Show,
  locale: Locale,
): Measure[] {
  const shown = value === null ? null : show(value, locale)
  if (!shown) return []
  // A value written with its own words ("1,78 m", "58-60") is shown as given, without "cm".
  return [{ key, value: shown, unit: unit && parseNumber(value ?? '') !== null ? unit : null }]
}

/**
 * The measures a talent's page shows, in the order agencies list them. Men show a chest and women a
 * bust; either falls back on the other, since the panel does not always fill the right one.
 */
export function measuresOf(talent: MeasuredTalent, locale: Locale): Measure[] {
  const bust = measureValue(talent.bust)
  const chest = measureValue(talent.chest)
  return [
    ...measure('height', measureValue(talent.height), 'cm', formattedHeight, locale),
    ...(talent.gender === 'man'
      ? measure('chest', chest ?? bust, 'cm', formatted, locale)
      : measure('bust', bust ?? chest, 'cm', formatted, locale)),
    ...measure('waist', measureValue(talent.waist), 'cm', formatted, locale),
    ...measure('hips', measureValue(talent.hips), 'cm', formatted, locale),
    ...measure('shoes', measureValue(talent.shoes), null, formatted, locale),
    ...measure('hair', measureValue(talent.hair), null, translateColour, locale),
    ...measure('eyes', measureValue(talent.eyes), null, translateColour, locale),
  ]
}

export type LabelledMeasure = { key: MeasureKey | 'age'; label: string; value: string }

/**
 * Measures as the profile, its description and the comp card show them: translated labels,
 * centimetres written the locale's way, and the age first when it is known.
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
      value: unit ? t('measures.centimetres', { value }) : value,
    })),
  ]
}
