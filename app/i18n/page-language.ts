import { useMatches } from 'react-router'
import type { Resources } from './en'
import { isLocale, type Locale } from './locales'

/**
 * A page whose language is not its address's says so in its loader's data (a package's page
 * speaks the package's, decision 028); the root then takes `<html lang>` and the strings from it.
 */
export type PageLanguage = { locale: Locale; resources: Resources }

function isPageLanguage(value: unknown): value is PageLanguage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'locale' in value &&
    isLocale(value.locale) &&
    'resources' in value &&
    typeof value.resources === 'object'
  )
}

function pageLanguageIn(data: unknown): PageLanguage | null {
  if (typeof data !== 'object' || data === null || !('pageLanguage' in data)) return null
  return isPageLanguage(data.pageLanguage) ? data.pageLanguage : null
}

/** The language the deepest page with one of its own asks for; null when none does. */
export function usePageLanguage(): PageLanguage | null {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const found = pageLanguageIn(matches[index]?.loaderData)
    if (found) return found
  }
  return null
}
