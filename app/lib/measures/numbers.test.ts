import { describe, expect, it } from 'vitest'
import { intlLocales, locales } from '~/i18n/locales'
import { formatCount, formatDecimal } from './numbers'

describe.each(locales)('numbers in %s, held to Intl', (locale) => {
  const intl = intlLocales[locale]

  it('counts as Intl groups them', () => {
    const grouped = new Intl.NumberFormat(intl)
    for (const count of [
      0, 7, 42, 999, 1000, 1234, 9999, 10_000, 54_321, 999_999, 1_000_000, -1500,
    ]) {
      expect(formatCount(count, locale)).toBe(grouped.format(count))
    }
  })

  it('measures as Intl writes them to one decimal, ungrouped', () => {
    const decimal = new Intl.NumberFormat(intl, { maximumFractionDigits: 1, useGrouping: false })
    for (const value of [0, 5, 9.5, 9.25, 9.75, 9.96, 61.5, 175, 1234.5, 0.05, 88.04, -3.5]) {
      expect(formatDecimal(value, locale)).toBe(decimal.format(value))
    }
  })

  it('measures to three decimals as Intl does', () => {
    const decimal = new Intl.NumberFormat(intl, { maximumFractionDigits: 3, useGrouping: false })
    for (const value of [1.78, 1.7, 1.755, 0.1234, 2]) {
      expect(formatDecimal(value, locale, 3)).toBe(decimal.format(value))
    }
  })
})
