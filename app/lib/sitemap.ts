import { defaultLocale, languageTags, type Locale, locales } from '~/i18n/locales'
import { localizedPath, type PageKey, type PageParams } from '~/i18n/pages'
import { buildSeo } from './seo'

/** One address of the sitemap and the same page in the other languages. */
export type SitemapEntry = { loc: string; alternates: { hrefLang: string; href: string }[] }

/** Every language's address of a page, each naming all of them (English as `x-default`). */
export function pageEntries(publicUrl: string, page: PageKey, params: PageParams = {}) {
  return locales.map((locale): SitemapEntry => {
    const seo = buildSeo({ publicUrl, page, locale, params, title: '', description: '' })
    return { loc: seo.canonical, alternates: seo.alternates }
  })
}

/**
 * The addresses of posts, a language's slugs each. The panel does not say which posts tell
 * the same story in other languages, so a post's alternates are the posts of the same slug in
 * the other languages, when there are any; a post alone in its language has none.
 */
export function postEntries(publicUrl: string, slugs: Record<Locale, readonly string[]>) {
  const urlOf = (locale: Locale, slug: string) =>
    publicUrl + localizedPath('post', locale, { slug })
  return locales.flatMap((locale) =>
    slugs[locale].map((slug): SitemapEntry => {
      const present = locales.filter((other) => slugs[other].includes(slug))
      if (present.length < 2) return { loc: urlOf(locale, slug), alternates: [] }
      const fallback = present.includes(defaultLocale) ? defaultLocale : locale
      return {
        loc: urlOf(locale, slug),
        alternates: [
          ...present.map((other) => ({ hrefLang: languageTags[other], href: urlOf(other, slug) })),
          { hrefLang: 'x-default', href: urlOf(fallback, slug) },
        ],
      }
    }),
  )
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** The sitemap's XML: a `<url>` per address, with its `xhtml:link` alternates. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates }) => {
    const links = alternates.map(
      ({ hrefLang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hrefLang)}" href="${escapeXml(href)}"/>`,
    )
    return `<url><loc>${escapeXml(loc)}</loc>${links.join('')}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
