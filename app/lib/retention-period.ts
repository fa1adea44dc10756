import { intlLocales, type Locale } from '~/i18n/locales'
import { numberFormat } from '../../contracts/intl'

/**
 * A retention period in months as the privacy policy writes it: "12 months", "2 years",
 * "18 meses". A year or less reads best in months ("within 12 months"); a whole number of
 * years beyond that in years.
 */
export function formatRetentionPeriod(months: number, locale: Locale): string {
  const inYears = months > 12 && months % 12 === 0
  return numberFormat(intlLocales[locale], {
    style: 'unit',
    unit: inYears ? 'year' : 'month',
    unitDisplay: 'long',
  }).format(inYears ? months / 12 : months)
}
