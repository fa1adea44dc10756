import type { AppLoadContext } from 'react-router'
import { divisions } from '~/config/business'
import { defaultLocale, type Locale, locales } from '~/i18n/locales'
import type { PageKey } from '~/i18n/pages'
import { pageEntries, postEntries, type SitemapPost, sitemapXml } from './sitemap'
import { talentSlug } from '../slug'
import type { Talent } from '../../clients/booking.server'

/** How long a made sitemap is served before it is made again from the services. */
export const sitemapCacheSeconds = 300

// The pages that are the same for everyone. Favorites are a visitor's own list: nothing to index.
const fixedPages: PageKey[] = [
  'home',
  'roster',
  'women',
  'men',
  'futureFace',
  'contact',
  'beAModel',
  'about',
  'news',
  'privacy',
]

// Posts are asked for a hundred at a time: a few calls for years of news.
const postPageSize = 100

let kept: { publicUrl: string; roster: unknown; xml: string; madeAt: number } | null = null
let making: Promise<string> | null = null

async function postsOf(context: AppLoadContext, locale: Locale): Promise<SitemapPost[]> {
  const posts: SitemapPost[] = []
  for (let page = 1; ; page++) {
    const batch = await context.panel.posts('news', locale, { paginate: postPageSize, page })
    posts.push(...batch.posts.map(({ slug, translations }) => ({ slug, translations })))
    if (page >= batch.lastPage || batch.posts.length === 0) return posts
  }
}

async function makeSitemap(context: AppLoadContext, roster: Promise<Talent[]>): Promise<string> {
  const { publicUrl } = context
  const [talents, ...posts] = await Promise.all([
    roster,
    ...locales.map((locale) => postsOf(context, locale)),
  ])
  const postsByLocale = Object.fromEntries(
    locales.map((locale, index) => [locale, posts[index] ?? []]),
  )
  return sitemapXml([
    ...fixedPages.flatMap((page) => pageEntries(publicUrl, page)),
    ...divisions.flatMap((division) => pageEntries(publicUrl, 'board', { division })),
    ...talents.flatMap((talent) =>
      pageEntries(publicUrl, 'profile', { id: String(talent.id), slug: talentSlug(talent.name) }),
    ),
    ...postEntries(publicUrl, postsByLocale as Record<Locale, SitemapPost[]>),
  ])
}

/**
 * The sitemap from the whole roster and every post, kept `sitemapCacheSeconds` and made again at
 * once when the cached roster changes (decision 026). A service that cannot answer fails the
 * request: a sitemap without its pages would tell crawlers they are gone.
 */
export async function loadSitemap(
  context: AppLoadContext,
): Promise<{ xml: string; cache: 'hit' | 'miss' }> {
  const roster = context.booking.roster(defaultLocale)
  // A roster that cannot be had now leaves the kept sitemap as good as it was.
  const current = await roster.catch(() => undefined)
  const fresh =
    kept &&
    kept.publicUrl === context.publicUrl &&
    (current === undefined || kept.roster === current)
  if (fresh && kept && Date.now() - kept.madeAt < sitemapCacheSeconds * 1000) {
    return { xml: kept.xml, cache: 'hit' }
  }
  making ??= makeSitemap(context, roster)
    .then((xml) => {
      kept = { publicUrl: context.publicUrl, roster: current, xml, madeAt: Date.now() }
      return xml
    })
    .finally(() => {
      making = null
    })
  return { xml: await making, cache: 'miss' }
}
