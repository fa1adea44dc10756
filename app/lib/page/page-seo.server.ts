import type { AppLoadContext } from 'react-router'
import { agency } from '~/config/agency'
import type { Locale } from '~/i18n/locales'
import { localizedPath, resolvePage, type ResolvedPage } from '~/i18n/pages'
import { translatorFor } from '~/i18n/resources.server'
import { notFound } from './errors'
import { buildSeo, type Seo } from './seo'
import { breadcrumbData, type Crumb, type JsonLd } from './structured-data'

/** The page a request is for, from the slug table; a path outside it is a 404. */
export function pageOf(request: Request): ResolvedPage {
  const resolved = resolvePage(new URL(request.url).pathname)
  if (!resolved) throw notFound()
  return resolved
}

/**
 * A page's translated title and description with its canonical and alternate links.
 * `title` replaces the page's default title from the `pages.<page>.title` key; `page` spares
 * a loader that has resolved its page already a second look-up.
 */
export function pageSeo(
  request: Request,
  context: AppLoadContext,
  options: {
    page?: ResolvedPage
    title?: string
    description?: string
    image?: string
    structuredData?: JsonLd[]
    query?: string
    robots?: string
  } = {},
): Seo {
  const resolved = options.page ?? pageOf(request)
  const t = translatorFor(resolved.locale)
  const title = options.title ?? t(`pages.${resolved.page}.title`)
  return buildSeo({
    ...resolved,
    publicUrl: context.publicUrl,
    title: resolved.page === 'home' ? `${agency.name} — ${title}` : `${title} | ${agency.name}`,
    description: options.description ?? t('site.description'),
    image: options.image,
    structuredData: options.structuredData,
    query: options.query,
    robots: options.robots,
  })
}

/**
 * The breadcrumb of a page among the models: Home, Models, then `after` (a board, a talent),
 * each named in the page's language at its absolute canonical URL.
 */
export function modelsBreadcrumb(context: AppLoadContext, locale: Locale, after: Crumb[]): JsonLd {
  const t = translatorFor(locale)
  return breadcrumbData([
    { name: t('nav.home'), url: context.publicUrl + localizedPath('home', locale) },
    { name: t('nav.models'), url: context.publicUrl + localizedPath('roster', locale) },
    ...after,
  ])
}
