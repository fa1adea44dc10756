import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { inArray } from 'drizzle-orm'
import { z } from 'zod'
import {
  type ImportPlan as ContractImportPlan,
  type ImportProblem,
  photoRules,
} from '../../contracts/booking-admin'
import { listedDivisionId } from '../../contracts/divisions'
import { asFileStore, type FileStore } from '../common/storage'
import type { Database } from './db'
import { talents } from './db/schema'
import { mediaFilesOf, removeMediaFile } from './media'
import type { TalentRecord } from './talent-record'
import { genders } from '../../contracts/talent'

/** The largest id the catalog's integer columns hold. */
const maxRowId = 2_147_483_647

// The import format (docs/catalog-import.md): one JSON file per talent, in the booking
// software's own shape, images referenced by paths relative to the folder.
const measure = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d+([.,]\d+)?(\/\d+([.,]\d+)?)?$/, 'expected a number of cm, as 178 or 38/39'),
    // The booking software exports an unused measure as "".
    z.literal(''),
    z.number().positive(),
    z.null(),
  ])
  .optional()
  .transform((value) => (value === undefined || value === null ? null : String(value)))

const image = z.object({
  file: z.string().min(1),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
})

const video = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  file: z
    .string()
    .regex(/^[\w-]+(\/[\w]+)?$/, 'expected a video id, as dQw4w9WgXcQ or 76979871/8272103f6e'),
})

const importedTalent = z.object({
  // The catalog's id column is a 4-byte integer: a larger id is a bad record, not a failed query.
  id: z.number().int().positive().max(maxRowId, `expected an id of at most ${maxRowId}`),
  name: z.string().trim().min(1),
  gender: z.enum(genders),
  birthdate: z.iso.date().nullish(),
  height: measure,
  bust: measure,
  chest: measure,
  waist: measure,
  hips: measure,
  shoes: measure,
  weight: measure,
  suit: measure,
  shirt: measure,
  jeans: measure,
  eyes: z.string().trim().nullish(),
  hair: z.string().trim().nullish(),
  instagram: z
    .string()
    .trim()
    .regex(/^@?[\w.]{1,30}$/, 'expected an instagram handle')
    .nullish(),
  skills: z.array(z.string().trim().min(1)).default([]),
  about: z
    .union([z.string(), z.object({ en: z.string(), es: z.string(), pt: z.string() }).partial()])
    .nullish(),
  cover: z.string().nullish(),
  cover2: z.string().nullish(),
  cover_web: z.string().nullish(),
  divisions: z.array(z.object({ id_category: z.number().int() })).default([]),
  categories: z.array(z.object({ id: z.number().int() })).default([]),
  book: z.array(image).default([]),
  snap: z.array(image).default([]),
  compo: z.array(image).default([]),
  video: z.array(video).default([]),
  position: z.number().int().default(100),
})

export type { ImportProblem }
export type ImportReport = {
  imported: number[]
  /** Of the imported, those the catalog did not have, and those it had otherwise. */
  added: number[]
  changed: number[]
  problems: ImportProblem[]
  /** The media files the import removed (an old record's photos the new one no longer names). */
  removed: string[]
}

const englishPlural = new Intl.PluralRules('en')

/**
 * The command's last line. "Models", as the back office calls them, and counted with the
 * language's plural rules: "Imported 1 model", not "1 talents".
 */
export function importSummary(report: Pick<ImportReport, 'imported' | 'problems'>): string {
  const count = (n: number, one: string, other: string) =>
    `${n} ${englishPlural.select(n) === 'one' ? one : other}`
  const skipped = new Set(report.problems.map((problem) => problem.file)).size
  return `Imported ${count(report.imported.length, 'model', 'models')}; skipped ${count(skipped, 'bad record', 'bad records')}.`
}

/** A good record of the folder, as the catalog would store it. */
export type ReadTalent = { file: string; record: TalentRecord }

/**
 * Reads every `*.json` talent of a folder, the one reader of the import format: each record
 * validated, its images read and named by content; a bad record is reported by file and field
 * and left out. Images are copied only with `copyImages`, so a preview writes nothing.
 */
export async function readCatalogFolder(
  folder: string,
  media: FileStore,
  { copyImages }: { copyImages: boolean },
): Promise<{ talents: ReadTalent[]; problems: ImportProblem[] }> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()
  const read: { talents: ReadTalent[]; problems: ImportProblem[] } = { talents: [], problems: [] }
  for (const file of files) {
    let raw: unknown
    try {
      raw = JSON.parse(await readFile(path.join(folder, file), 'utf8'))
    } catch (error) {
      read.problems.push({ file, field: '(file)', message: `not valid JSON: ${String(error)}` })
      continue
    }
    const parsed = importedTalent.safeParse(raw)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        read.problems.push({
          file,
          field: issue.path.join('.') || '(record)',
          message: issue.message,
        })
      }
      continue
    }
    const problems: ImportProblem[] = []
    const record = await withImages(parsed.data, folder, media, copyImages, (field, message) =>
      problems.push({ file, field, message }),
    )
    if (problems.length > 0) {
      read.problems.push(...problems)
      continue
    }
    read.talents.push({ file, record })
  }
  return read
}

/**
 * Loads every `*.json` talent of a folder (`readCatalogFolder`), copying its images into the
 * media store and upserting the good records by id; files a talent's earlier record named and
 * the new one does not are removed.
 */
export async function importCatalogFolder(
  db: Database,
  folder: string,
  mediaStore: FileStore | string,
): Promise<ImportReport> {
  const media = asFileStore(mediaStore)
  const read = await readCatalogFolder(folder, media, { copyImages: true })
  const stored = await storedTalents(db, read.talents)
  const report: ImportReport = {
    imported: [],
    added: [],
    changed: [],
    problems: read.problems,
    removed: [],
  }
  for (const { record } of read.talents) {
    const before = stored.get(record.id)
    await db
      .insert(talents)
      .values(record)
      .onConflictDoUpdate({ target: talents.id, set: { ...record, updatedAt: new Date() } })
    report.imported.push(record.id)
    if (!before) {
      report.added.push(record.id)
      continue
    }
    if (changedFields(before, record).length > 0) report.changed.push(record.id)
    // The images its old record named and the new one does not are no one's now.
    const kept = new Set(mediaFilesOf(record))
    for (const file of mediaFilesOf(before)) {
      if (!kept.has(file) && (await removeMediaFile(media, file))) report.removed.push(file)
    }
  }
  return report
}

/** What importing a folder would do (the contract's plan, before the staging names it). */
export type ImportPlan = Omit<ContractImportPlan, 'id'>

/**
 * What `importCatalogFolder` would do with a folder, read by the same reader and changing
 * nothing: each good record compared with the stored talent of its id. Images are compared by
 * content, as the import names them by it.
 */
export async function planCatalogImport(
  db: Database,
  folder: string,
  mediaStore: FileStore | string,
): Promise<ImportPlan> {
  const read = await readCatalogFolder(folder, asFileStore(mediaStore), { copyImages: false })
  const stored = await storedTalents(db, read.talents)
  const plan: ImportPlan = { talents: { add: [], change: [], same: [] }, problems: read.problems }
  for (const { record } of read.talents) {
    const talent = { id: record.id, name: record.name }
    // Said of a talent the import adds, or whose divisions it changes: off the site from then.
    const unlisted = record.divisionIds.includes(listedDivisionId) ? {} : { unlisted: true }
    const before = stored.get(record.id)
    if (!before) {
      plan.talents.add.push({ ...talent, ...unlisted })
      continue
    }
    const fields = changedFields(before, record)
    if (fields.length === 0) plan.talents.same.push(talent)
    else
      plan.talents.change.push({
        ...talent,
        ...(fields.includes('divisions') ? unlisted : {}),
        fields,
      })
  }
  return plan
}

async function storedTalents(db: Database, read: ReadTalent[]) {
  const ids = read.map(({ record }) => record.id)
  const rows =
    ids.length === 0 ? [] : await db.select().from(talents).where(inArray(talents.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * The fields of the import format (docs/catalog-import.md) whose values the record would change,
 * by their names there: what the staff see in the export. A gallery is compared by its images'
 * files (named by content) in order, a biography by its three texts, a blank one as none.
 */
const comparedFields = [
  ['name', 'name'],
  ['gender', 'gender'],
  ['birthdate', 'birthdate'],
  ['height', 'height'],
  ['bust', 'bust'],
  ['chest', 'chest'],
  ['waist', 'waist'],
  ['hips', 'hips'],
  ['shoes', 'shoes'],
  ['weight', 'weight'],
  ['suit', 'suit'],
  ['shirt', 'shirt'],
  ['jeans', 'jeans'],
  ['eyes', 'eyes'],
  ['hair', 'hair'],
  ['instagram', 'instagram'],
  ['skills', 'skills'],
  ['about', 'about'],
  ['cover', 'cover'],
  ['cover2', 'cover2'],
  ['coverWeb', 'cover_web'],
  ['divisionIds', 'divisions'],
  ['categoryIds', 'categories'],
  ['book', 'book'],
  ['snap', 'snap'],
  ['compo', 'compo'],
  ['video', 'video'],
  ['position', 'position'],
] as const satisfies readonly (readonly [keyof TalentRecord, string])[]

export function changedFields(stored: TalentRecord, record: TalentRecord): string[] {
  return comparedFields
    .filter(([key]) => comparable(key, stored[key]) !== comparable(key, record[key]))
    .map(([, name]) => name)
}

function comparable(key: keyof TalentRecord, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'null'
  if (key === 'book' || key === 'snap' || key === 'compo') {
    return JSON.stringify((value as { file: string }[]).map(({ file }) => file))
  }
  if (key === 'video') {
    return JSON.stringify(
      (value as { provider: string; file: string }[]).map(({ provider, file }) => [provider, file]),
    )
  }
  if (key === 'about') {
    const about = value as { en?: string; es?: string; pt?: string }
    return JSON.stringify([about.en?.trim() ?? '', about.es?.trim() ?? '', about.pt?.trim() ?? ''])
  }
  return JSON.stringify(value)
}

type Imported = z.infer<typeof importedTalent>

/** Whether an image's size breaks the uploads' megapixel cap (`photoRules.maxPixels`). */
export function tooManyPixels({ width, height }: { width?: number; height?: number }): boolean {
  return (width ?? 0) * (height ?? 0) > photoRules.maxPixels
}

/** What browsers show and the media route serves. */
const webFormats = new Set(['jpg', 'png', 'webp', 'avif', 'gif'])

async function withImages(
  talent: Imported,
  folder: string,
  media: FileStore,
  copyImages: boolean,
  problem: (field: string, message: string) => void,
): Promise<TalentRecord> {
  async function copy(
    field: string,
    relative: string | null | undefined,
    given: { width?: number; height?: number } = {},
  ) {
    // An empty file name (`images/.jpg`) is the booking software's "no image".
    if (!relative || /(^|\/)\.[a-z0-9]+$/i.test(relative)) return null
    // An image elsewhere on the web stays there; the site joins only relative paths.
    if (/^https?:\/\//.test(relative)) {
      return { file: relative, width: given.width ?? 0, height: given.height ?? 0 }
    }
    const source = path.resolve(folder, relative)
    // Images must sit inside the import folder: a record cannot pull in any file of the machine.
    if (!source.startsWith(path.resolve(folder) + path.sep)) {
      problem(field, 'the image must be inside the import folder')
      return null
    }
    // Read once: the same bytes are measured, hashed and copied.
    const bytes = await readFile(source).catch(() => null)
    if (!bytes) {
      problem(field, `no image at ${relative}`)
      return null
    }
    // Only the header is read; sharp's own cap would call a larger image unreadable.
    const metadata = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null)
    const format = metadata?.format === 'jpeg' ? 'jpg' : metadata?.format
    if (!metadata?.width || !metadata.height || !format || !webFormats.has(format)) {
      problem(field, `${relative} is not a JPEG, PNG, WebP, AVIF or GIF image`)
      return null
    }
    // The rules of a photo uploaded in the back office: a small file may decode to a huge image.
    if (bytes.length > photoRules.maxBytes) {
      problem(field, `${relative} is over ${photoRules.maxBytes / (1024 * 1024)} MB`)
      return null
    }
    if (tooManyPixels(metadata)) {
      problem(field, `${relative} is over ${photoRules.maxPixels / 1_000_000} megapixels`)
      return null
    }
    // Named by content: media are served as immutable, so a changed photo needs a new path.
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
    const name = `${hash}.${format}`
    if (copyImages) {
      await media.put(`imported/${talent.id}/${name}`, Readable.from([bytes]))
    }
    return {
      file: `media/imported/${talent.id}/${name}`,
      width: metadata.width,
      height: metadata.height,
    }
  }

  // A photo's id is the talent's own, counted across her three sections as the write API counts
  // them (services/booking/roster-admin.ts): a portfolio photo and a polaroid never share one,
  // and it stays small whatever the talent's id.
  let lastPhotoId = 0
  async function gallery(field: 'book' | 'snap' | 'compo') {
    const items = []
    for (const [index, item] of talent[field].entries()) {
      const copied = await copy(`${field}.${index}.file`, item.file, item)
      if (copied && (!copied.width || !copied.height)) {
        problem(`${field}.${index}.width`, 'required with height for an image given by URL')
      } else if (copied) items.push({ id: ++lastPhotoId, ...copied })
    }
    return items
  }

  const about = typeof talent.about === 'string' ? { pt: talent.about } : (talent.about ?? {})
  const record: TalentRecord = {
    id: talent.id,
    name: talent.name,
    gender: talent.gender,
    birthdate: talent.birthdate ?? null,
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
    eyes: talent.eyes ?? null,
    hair: talent.hair ?? null,
    instagram: talent.instagram?.replace(/^@/, '') ?? null,
    // The agency's own note of where a model lives: no catalog carries it.
    city: null,
    skills: talent.skills,
    about,
    cover: (await copy('cover', talent.cover))?.file ?? null,
    cover2: (await copy('cover2', talent.cover2))?.file ?? null,
    coverWeb: (await copy('cover_web', talent.cover_web))?.file ?? null,
    divisionIds: talent.divisions.map((division) => division.id_category),
    categoryIds: talent.categories.map((category) => category.id),
    book: await gallery('book'),
    snap: await gallery('snap'),
    compo: await gallery('compo'),
    video: talent.video.map(({ provider, file }) => ({
      provider,
      file,
      width: 1920,
      height: 1080,
    })),
    position: talent.position,
  }
  return record
}
