import { expect, test } from 'vitest'
import { talents } from './db/schema'
import { ensureDemoCatalog, seedDemoCatalog } from './seed'
import { drivers, openTestDatabase } from '../../tests/integration/test-database'

test.each(drivers)(
  'a new catalog gets the demo once; emptied since, it stays empty (%s)',
  async (driver) => {
    const { booking: db, close } = await openTestDatabase(driver)
    try {
      await ensureDemoCatalog(db)
      expect(await db.$count(talents)).toBeGreaterThan(0)

      await db.delete(talents)
      await ensureDemoCatalog(db)
      expect(await db.$count(talents)).toBe(0)
    } finally {
      await close()
    }
  },
)

test.each(drivers)(
  'a catalog filled before its first start keeps its own talents (%s)',
  async (driver) => {
    const { booking: db, close } = await openTestDatabase(driver)
    try {
      // As `npm run catalog:import` into a new data folder would leave it: talents, no demo yet.
      await seedDemoCatalog(db, { count: 3 })
      await ensureDemoCatalog(db)
      expect(await db.$count(talents)).toBe(3)

      await db.delete(talents)
      await ensureDemoCatalog(db)
      expect(await db.$count(talents)).toBe(0)
    } finally {
      await close()
    }
  },
)
