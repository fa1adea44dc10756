import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Resources } from './en'
import type { Locale } from './locales'

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Resources }
    returnNull: false
  }
}

/**
 * An i18next instance holding one locale. It is built from the root loader's data on the
 * server and in the browser alike, so only the active locale's strings are ever shipped
 * and the two renders agree.
 */
export function createI18n(locale: Locale, resources: Resources): i18n {
  const instance = createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: resources } },
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}
