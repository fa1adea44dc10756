import type { TFunction } from 'i18next'
import { en, type Resources } from './en'
import { es } from './es'
import { createI18n } from './i18n'
import type { Locale } from './locales'
import { pt } from './pt'

const resources: Record<Locale, Resources> = { en, es, pt }

export function resourcesFor(locale: Locale): Resources {
  return resources[locale]
}

const translators = new Map<Locale, TFunction>()

/** A translate function for loaders and meta: strings for `<title>` are made on the server. */
export function translatorFor(locale: Locale): TFunction {
  let t = translators.get(locale)
  if (!t) {
    t = createI18n(locale, resources[locale]).t
    translators.set(locale, t)
  }
  return t
}
