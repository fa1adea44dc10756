/** The back office's languages: Brazilian Portuguese (its default) and English. */

export const adminLanguages = ['pt', 'en'] as const
export type AdminLanguage = (typeof adminLanguages)[number]

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return adminLanguages.some((language) => language === value)
}

/** The `lang` attribute and the locale dates, numbers and plurals are written in. */
export const adminLocales: Record<AdminLanguage, string> = { pt: 'pt-BR', en: 'en-GB' }
