import { generatePath, matchRoutes } from 'react-router'
import { defaultLocale, isLocale, type Locale, locales } from './locales'

/**
 * The slug table (decision 001): every page, and for each language its canonical path first,
 * then its aliases. `app/routes.ts`, the language switcher and the canonical links all read it.
 */
export const pages = {
  home: { en: ['/'], pt: ['/pt'], es: ['/es'] },
  roster: {
    en: ['/models'],
    pt: ['/pt/modelos', '/pt/models'],
    es: ['/es/modelos', '/es/models'],
  },
  board: {
    en: ['/models/:division'],
    pt: ['/pt/modelos/:division', '/pt/models/:division'],
    es: ['/es/modelos/:division', '/es/models/:division'],
  },
  women: { en: ['/women'], pt: ['/pt/mulheres'], es: ['/es/mujeres'] },
  men: { en: ['/men'], pt: ['/pt/homens'], es: ['/es/hombres', '/es/homens'] },
  futureFace: { en: ['/future-face'], pt: ['/pt/future-face'], es: ['/es/future-face'] },
  profile: {
    en: ['/models/:id/:slug'],
    pt: ['/pt/modelos/:id/:slug', '/pt/models/:id/:slug'],
    es: ['/es/modelos/:id/:slug', '/es/models/:id/:slug'],
  },
  boardProfile: {
    en: ['/models/:division/:id/:slug'],
    pt: ['/pt/modelos/:division/:id/:slug', '/pt/models/:division/:id/:slug'],
    es: ['/es/modelos/:division/:id/:slug', '/es/models/:division/:id/:slug'],
  },
  favorites: {
    en: ['/favorites'],
    pt: ['/pt/favoritos', '/pt/favorites'],
    es: ['/es/favoritos', '/es/favorites'],
  },
  // Two to four favorites side by side, named by the address (`?ids=4001,4017`).
  compare: {
    en: ['/favorites/compare'],
    pt: ['/pt/favoritos/comparar', '/pt/favorites/compare'],
    es: ['/es/favoritos/comparar', '/es/favorites/compare'],
  },
  contact: {
    en: ['/contact'],
    pt: ['/pt/contato', '/pt/contact'],
    es: ['/es/contacto', '/es/contact'],
  },
  beAModel: {
    en: ['/be-a-model', '/become-a-model'],
    pt: ['/pt/seja-modelo', '/pt/become-a-model'],
    es: ['/es/hazte-modelo', '/es/become-a-model'],
  },
  about: {
    en: ['/about'],
    pt: ['/pt/sobre-nos', '/pt/about'],
    es: ['/es/sobre-nosotros', '/es/about'],
  },
  news: { en: ['/news'], pt: ['/pt/noticias', '/pt/news'], es: ['/es/noticias', '/es/news'] },
  post: {
    en: ['/news/:slug'],
    pt: ['/pt/noticias/:slug', '/pt/news/:slug'],
    es: ['/es/noticias/:slug', '/es/news/:slug'],
  },
  privacy: {
    en: ['/privacy'],
    pt: ['/pt/privacidade', '/pt/privacy'],
    es: ['/es/privacidad', '/es/privacy'],
  },
} as const satisfies Record<string, Record<Locale, readonly [string, ...string[]]>>

export type PageKey = keyof typeof pages
export type PageParams = Record<string, string | undefined>

export type ResolvedPage = {
  page: PageKey
  locale: Locale
  params: PageParams
  /** Whether the path is the page's canonical one in its language (not an alias). */
  canonical: boolean
}

/** A page's route id in a language, its `index`th path (0, the canonical one), as registered. */
export function pageRouteId(page: PageKey, locale: Locale, index: number): string {
  return `${page}.${locale}.${index}`
}

/** The slug table as React Router's routes, under the ids `app/routes.ts` registers. */
const pageRoutes = (Object.keys(pages) as PageKey[]).flatMap((page) =>
  locales.flatMap((locale) =>
    pages[page][locale].map((path, index) => ({ id: pageRouteId(page, locale, index), path })),
  ),
)

/** The page a route of the slug table shows, read from the id React Router matched. */
export function pageOfRoute(id: string, params: PageParams): ResolvedPage | null {
  const [page = '', locale, index] = id.split('.')
  if (!(page in pages) || !isLocale(locale)) return null
  return { page: page as PageKey, locale, params: { ...params }, canonical: index === '0' }
}

/**
 * Which page of the slug table a pathname shows, in which language, with which parameters:
 * matched by React Router's own rules on the routes it serves, so the two cannot disagree.
 * A component asks `usePage()`, which reads the match the router made.
 */
export function resolvePage(pathname: string): ResolvedPage | null {
  const matched = matchRoutes(pageRoutes, pathname)?.at(-1)
  return matched ? pageOfRoute(matched.route.id, matched.params) : null
}

/** The canonical path of a page in a language, its parameters filled in. */
export function localizedPath(page: PageKey, locale: Locale, params: PageParams = {}): string {
  const pattern: string = pages[page][locale][0]
  return generatePath(pattern, params as Record<string, string>)
}

/**
 * Where the language switcher sends a visitor: the same page in the other language (an alias
 * maps to the target's canonical slug), the query kept; a path outside the table goes home.
 * A post goes to the other language's news: each language's posts have slugs of their own.
 */
export function switchLanguagePath(pathname: string, search: string, target: Locale): string {
  const resolved = resolvePage(pathname)
  if (!resolved) return localizedPath('home', target)
  if (resolved.page === 'post') return localizedPath('news', target)
  return localizedPath(resolved.page, target, resolved.params) + search
}

export function homePath(locale: Locale = defaultLocale) {
  return localizedPath('home', locale)
}
