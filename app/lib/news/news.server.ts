import type { AppLoadContext } from 'react-router'
import { newsMorePageSize } from '~/config/business'
import { defaultLocale, isLocale, languageTags, type Locale, locales } from '~/i18n/locales'
import { localizedPath, type ResolvedPage } from '~/i18n/pages'
import type { Post } from '../../clients/panel.server'
import { notFound } from '../page/errors'
import { imageUrl } from '../images'
import {
  batchStart,
  fromWindow,
  type NewsBatch,
  postDate,
  postPath,
  type PostSummary,
  postWindow,
  shownPosts,
} from './news'
import { pageSeo } from '../page/page-seo.server'
import { sanitizePostHtml } from './post-html.server'

/** The panel's post type the news pages show. */
const newsType = 'news'

function summaryOf(post: Post, locale: Locale): PostSummary {
  return {
    slug: post.slug,
    href: postPath(post.slug, locale),
    title: post.title,
    excerpt: post.excerpt,
    image: post.image,
    published: postDate(post.publishedAt, locale),
  }
}

/** Posts `offset + 1` to `offset + limit` of the language's news, newest first. */
async function readNews(
  context: AppLoadContext,
  locale: Locale,
  offset: number,
  limit: number,
): Promise<NewsBatch> {
  const window = postWindow(offset, limit)
  const pages = await Promise.all(
    window.pages.map((page) =>
      context.panel.posts(newsType, locale, { paginate: window.pageSize, page }),
    ),
  )
  const { posts, hasMore } = fromWindow(window, pages)
  return { posts: posts.map((post) => summaryOf(post, locale)), hasMore }
}

export type NewsList = ({ status: 'found'; shown: number } & NewsBatch) | { status: 'unavailable' }

/**
 * The news list of a page: the first 10 posts, or as many as its `?shown=` asks for (the plain
 * "Load more" link), all rendered on the server. When the panel cannot give them, the page
 * says so in place of the list instead of failing.
 */
export async function loadNewsList(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<NewsList> {
  const shown = shownPosts(new URL(request.url).searchParams.get('shown'))
  try {
    return { status: 'found', shown, ...(await readNews(context, locale, 0, shown)) }
  } catch (error) {
    context.logger.warn({ err: error }, 'news list unavailable')
    return { status: 'unavailable' }
  }
}

/**
 * The 6 posts after the first `?after=` of a language's news, for "Load more":
 * `/api/news?lang=pt&after=10`. Null when the panel cannot give them: the list says so and
 * keeps what it shows.
 */
export async function loadNewsBatch(
  request: Request,
  context: AppLoadContext,
): Promise<NewsBatch | null> {
  const url = new URL(request.url)
  const locale = url.searchParams.get('lang')
  const after = batchStart(url.searchParams.get('after'))
  if (!isLocale(locale) || after === null) throw notFound()
  try {
    return await readNews(context, locale, after, newsMorePageSize)
  } catch (error) {
    context.logger.warn({ err: error }, 'news batch unavailable')
    return null
  }
}

/**
 * A post's slugs in the other languages, guessed by its own for a panel that does not link
 * translations (decisions 009, 015): a language is claimed only when the post there exists.
 */
async function translationsBySlug(
  context: AppLoadContext,
  locale: Locale,
  slug: string,
): Promise<Partial<Record<Locale, string>>> {
  const found = await Promise.all(
    locales.map(async (other) => {
      if (other === locale) return false
      try {
        return (await context.panel.post(newsType, other, slug)) !== null
      } catch (error) {
        context.logger.warn({ err: error, lang: other }, 'news post translation unavailable')
        return false
      }
    }),
  )
  return Object.fromEntries(
    locales.filter((_, index) => found[index]).map((other) => [other, slug]),
  )
}

/**
 * A post's alternates: one per language the story is told in, each under its own slug there,
 * English (else none) standing for `x-default`; none at all for a post in one language, whose
 * head has its canonical only.
 */
export function postAlternates(publicUrl: string, slugs: Partial<Record<Locale, string>>) {
  const languages = locales.filter((locale) => slugs[locale])
  if (languages.length < 2) return []
  const urlOf = (locale: Locale) => publicUrl + postPath(slugs[locale] ?? '', locale)
  return [
    ...languages.map((locale) => ({ hrefLang: languageTags[locale], href: urlOf(locale) })),
    ...(languages.includes(defaultLocale)
      ? [{ hrefLang: 'x-default', href: urlOf(defaultLocale) }]
      : []),
  ]
}

/**
 * A post by its slug in the page's language, its body sanitised here so the browser never gets
 * the panel's HTML as it came. An unknown slug is a 404; a panel that cannot answer, a message.
 */
export async function loadPost(request: Request, context: AppLoadContext, page: ResolvedPage) {
  const { locale, params } = page
  const backTo = localizedPath('news', locale)
  let post: Post | null
  try {
    post = await context.panel.post(newsType, locale, params.slug ?? '')
  } catch (error) {
    context.logger.warn({ err: error }, 'news post unavailable')
    return { status: 'unavailable' as const, seo: pageSeo(request, context, { page }), backTo }
  }
  if (!post) throw notFound()
  const translations = post.translations ?? (await translationsBySlug(context, locale, post.slug))
  const seo = pageSeo(request, context, {
    page,
    title: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    image: post.image ? context.publicUrl + imageUrl(post.image, 1200) : undefined,
  })
  return {
    status: 'found' as const,
    seo: {
      ...seo,
      alternates: postAlternates(context.publicUrl, { ...translations, [locale]: post.slug }),
    },
    backTo,
    post: {
      title: post.title,
      image: post.image,
      published: postDate(post.publishedAt, locale),
      body: sanitizePostHtml(post.body, { imageSource: context.panel.mediaReference }),
    },
  }
}
