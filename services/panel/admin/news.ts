import { and, asc, eq, isNull, ne, or } from 'drizzle-orm'
import { type Language, languages } from '../../../contracts/languages'
import { asciiSlug } from '../../../contracts/slug'
import type { Database } from '../db'
import { posts, type PostStatus, postStatuses } from '../db/schema'
import { renderPostBody } from './markdown'
import { agencyTimeZone, zoneOffset } from '../../../contracts/agency-time'

/**
 * The news as the back office edits it: a story is the posts sharing a `story_id`, one per
 * language it is told in, each with its own slug. The staff write Markdown; the panel stores
 * it with its sanitised HTML, which is what the API serves.
 */

export const newsType = 'news'

/** The order the editor asks for the languages in: the agency's own first. */
export const storyLanguages: readonly Language[] = ['pt', 'en', 'es']

export const storyLimits = { slug: 80, title: 200, summary: 500, body: 100_000 }

/** One language of a story as the form holds it: what was typed, unchecked. */
export type LanguageDraft = {
  include: boolean
  slug: string
  title: string
  summary: string
  body: string
}

export type StoryDraft = {
  /** `2026-10-28T09:00`: Brasília's wall clock, as a `datetime-local` input gives it. */
  publishedAt: string
  status: string
  removeCover: boolean
  languages: Record<Language, LanguageDraft>
}

export type StoryProblem =
  | 'required'
  | 'slug-invalid'
  | 'slug-taken'
  | 'too-long'
  | 'date-invalid'
  | 'status-invalid'
  | 'no-language'

export type StoryErrors = Partial<Record<string, StoryProblem>>

/** A story ready to store: its shared fields and the languages it is told in. */
export type ValidStory = {
  publishedAt: Date
  status: PostStatus
  removeCover: boolean
  languages: Partial<
    Record<Language, { slug: string; title: string; summary: string; body: string }>
  >
}

/** The form's field for one language's part: `pt-title`, `en-slug`… */
export function languageField(lang: Language, part: keyof LanguageDraft) {
  return `${lang}-${part}`
}

export function parseStoryDraft(fields: Record<string, string>): StoryDraft {
  const text = (name: string) => (fields[name] ?? '').replace(/\r\n/g, '\n')
  return {
    publishedAt: text('publishedAt').trim(),
    status: text('status'),
    removeCover: fields.removeCover === 'on',
    languages: Object.fromEntries(
      languages.map((lang) => [
        lang,
        {
          include: fields[languageField(lang, 'include')] === 'on',
          slug: text(languageField(lang, 'slug')).trim(),
          title: text(languageField(lang, 'title')).trim(),
          summary: text(languageField(lang, 'summary')).trim(),
          body: text(languageField(lang, 'body')),
        },
      ]),
    ) as Record<Language, LanguageDraft>,
  }
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A slug as the site's addresses take it: lower-case letters, digits, single hyphens. */
export function slugProblem(slug: string): StoryProblem | undefined {
  if (!slug) return 'required'
  if (slug.length > storyLimits.slug) return 'too-long'
  return slugPattern.test(slug) ? undefined : 'slug-invalid'
}

/** A language is left out when it is unticked, or ticked with nothing written. */
export function isIncluded(draft: LanguageDraft) {
  return draft.include && Boolean(draft.slug || draft.title || draft.summary || draft.body.trim())
}

/**
 * Checks a story's form, each problem under its field's name. A slug left empty is made from
 * the title; one typed must already be a slug, as it becomes an address.
 */
export function validateStory(draft: StoryDraft): {
  errors: StoryErrors
  story?: ValidStory
  /** The slugs each language would have, whatever else is wrong: to check them all at once. */
  slugs: Partial<Record<Language, string>>
} {
  const errors: StoryErrors = {}
  const publishedAt = fromAgencyTime(draft.publishedAt)
  if (!draft.publishedAt) errors.publishedAt = 'required'
  else if (!publishedAt) errors.publishedAt = 'date-invalid'
  const status = postStatuses.find((known) => known === draft.status)
  if (!status) errors.status = 'status-invalid'

  const story: ValidStory['languages'] = {}
  const slugs: Partial<Record<Language, string>> = {}
  for (const lang of languages) {
    const part = draft.languages[lang]
    if (!isIncluded(part)) continue
    const field = (name: keyof LanguageDraft) => languageField(lang, name)
    const slug = part.slug || asciiSlug(part.title, storyLimits.slug)
    const problem = part.slug || part.title ? slugProblem(slug) : 'required'
    if (problem) errors[field('slug')] = problem
    else slugs[lang] = slug
    if (!part.title) errors[field('title')] = 'required'
    else if (part.title.length > storyLimits.title) errors[field('title')] = 'too-long'
    if (part.summary.length > storyLimits.summary) errors[field('summary')] = 'too-long'
    if (!part.body.trim()) errors[field('body')] = 'required'
    else if (part.body.length > storyLimits.body) errors[field('body')] = 'too-long'
    story[lang] = { slug, title: part.title, summary: part.summary, body: part.body }
  }
  if (Object.keys(story).length === 0) errors.languages = 'no-language'

  if (Object.keys(errors).length > 0 || !publishedAt || !status) return { errors, slugs }
  return {
    errors,
    slugs,
    story: { publishedAt, status, removeCover: draft.removeCover, languages: story },
  }
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: agencyTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A moment as Brasília's wall clock shows it, in a `datetime-local` input's format. */
export function toAgencyTime(date: Date): string {
  const part = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`
}

/** Brasília's wall clock (`2026-10-28T09:00`, or a day alone for its midnight) as a moment. */
export function fromAgencyTime(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/.exec(value)
  if (!match) return undefined
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((part) => Number(part ?? 0))
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute)
  // Twice: the zone's offset is the one in force at the moment found, not at the first guess
  // (Brazil has no summer time since 2019, but an old post may predate that).
  let moment = wall - zoneOffset(wall)
  moment = wall - zoneOffset(moment)
  const date = new Date(moment)
  // 2026-02-30 or 25:00 are not dates: the wall clock must read back as typed.
  return toAgencyTime(date) === `${value.slice(0, 10)}T${pad(hour)}:${pad(minute)}`
    ? date
    : undefined
}

function pad(value: number) {
  return String(value).padStart(2, '0')
}

export type StoredStory = {
  id: number
  publishedAt: Date
  status: PostStatus
  image: string | null
  updatedAt: Date
  languages: Partial<
    Record<
      Language,
      { id: number; slug: string; title: string; summary: string; body: string; markdown: boolean }
    >
  >
}

type PostRow = typeof posts.$inferSelect

function storyOf(id: number, rows: PostRow[]): StoredStory | undefined {
  const [first] = rows
  if (!first) return undefined
  const story: StoredStory = {
    id,
    publishedAt: first.publishedAt,
    status: first.status,
    image: rows.find((row) => row.image)?.image ?? null,
    updatedAt: new Date(Math.max(...rows.map((row) => row.updatedAt.getTime()))),
    languages: {},
  }
  for (const row of rows) {
    if (!languages.some((lang) => lang === row.lang)) continue
    story.languages[row.lang as Language] = {
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.excerpt,
      // The demo's posts were written as HTML: it is their Markdown (inline HTML is Markdown).
      body: row.bodyMarkdown ?? row.body,
      markdown: row.bodyMarkdown !== null,
    }
  }
  return story
}

/** The stories, newest first. */
export async function listStories(db: Database): Promise<StoredStory[]> {
  const rows = await db.select().from(posts).where(eq(posts.type, newsType)).orderBy(asc(posts.id))
  const groups = new Map<number, PostRow[]>()
  for (const row of rows) {
    const id = row.storyId ?? row.id
    groups.set(id, [...(groups.get(id) ?? []), row])
  }
  return [...groups]
    .flatMap(([id, group]) => storyOf(id, group) ?? [])
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
}

export async function findStory(db: Database, id: number): Promise<StoredStory | undefined> {
  const rows = await db
    .select()
    .from(posts)
    .where(and(eq(posts.type, newsType), eq(posts.storyId, id)))
    .orderBy(asc(posts.id))
  return storyOf(id, rows)
}

/** The form as a stored story fills it, for the editor. */
export function draftOf(story: StoredStory | undefined, now = new Date()): StoryDraft {
  return {
    publishedAt: toAgencyTime(story?.publishedAt ?? now),
    status: story?.status ?? 'draft',
    removeCover: false,
    languages: Object.fromEntries(
      languages.map((lang) => {
        const part = story?.languages[lang]
        return [
          lang,
          {
            // A new story offers every language; one left empty is simply not written.
            include: story ? Boolean(part) : true,
            slug: part?.slug ?? '',
            title: part?.title ?? '',
            summary: part?.summary ?? '',
            body: part?.body ?? '',
          },
        ]
      }),
    ) as Record<Language, LanguageDraft>,
  }
}

/** The slugs, among the story's languages, that another post of that language already has. */
export async function takenSlugs(
  db: Pick<Database, 'select'>,
  slugs: Partial<Record<Language, string>>,
  storyId: number | undefined,
): Promise<StoryErrors> {
  const errors: StoryErrors = {}
  for (const lang of languages) {
    const slug = slugs[lang]
    if (!slug) continue
    const [other] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.type, newsType),
          eq(posts.lang, lang),
          eq(posts.slug, slug),
          storyId === undefined ? undefined : or(isNull(posts.storyId), ne(posts.storyId, storyId)),
        ),
      )
      .limit(1)
    if (other) errors[languageField(lang, 'slug')] = 'slug-taken'
  }
  return errors
}

export type SavedStory = {
  id: number
  /** The cover the story had before, when this save replaced or removed it. */
  replacedImage: string | null
  languages: Language[]
  removed: Language[]
}

/**
 * Writes a story: its languages' posts updated, added or deleted, all or nothing. `image` is a
 * new cover (already kept under the media folder), or undefined to keep the one it has. A slug
 * another post has comes back as an error, nothing written.
 */
export async function saveStory(
  db: Database,
  storyId: number | undefined,
  story: ValidStory,
  image: string | undefined,
): Promise<{ errors: StoryErrors } | { saved: SavedStory }> {
  try {
    return await db.transaction(async (tx) => {
      const errors = await takenSlugs(tx, slugsOf(story), storyId)
      if (Object.keys(errors).length > 0) return { errors }
      const existing =
        storyId === undefined
          ? []
          : await tx
              .select()
              .from(posts)
              .where(and(eq(posts.type, newsType), eq(posts.storyId, storyId)))
      const before = existing.find((row) => row.image)?.image ?? null
      const cover = image ?? (story.removeCover ? null : before)
      const now = new Date()
      let id = storyId
      const written: Language[] = []
      const removed: Language[] = []
      for (const lang of storyLanguages) {
        const part = story.languages[lang]
        const row = existing.find((post) => post.lang === lang)
        if (!part) {
          if (row) {
            await tx.delete(posts).where(eq(posts.id, row.id))
            removed.push(lang)
          }
          continue
        }
        const values = {
          slug: part.slug,
          title: part.title,
          excerpt: part.summary,
          body: renderPostBody(part.body),
          bodyMarkdown: part.body,
          image: cover,
          publishedAt: story.publishedAt,
          status: story.status,
          updatedAt: now,
        }
        if (row) {
          await tx.update(posts).set(values).where(eq(posts.id, row.id))
        } else {
          const [inserted] = await tx
            .insert(posts)
            .values({ ...values, type: newsType, lang, storyId: id ?? null })
            .returning({ id: posts.id })
          if (!inserted) throw new Error('the post was not stored')
          // A new story is named after its first post.
          if (id === undefined) {
            id = inserted.id
            await tx.update(posts).set({ storyId: id }).where(eq(posts.id, id))
          }
        }
        written.push(lang)
      }
      if (id === undefined) throw new Error('a story without a language was saved')
      return {
        saved: {
          id,
          replacedImage: before !== cover ? before : null,
          languages: written,
          removed,
        },
      }
    })
  } catch (error) {
    // Another save took the slug between the check and the write.
    if (isUniqueViolation(error)) {
      return { errors: await takenSlugs(db, slugsOf(story), storyId) }
    }
    throw error
  }
}

function slugsOf(story: ValidStory) {
  return Object.fromEntries(
    Object.entries(story.languages).map(([lang, part]) => [lang, part?.slug]),
  ) as Partial<Record<Language, string>>
}

/** Deletes a story in every language; its posts' slugs and cover, for the log and the disk. */
export async function deleteStory(db: Database, storyId: number) {
  const deleted = await db
    .delete(posts)
    .where(and(eq(posts.type, newsType), eq(posts.storyId, storyId)))
    .returning({ lang: posts.lang, image: posts.image })
  return {
    languages: deleted.map((row) => row.lang),
    image: deleted.find((row) => row.image)?.image ?? null,
  }
}

export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (typeof cause === 'object' && (cause as { code?: unknown }).code === '23505') return true
  }
  return false
}
