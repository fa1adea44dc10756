import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * One database holds what both embedded services keep. The booking tables mirror the booking
 * software's talent record (DESIGN §5) closely enough to answer its integration API; the
 * panel tables hold the agency's content and what visitors send.
 */

export type GalleryItem = { id: number; file: string; width: number; height: number }
export type VideoItem = {
  provider: 'youtube' | 'vimeo'
  file: string
  width: number
  height: number
}
export type LocalizedText = { en?: string; es?: string; pt?: string }

export const talents = pgTable(
  'talents',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    gender: text('gender').$type<'man' | 'woman'>().notNull(),
    birthdate: date('birthdate'),
    height: text('height'),
    bust: text('bust'),
    chest: text('chest'),
    waist: text('waist'),
    hips: text('hips'),
    shoes: text('shoes'),
    weight: text('weight'),
    suit: text('suit'),
    shirt: text('shirt'),
    jeans: text('jeans'),
    eyes: text('eyes'),
    hair: text('hair'),
    instagram: text('instagram'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    about: jsonb('about').$type<LocalizedText>().notNull().default({}),
    cover: text('cover'),
    cover2: text('cover2'),
    coverWeb: text('cover_web'),
    divisionIds: jsonb('division_ids').$type<number[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    book: jsonb('book').$type<GalleryItem[]>().notNull().default([]),
    snap: jsonb('snap').$type<GalleryItem[]>().notNull().default([]),
    compo: jsonb('compo').$type<GalleryItem[]>().notNull().default([]),
    video: jsonb('video').$type<VideoItem[]>().notNull().default([]),
    /** The roster's order: the agency's own, then the name. */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('talents_position_idx').on(table.position, table.name)],
)

/** Machine access tokens handed out by the two services' sign-ins; only hashes are kept. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    service: text('service').$type<'booking' | 'panel'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('access_tokens_expiry_idx').on(table.expiresAt)],
)

export const socialLinks = pgTable('social_links', {
  id: integer('id').primaryKey().default(1),
  instagram: text('instagram').notNull(),
  models: text('models').notNull(),
  email: text('email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull(),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('posts_type_lang_slug_idx').on(table.type, table.lang, table.slug),
    index('posts_listing_idx').on(table.type, table.lang, table.publishedAt),
  ],
)

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    /** The column the slide's caption sits in: "1" or "2" (spec §3). */
    description: text('description').notNull().default('1'),
    urlMobile: text('url_mobile'),
    urlDesktop: text('url_desktop'),
    videoId: text('video_id'),
  },
  (table) => [index('slides_type_idx').on(table.type, table.position)],
)

export type SubmissionKind = 'contact' | 'favorites' | 'get-scouted'

export const submissions = pgTable(
  'submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<SubmissionKind>().notNull(),
    lang: text('lang').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** Scouting only (LGPD): when consent was given and to which version of the policy. */
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
    guardianConsent: boolean('guardian_consent'),
    privacyVersion: text('privacy_version'),
  },
  (table) => [index('submissions_kind_idx').on(table.kind, table.receivedAt)],
)

export const submissionFiles = pgTable('submission_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  submissionId: bigint('submission_id', { mode: 'number' })
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  field: text('field').$type<'photos' | 'video'>().notNull(),
  originalName: text('original_name').notNull(),
  /** A random name under DATA_DIR/uploads: never the visitor's, never under a public path. */
  storedName: text('stored_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})
