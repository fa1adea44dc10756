import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { accessTokenTable } from '../../common/machine-auth'

/**
 * The embedded booking service's tables. They mirror the booking software's talent record
 * (`contracts/booking.ts`) closely enough to answer its integration API.
 */

export type GalleryItem = {
  id: number
  file: string
  width: number
  height: number
  /** A photo's alternative texts, written by the back office (decision 026); none on imports. */
  alt?: LocalizedText
}
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
    /** Where the model lives, for the agency (an application's city): never on the site. */
    city: text('city'),
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
    /**
     * Whether the site shows the talent: the read API leaves a hidden one out of the roster and
     * answers 404 for its profile. The back office's write API turns it on and off.
     */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('talents_position_idx').on(table.position, table.name)],
)

/** The machine tokens the booking sign-in hands out; only their hashes are kept. */
export const accessTokens = accessTokenTable('booking_access_tokens')

/**
 * The tokens the write API's sign-in hands out, for the write key only: a token the read key got
 * is not in this table, so it cannot write.
 */
export const writeAccessTokens = accessTokenTable('booking_write_access_tokens')

/**
 * When the demo catalog filled a new catalog: one row once it has, or once the catalog was found
 * holding talents already. The demo comes once, so a catalog the agency emptied stays empty.
 */
export const demoCatalog = pgTable('booking_demo_catalog', {
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
})
