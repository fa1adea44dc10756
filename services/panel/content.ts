import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import { type Language, languages } from '../../contracts/languages'
import type { Database } from './db'
import { posts, slides, socialLinks } from './db/schema'

/** The panel's content as its contract, `contracts/panel.ts`, shapes it. */

export type SocialMedia = {
  instagram: { link: string }
  models: { link: string }
  email: string
  /** As printed; null: the site shows its own. */
  phone: string | null
  /** Digits, country code first; null: the site shows its own. */
  whatsapp: string | null
}

export type PostData = {
  id: number
  slug: string
  title: string
  excerpt: string
  body: string
  /** Relative to the panel's media URL, e.g. `media/posts/news-01.jpg`. */
  image: string | null
  published_at: string
  /**
   * The slugs of the story's other published languages; absent for a post linked to no story
   * (one written straight to the database), for which the site guesses by slug.
   */
  translations?: Partial<Record<Language, string>>
}

/** A Laravel paginator: `paginate=6&page=2` holds items 7 to 12. */
export type PostPage = {
  data: PostData[]
  current_page: number
  last_page: number
  per_page: number
  total: number
}

export type SlideData = {
  type: 'image' | 'video'
  description: '1' | '2'
  url: { mobile: string | null; desktop: string | null }
  video_id: string | null
  /** The caption in each language it has one in. */
  captions: Partial<Record<Language, string>>
}

export async function readSocialLinks(db: Database): Promise<SocialMedia | undefined> {
  const [row] = await db.select().from(socialLinks).orderBy(asc(socialLinks.id)).limit(1)
  if (!row) return undefined
  return {
    instagram: { link: row.instagram },
    models: { link: row.models },
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
  }
}

const postColumns = {
  id: posts.id,
  storyId: posts.storyId,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  body: posts.body,
  image: posts.image,
  publishedAt: posts.publishedAt,
}

type PostRow = Omit<PostData, 'published_at' | 'translations'> & {
  storyId: number | null
  publishedAt: Date
}

/**
 * What the public sees: published posts whose date has come. A draft, or a post scheduled for
 * later, is the back office's alone; the database's clock decides, so every node agrees.
 */
function isPublic() {
  return and(eq(posts.status, 'published'), lte(posts.publishedAt, sql`now()`))
}

/** The other public languages of each post's story, by their slugs there. */
async function withTranslations(db: Database, type: string, rows: PostRow[]): Promise<PostData[]> {
  const stories = [...new Set(rows.flatMap((row) => (row.storyId === null ? [] : [row.storyId])))]
  const siblings =
    stories.length === 0
      ? []
      : await db
          .select({ id: posts.id, storyId: posts.storyId, lang: posts.lang, slug: posts.slug })
          .from(posts)
          .where(and(eq(posts.type, type), inArray(posts.storyId, stories), isPublic()))
  return rows.map(({ storyId, publishedAt, ...post }) => {
    const published_at = publishedAt.toISOString()
    if (storyId === null) return { ...post, published_at }
    const translations: Partial<Record<Language, string>> = {}
    for (const sibling of siblings) {
      if (sibling.storyId !== storyId || sibling.id === post.id) continue
      const lang = languages.find((known) => known === sibling.lang)
      if (lang) translations[lang] = sibling.slug
    }
    return { ...post, published_at, translations }
  })
}

export async function listPosts(
  db: Database,
  query: { type: string; lang: string; perPage: number; page: number },
): Promise<PostPage> {
  const where = and(eq(posts.type, query.type), eq(posts.lang, query.lang), isPublic())
  const [counted] = await db.select({ total: count() }).from(posts).where(where)
  const total = counted?.total ?? 0
  const rows = await db
    .select(postColumns)
    .from(posts)
    .where(where)
    // Newest first; the id breaks ties so that pages never repeat or skip a post.
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  return {
    data: await withTranslations(db, query.type, rows),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    per_page: query.perPage,
    total,
  }
}

export async function findPost(db: Database, type: string, lang: string, slug: string) {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.type, type), eq(posts.lang, lang), eq(posts.slug, slug), isPublic()))
    .limit(1)
  if (!row) return undefined
  const [post] = await withTranslations(db, type, [row])
  return post
}

/** The slides shown on the site, in order: a hidden one stays in the back office. */
export async function listSlides(db: Database, type: string): Promise<SlideData[]> {
  const rows = await db
    .select()
    .from(slides)
    .where(and(eq(slides.type, type), eq(slides.active, true)))
    .orderBy(asc(slides.position), asc(slides.id))
  return rows.map((slide) => ({
    type: slide.kind,
    description: slide.description === '2' ? '2' : '1',
    url: { mobile: slide.urlMobile, desktop: slide.urlDesktop },
    video_id: slide.videoId,
    captions: Object.fromEntries(
      languages.flatMap((lang) => {
        const caption = slide.captions[lang]
        return typeof caption === 'string' && caption ? [[lang, caption]] : []
      }),
    ),
  }))
}
