import { privacyPolicy } from '~/config/privacy-policy'
import type { Locale } from '~/i18n/locales'
import { formatCalendarDate } from '~/lib/calendar-date'
import { about as aboutEn } from './about/en.server'
import { about as aboutEs } from './about/es.server'
import { about as aboutPt } from './about/pt.server'
import {
  type AboutPage,
  aboutSectionIds,
  type ContentData,
  contentData,
  type PrivacyPage,
  privacySectionIds,
} from './blocks'
import { privacy as privacyEn } from './privacy/en.server'
import { privacy as privacyEs } from './privacy/es.server'
import { privacy as privacyPt } from './privacy/pt.server'

// Server-only, so that a page ships its own locale's text as loader data and no more.
export const aboutPages: Record<Locale, AboutPage> = { en: aboutEn, es: aboutEs, pt: aboutPt }
export const privacyPages: Record<Locale, PrivacyPage> = {
  en: privacyEn,
  es: privacyEs,
  pt: privacyPt,
}

type LoadedContent = { description: string; content: ContentData }

export function aboutContent(locale: Locale): LoadedContent {
  const page = aboutPages[locale]
  return { description: page.description, content: contentData(page, aboutSectionIds) }
}

export type PolicyVersion = { version: string; effectiveDate: string; formattedDate: string }

export function privacyContent(locale: Locale): LoadedContent & { policy: PolicyVersion } {
  const page = privacyPages[locale]
  return {
    description: page.description,
    content: contentData(page, privacySectionIds),
    policy: {
      version: privacyPolicy.version,
      effectiveDate: privacyPolicy.effectiveDate,
      // Formatted here, once: the server's and the browser's Intl need not agree to the letter.
      formattedDate: formatCalendarDate(privacyPolicy.effectiveDate, locale),
    },
  }
}
