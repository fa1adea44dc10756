import { en, type Resources } from './en'
import { es } from './es'
import type { Locale } from './locales'
import { pt } from './pt'
import { createTranslator, type Translate } from './translator'

const resources: Record<Locale, Resources> = { en, es, pt }

export function resourcesFor(locale: Locale): Resources {
  return resources[locale]
}

const translators = new Map<Locale, Translate>()

/** A translate function for loaders and meta: strings for `<title>` are made on the server. */
export function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale)
  if (!t) {
    t = createTranslator(resources[locale]).t
    translators.set(locale, t)
  }
  return t
}
