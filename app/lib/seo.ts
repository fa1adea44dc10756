import type { MetaDescriptor } from 'react-router'
import { localizedPath, type PageKey, type PageParams } from '~/i18n/pages'
import { defaultLocale, languageTags, type Locale, locales } from '~/i18n/locales'

export type Seo = {
  title: string
  description: string
  canonical: string
  alternates: { hrefLang: string; href: string }[]
  /** An absolute URL for link previews (Open Graph), when the page has a picture of its own. */
  image?: string
}

type SeoInput = {
  publicUrl: string
  page: PageKey
  locale: Locale
  params: PageParams
  title: string
  description: string
  image?: string
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
}: SeoInput): Seo {
  const urlOf = (target: Locale) => publicUrl + localizedPath(page, target, params)
  return {
    title,
    description,
    ...(image ? { image } : {}),
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
  ]
}
