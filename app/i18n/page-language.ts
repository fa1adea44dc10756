import { useMatches } from 'react-router'
import type { Resources } from './en'
import { isLocale, type Locale } from './locales'

/**
 * A page whose language is not its address's says so in its loader's data: a package's page
 * (`/packages/{token}`) speaks the package's language, chosen by the booker, and its link that
 * no longer works the visitor's. The root's layout then sets `<html lang>` and the strings
 * from it rather than from the path.
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
