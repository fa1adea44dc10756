import path from 'node:path'
import type { Express } from 'express'
import type { Logger } from 'pino'
import { agency } from '../app/config/agency'
import { createBookingService } from './booking'
import { ensureDemoCatalog } from './booking/seed'
import type { Config } from './config'
import { configuredDatabase, type DatabaseHandle, openDatabase } from './db'
import { createPanelService } from './panel'
import { createNotifier } from './panel/notifications'
import { ensurePanelContent } from './panel/seed'
import { serviceKey } from './service-auth'

export type EmbeddedServices = {
  /** The keys the site's clients sign in with, configured or generated. */
  bookingKey: string
  panelToken: string
  /** Whether each service runs in this process (no `BOOKING_URL` / `PANEL_URL`). */
  bookingEmbedded: boolean
  panelEmbedded: boolean
  close: () => Promise<void>
}

/**
 * Mounts the embedded booking and panel services at `/booking` and `/panel` unless the
 * configuration points at the agency's real ones (DESIGN §1). Either way the site reaches
 * them over HTTP through its clients.
 */
export async function mountEmbeddedServices(
  app: Express,
  config: Config,
  logger: Logger,
): Promise<EmbeddedServices> {
  const bookingEmbedded = !config.BOOKING_URL
  const panelEmbedded = !config.PANEL_URL
  const dataDir = path.resolve(config.DATA_DIR)
  const bookingKey = bookingEmbedded
    ? serviceKey('booking', config.BOOKING_API_KEY, dataDir)
    : (config.BOOKING_API_KEY ?? '')
  const panelToken = panelEmbedded
    ? serviceKey('panel', config.PANEL_API_TOKEN, dataDir)
    : (config.PANEL_API_TOKEN ?? '')

  let database: DatabaseHandle | null = null
  if (bookingEmbedded || panelEmbedded) {
    database = await openDatabase(configuredDatabase(config))
    logger.info({ driver: database.driver }, 'database ready')
  }

  if (database && bookingEmbedded) {
    const mediaDir = path.join(dataDir, 'media')
    await ensureDemoCatalog(database.db, logger)
    app.use(
      '/booking',
      createBookingService({ db: database.db, apiKey: bookingKey, mediaDir, logger }),
    )
  }
  if (database && panelEmbedded) {
    const mediaDir = path.join(dataDir, 'panel-media')
    await ensurePanelContent(database.db, mediaDir, logger)
    app.use(
      '/panel',
      createPanelService({
        db: database.db,
        apiToken: panelToken,
        uploadsDir: path.join(dataDir, 'uploads'),
        mediaDir,
        notify: createNotifier({
          smtpUrl: config.SMTP_URL,
          to: config.AGENCY_EMAIL ?? agency.email,
          logger,
        }),
        logger,
      }),
    )
  }

  return {
    bookingKey,
    panelToken,
    bookingEmbedded,
    panelEmbedded,
    close: async () => {
      await database?.close()
    },
  }
}
