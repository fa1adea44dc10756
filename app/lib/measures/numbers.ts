import type { Locale } from '~/i18n/locales'

// Numbers as the three languages write them, without Intl: a page's first Intl.NumberFormat
// loads the locale data, a 160 ms task on a throttled phone (decision 021's amendment). The unit
// tests hold these to Intl's own output.

const decimalSeparator: Record<Locale, string> = { en: '.', es: ',', pt: ',' }
const groupSeparator: Record<Locale, string> = { en: ',', es: '.', pt: '.' }
/** Spanish groups from five digits on (CLDR's minimum grouping digits of 2): 1000, 10.000. */
const groupingFrom: Record<Locale, number> = { en: 4, es: 5, pt: 4 }

/** A measure, ungrouped, to at most `fractionDigits` decimals: `9.5` in en, `9,5` in es and pt. */
export function formatDecimal(value: number, locale: Locale, fractionDigits = 1): string {
  const scale = 10 ** fractionDigits
  // Half away from zero, as Intl rounds; the epsilon keeps 1.005-style binary ties honest.
  const rounded = Math.sign(value) * Math.round(Math.abs(value) * scale * (1 + Number.EPSILON))
  const text = String(rounded / scale)
  return text === '-0' ? '0' : text.replace('.', decimalSeparator[locale])
}

/** A whole count, grouped by thousands: `1,000` in en, `1.000` in pt, `1000` and `10.000` in es. */
export function formatCount(count: number, locale: Locale): string {
  const digits = String(Math.round(Math.abs(count)))
  const sign = count < 0 && digits !== '0' ? '-' : ''
  if (digits.length < groupingFrom[locale]) return sign + digits
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, groupSeparator[locale])
}
