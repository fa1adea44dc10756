import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { type DatabaseConnection, migratedDatabase, openDatabase } from '../../common/database'
import { openBookingDatabase, schema } from '.'

const migrations = path.join(import.meta.dirname, 'migrations')
let connection: DatabaseConnection
let earlier: string

/** The migrations before `tag`, as a catalog imported before it holds them. */
async function migrationsBefore(tag: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'passarela-migrations-'))
  await cp(migrations, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta/_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[]
  }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalPath, JSON.stringify(journal))
  return folder
}

beforeAll(async () => {
  connection = await openDatabase({ dataDir: null })
  earlier = await migrationsBefore('0003_photo_ids_per_talent')
})

afterAll(async () => {
  await connection?.close()
  if (earlier) await rm(earlier, { recursive: true, force: true })
})

const item = (id: number, file: string) => ({ id, file, width: 300, height: 400 })

/**
 * The talents' table as the earlier migrations left it, with the columns this test writes:
 * today's schema has columns (the city, 0004) that the older database lacks.
 */
const talentsBefore = pgTable('talents', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  gender: text('gender').notNull(),
  cover: text('cover'),
  coverWeb: text('cover_web'),
  book: jsonb('book'),
  snap: jsonb('snap'),
  compo: jsonb('compo'),
})

test("a catalog imported with per-section photo ids gets ids of each talent's own, its covers kept", async () => {
  const old = await migratedDatabase(connection, schema, {
    folder: earlier,
    table: '__booking_migrations',
  })
  const talent = (id: number, name: string) => ({ id, name, gender: 'woman' as const })
  await old.insert(talentsBefore).values([
    {
      // As imports numbered them: talent id × 1000 + index, counted in each section.
      ...talent(4182, 'Ana Souza'),
      cover: 'media/imported/4182/snap1.jpg',
      coverWeb: 'media/imported/4182/book2.jpg',
      book: [
        item(4182001, 'media/imported/4182/book1.jpg'),
        item(4182002, 'media/imported/4182/book2.jpg'),
      ],
      snap: [item(4182001, 'media/imported/4182/snap1.jpg')],
      compo: [item(4182001, 'media/imported/4182/compo1.jpg')],
    },
    {
      // Ids too large for the write API's paths, though none is shared.
      ...talent(3_000_000, 'Bia Lins'),
      book: [item(3_000_000_001, 'media/imported/3000000/b.jpg')],
    },
    {
      // Photos the write API numbered: nothing to mend, so nothing changes.
      ...talent(7, 'Clara Reis'),
      book: [item(5, 'media/photos/7/a.jpg')],
      snap: [item(9, 'media/photos/7/b.jpg')],
    },
  ])

  const db = await openBookingDatabase(connection)
  const read = async (id: number) =>
    (await db.select().from(schema.talents).where(eq(schema.talents.id, id)))[0]!
  const ana = await read(4182)
  expect(ana.book).toEqual([
    item(1, 'media/imported/4182/book1.jpg'),
    item(2, 'media/imported/4182/book2.jpg'),
  ])
  expect(ana.snap).toEqual([item(3, 'media/imported/4182/snap1.jpg')])
  expect(ana.compo).toEqual([item(4, 'media/imported/4182/compo1.jpg')])
  expect(ana).toMatchObject({
    cover: 'media/imported/4182/snap1.jpg',
    coverWeb: 'media/imported/4182/book2.jpg',
  })
  expect((await read(3_000_000)).book).toEqual([item(1, 'media/imported/3000000/b.jpg')])
  const clara = await read(7)
  expect([clara.book, clara.snap]).toEqual([
    [item(5, 'media/photos/7/a.jpg')],
    [item(9, 'media/photos/7/b.jpg')],
  ])
})
