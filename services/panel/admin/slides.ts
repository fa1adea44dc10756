import { and, asc, eq, max } from 'drizzle-orm'
import { type Language, languages } from '../../../contracts/languages'
import type { Database } from '../db'
import { slides } from '../db/schema'

/**
 * The home slides as the back office edits them: in order, each with a caption per language
 * and shown or hidden. Their order is `position`, renumbered 1, 2, 3… on every move so that
 * two slides never share a place.
 */

export const homeSlides = 'home'

export const captionMaxLength = 200

export type Slide = typeof slides.$inferSelect

export type Captions = Partial<Record<Language, string>>

export type SlideDraft = { captions: Record<Language, string>; active: boolean }

/** The caption field of a language: `caption-pt`. */
export function captionField(lang: Language) {
  return `caption-${lang}`
}

export function parseSlideDraft(fields: Record<string, unknown>): SlideDraft {
  const text = (name: string) => {
    const typed = fields[name]
    return typeof typed === 'string' ? typed.trim() : ''
  }
  return {
    captions: Object.fromEntries(
      languages.map((lang) => [lang, text(captionField(lang))]),
    ) as Record<Language, string>,
    active: fields.active === 'on',
  }
}

/** The captions a draft's fields hold, each checked: too long is the only way to be wrong. */
export function validateCaptions(draft: SlideDraft) {
  const errors: Partial<Record<string, 'too-long'>> = {}
  const captions: Captions = {}
  for (const lang of languages) {
    const caption = draft.captions[lang].replace(/\s+/g, ' ')
    if (caption.length > captionMaxLength) errors[captionField(lang)] = 'too-long'
    else if (caption) captions[lang] = caption
  }
  return { errors, captions }
}

/** A slide's captions as stored, in the languages the site has. */
export function captionsOf(slide: Pick<Slide, 'captions'>): Captions {
  const captions: Captions = {}
  for (const lang of languages) {
    const caption = slide.captions[lang]
    if (typeof caption === 'string' && caption) captions[lang] = caption
  }
  return captions
}

export function draftOfSlide(slide: Slide): SlideDraft {
  const captions = captionsOf(slide)
  return {
    captions: { en: captions.en ?? '', es: captions.es ?? '', pt: captions.pt ?? '' },
    active: slide.active,
  }
}

export async function listHomeSlides(db: Database): Promise<Slide[]> {
  return db
    .select()
    .from(slides)
    .where(eq(slides.type, homeSlides))
    .orderBy(asc(slides.position), asc(slides.id))
}

export async function findHomeSlide(db: Database, id: number): Promise<Slide | undefined> {
  const [slide] = await db
    .select()
    .from(slides)
    .where(and(eq(slides.type, homeSlides), eq(slides.id, id)))
  return slide
}

/** A new slide, last in the order. */
export async function addHomeSlide(
  db: Database,
  slide: Pick<Slide, 'kind' | 'urlMobile' | 'urlDesktop' | 'videoId' | 'captions'>,
) {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(slides.position) })
      .from(slides)
      .where(eq(slides.type, homeSlides))
    const [row] = await tx
      .insert(slides)
      .values({ ...slide, type: homeSlides, position: (last?.position ?? 0) + 1, active: true })
      .returning()
    if (!row) throw new Error('the slide was not stored')
    return row
  })
}

export async function updateHomeSlide(
  db: Database,
  id: number,
  changes: { captions: Captions; active: boolean },
) {
  const [row] = await db
    .update(slides)
    .set(changes)
    .where(and(eq(slides.type, homeSlides), eq(slides.id, id)))
    .returning()
  return row
}

/**
 * Swaps a slide with the one before or after it. False when there is none that way (the first
 * cannot go up) or the slide is gone.
 */
export async function moveHomeSlide(db: Database, id: number, direction: 'up' | 'down') {
  return db.transaction(async (tx) => {
    const ordered = await tx
      .select({ id: slides.id })
      .from(slides)
      .where(eq(slides.type, homeSlides))
      .orderBy(asc(slides.position), asc(slides.id))
      .for('update')
    const index = ordered.findIndex((slide) => slide.id === id)
    const target = direction === 'up' ? index - 1 : index + 1
    if (index < 0 || target < 0 || target >= ordered.length) return false
    const ids = ordered.map((slide) => slide.id)
    ;[ids[index], ids[target]] = [ids[target]!, ids[index]!]
    for (const [position, slideId] of ids.entries()) {
      await tx
        .update(slides)
        .set({ position: position + 1 })
        .where(eq(slides.id, slideId))
    }
    return true
  })
}

export async function deleteHomeSlide(db: Database, id: number) {
  const [row] = await db
    .delete(slides)
    .where(and(eq(slides.type, homeSlides), eq(slides.id, id)))
    .returning()
  return row
}
