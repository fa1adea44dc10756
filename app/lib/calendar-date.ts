import { intlLocales, type Locale } from '~/i18n/locales'
import { dateTimeFormat } from '../../contracts/intl'

/**
 * A calendar day (`2026-11-22`) written out for a locale: "22 November 2026",
 * "22 de noviembre de 2026", "22 de novembro de 2026". Read in UTC, so that the day never
 * shifts with the time zone of the machine that formats it.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return dateTimeFormat(intlLocales[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
