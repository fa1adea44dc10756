import type { Logger } from 'pino'
import type { Database } from './db'
import { demoCatalog, talents } from './db/schema'
import { type DemoCatalogOptions, generateDemoCatalog } from './demo-catalog'

/** Replaces the catalog with the demo one, all at once: seeding twice gives the same rows. */
export async function seedDemoCatalog(db: Database, options: DemoCatalogOptions = {}) {
  const catalog = generateDemoCatalog(options)
  await db.transaction(async (tx) => {
    await tx.delete(talents)
    for (let start = 0; start < catalog.length; start += 200) {
      await tx.insert(talents).values(catalog.slice(start, start + 200))
    }
  })
  return catalog.length
}

/**
 * At start: a new catalog gets the demo one, so the site has models to show out of the box. It
 * comes once: a catalog the agency has emptied since, or filled by an import before the first
 * start, is left as it is.
 */
export async function ensureDemoCatalog(db: Database, logger?: Logger) {
  if ((await db.$count(demoCatalog)) > 0) return
  if ((await db.$count(talents)) === 0) {
    const seeded = await seedDemoCatalog(db)
    logger?.info({ talents: seeded }, 'seeded the demo catalog')
  }
  await db.insert(demoCatalog).values({})
}
