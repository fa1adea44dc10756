export const locales = ['en', 'es', 'pt'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

/** The value of `<html lang>` and `hreflang` for each locale: the agency writes Brazilian Portuguese. */
export const languageTags: Record<Locale, string> = { en: 'en', es: 'es', pt: 'pt-BR' }

/** Intl formatting locale, for dates and numbers. */
export const intlLocales: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-BR' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The locale a path is in: its first segment when that is `es` or `pt`, English otherwise. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale
}

/** `/en/contact` → `/contact`, `/en` → `/`: the default language has no prefix. */
export function unprefixedDefaultLocalePath(pathname: string): string {
  return pathname.replace(new RegExp(`^/${defaultLocale}(?=/|$)`), '') || '/'
}
