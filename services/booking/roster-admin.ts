import { and, eq, gt, gte, ilike, lt, lte, not, type SQL, sql } from 'drizzle-orm'
import {
  adminPageSize,
  boardsOf,
  divisionsOf,
  type PhotoSection,
  photoRules,
  type TalentList,
  type TalentMove,
  type TalentRecord as AdminRecord,
  type TalentSummary,
  type ValidListQuery,
  type ValidTalentInput,
} from '../../contracts/booking-admin'
import { divisionCategoryIds, listedDivisionId } from '../../contracts/divisions'
import { languages } from '../../contracts/languages'
import { type VideoAddress, videoWatchUrl } from '../../contracts/video-address'
import { containsId, findTalent, portfolioHead, recordColumns } from './catalog'
import { coversOf } from './covers'
import type { Database } from './db'
import { type GalleryItem, type LocalizedText, talents } from './db/schema'
import type { StoredTalent } from './talent-record'

/**
 * The back office's view of the catalog and its writes (`contracts/booking-admin.ts`): every
 * talent, hidden ones included, in the roster's order. The read API (`catalog.ts`) shows the site
 * only the published ones.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

// Writes that pick the next id or renumber the roster take turns across every node.
async function lockRoster(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('passarela:booking:roster'))`)
}

/** The roster's order: the agency's own, then the name (as `listTalents` gives it to the site). */
const rosterOrder = sql`${talents.position}, ${talents.name}, ${talents.id}`

/** Published, and filed where the site lists talents: what the site shows. */
const shownOnSite = sql`(${talents.published} and ${containsId(talents.divisionIds, listedDivisionId)})`

function isShown(talent: Pick<StoredTalent, 'published' | 'divisionIds'>) {
  return talent.published && talent.divisionIds.includes(listedDivisionId)
}

type SummaryRow = Pick<
  StoredTalent,
  'id' | 'name' | 'cover' | 'coverWeb' | 'gender' | 'categoryIds' | 'divisionIds' | 'published'
> & { portfolioHead: GalleryItem[] }

function toSummary(row: SummaryRow, position: number): TalentSummary {
  const { cover } = coversOf(row, row.portfolioHead)
  return {
    id: row.id,
    name: row.name,
    cover: cover?.file ?? null,
    coverChosen: cover?.chosen ?? false,
    divisions: divisionsOf(row.categoryIds),
    boards: boardsOf(row),
    published: isShown(row),
    position,
  }
}

function photos(items: GalleryItem[]) {
  return items.map(({ id, file, width, height, alt }) => ({
    id,
    file,
    width,
    height,
    alt: { en: alt?.en ?? '', es: alt?.es ?? '', pt: alt?.pt ?? '' },
  }))
}

function toRecord(talent: StoredTalent, position: number): AdminRecord {
  const { coverWeb } = coversOf(talent, talent.book)
  return {
    ...toSummary({ ...talent, portfolioHead: talent.book }, position),
    gender: talent.gender,
    birthdate: talent.birthdate,
    height: talent.height,
    bust: talent.bust,
    chest: talent.chest,
    waist: talent.waist,
    hips: talent.hips,
    shoes: talent.shoes,
    weight: talent.weight,
    suit: talent.suit,
    shirt: talent.shirt,
    jeans: talent.jeans,
    eyes: talent.eyes,
    hair: talent.hair,
    instagram: talent.instagram,
    city: talent.city,
    skills: talent.skills,
    about: { en: talent.about.en ?? '', es: talent.about.es ?? '', pt: talent.about.pt ?? '' },
    futureFace: talent.categoryIds.includes(divisionCategoryIds.development),
    heroImage: talent.cover2,
    coverWeb: coverWeb?.file ?? null,
    coverWebChosen: coverWeb?.chosen ?? false,
    photos: {
      portfolio: photos(talent.book),
      polaroids: photos(talent.snap),
      composite: photos(talent.compo),
    },
    videos: talent.video.map(({ provider, file }) => ({
      provider,
      file,
      url: videoWatchUrl({ provider, file }),
    })),
  }
}

/** Every talent the filters keep, 50 a page, in the roster's order, each with its place in it. */
export async function listRoster(db: Database, query: ValidListQuery): Promise<TalentList> {
  const conditions: SQL[] = []
  if (query.q) {
    const escaped = query.q.replace(/[\\%_]/g, (character) => `\\${character}`)
    conditions.push(ilike(talents.name, `%${escaped}%`))
  }
  if (query.division) {
    conditions.push(containsId(talents.categoryIds, divisionCategoryIds[query.division]))
  }
  if (query.board === 'women') conditions.push(eq(talents.gender, 'woman'))
  if (query.board === 'men') conditions.push(eq(talents.gender, 'man'))
  if (query.board === 'future-faces') {
    conditions.push(containsId(talents.categoryIds, divisionCategoryIds.development))
  }
  if (query.state === 'published') conditions.push(shownOnSite)
  if (query.state === 'hidden') conditions.push(not(shownOnSite))
  const where = conditions.length > 0 ? and(...conditions) : undefined

  const ranked = db.$with('ranked').as(
    db
      .select({
        id: talents.id,
        rank: sql<number>`row_number() over (order by ${rosterOrder})`.mapWith(Number).as('rank'),
      })
      .from(talents),
  )
  const { page } = query
  const [total, rows] = await Promise.all([
    db.$count(talents, where),
    db
      .with(ranked)
      .select({
        id: talents.id,
        name: talents.name,
        cover: talents.cover,
        coverWeb: talents.coverWeb,
        portfolioHead,
        gender: talents.gender,
        categoryIds: talents.categoryIds,
        divisionIds: talents.divisionIds,
        published: talents.published,
        rank: ranked.rank,
      })
      .from(talents)
      .innerJoin(ranked, eq(ranked.id, talents.id))
      .where(where)
      .orderBy(ranked.rank)
      .limit(adminPageSize)
      .offset((page - 1) * adminPageSize),
  ])
  return {
    data: rows.map((row) => toSummary(row, row.rank)),
    page,
    perPage: adminPageSize,
    lastPage: Math.max(1, Math.ceil(total / adminPageSize)),
    total,
  }
}

/** One talent's whole record, hidden or not; undefined when there is none. */
export async function rosterRecord(db: Database, id: number): Promise<AdminRecord | undefined> {
  const talent = await findTalent(db, id)
  if (!talent) return undefined
  const before = await db.$count(
    talents,
    sql`(${rosterOrder}) < (${talent.position}, ${talent.name}, ${talent.id})`,
  )
  return toRecord(talent, before + 1)
}

/** The columns an input sets; categories the back office does not know of are kept. */
function inputColumns(input: ValidTalentInput, keptCategories: readonly number[] = []) {
  const ours = new Set<number>(Object.values(divisionCategoryIds))
  return {
    name: input.name,
    gender: input.gender,
    birthdate: input.birthdate,
    height: input.height,
    bust: input.bust,
    chest: input.chest,
    waist: input.waist,
    hips: input.hips,
    shoes: input.shoes,
    suit: input.suit,
    shirt: input.shirt,
    jeans: input.jeans,
    eyes: input.eyes,
    hair: input.hair,
    instagram: input.instagram,
    city: input.city,
    skills: input.skills,
    about: input.about,
    categoryIds: [
      ...input.divisions.map((division) => divisionCategoryIds[division]),
      ...keptCategories.filter((id) => !ours.has(id)),
    ],
    published: input.published,
  }
}

/**
 * The site lists only the talents filed in the listed division (`contracts/divisions.ts`); a
 * talent the back office writes is filed there, and whether the site shows it is `published`.
 */
function listed(divisionIds: readonly number[]) {
  return divisionIds.includes(listedDivisionId)
    ? [...divisionIds]
    : [...divisionIds, listedDivisionId]
}

/**
 * A new talent, first in the roster (issue 36: the booker works on her next, and with the demo
 * she would land on the list's last page), with the next free id.
 */
export async function createTalent(db: Database, input: ValidTalentInput): Promise<AdminRecord> {
  return db.transaction(async (tx) => {
    await lockRoster(tx)
    const [next] = await tx
      .select({
        id: sql<number>`coalesce(max(${talents.id}), 0) + 1`.mapWith(Number),
        // Before the first; imports and the demo may share a position, so not just "first - 1".
        position: sql<number>`coalesce(min(${talents.position}), 1) - 1`.mapWith(Number),
      })
      .from(talents)
    const id = next?.id ?? 1
    await tx.insert(talents).values({
      id,
      ...inputColumns(input),
      divisionIds: [listedDivisionId],
      position: next?.position ?? 0,
    })
    return (await rosterRecord(tx, id))!
  })
}

/**
 * Sets a talent's columns from what it holds now, in one transaction; undefined when there is no
 * such talent.
 */
async function rewriteTalent(
  db: Database,
  id: number,
  columns: (talent: StoredTalent) => Partial<typeof talents.$inferInsert>,
): Promise<AdminRecord | undefined> {
  return db.transaction(async (tx) => {
    const talent = await findTalent(tx, id)
    if (!talent) return undefined
    await tx
      .update(talents)
      .set({ ...columns(talent), updatedAt: new Date() })
      .where(eq(talents.id, id))
    return rosterRecord(tx, id)
  })
}

/** Replaces a talent's editable fields; undefined when there is no such talent. */
export function updateTalent(db: Database, id: number, input: ValidTalentInput) {
  return rewriteTalent(db, id, (talent) => ({
    ...inputColumns(input, talent.categoryIds),
    divisionIds: listed(talent.divisionIds),
  }))
}

export function setPublished(db: Database, id: number, published: boolean) {
  return rewriteTalent(db, id, (talent) => ({
    published,
    ...(published ? { divisionIds: listed(talent.divisionIds) } : {}),
  }))
}

/** Deletes a talent's row; gives back what it was, for its files to go too. */
export async function deleteTalent(db: Database, id: number): Promise<StoredTalent | undefined> {
  const [deleted] = await db.delete(talents).where(eq(talents.id, id)).returning(recordColumns)
  return deleted
}

/**
 * Moves a talent a place up or down, to the top or the bottom, or to a position (past the end,
 * the last), the talents between shifting one place; the roster is numbered 1, 2, 3… first
 * (imports and the demo share positions), which changes no visible order (decision 026).
 */
export async function moveTalent(
  db: Database,
  id: number,
  move: TalentMove,
): Promise<AdminRecord | undefined> {
  return db.transaction(async (tx) => {
    await lockRoster(tx)
    await tx.execute(sql`
      update ${talents} set position = ranked.rank
      from (select id, row_number() over (order by ${rosterOrder}) as rank from ${talents}) ranked
      where ${talents.id} = ranked.id and ${talents.position} <> ranked.rank`)
    const talent = await findTalent(tx, id)
    if (!talent) return undefined
    const total = await tx.$count(talents)
    const from = talent.position
    const wanted =
      'position' in move
        ? move.position
        : { up: from - 1, down: from + 1, top: 1, bottom: total }[move.direction]
    // The first cannot go up, nor the last down: the order stays as it is.
    const to = Math.min(Math.max(wanted, 1), total)
    if (to < from) {
      await tx
        .update(talents)
        .set({ position: sql`${talents.position} + 1` })
        .where(and(gte(talents.position, to), lt(talents.position, from)))
    } else if (to > from) {
      await tx
        .update(talents)
        .set({ position: sql`${talents.position} - 1` })
        .where(and(gt(talents.position, from), lte(talents.position, to)))
    }
    if (to !== from) await tx.update(talents).set({ position: to }).where(eq(talents.id, id))
    return rosterRecord(tx, id)
  })
}

export type VideoChange =
  | { kind: 'add'; video: VideoAddress }
  | { kind: 'move'; index: number; direction: 'up' | 'down' }
  | { kind: 'delete'; index: number }

/** A video or photo change refused: an unknown talent or item (404), or a refused input (400). */
export type ChangeRefusal = { ok: false; status: 400 | 404; field?: string; message: string }

export type VideoResult = { ok: true; record: AdminRecord } | ChangeRefusal

/** Adds, moves or deletes one of a talent's videos. */
export async function changeVideos(
  db: Database,
  id: number,
  change: VideoChange,
  maxVideos: number,
): Promise<VideoResult> {
  return db.transaction(async (tx) => {
    const talent = await findTalent(tx, id)
    if (!talent) return { ok: false, status: 404, message: 'Talent not found.' }
    const videos = [...talent.video]
    if (change.kind === 'add') {
      const { provider, file } = change.video
      if (videos.some((video) => video.provider === provider && video.file === file)) {
        return { ok: false, status: 400, field: 'url', message: 'this video is already listed' }
      }
      if (videos.length >= maxVideos) {
        return {
          ok: false,
          status: 400,
          field: 'url',
          message: `a talent has at most ${maxVideos} videos`,
        }
      }
      // The players are 16:9; the booking software sends the same size for every video.
      videos.push({ provider, file, width: 1920, height: 1080 })
    } else {
      const video = videos[change.index]
      if (!video) return { ok: false, status: 404, message: 'Video not found.' }
      videos.splice(change.index, 1)
      if (change.kind === 'move') {
        const to = change.index + (change.direction === 'up' ? -1 : 1)
        videos.splice(Math.max(0, Math.min(videos.length, to)), 0, video)
      }
    }
    await tx.update(talents).set({ video: videos, updatedAt: new Date() }).where(eq(talents.id, id))
    return { ok: true, record: (await rosterRecord(tx, id))! }
  })
}

/** The booking software's column of each section of photos. */
const sectionColumns = { portfolio: 'book', polaroids: 'snap', composite: 'compo' } as const

export type NewPhoto = { file: string; width: number; height: number }

export type PhotoChange =
  | { kind: 'add'; section: PhotoSection; photos: NewPhoto[] }
  | { kind: 'move'; photo: number; direction: 'up' | 'down' }
  | { kind: 'cover' | 'coverWeb'; photo: number }
  | { kind: 'alt'; photo: number; alt: { en: string; es: string; pt: string } }
  | { kind: 'delete'; photo: number }

export type PhotoResult =
  | {
      ok: true
      record: AdminRecord
      /** The file a deleted photo leaves behind, for the caller to remove once written. */
      unused?: string
    }
  | ChangeRefusal

/**
 * Adds photos to a section, or moves, makes a cover of, describes or deletes one named by its id.
 * The talent's row is locked for the change, so two uploads at once both keep their photos.
 */
export async function changePhotos(
  db: Database,
  id: number,
  change: PhotoChange,
): Promise<PhotoResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${talents} where ${talents.id} = ${id} for update`)
    const talent = await findTalent(tx, id)
    if (!talent) return { ok: false, status: 404, message: 'Talent not found.' }
    const galleries = { book: [...talent.book], snap: [...talent.snap], compo: [...talent.compo] }
    const columns: Partial<typeof talents.$inferInsert> = {}
    let unused: string | undefined

    if (change.kind === 'add') {
      const gallery = galleries[sectionColumns[change.section]]
      if (gallery.length + change.photos.length > photoRules.maxPerSection) {
        return {
          ok: false,
          status: 400,
          field: 'photos',
          message: `a section holds at most ${photoRules.maxPerSection} photos`,
        }
      }
      // Ids are the talent's own: unique across her three sections, never reused while she has
      // a photo with a higher one.
      let next = Math.max(0, ...Object.values(galleries).flatMap((items) => items.map((i) => i.id)))
      for (const photo of change.photos) gallery.push({ id: ++next, ...photo })
      columns[sectionColumns[change.section]] = gallery
    } else {
      const found = findPhoto(galleries, change.photo)
      if (!found) return { ok: false, status: 404, message: 'Photo not found.' }
      const { column, index, photo } = found
      const gallery = galleries[column]
      if (change.kind === 'move') {
        const to = index + (change.direction === 'up' ? -1 : 1)
        // The first cannot go up, nor the last down: the order stays as it is.
        if (to >= 0 && to < gallery.length) {
          gallery.splice(index, 1)
          gallery.splice(to, 0, photo)
        }
        columns[column] = gallery
      } else if (change.kind === 'cover') {
        columns.cover = photo.file
      } else if (change.kind === 'coverWeb') {
        columns.coverWeb = photo.file
      } else if (change.kind === 'alt') {
        const alt: LocalizedText = {}
        for (const lang of languages) if (change.alt[lang]) alt[lang] = change.alt[lang]
        const { alt: _old, ...rest } = photo
        gallery[index] = Object.keys(alt).length > 0 ? { ...rest, alt } : rest
        columns[column] = gallery
      } else {
        gallery.splice(index, 1)
        columns[column] = gallery
        // A cover naming the photo's file would name nothing: the site then shows none.
        if (talent.cover === photo.file) columns.cover = null
        if (talent.coverWeb === photo.file) columns.coverWeb = null
        if (talent.cover2 === photo.file) columns.cover2 = null
        const stillNamed = Object.values(galleries).some((items) =>
          items.some((item) => item.file === photo.file),
        )
        if (!stillNamed) unused = photo.file
      }
    }
    await tx
      .update(talents)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(talents.id, id))
    return { ok: true, record: (await rosterRecord(tx, id))!, unused }
  })
}

function findPhoto(galleries: Record<'book' | 'snap' | 'compo', GalleryItem[]>, photo: number) {
  for (const column of ['book', 'snap', 'compo'] as const) {
    const index = galleries[column].findIndex((item) => item.id === photo)
    if (index >= 0) return { column, index, photo: galleries[column][index]! }
  }
  return undefined
}
