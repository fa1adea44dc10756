import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { bookingSchema } from '../../services/booking'
import { panelSchema } from '../../services/panel'
import { drivers, openTestDatabase, type TestDatabase } from './test-database'

const tableNames = z.object({ rows: z.array(z.object({ table_name: z.string() })) })

// The same suite on every driver the run has: one SQL dialect everywhere, so that growing from
// one machine to several is a change of URL.
describe.each(drivers)('the database on %s', (driver) => {
  let handle: TestDatabase

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
  })

  afterAll(async () => {
    await handle?.close()
  })

  test("both services' migrations have created their tables, each with its own history", async () => {
    // Both drivers answer raw SQL with `{ rows }`.
    const result = tableNames.parse(
      await handle.booking.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      ),
    )
    const tables = result.rows.map((row) => row.table_name)
    expect(tables).toEqual(
      expect.arrayContaining([
        'booking_access_tokens',
        'panel_access_tokens',
        'posts',
        'slides',
        'social_links',
        'submission_files',
        'submissions',
        'talents',
      ]),
    )
    const histories = tableNames.parse(
      await handle.booking.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'drizzle' ORDER BY table_name`,
      ),
    )
    expect(histories.rows.map((row) => row.table_name)).toEqual([
      '__booking_migrations',
      '__panel_migrations',
    ])
  })

  test('talents round-trip, and JSON containment filters by category', async () => {
    const { talents } = bookingSchema
    await handle.booking.insert(talents).values([
      { id: 1, name: 'Ana Souza', gender: 'woman', categoryIds: [1913], divisionIds: [1446] },
      { id: 2, name: 'Bruno Lima', gender: 'man', categoryIds: [1912, 1880], divisionIds: [1446] },
    ])
    const mainboard = await handle.booking
      .select({ id: talents.id })
      .from(talents)
      .where(sql`${talents.categoryIds} @> ${JSON.stringify([1913])}::jsonb`)
    expect(mainboard).toEqual([{ id: 1 }])
    const [bruno] = await handle.booking.select().from(talents).where(eq(talents.id, 2))
    expect(bruno?.categoryIds).toEqual([1912, 1880])
    expect(bruno?.book).toEqual([])
  })

  test('a submission and its files are stored together or not at all', async () => {
    const { submissions, submissionFiles } = panelSchema
    await expect(
      handle.panel.transaction(async (tx) => {
        const [stored] = await tx
          .insert(submissions)
          .values({ kind: 'contact', lang: 'pt', fields: { name: 'Ana' } })
          .returning({ id: submissions.id })
        await tx.insert(submissionFiles).values({
          submissionId: stored?.id ?? 0,
          field: 'photos',
          originalName: 'a.jpg',
          storedName: 'x',
          mimeType: 'image/jpeg',
          size: 1,
          sha256: 'ab',
        })
        throw new Error('the file could not be written')
      }),
    ).rejects.toThrow('the file could not be written')
    expect(await handle.panel.select().from(submissions)).toEqual([])
  })
})
