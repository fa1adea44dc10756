import { useTranslation } from 'react-i18next'
import { isLocale, type Locale } from './locales'
import { localizedPath, type PageKey, type PageParams } from './pages'

export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return isLocale(i18n.language) ? i18n.language : 'en'
}

/** Paths to pages in the visitor's language: `pathTo('contact')` is `/pt/contato` in Portuguese. */
export function usePathTo() {
  const locale = useLocale()
  return (page: PageKey, params?: PageParams) => localizedPath(page, locale, params)
}
