import path from 'node:path'
import type { Router } from 'express'
import type { Logger } from 'pino'
import { type ChangeNotice, changeChannels, watchChanges } from '../common/changes'
import { type DatabaseConnection, exclusively } from '../common/database'
import { serviceKey } from '../common/machine-auth'
import { openFileStore, type StorageSettings } from '../common/storage'
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
export { importCatalogFolder, importSummary, type ImportReport } from './catalog-import'
export type { TalentRecord } from './talent-record'

// What commands run beside it open as it does: its database (`npm run seed`) and its media.
export { storageSettings } from '../common/storage'
export { databaseOptions, openDatabase, type DatabaseConnection } from '../common/database'

/**
 * Where the talents' photos are kept: `DATA_DIR/media`, or with a bucket (`STORAGE_URL`) its
 * `booking-media/` folder, so that what the back office uploads through one node every node
 * serves. The service and `npm run catalog:import` open the same one.
 */
export function openTalentMedia(storage: StorageSettings, dataDir: string) {
  return openFileStore(storage, path.join(dataDir, 'media'), 'booking-media')
}

export type EmbeddedBookingOptions = {
  connection: DatabaseConnection
  /** Where its key (when not given) and its media live. */
  dataDir: string
  /** The key clients sign in with; generated and kept under `dataDir/keys` when not given. */
  apiKey?: string
  /**
   * The back office's key to the write API; generated and kept under `dataDir/keys` when not
   * given, as the read key is.
   */
  writeKey?: string
  /**
   * Told after the write API changes the catalog, through this process or, with PostgreSQL, any
   * other serving the same catalog; with the media files the change removed.
   */
  onCatalogChange?: (notice: ChangeNotice) => void
  /** `STORAGE_URL` and companions: the talents' media go to the bucket when there is one. */
  storage?: StorageSettings
  logger?: Logger
}

/**
 * The booking service ready to serve: tables migrated, the demo catalog in an empty one, its two
 * keys (the site's, which reads; the back office's, which writes). `close` stops the catalog
 * change listener (call it before closing the connection).
 */
export async function startBookingService({
  connection,
  dataDir,
  apiKey,
  writeKey,
  onCatalogChange,
  storage = {},
  logger,
}: EmbeddedBookingOptions): Promise<{
  handler: Router
  apiKey: string
  writeKey: string
  close: () => Promise<void>
}> {
  const key = serviceKey('booking', apiKey, dataDir)
  const write = serviceKey('booking-write', writeKey, dataDir)
  const db = await openBookingDatabase(connection)
  await exclusively(connection, 'booking:demo-catalog', () => ensureDemoCatalog(db, logger))
  // Every process sharing the database hears of a write made through any of them.
  const catalogChanges = await watchChanges(
    connection,
    changeChannels.bookingCatalog,
    (notice) => onCatalogChange?.(notice),
    logger,
  )
  const mediaDir = path.join(dataDir, 'media')
  const media = openTalentMedia(storage, dataDir)
  const stopped = new AbortController()
  const handler = createBookingService({
    db,
    signal: stopped.signal,
    apiKey: key,
    writeKey: write,
    onCatalogChange: catalogChanges.announce,
    mediaDir,
    media,
    logger,
  })
  const close = async () => {
    stopped.abort()
    await catalogChanges.close()
    await media.close()
  }
  return { handler, apiKey: key, writeKey: write, close }
}
