import type { WireTalentInput } from '../../contracts/booking'
import { isLanguage } from '../../contracts/languages'
import { type AnyColumn, and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { Database } from './db'
import { coversOf, sizeOf } from './covers'
import { type GalleryItem, talents } from './db/schema'
import { measureFields, type StoredTalent, type TalentRecord } from './talent-record'

/**
 * The catalog's queries and the booking software's wire format (`contracts/booking.ts`). Only this
 * module and the router know both the table and the JSON the site's client expects.
 */

export type TalentFilters = { gender?: 'man' | 'woman'; category?: number; division?: number }

type ListedTalent = Omit<StoredTalent, 'about' | 'book' | 'snap' | 'compo' | 'video'> & {
  portfolioHead: GalleryItem[]
}

const { updatedAt: _updated, ...storedColumns } = getTableColumns(talents)
/** Every column of a stored talent: all but the bookkeeping `updated_at`. */
export const recordColumns = storedColumns
// List items leave out the galleries and the biography: a roster of 1000 stays small.
const {
  about: _about,
  book: _book,
  snap: _snap,
  compo: _compo,
  video: _video,
  ...listColumns
} = recordColumns

/**
 * A portfolio's first two photos, which stand for the covers the agency has not chosen
 * (`covers.ts`): a list item carries them, not the whole portfolio.
 */
export const portfolioHead = sql<
  GalleryItem[]
>`jsonb_path_query_array(${talents.book}, '$[0 to 1]')`.as('portfolio_head')

/** Whether a JSON list of ids (`category_ids`, `division_ids`) holds `id`. */
export function containsId(column: AnyColumn, id: number) {
  return sql`${column} @> ${JSON.stringify([id])}::jsonb`
}

export async function listTalents(
  db: Database,
  { filters, page, perPage }: { filters: TalentFilters; page: number; perPage: number },
): Promise<{ rows: ListedTalent[]; total: number }> {
  // A hidden talent is not the site's to show: it leaves the roster at once.
  const conditions: SQL[] = [eq(talents.published, true)]
  if (filters.gender) conditions.push(eq(talents.gender, filters.gender))
  if (filters.category !== undefined) {
    conditions.push(containsId(talents.categoryIds, filters.category))
  }
  if (filters.division !== undefined) {
    conditions.push(containsId(talents.divisionIds, filters.division))
  }
  const where = and(...conditions)
  const [total, rows] = await Promise.all([
    db.$count(talents, where),
    db
      .select({ ...listColumns, portfolioHead })
      .from(talents)
      .where(where)
      .orderBy(asc(talents.position), asc(talents.name), asc(talents.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ])
  return { rows, total }
}

/** A talent, published or hidden (the media route, and the write API inside its transactions). */
export async function findTalent(db: Database, id: number): Promise<StoredTalent | undefined> {
  const [found] = await db.select(recordColumns).from(talents).where(eq(talents.id, id)).limit(1)
  return found
}

/** A talent the site may show: a hidden one is, to the read API, one that does not exist. */
export async function findPublishedTalent(
  db: Database,
  id: number,
): Promise<StoredTalent | undefined> {
  const found = await findTalent(db, id)
  return found?.published ? found : undefined
}

export type WireOptions = { language: string; cover2: boolean; coverWeb: boolean }

/**
 * A talent as the booking software sends it; `cover2` and `cover_web` only when asked for. The
 * covers the agency has not chosen are her portfolio's first photos (`covers.ts`), each cover
 * with its size when known.
 */
export function toWireTalent(
  talent: ListedTalent | TalentRecord,
  options: WireOptions,
): WireTalentInput {
  const measures = Object.fromEntries(measureFields.map((field) => [field, talent[field]]))
  const photos = 'book' in talent ? [...talent.book, ...talent.snap, ...talent.compo] : []
  const { cover, coverWeb } = coversOf(
    talent,
    'book' in talent ? talent.book : talent.portfolioHead,
    'book' in talent ? photos : talent.portfolioHead,
  )
  return {
    id: talent.id,
    name: talent.name,
    gender: talent.gender,
    birthdate: talent.birthdate,
    ...measures,
    eyes: talent.eyes,
    hair: talent.hair,
    instagram: talent.instagram,
    skills: talent.skills,
    ...('about' in talent ? { about: biography(talent.about, options.language) } : {}),
    cover: cover?.file ?? talent.cover,
    cover_size: cover?.size ?? null,
    ...(options.cover2
      ? { cover2: talent.cover2, cover2_size: sizeOf(talent.cover2, photos) }
      : {}),
    ...(options.coverWeb
      ? { cover_web: coverWeb?.file ?? talent.coverWeb, cover_web_size: coverWeb?.size ?? null }
      : {}),
    divisions: talent.divisionIds.map((id) => ({ id_category: id })),
    categories: talent.categoryIds.map((id) => ({ id })),
    ...('book' in talent
      ? {
          book: wireGallery(talent.book, options.language),
          snap: wireGallery(talent.snap, options.language),
          compo: wireGallery(talent.compo, options.language),
          video: talent.video,
        }
      : {}),
  }
}

/**
 * A section's photos, each with its alternative text in the requested language only: a
 * description in another language would be read out in the wrong voice, and the site has its
 * own words for a photo without one.
 */
function wireGallery(items: GalleryItem[], language: string) {
  return items.map(({ alt, ...item }) => {
    const text = isLanguage(language) && alt?.[language]
    return text ? { ...item, alt: text } : item
  })
}

/** The requested language, else English, else whatever the agency wrote. */
export function biography(about: TalentRecord['about'], language: string): string | null {
  const texts = [isLanguage(language) ? about[language] : undefined, about.en, about.pt, about.es]
  return texts.find((text) => typeof text === 'string' && text.trim() !== '') ?? null
}

/** Hair and eye colours compared as the site does: any case, with or without accents. */
function colourKey(colour: string) {
  return colour.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()
}

function distinctColours(values: (string | null)[]) {
  const byKey = new Map<string, string>()
  for (const value of values) {
    if (!value || value.trim() === '') continue
    const key = colourKey(value)
    const shown = value.trim().toLowerCase()
    // Prefer the accented spelling when the catalog holds both ("âmbar" over "ambar").
    const current = byKey.get(key)
    if (current === undefined || (current === key && shown !== key)) byKey.set(key, shown)
  }
  return [...byKey.values()]
    .sort((a, b) => a.localeCompare(b, 'pt'))
    .map((value, index) => ({ id: index + 1, value }))
}

/** The filter options, from what the catalog holds. */
export async function catalogAttributes(db: Database) {
  const rows = await db
    .select({
      hair: talents.hair,
      eyes: talents.eyes,
      gender: talents.gender,
      height: talents.height,
      divisionIds: talents.divisionIds,
      categoryIds: talents.categoryIds,
    })
    .from(talents)
    .where(eq(talents.published, true))
  const heights = rows
    .map((row) => Number.parseInt(row.height ?? '', 10))
    .filter((height) => Number.isFinite(height) && height > 0)
  const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b)
  return {
    hair: distinctColours(rows.map((row) => row.hair)),
    eyes: distinctColours(rows.map((row) => row.eyes)),
    genders: [...new Set(rows.map((row) => row.gender))].sort(),
    divisions: sortedIds(rows.flatMap((row) => row.divisionIds)),
    categories: sortedIds(rows.flatMap((row) => row.categoryIds)),
    height:
      heights.length > 0
        ? {
            min: heights.reduce((a, b) => Math.min(a, b)),
            max: heights.reduce((a, b) => Math.max(a, b)),
          }
        : { min: null, max: null },
  }
}
