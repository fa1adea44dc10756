import type { MetaDescriptor } from 'react-router'
import type { JsonLd } from './structured-data'
import { localizedPath, type PageKey, type PageParams } from '~/i18n/pages'
import { defaultLocale, languageTags, type Locale, locales } from '~/i18n/locales'

export type Seo = {
  title: string
  description: string
  canonical: string
  alternates: { hrefLang: string; href: string }[]
  /** An absolute URL for link previews (Open Graph), when the page has a picture of its own. */
  image?: string
  /** Schema.org descriptions (`app/lib/page/structured-data.ts`), one JSON-LD script each. */
  structuredData?: JsonLd[]
  /** What search engines may do with the page, when not everything (`noindex,follow`). */
  robots?: string
}

type SeoInput = {
  publicUrl: string
  page: PageKey
  locale: Locale
  params: PageParams
  title: string
  description: string
  image?: string
  structuredData?: JsonLd[]
  /** A query the page is this page with, in every language (a board's filters), without `?`. */
  query?: string
  robots?: string
}

/**
 * The head of a page: its title, its canonical URL (an alias points at the canonical path of
 * its language) and one alternate per language, English standing for `x-default`.
 */
export function buildSeo({
  publicUrl,
  page,
  locale,
  params,
  title,
  description,
  image,
  structuredData,
  query,
  robots,
}: SeoInput): Seo {
  const search = query ? `?${query}` : ''
  const urlOf = (target: Locale) => publicUrl + localizedPath(page, target, params) + search
  return {
    title,
    description,
    ...(robots ? { robots } : {}),
    ...(image ? { image } : {}),
    ...(structuredData?.length ? { structuredData } : {}),
    canonical: urlOf(locale),
    alternates: [
      ...locales.map((target) => ({ hrefLang: languageTags[target], href: urlOf(target) })),
      { hrefLang: 'x-default', href: urlOf(defaultLocale) },
    ],
  }
}

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return []
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(seo.robots ? [{ name: 'robots', content: seo.robots }] : []),
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: 'website' },
    ...(seo.image
      ? [
          { property: 'og:image', content: seo.image },
          { name: 'twitter:card', content: 'summary_large_image' },
        ]
      : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map(({ hrefLang, href }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href,
    })),
    // A data block, never executed: the CSP's script nonce does not concern it.
    ...(seo.structuredData ?? []).map((data) => ({ 'script:ld+json': data })),
  ]
}
