import { newsFirstPageSize, newsMorePageSize } from '~/config/business'
import { intlLocales, type Locale } from '~/i18n/locales'
import { localizedPath } from '~/i18n/pages'
import { agencyTimeZone } from '../../../contracts/agency-time'
import { dateTimeFormat } from '../../../contracts/intl'

/** What the news list shows of a post: formatted on the server, the body left behind. */
export type PostSummary = {
  slug: string
  href: string
  title: string
  excerpt: string
  image: string | null
  published: PostDate | null
}

export type PostDate = { iso: string; label: string }

export type NewsBatch = {
  posts: PostSummary[]
  /** Whether the panel holds posts after these. */
  hasMore: boolean
}

/** A post's picture has no size in the panel's contract: the news frame is 3:2, cropped to fit. */
export const postImageSize = { width: 1200, height: 800 } as const

/**
 * The longest list a `?shown=` may ask for. Each count is a request to the panel and an entry
 * in its cache; beyond this a visitor reads the posts one batch at a time anyway.
 */
export const maxShownPosts = newsFirstPageSize + newsMorePageSize * 50

/**
 * How many posts a list shows for its `?shown=`: 10 by default, then 16, 22… A count between
 * two batches is rounded up to the next, so that "Load more" keeps adding whole batches.
 */
export function shownPosts(param: string | null): number {
  const asked = Number(param)
  if (!Number.isSafeInteger(asked) || asked <= newsFirstPageSize) return newsFirstPageSize
  const batches = Math.ceil((asked - newsFirstPageSize) / newsMorePageSize)
  return Math.min(newsFirstPageSize + batches * newsMorePageSize, maxShownPosts)
}

/** Where the next batch starts for the batch endpoint's `?after=`; null when it is no count. */
export function batchStart(param: string | null): number | null {
  if (param === null || !/^\d{1,6}$/.test(param)) return null
  const after = Number(param)
  return after <= maxShownPosts ? after : null
}

/**
 * Posts `offset + 1` to `offset + limit`, asked for as pages of `limit` from the panel's
 * Laravel-style pages: one page, or two neighbouring ones less `skip` posts (decision 009).
 */
export type PostWindow = { pageSize: number; pages: number[]; skip: number; take: number }

export function postWindow(offset: number, limit: number): PostWindow {
  const first = Math.floor(offset / limit) + 1
  const last = Math.floor((offset + limit - 1) / limit) + 1
  return {
    pageSize: limit,
    pages: first === last ? [first] : [first, last],
    skip: offset - (first - 1) * limit,
    take: limit,
  }
}

/**
 * The window's posts out of the pages fetched for it, in order. There are more after them
 * when the last page fetched goes on beyond the window, or is not the panel's last page.
 */
export function fromWindow<T>(
  window: PostWindow,
  fetched: { posts: T[]; lastPage: number }[],
): { posts: T[]; hasMore: boolean } {
  const all = fetched.flatMap((page) => page.posts)
  const lastFetched = window.pages.at(-1) ?? 1
  const lastPage = fetched.at(-1)?.lastPage ?? 0
  return {
    posts: all.slice(window.skip, window.skip + window.take),
    hasMore: all.length > window.skip + window.take || lastPage > lastFetched,
  }
}

/**
 * A post's date as the agency dates it (in Brasília, whatever the server's zone), written for
 * the visitor's language: "28 October 2026", "28 de octubre de 2026", "28 de outubro de 2026".
 */
export function postDate(publishedAt: string | null, locale: Locale): PostDate | null {
  if (!publishedAt) return null
  const date = new Date(publishedAt)
  if (Number.isNaN(date.getTime())) return null
  const label = dateTimeFormat(intlLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: agencyTimeZone,
  }).format(date)
  return { iso: date.toISOString(), label }
}

/** A post's path in a language: `/pt/noticias/{slug}`. */
export function postPath(slug: string, locale: Locale): string {
  return localizedPath('post', locale, { slug })
}

/** The list's address with `shown` posts, for the plain "Load more" link. */
export function shownSearch(shown: number): string {
  return shown > newsFirstPageSize ? `?shown=${shown}` : ''
}
