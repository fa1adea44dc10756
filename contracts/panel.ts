import { z } from 'zod'

/**
 * The panel service's API, as the agency's panel (Laravel) speaks it:
 *
 * - `POST /api/login` `{salt, api_token}` → `{access_token}` (`sign-in.ts`)
 * - `GET /api/social-media` → `{instagram: {link}, models: {link}, email, phone?, whatsapp?}`
 * - `GET /api/posts/{type}/{lang}?paginate=&page=` → a page of posts, Laravel-style
 *   (`paginate=6&page=2` is posts 7–12); `GET /api/posts/{type}/{lang}/{slug}` → `{data: post}`,
 *   an unknown slug a 404
 * - `GET /api/slides/{type}` → the slides shown, in order
 * - `POST /api/{contact|favorites|get-scouted}/{lang}`, multipart (the fields in `fields.ts`
 *   and `submissionFields` below) → 201 `{id}`, or 422 `{errors: {field: [message]}}`; an
 *   application's files may instead be named by `uploads[]` tokens, in the page's order
 * - `POST /api/get-scouted/uploads`, multipart with one file part `photos` or `video` → 201
 *   `{upload, field}` (`stagedUploadAnswer`), the token an application names it by within a
 *   day, or 422 as the forms (decision 032)
 * - media files under `/media/...`, slide videos under `/videos/...`
 */

export const socialLinksAnswer = z.object({
  instagram: z.object({ link: z.string() }),
  models: z.object({ link: z.string() }),
  email: z.string().nullish(),
  /**
   * The contact channels the footer and contact page show, when the panel has them: the phone as
   * printed, WhatsApp as digits, country code first. Absent or null, the site shows its own.
   */
  phone: z.string().nullish(),
  whatsapp: z.string().nullish(),
})

export type WireSocialLinks = z.input<typeof socialLinksAnswer>

export const stagedUploadAnswer = z.object({
  upload: z.string().min(1),
  field: z.enum(['photos', 'video']),
})

export type WireStagedUpload = z.input<typeof stagedUploadAnswer>

/** One string per language of the site, any of them missing. */
const perLanguage = z.object({
  en: z.string().nullish(),
  es: z.string().nullish(),
  pt: z.string().nullish(),
})

export const wirePost = z.object({
  id: z.coerce.number(),
  slug: z.string().min(1),
  title: z.string(),
  excerpt: z.string().nullish(),
  /** HTML, to be sanitised by whoever shows it. */
  body: z.string().nullish(),
  image: z.string().nullish(),
  published_at: z.string().nullish(),
  /**
   * The same story's slugs in its other published languages (`{pt: 'seletiva-aberta'}`), when
   * the panel links translations (the embedded panel does); absent, the site guesses by slug.
   */
  translations: perLanguage.nullish(),
})

export type WirePost = z.input<typeof wirePost>

export const postAnswer = z.object({ data: wirePost })

export const postPage = z.object({
  data: z.array(wirePost),
  current_page: z.coerce.number(),
  last_page: z.coerce.number(),
})

export type WirePostPage = z.input<typeof postPage>

/**
 * A home slide. `description` is the column its caption sits in, "1" or "2"; a video slide
 * plays the site's video base followed by `video_id`, over its pictures as a poster.
 */
export const wireSlide = z.object({
  type: z.enum(['image', 'video']),
  description: z.union([z.string(), z.number()]).nullish(),
  url: z.object({ mobile: z.string().nullish(), desktop: z.string().nullish() }).nullish(),
  video_id: z.string().nullish(),
  /** The slide's caption in each language it has one in (the embedded panel sends them). */
  captions: perLanguage.nullish(),
})

export type WireSlide = z.input<typeof wireSlide>

export const slideList = z.array(wireSlide)

export const submissionKinds = ['contact', 'favorites', 'get-scouted'] as const
export type SubmissionKind = (typeof submissionKinds)[number]

// A list, not an object lookup: `/api/constructor/en` must not find Object.prototype's.
export function isSubmissionKind(value: string): value is SubmissionKind {
  return submissionKinds.some((kind) => kind === value)
}

/**
 * What the inbox holds: the site's three forms, and a client's answer to a package (decision
 * 028), which reaches the panel through the package's own call, never the forms'.
 */
export const inboxKinds = [...submissionKinds, 'package'] as const
export type InboxKind = (typeof inboxKinds)[number]

export function isInboxKind(value: string): value is InboxKind {
  return inboxKinds.some((kind) => kind === value)
}

/** Who applies to be scouted and what they measure, in the order the agency reads them. */
export const applicantFields = [
  'name',
  'email',
  'phone',
  'instagram',
  'gender',
  'birthdate',
  'nationality',
  'country',
  'city',
  'height',
  'bust',
  'waist',
  'hips',
  'skills',
] as const

/** The multipart fields of each submission; files are `photos[]` and `video`. */
export const submissionFields = {
  contact: ['name', 'email', 'phone', 'message'],
  favorites: ['name', 'email', 'phone', 'message', 'favorites'],
  'get-scouted': [...applicantFields, 'consent', 'guardian_consent', 'privacy_version'],
} as const satisfies Record<SubmissionKind, readonly string[]>

/**
 * One of the favorites sent with a quote request, as the `favorites` field's JSON holds them.
 * The panel keeps only the `id` (issue 38): the back office draws the name, the picture and the
 * link from the roster, so whatever else a request carries never reaches the staff's inbox.
 */
export type WireFavorite = {
  id: number
  name: string
  /** The talent's public profile, absolute, in the visitor's language. */
  url: string
}

export const submissionCreated = z.object({ id: z.union([z.number(), z.string()]) })
export const submissionRejected = z.object({
  errors: z.record(z.string(), z.array(z.string())),
})
