import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { SubmissionKind } from '../../../contracts/panel'
import { accessTokenTable } from '../../common/machine-auth'

/** The embedded panel's tables: the agency's content and what visitors send. */

export type { SubmissionKind }

/** The machine tokens the panel's login hands out; only their hashes are kept. */
export const accessTokens = accessTokenTable('panel_access_tokens')

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
    /** The column the slide's caption sits in: "1" or "2" (the panel sends it as the slide's `description`). */
    description: text('description').notNull().default('1'),
    urlMobile: text('url_mobile'),
    urlDesktop: text('url_desktop'),
    videoId: text('video_id'),
  },
  (table) => [index('slides_type_idx').on(table.type, table.position)],
)

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

/**
 * Uploaded files whose submissions are deleted but whose bytes may still be on disk. Deleting
 * a submission records its files' names here in the same transaction, and the files are removed
 * after the commit: a failure in between leaves a name here, never an untracked file or a row
 * without its files, and every retention run or erasure removes what is left.
 */
export const pendingFileErasures = pgTable('pending_file_erasures', {
  storedName: text('stored_name').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
})
