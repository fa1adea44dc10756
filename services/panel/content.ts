import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Database } from './db'
import { posts, slides, socialLinks } from './db/schema'

/** The panel's content as its contract, `contracts/panel.ts`, shapes it. */

export type SocialMedia = {
  instagram: { link: string }
  models: { link: string }
  email: string
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
}

export async function readSocialLinks(db: Database): Promise<SocialMedia | undefined> {
  const [row] = await db.select().from(socialLinks).orderBy(asc(socialLinks.id)).limit(1)
  if (!row) return undefined
  return { instagram: { link: row.instagram }, models: { link: row.models }, email: row.email }
}

const postColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  body: posts.body,
  image: posts.image,
  publishedAt: posts.publishedAt,
}

type PostRow = Omit<PostData, 'published_at'> & { publishedAt: Date }

function toPost({ publishedAt, ...post }: PostRow): PostData {
  return { ...post, published_at: publishedAt.toISOString() }
}

export async function listPosts(
  db: Database,
  query: { type: string; lang: string; perPage: number; page: number },
): Promise<PostPage> {
  const where = and(eq(posts.type, query.type), eq(posts.lang, query.lang))
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
    data: rows.map(toPost),
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
    .where(and(eq(posts.type, type), eq(posts.lang, lang), eq(posts.slug, slug)))
    .limit(1)
  return row ? toPost(row) : undefined
}

export async function listSlides(db: Database, type: string): Promise<SlideData[]> {
  const rows = await db
    .select()
    .from(slides)
    .where(eq(slides.type, type))
    .orderBy(asc(slides.position), asc(slides.id))
  return rows.map((slide) => ({
    type: slide.kind,
    description: slide.description === '2' ? '2' : '1',
    url: { mobile: slide.urlMobile, desktop: slide.urlDesktop },
    video_id: slide.videoId,
  }))
}
