import path from 'node:path'
import type { Router } from 'express'
import type { Logger } from 'pino'
import { type DatabaseConnection, exclusively } from '../common/database'
import { serviceKey } from '../common/machine-auth'
import { openBookingDatabase } from './db'
import { ensureDemoCatalog } from './seed'
import { createBookingService } from './service'

/**
 * The embedded booking service, as others use it: the site's host mounts it, `npm run booking`
 * runs it alone, scripts seed and import catalogs through it. Nothing here knows the site.
 */
export { createBookingService, type BookingServiceOptions } from './service'
export {
  openBookingDatabase,
  schema as bookingSchema,
  type Database as BookingDatabase,
} from './db'
export { seedDemoCatalog, ensureDemoCatalog } from './seed'
export { generateDemoCatalog, defaultDemoCount, demoReferenceDate } from './demo-catalog'
export { importCatalogFolder, type ImportReport } from './catalog-import'
export type { TalentRecord } from './talent-record'

// The database the service keeps its tables in, for commands run beside it (`npm run seed`).
export { databaseOptions, openDatabase, type DatabaseConnection } from '../common/database'

export type EmbeddedBookingOptions = {
  connection: DatabaseConnection
  /** Where its key (when not given) and its media live. */
  dataDir: string
  /** The key clients sign in with; generated and kept under `dataDir/keys` when not given. */
  apiKey?: string
  logger?: Logger
}

/**
 * The booking service ready to serve: its tables migrated, the demo catalog seeded into an
 * empty one, and its key. What the site's host mounts at `/booking` and `npm run booking` serves.
 */
export async function startBookingService({
  connection,
  dataDir,
  apiKey,
  logger,
}: EmbeddedBookingOptions): Promise<{ handler: Router; apiKey: string }> {
  const key = serviceKey('booking', apiKey, dataDir)
  const db = await openBookingDatabase(connection)
  await exclusively(connection, 'booking:demo-catalog', () => ensureDemoCatalog(db, logger))
  const handler = createBookingService({
    db,
    apiKey: key,
    mediaDir: path.join(dataDir, 'media'),
    logger,
  })
  return { handler, apiKey: key }
}
