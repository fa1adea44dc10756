import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Language } from '../../../contracts/languages'
import type { StaffRole } from '../admin/roles'
import type { PackageSection } from '../../../contracts/packages'
import type { InboxKind, SubmissionKind } from '../../../contracts/panel'
import { accessTokenTable } from '../../common/machine-auth'

/** The embedded panel's tables: the agency's content and what visitors send. */

export type { InboxKind, SubmissionKind }

export const submissionStatuses = ['new', 'read', 'answered', 'archived'] as const
export type SubmissionStatus = (typeof submissionStatuses)[number]

export const postStatuses = ['draft', 'published'] as const
export type PostStatus = (typeof postStatuses)[number]

/** The machine tokens the panel's login hands out; only their hashes are kept. */
export const accessTokens = accessTokenTable('panel_access_tokens')

export const socialLinks = pgTable('social_links', {
  id: integer('id').primaryKey().default(1),
  instagram: text('instagram').notNull(),
  models: text('models').notNull(),
  email: text('email').notNull(),
  /** The contact channels the footer and contact page show; the site's own when null. */
  phone: text('phone'),
  /** Digits only, country code first, as a `wa.me` link wants them. */
  whatsapp: text('whatsapp'),
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
    /** The translations of one story share it: the back office edits them together. */
    storyId: integer('story_id'),
    /** Only published posts whose date has come are in the API. */
    status: text('status').$type<PostStatus>().notNull().default('published'),
    /** What the back office edits; `body` is its sanitised HTML (null: written as HTML). */
    bodyMarkdown: text('body_markdown'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** The caption in each language it has one in. */
    captions: jsonb('captions').$type<Partial<Record<string, string>>>().notNull().default({}),
    /** Hidden slides stay in the back office, out of the API. */
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('slides_type_idx').on(table.type, table.position)],
)

export const submissions = pgTable(
  'submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<InboxKind>().notNull(),
    lang: text('lang').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** Scouting only (LGPD): when consent was given and to which version of the policy. */
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
    guardianConsent: boolean('guardian_consent'),
    privacyVersion: text('privacy_version'),
    status: text('status').$type<SubmissionStatus>().notNull().default('new'),
    /** Scouting only: the model a booker signed from this application (the booking service's id). */
    signedTalentId: integer('signed_talent_id'),
    /** While a booker's signing is under way: a second one waits, and one left this long is retried. */
    signingSince: timestamp('signing_since', { withTimezone: true }),
  },
  (table) => [
    index('submissions_kind_idx').on(table.kind, table.receivedAt),
    index('submissions_status_idx').on(table.status, table.kind),
  ],
)

/** What describes a kept file, an application's or one sent ahead of it: fresh for each table. */
function storedFileColumns() {
  return {
    field: text('field').$type<'photos' | 'video'>().notNull(),
    originalName: text('original_name').notNull(),
    /** A random name under DATA_DIR/uploads: never the visitor's, never under a public path. */
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
  }
}

export const submissionFiles = pgTable('submission_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  submissionId: bigint('submission_id', { mode: 'number' })
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  ...storedFileColumns(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})

/**
 * A Be a Model file sent ahead of its application (decision 032), kept under its final stored
 * name until an application claims it by its token, or the retention run removes it.
 */
export const scoutingUploads = pgTable('scouting_uploads', {
  /** 32 random bytes, base64url: the only way to name the file, spent by the claim. */
  token: text('token').primaryKey(),
  ...storedFileColumns(),
  receivedAt: timestamp('received_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})

/**
 * Files of deleted submissions that may still be on disk: recorded in the deleting transaction,
 * removed after the commit, so a failure leaves a name here, never a lost file (decision 014).
 */
export const pendingFileErasures = pgTable('pending_file_erasures', {
  storedName: text('stored_name').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The agency's staff: who may use the back office. Passwords are Argon2id hashes. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /**
     * What the account may use of the back office (decision 029). No default: every account is
     * made with its role; those made before roles existed became admins.
     */
    role: text('role').$type<StaffRole>().notNull(),
    /** Set while an admin has disabled the account: it cannot sign in, and has no session. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Null until the account's owner sets one from the one-time link. */
    passwordHash: text('password_hash'),
    /** The TOTP secret (base32) once the second factor is switched on. */
    totpSecret: text('totp_secret'),
    /** The time step (Unix time / 30 s) of the last code accepted: each code is good once. */
    totpLastStep: integer('totp_last_step'),
    /** Argon2id hashes of the unused recovery codes. */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_accounts_email_idx').on(sql`lower(${table.email})`)],
)

/** One-time links to set a password: only the token's SHA-256 is kept. */
export const staffSetupTokens = pgTable('staff_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * Signed-in browsers. The cookie holds a random id; only its SHA-256 is kept, so a copy of
 * the database signs nobody in. `stage` is `second-factor` between the password and the code.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<'signed-in' | 'second-factor'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_account_idx').on(table.accountId)],
)

/**
 * Password and code checks per account (`account:` + e-mail) and per address (`address:` + IP),
 * counted before the check runs; a success gives its attempt back.
 */
export const staffSignInAttempts = pgTable('staff_sign_in_attempts', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
})

/** Who viewed, exported, changed or deleted what, and when. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the command line (`npm run panel:user`). */
    accountId: integer('account_id'),
    /** Kept as it was: the log outlives a renamed or deleted account. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** What it was done to, e.g. `submission:42`, `post:7`, `links`. */
    target: text('target').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('staff_audit_log_at_idx').on(table.at)],
)

/**
 * Periodic work done once across every process sharing the database: a run is claimed by
 * writing its start here, and another process finding a recent run (or one under way) skips.
 */
export const panelJobRuns = pgTable('panel_job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** What the run depended on (the retention periods): a change runs it again at once. */
  signature: text('signature').notNull().default(''),
})

/**
 * Packages (decision 028): the agency's selections for one client, sent as a link whose token
 * only the SHA-256 of is kept. The counters are the link's visits, nothing about the client.
 */
export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  clientName: text('client_name').notNull().default(''),
  clientEmail: text('client_email').notNull().default(''),
  lang: text('lang').$type<Language>().notNull(),
  note: text('note').notNull().default(''),
  /** The note was written for another client (a duplicate's): the booker reviews it first. */
  noteToReview: boolean('note_to_review').notNull().default(false),
  showMeasures: boolean('show_measures').notNull().default(true),
  sections: jsonb('sections').$type<PackageSection[]>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  linkNonce: text('link_nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** Who made it, as the audit log names staff. */
  createdBy: text('created_by').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
  lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  openCount: integer('open_count').notNull().default(0),
})

/** A package's models, by the booking service's id, in the booker's order. */
export const packageModels = pgTable(
  'package_models',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id').notNull(),
    position: integer('position').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.talentId] })],
)

/** Which models' books the client opened within a package, and how often. */
export const packageBookOpens = pgTable(
  'package_book_opens',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id').notNull(),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    openCount: integer('open_count').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.talentId] })],
)
