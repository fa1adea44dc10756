import type { Readable } from 'node:stream'
import { z } from 'zod'
import { agencyTimeZone, todayIn } from './agency-time'
import { isPastBirthdate } from './birthdate'
import { eyeColours, hairColours } from './colours'
import { divisionCategoryIds, type Division, divisions } from './divisions'
import { centimetres, fieldLengths, measureRanges, scoutingFiles } from './fields'
import { instagramProfile } from './instagram'
import { type MultipartLimits, readMultipart } from './multipart'
import { parseVideoAddress, videoAddressMessage } from './video-address'
import { genders } from './talent'

/**
 * The booking service's write API, which only the back office calls: `/admin-api` of the
 * service, JSON both ways, its calls tabled in decisions 026 (talents, videos, photos) and 027
 * (imports). Every call but `POST /signin` (the write key) carries its bearer token; one the read
 * key got is a 401. A photo is named by its `id`, never its place, so two staff cannot move or
 * delete the wrong one. A refused input is a 400 `{errors: {field: message}}` (English, one a
 * field), an unknown talent or video a 404 `{message}`. A write may name who made it in
 * `X-Actor` (a staff e-mail), which the service logs.
 */

export const adminPageSize = 50

export { divisions, type Division }

/**
 * The boards the site derives from a talent (`app/lib/roster/boards.ts`): women or men by gender, and the
 * future faces, which are the development division under their own name.
 */
export const boards = ['women', 'men', 'future-faces'] as const
export type Board = (typeof boards)[number]

/** The divisions a talent's categories file her in, in the divisions' order. */
export function divisionsOf(categoryIds: readonly number[]): Division[] {
  return divisions.filter((division) => categoryIds.includes(divisionCategoryIds[division]))
}

/** The boards a talent is on, in the boards' order: her gender's (when known), then the future faces. */
export function boardsOf(talent: {
  gender?: 'man' | 'woman' | null
  categoryIds: readonly number[]
}): Board[] {
  const found: Board[] = []
  if (talent.gender) found.push(talent.gender === 'woman' ? 'women' : 'men')
  if (talent.categoryIds.includes(divisionCategoryIds.development)) found.push('future-faces')
  return found
}

export const talentStates = ['published', 'hidden'] as const
export type TalentState = (typeof talentStates)[number]

/**
 * Sizes as the catalog keeps them: a number, or two with a slash for a size between two
 * ("38/39"); the site shows the part before the slash. EU shoe sizes, suits by EU size, shirts
 * by collar in centimetres, jeans by waist in inches.
 */
export const sizeRanges = {
  shoes: [16, 52],
  suit: [34, 70],
  shirt: [30, 52],
  jeans: [20, 48],
} as const

export type SizeField = keyof typeof sizeRanges

export const fieldLimits = {
  name: fieldLengths.name,
  skill: 60,
  skills: 30,
  biography: 5000,
  videos: 20,
} as const

/**
 * An optional field: text or a number, where "", blanks and null are all nothing (null), and
 * anything else must pass `schema`.
 */
function optional<Out>(schema: z.ZodType<Out, string>, what: string) {
  return z
    .union([z.string(), z.number()], { error: `${what} must be text or a number` })
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value).trim()))
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable())
}

/** A talent's measures' ranges in centimetres: the site's, and the chest a bust's. */
export const talentMeasureRanges = { ...measureRanges, chest: measureRanges.bust } as const

function measure(field: keyof typeof talentMeasureRanges, what: string) {
  const [min, max] = talentMeasureRanges[field]
  const message = `${what} must be a number of centimetres from ${min} to ${max}`
  return optional(
    z
      .string()
      .refine((value) => {
        const cm = centimetres(value)
        return cm !== null && cm >= min && cm <= max
      }, message)
      .transform((value) => String(centimetres(value))),
    what,
  )
}

function size(field: SizeField, what: string) {
  const [min, max] = sizeRanges[field]
  const message = `${what} must be a size from ${min} to ${max}, or two with a slash as 38/39`
  return optional(
    z
      .string()
      .transform((value) => value.replace(/,/g, '.').replace(/\s*\/\s*/, '/'))
      .refine((value) => {
        if (!/^\d{1,2}(\.5)?(\/\d{1,2}(\.5)?)?$/.test(value)) return false
        return value.split('/').every((part) => Number(part) >= min && Number(part) <= max)
      }, message),
    what,
  )
}

function colour(allowed: readonly string[], what: string) {
  return optional(
    z
      .string()
      .transform((value) => value.toLowerCase().replace(/\s+/g, ' '))
      .refine((value) => allowed.includes(value), `${what} must be one of: ${allowed.join(', ')}`),
    what,
  )
}

const biography = z
  .string({ error: 'the biography must be text' })
  .max(fieldLimits.biography, `the biography must be at most ${fieldLimits.biography} characters`)
  .transform((value) => value.trim())
  .optional()
  .default('')

/**
 * A talent as the back office sends it, every editable field at once; only `name` and `gender`
 * are required, a blank is null. `futureFace` is the development division under its board's
 * name: it may add that division, not contradict `divisions`.
 */
export const talentInput = z
  .object({
    name: z
      .string({ error: 'the name is required' })
      .trim()
      .min(1, 'the name is required')
      .max(fieldLimits.name, `the name must be at most ${fieldLimits.name} characters`),
    gender: z.enum(genders, { error: 'the gender must be woman or man' }),
    birthdate: optional(
      z
        .string()
        .refine(
          (value) => isPastBirthdate(value, todayIn(agencyTimeZone)),
          'the birth date must be a real day as YYYY-MM-DD, after 1900 and before today',
        ),
      'the birth date',
    ),
    height: measure('height', 'the height'),
    bust: measure('bust', 'the bust'),
    chest: measure('chest', 'the chest'),
    waist: measure('waist', 'the waist'),
    hips: measure('hips', 'the hips'),
    shoes: size('shoes', 'the shoe size'),
    suit: size('suit', 'the suit size'),
    shirt: size('shirt', 'the shirt size'),
    jeans: size('jeans', 'the jeans size'),
    eyes: colour(eyeColours, 'the eye colour'),
    hair: colour(hairColours, 'the hair colour'),
    instagram: optional(
      z.string().transform((value, context) => {
        const profile = instagramProfile(value)
        if (profile) return profile.handle
        context.addIssue({
          code: 'custom',
          message: 'the Instagram must be a handle as @name or a profile link',
        })
        return z.NEVER
      }),
      'the Instagram',
    ),
    city: optional(z.string().max(80, 'the city must be at most 80 characters'), 'the city'),
    skills: z
      .array(
        z
          .string({ error: 'each skill must be text' })
          .trim()
          .min(1, 'a skill may not be empty')
          .max(fieldLimits.skill, `a skill must be at most ${fieldLimits.skill} characters`),
        { error: 'the skills must be a list of texts' },
      )
      .max(fieldLimits.skills, `at most ${fieldLimits.skills} skills`)
      .optional()
      .default([])
      .transform((skills) => [...new Set(skills)]),
    about: z
      .object(
        { en: biography, es: biography, pt: biography },
        {
          error: 'the biography must give en, es and pt texts (any may be empty)',
        },
      )
      .strict()
      .optional()
      .default({ en: '', es: '', pt: '' }),
    divisions: z
      .array(
        z.enum(divisions, { error: `each division must be one of: ${divisions.join(', ')}` }),
        {
          error: 'the divisions must be a list',
        },
      )
      .optional()
      .default([]),
    futureFace: z.boolean({ error: 'future face must be true or false' }).optional(),
    published: z.boolean({ error: 'published must be true or false' }).optional().default(false),
  })
  .transform((talent, context) => {
    const { futureFace, ...rest } = talent
    const chosen = new Set(talent.divisions)
    if (futureFace === false && chosen.has('development')) {
      context.addIssue({
        code: 'custom',
        path: ['futureFace'],
        message: 'a talent of the development division is a future face',
      })
    }
    if (futureFace) chosen.add('development')
    // In the order the site lists them.
    return { ...rest, divisions: divisions.filter((division) => chosen.has(division)) }
  })

/** What the back office sends. */
export type TalentInput = z.input<typeof talentInput>
/** What the service keeps of it: blanks as null, the Instagram a handle, divisions in order. */
export type ValidTalentInput = z.output<typeof talentInput>

export const moveInput = z.object({
  direction: z.enum(['up', 'down'], { error: 'the direction must be up or down' }),
})

export const rosterMoveDirections = ['up', 'down', 'top', 'bottom'] as const

/**
 * Where a talent goes in the roster, in one call (issue 36): a place up or down, to the top or the
 * bottom, or to a position (1 the first; one past the roster's end is the last).
 */
export const talentMoveInput = z
  .object({
    direction: z
      .enum(rosterMoveDirections, { error: 'the direction must be up, down, top or bottom' })
      .optional(),
    position: z
      .int({ error: 'the position must be a whole number from 1' })
      .min(1, 'the position must be a whole number from 1')
      .max(1_000_000, 'the position must be a whole number from 1')
      .optional(),
  })
  .refine((move) => (move.direction === undefined) !== (move.position === undefined), {
    path: ['direction'],
    message: 'give either a direction (up, down, top or bottom) or a position',
  })
  .transform(({ direction, position }): TalentMove =>
    position === undefined ? { direction: direction ?? 'up' } : { position },
  )

export type TalentMove = { direction: (typeof rosterMoveDirections)[number] } | { position: number }

/** `{url}` as staff paste it → the video it names (`contracts/video-address.ts`). */
export const videoInput = z
  .object({
    url: z
      .string({ error: `the address ${videoAddressMessage}` })
      .trim()
      .min(1, `the address ${videoAddressMessage}`)
      .transform((value, context) => {
        const parsed = parseVideoAddress(value)
        if (parsed.ok) return parsed.video
        context.addIssue({ code: 'custom', message: `the address ${parsed.message}` })
        return z.NEVER
      }),
  })
  .transform(({ url }) => url)

export const listQuery = z.object({
  q: z.string().trim().max(120, 'the search must be at most 120 characters').optional(),
  division: z
    .enum(divisions, { error: `the division must be one of: ${divisions.join(', ')}` })
    .optional(),
  board: z.enum(boards, { error: `the board must be one of: ${boards.join(', ')}` }).optional(),
  state: z.enum(talentStates, { error: 'the state must be published or hidden' }).optional(),
  page: z.coerce
    .number({ error: 'the page must be a whole number' })
    .int('the page must be a whole number')
    .min(1, 'the page must be at least 1')
    .optional()
    .default(1),
})

export type ListQuery = z.input<typeof listQuery>
/** The list's query as the service reads it: the page a number, 1 when not given. */
export type ValidListQuery = z.output<typeof listQuery>

export const photoSections = ['portfolio', 'polaroids', 'composite'] as const
export type PhotoSection = (typeof photoSections)[number]

/**
 * What an uploaded photo may be, judged by its bytes: the same types, size and pixels as every
 * other image the agency takes (a scouting photo, a post's cover). A section holds at most
 * `maxPerSection`; an upload brings at most `maxPerUpload`.
 */
export const photoRules = {
  types: scoutingFiles.photoTypes,
  maxBytes: scoutingFiles.maxPhotoBytes,
  maxPixels: scoutingFiles.maxPhotoPixels,
  maxPerUpload: 20,
  maxPerSection: 100,
  /** An alternative text's most characters: a sentence, not a caption. */
  maxAlt: 300,
} as const

/**
 * The back office's thumbnails of a talent's photos, which the booking service's media route
 * makes on request (`media/…?thumbnail=row`): what the page shows, twice over for sharp screens,
 * never the original (an upload may be 10 MB).
 */
export const thumbnails = {
  /** A row of the Models list: shown 48 × 64, the photo cropped to fill it. */
  row: { shown: { width: 48, height: 64 }, fit: 'cover' },
  /** A photo in her record: shown with its longer side 160, its proportions kept. */
  photo: { shown: { width: 160, height: 160 }, fit: 'inside' },
} as const

export type ThumbnailKind = keyof typeof thumbnails

export function isThumbnailKind(value: unknown): value is ThumbnailKind {
  return value === 'row' || value === 'photo'
}

/** A photo upload's most bytes: every photo at its largest, and room for the form's own fields. */
export const maxPhotoUploadBytes = photoRules.maxPerUpload * photoRules.maxBytes + 1024 * 1024

/**
 * Reads a photo upload (the files in `photos`) into `folder` by `photoRules`: the back office to
 * name a refused file in the staff's language, the booking service again before keeping them.
 */
export function readPhotoUpload(
  body: Readable,
  contentType: string,
  folder: string,
  { maxFieldBytes }: Pick<MultipartLimits, 'maxFieldBytes'>,
) {
  return readMultipart(
    body,
    contentType,
    folder,
    (field) => (field === 'photos' ? photoRules : undefined),
    { maxBodyBytes: maxPhotoUploadBytes, maxFiles: photoRules.maxPerUpload, maxFieldBytes },
  )
}

const altText = z
  .string({ error: 'the alternative text must be text' })
  .trim()
  .max(photoRules.maxAlt, `the alternative text must be at most ${photoRules.maxAlt} characters`)
  .optional()
  .default('')

/** A photo's alternative texts, each optional; a blank one is none. */
export const photoAltInput = z
  .object(
    { en: altText, es: altText, pt: altText },
    { error: 'the alternative texts are en, es and pt, each text' },
  )
  .strict()

export type PhotoAltInput = z.input<typeof photoAltInput>

/** Alternative texts of a photo, per language ("" where none was written). */
const altTexts = z.object({ en: z.string(), es: z.string(), pt: z.string() })

export const adminPhoto = z.object({
  id: z.number(),
  /** A media path relative to the booking service (`media/…`), or an absolute URL. */
  file: z.string(),
  width: z.number(),
  height: z.number(),
  alt: altTexts,
})

export const adminVideo = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  /** The id, and for a private Vimeo video its hash after a slash, as the read API sends it. */
  file: z.string(),
  /** Where to watch it. */
  url: z.string(),
})

/** A talent in the back office's list. */
export const talentSummary = z.object({
  id: z.number(),
  name: z.string(),
  /**
   * The cover as the read API gives it: a media path relative to the service, or a URL. Until
   * the agency chooses one, her first portfolio photo (`coverChosen` false).
   */
  cover: z.string().nullable(),
  coverChosen: z.boolean(),
  divisions: z.array(z.enum(divisions)),
  boards: z.array(z.enum(boards)),
  /** Shown on the site (published), or not (hidden). */
  published: z.boolean(),
  /** 1 for the first of the roster, as the site's /models orders it, hidden talents counted. */
  position: z.number(),
})

export const talentList = z.object({
  data: z.array(talentSummary),
  page: z.number(),
  perPage: z.number(),
  lastPage: z.number(),
  total: z.number(),
})

/** A talent's whole record, every field the back office edits and what it will edit later. */
export const talentRecord = talentSummary.extend({
  gender: z.enum(genders),
  birthdate: z.string().nullable(),
  height: z.string().nullable(),
  bust: z.string().nullable(),
  chest: z.string().nullable(),
  waist: z.string().nullable(),
  hips: z.string().nullable(),
  shoes: z.string().nullable(),
  /** Kept from an import; not edited here. */
  weight: z.string().nullable(),
  suit: z.string().nullable(),
  shirt: z.string().nullable(),
  jeans: z.string().nullable(),
  eyes: z.string().nullable(),
  hair: z.string().nullable(),
  instagram: z.string().nullable(),
  /** Where the model lives: the agency's, never the site's. */
  city: z.string().nullable(),
  skills: z.array(z.string()),
  about: altTexts,
  futureFace: z.boolean(),
  /** The profile's hero image (the read API's `cover2`) and the card's hover image. */
  heroImage: z.string().nullable(),
  /** Until the agency chooses one, the first portfolio photo that is not the cover. */
  coverWeb: z.string().nullable(),
  coverWebChosen: z.boolean(),
  photos: z.object({
    portfolio: z.array(adminPhoto),
    polaroids: z.array(adminPhoto),
    composite: z.array(adminPhoto),
  }),
  videos: z.array(adminVideo),
})

export type TalentSummary = z.infer<typeof talentSummary>
export type TalentList = z.infer<typeof talentList>
export type TalentRecord = z.infer<typeof talentRecord>

export const recordAnswer = z.object({ data: talentRecord })

/** A refused input: one English message per field (`about.en`, `skills`, …). */
export const fieldErrors = z.object({ errors: z.record(z.string(), z.string()) })
export type FieldErrors = z.infer<typeof fieldErrors>

/** Zod's issues as the answer gives them: the first message of each field. */
export function errorsByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    // A skill's or division's own index is no field of the form: the list is.
    const path = issue.path.filter((part) => typeof part === 'string')
    const field = path.join('.') || 'body'
    errors[field] ??= issue.message
  }
  return errors
}

const gigabyte = 1024 * 1024 * 1024

/**
 * What an uploaded export may be: a zip of the export's folder, counted as it is unpacked, never
 * by the sizes it declares; no entry may be a link, an absolute path or climb out (decision 027).
 */
export const importRules = {
  maxUploadBytes: 2 * gigabyte,
  maxEntries: 20_000,
  maxTotalBytes: 2 * gigabyte,
  maxJsonBytes: 1024 * 1024,
  maxFileBytes: 10 * 1024 * 1024,
  /** How long a staged export waits for its confirmation. */
  maxAgeMs: 60 * 60 * 1000,
  /**
   * What a node's disk holds of exports waiting for their confirmation (and being applied): at
   * most this many, and this many bytes in all, zips and their unpacked files counted as written.
   */
  maxStaged: 5,
  maxStagedBytes: 6 * gigabyte,
} as const

const importProblem = z.object({ file: z.string(), field: z.string(), message: z.string() })
const plannedTalent = z.object({
  id: z.number(),
  name: z.string(),
  /**
   * Whether the record leaves her off the site: not filed in its division (`listedDivisionId`),
   * she is imported hidden until the back office publishes her. Absent from an older service.
   */
  unlisted: z.boolean().optional(),
})

/**
 * What an import would do: whom it adds, changes (the fields of the import format that differ,
 * images compared by content) and leaves as they are; and the records it refuses, by file and
 * field, in English.
 */
export const importPlan = z.object({
  id: z.string(),
  talents: z.object({
    add: z.array(plannedTalent),
    change: z.array(plannedTalent.extend({ fields: z.array(z.string()) })),
    same: z.array(plannedTalent),
  }),
  problems: z.array(importProblem),
})

/** What an applied import did: the talents it stored, of which new and changed; what it refused. */
export const importReport = z.object({
  imported: z.array(z.number()),
  added: z.array(z.number()),
  changed: z.array(z.number()),
  problems: z.array(importProblem),
})

export type ImportPlan = z.infer<typeof importPlan>
export type ImportReport = z.infer<typeof importReport>
export type ImportProblem = z.infer<typeof importProblem>
export type PlannedTalent = z.infer<typeof plannedTalent>

/** Why an uploaded export was refused, for the back office to say in the staff's language. */
export const importRefusals = [
  'not-zip',
  'no-json',
  'too-large',
  'too-many-files',
  'too-large-unpacked',
  'file-too-large',
  'too-many-pixels',
  'unsafe-path',
  'link',
  'staging-full',
] as const

/**
 * A refused upload's 400 (429 with `Retry-After` for `staging-full`, when other exports wait
 * for their confirmation): `{errors: {export: message}, problem, name?}`, `name` the zip's entry.
 */
export const importRefusal = z.object({
  problem: z.enum(importRefusals),
  name: z.string().optional(),
})

export type ImportRefusal = z.infer<typeof importRefusal>

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`

/** A refusal in the API's English. */
export function importRefusalMessage({ problem, name }: ImportRefusal): string {
  const entry = name ?? 'a file'
  switch (problem) {
    case 'not-zip':
      return 'the upload is not a zip file'
    case 'no-json':
      return 'the zip holds no JSON record of a talent (see docs/catalog-import.md)'
    case 'too-large':
      return `the zip is over ${importRules.maxUploadBytes / gigabyte} GB`
    case 'too-many-files':
      return `the zip holds more than ${importRules.maxEntries} files`
    case 'too-large-unpacked':
      return `the zip unpacks to more than ${importRules.maxTotalBytes / gigabyte} GB`
    case 'file-too-large':
      return `${entry} is too large: a JSON record may be ${megabytes(importRules.maxJsonBytes)}, any other file ${megabytes(importRules.maxFileBytes)}`
    case 'too-many-pixels':
      return `${entry} is over ${photoRules.maxPixels / 1_000_000} megapixels, as a photo uploaded to the back office may not be`
    case 'unsafe-path':
      return `${entry} would be unpacked outside the export's folder`
    case 'link':
      return `${entry} is a link; the zip may hold only files and folders`
    case 'staging-full':
      return `too many exports wait for a confirmation (at most ${importRules.maxStaged}, ${importRules.maxStagedBytes / gigabyte} GB in all): apply or cancel one, or try again once one expires`
  }
}
