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

/** A post as the sitemap lists it: its slug, and its story's slugs in other languages if known. */
export type SitemapPost = { slug: string; translations?: Partial<Record<Locale, string>> }

/**
 * The addresses of posts, each language's own. A post's alternates are its translations when
 * the panel names them (as the post's page does); else, for a panel that does not, the posts
 * of the same slug in the other languages, when there are any. A post alone has none.
 */
export function postEntries(publicUrl: string, posts: Record<Locale, readonly SitemapPost[]>) {
  const urlOf = (locale: Locale, slug: string) =>
    publicUrl + localizedPath('post', locale, { slug })
  const sameSlug = (slug: string) =>
    Object.fromEntries(
      locales.flatMap((other) =>
        posts[other].some((post) => post.slug === slug) ? [[other, slug]] : [],
      ),
    )
  return locales.flatMap((locale) =>
    posts[locale].map((post): SitemapEntry => {
      const slugs: Partial<Record<Locale, string>> = post.translations
        ? { ...post.translations, [locale]: post.slug }
        : sameSlug(post.slug)
      const present = locales.filter((other) => slugs[other])
      if (present.length < 2) return { loc: urlOf(locale, post.slug), alternates: [] }
      const fallback = present.includes(defaultLocale) ? defaultLocale : locale
      return {
        loc: urlOf(locale, post.slug),
        alternates: [
          ...present.map((other) => ({
            hrefLang: languageTags[other],
            href: urlOf(other, slugs[other] ?? ''),
          })),
          { hrefLang: 'x-default', href: urlOf(fallback, slugs[fallback] ?? '') },
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
