import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import type { Database } from './db'
import { talents } from './db/schema'
import type { TalentRecord } from './talent-record'

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
  id: z.number().int().positive(),
  name: z.string().trim().min(1),
  gender: z.enum(['man', 'woman']),
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

export type ImportProblem = { file: string; field: string; message: string }
export type ImportReport = { imported: number[]; problems: ImportProblem[] }

/**
 * Loads every `*.json` talent of a folder: each record is validated, its images copied into
 * the catalog's media folder, and the good ones upserted by id. A bad record is reported by
 * file and field and skipped; it does not stop the others.
 */
export async function importCatalogFolder(
  db: Database,
  folder: string,
  mediaDir: string,
): Promise<ImportReport> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()
  const report: ImportReport = { imported: [], problems: [] }
  for (const file of files) {
    let raw: unknown
    try {
      raw = JSON.parse(await readFile(path.join(folder, file), 'utf8'))
    } catch (error) {
      report.problems.push({ file, field: '(file)', message: `not valid JSON: ${String(error)}` })
      continue
    }
    const parsed = importedTalent.safeParse(raw)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        report.problems.push({
          file,
          field: issue.path.join('.') || '(record)',
          message: issue.message,
        })
      }
      continue
    }
    const problems: ImportProblem[] = []
    const record = await withCopiedImages(parsed.data, folder, mediaDir, (field, message) =>
      problems.push({ file, field, message }),
    )
    if (problems.length > 0) {
      report.problems.push(...problems)
      continue
    }
    await db
      .insert(talents)
      .values(record)
      .onConflictDoUpdate({ target: talents.id, set: { ...record, updatedAt: new Date() } })
    report.imported.push(record.id)
  }
  return report
}

type Imported = z.infer<typeof importedTalent>

/** What browsers show and the media route serves. */
const webFormats = new Set(['jpg', 'png', 'webp', 'avif', 'gif'])

async function withCopiedImages(
  talent: Imported,
  folder: string,
  mediaDir: string,
  problem: (field: string, message: string) => void,
): Promise<TalentRecord> {
  const target = path.join(mediaDir, 'imported', String(talent.id))

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
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => null)
    const format = metadata?.format === 'jpeg' ? 'jpg' : metadata?.format
    if (!metadata?.width || !metadata.height || !format || !webFormats.has(format)) {
      problem(field, `${relative} is not a JPEG, PNG, WebP, AVIF or GIF image`)
      return null
    }
    // Named by content: media are served as immutable, so a changed photo needs a new path.
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
    const name = `${hash}.${format}`
    await mkdir(target, { recursive: true })
    await writeFile(path.join(target, name), bytes)
    return {
      file: `media/imported/${talent.id}/${name}`,
      width: metadata.width,
      height: metadata.height,
    }
  }

  async function gallery(field: 'book' | 'snap' | 'compo') {
    const items = []
    for (const [index, item] of talent[field].entries()) {
      const copied = await copy(`${field}.${index}.file`, item.file, item)
      if (copied && (!copied.width || !copied.height)) {
        problem(`${field}.${index}.width`, 'required with height for an image given by URL')
      } else if (copied) items.push({ id: talent.id * 1000 + index + 1, ...copied })
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
