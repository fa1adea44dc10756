import type { Locale } from './locales'
import { localizedPath, type PageKey, type PageParams } from './pages'
import { useTranslation } from './translation'

export function useLocale(): Locale {
  return useTranslation().locale
}

/** Paths to pages in the visitor's language: `pathTo('contact')` is `/pt/contato` in Portuguese. */
export function usePathTo() {
  const locale = useLocale()
  return (page: PageKey, params?: PageParams) => localizedPath(page, locale, params)
}
