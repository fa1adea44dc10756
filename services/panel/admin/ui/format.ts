import { agencyTimeZone } from '../../../../contracts/agency-time'
import { dateTimeFormat, numberFormat } from '../../../../contracts/intl'
import { type AdminLanguage, adminLocales } from '../messages/common'

export function formatDateTime(lang: AdminLanguage, date: Date): string {
  return dateTimeFormat(adminLocales[lang], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: agencyTimeZone,
  }).format(date)
}

export function formatDate(lang: AdminLanguage, date: Date): string {
  return dateTimeFormat(adminLocales[lang], {
    dateStyle: 'medium',
    timeZone: agencyTimeZone,
  }).format(date)
}

export function formatNumber(lang: AdminLanguage, value: number): string {
  return numberFormat(adminLocales[lang]).format(value)
}

/** File sizes as people read them: 2,4 MB in Portuguese, 2.4 MB in English. */
export function formatBytes(lang: AdminLanguage, bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  return `${numberFormat(adminLocales[lang], { maximumFractionDigits: digits }).format(value)} ${units[unit]}`
}
