import { z } from 'zod'

/**
 * The booking service's integration API, as the booking software (Manager Fashion) speaks it:
 *
 * - `POST /api/signin` `{salt, api_key}` → `{access_token, expires_in}` (`sign-in.ts`)
 * - `POST /api/talents?language=&paginate=&cover_web=1&page=` with `{filters: {gender?,
 *   category?, division?}}` → a Laravel paginator of talents
 * - `GET /api/talent/profile?language=&id=&cover2=1&cover_web=1&skills=1` → `{data: talent}`;
 *   an unknown id is a 404
 * - `GET /api/talents/attributes?hair=pt&eyes=pt` → the colour options
 * - media files under `/media/...` of the service, named relative to it
 *
 * The schemas are as lenient as the real service is loose: any field may be null, "" or
 * missing, and measures come as strings or numbers. The site's client reads answers with
 * them; the embedded service types what it sends with them.
 */

const text = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) =>
    value === null || value === undefined || value === '' ? null : String(value).trim() || null,
  )

const gallery = z
  .array(
    z.object({
      id: z.union([z.number(), z.string()]).optional(),
      file: z.string(),
      width: z.coerce.number().int().positive().optional().catch(undefined),
      height: z.coerce.number().int().positive().optional().catch(undefined),
      /**
       * The photo's alternative text in the requested language, where the agency wrote one
       * (Passarela's own booking service; the booking software sends none). Read as every
       * other text, and one that is not text is none rather than the whole talent refused.
       */
      alt: text.catch(null),
    }),
  )
  .nullish()
  .transform((items) => items ?? [])

/**
 * A cover's own size, which Passarela's booking service adds beside `cover`, `cover2` and
 * `cover_web` (the booking software sends none): without it the site can only guess the
 * shape. One that is not a size is none, rather than the whole talent refused.
 */
const photoSize = z
  .object({ width: z.coerce.number().int().positive(), height: z.coerce.number().int().positive() })
  .nullish()
  .catch(null)
  .transform((size) => size ?? null)

/**
 * A talent. `book` is the portfolio, `snap` the polaroids, `compo` the composite, `video` the
 * videos, `about` the biography, `cover2` the profile's hero image and `cover_web` the card's
 * hover image, each with its size when the service knows it (`cover_size`, …). List items may leave out the galleries and `about`. `divisions` may be missing:
 * then `categories` stand for them. Where a measure holds a slash ("38/39"), the part before
 * it is the one shown.
 */
export const wireTalent = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string().trim().min(1),
  gender: z
    .string()
    .nullish()
    .transform((value) => (value === 'man' || value === 'woman' ? value : null)),
  birthdate: text,
  height: text,
  bust: text,
  chest: text,
  waist: text,
  hips: text,
  shoes: text,
  weight: text,
  suit: text,
  shirt: text,
  jeans: text,
  eyes: text,
  hair: text,
  instagram: text,
  skills: z
    .union([z.array(z.string()), z.string(), z.null()])
    .optional()
    .transform((value) => (Array.isArray(value) ? value : value ? value.split(/\s*,\s*/) : [])),
  about: text,
  cover: text,
  cover2: text,
  cover_web: text,
  cover_size: photoSize,
  cover2_size: photoSize,
  cover_web_size: photoSize,
  divisions: z
    .array(z.object({ id_category: z.coerce.number() }))
    .nullish()
    .transform((items) => (items ? items.map((item) => item.id_category) : null)),
  categories: z
    .array(z.object({ id: z.coerce.number() }))
    .nullish()
    .transform((items) => (items ?? []).map((item) => item.id)),
  book: gallery,
  snap: gallery,
  compo: gallery,
  video: z
    .array(
      z.object({
        provider: z.string(),
        file: z.string(),
        width: z.coerce.number().optional().catch(undefined),
        height: z.coerce.number().optional().catch(undefined),
      }),
    )
    .nullish()
    .transform((items) => items ?? []),
})

/** A talent as it travels. */
export type WireTalentInput = z.input<typeof wireTalent>
/** A talent as read: every field present, blanks as null, divisions as ids. */
export type WireTalent = z.output<typeof wireTalent>

export const profileAnswer = z.object({ data: wireTalent })

/** A Laravel paginator; its items are read one by one, so one bad record spoils nothing else. */
export const talentPage = z.object({
  data: z.object({
    data: z.array(z.unknown()),
    current_page: z.coerce.number(),
    last_page: z.coerce.number(),
    per_page: z.coerce.number().optional(),
    total: z.coerce.number().optional(),
  }),
})

const attributeOptions = z
  .array(z.object({ id: z.union([z.number(), z.string()]), value: z.string() }))
  .catch([])

/** The colour options, in the language asked; the embedded service adds more. */
export const attributesAnswer = z.object({ hair: attributeOptions, eyes: attributeOptions })
