import path from 'node:path'
import type { Express } from 'express'
import type { Logger } from 'pino'
import type { ChangeNotice } from '../services/common/changes'
import type { DatabaseConnection } from '../services/common/database'
import type { Config } from './config'
import { backupSchedule } from '../app/config/privacy-policy'

export type ServiceKeys = {
  /** The keys the site's clients sign in with: configured, or the embedded services' own. */
  bookingKey: string
  /**
   * The key the back office writes the roster with (the booking service's write API): the
   * configured one, or the embedded service's own; empty when neither is known.
   */
  bookingWriteKey: string
  panelToken: string
  /** Throws unless the embedded services' database answers (nothing to ask without one). */
  checkDatabase: () => Promise<void>
  /** Throws unless the embedded panel's file store answers (nothing to ask without one). */
  checkStorage: () => Promise<void>
  /** Tells `listener` each time the embedded panel's back office changes the site's content. */
  onPanelContentChange: (listener: () => void) => void
  /**
   * Tells `listener` each time the embedded booking service's write API changes the catalog
   * (through this node or, with PostgreSQL, any other), with the media files it removed.
   */
  onBookingCatalogChange: (listener: (notice: ChangeNotice) => void) => void
  close: () => Promise<void>
}

/**
 * Mounts the embedded booking and panel services at `/booking` and `/panel` unless the
 * configuration names the agency's own; the site reaches either over HTTP, and the services'
 * code loads only when one runs here, so `services/` may be left out (decision 013).
 */
export async function mountEmbeddedServices(
  app: Express,
  config: Config,
  agencyEmail: string,
  logger: Logger,
  /** `http://127.0.0.1:PORT`: where the back office reaches the embedded booking service. */
  localUrl: string,
): Promise<ServiceKeys> {
  const bookingEmbedded = !config.BOOKING_URL
  const panelEmbedded = !config.PANEL_URL
  let bookingKey = config.BOOKING_API_KEY ?? ''
  let bookingWriteKey = config.BOOKING_WRITE_KEY ?? ''
  let panelToken = config.PANEL_API_TOKEN ?? ''
  if (!bookingEmbedded && !panelEmbedded) {
    return {
      bookingKey,
      bookingWriteKey,
      panelToken,
      checkDatabase: async () => {},
      checkStorage: async () => {},
      onPanelContentChange: () => {},
      onBookingCatalogChange: () => {},
      close: async () => {},
    }
  }

  const dataDir = path.resolve(config.DATA_DIR)
  const { databaseOptions, openDatabase } = await import('../services/common/database')
  // PGlite admits one process: both services share this connection, each with its own tables.
  const connection: DatabaseConnection = await openDatabase(
    databaseOptions({ databaseUrl: config.DATABASE_URL, dataDir }),
  ).catch(async (error: unknown) => {
    // A damaged folder's message gains the way back: the daily backup's newest archive.
    if (error instanceof Error && error.name === 'DatabaseDamagedError') {
      const { restoreAdvice } = await import('../services/common/backup/schedule')
      error.message = `${error.message}\n${await restoreAdvice(dataDir, config.BACKUP_DIR)}`
    }
    throw error
  })
  logger.info({ driver: connection.driver }, 'database ready')

  const { storageSettings } = await import('../services/common/storage')
  const storage = storageSettings({ ...config, AWS_REGION: process.env.AWS_REGION })
  let closeBooking = async () => {}
  const catalogListeners: Array<(notice: ChangeNotice) => void> = []
  if (bookingEmbedded) {
    const { startBookingService } = await import('../services/booking')
    const booking = await startBookingService({
      connection,
      dataDir,
      apiKey: config.BOOKING_API_KEY,
      writeKey: config.BOOKING_WRITE_KEY,
      onCatalogChange: (notice) => catalogListeners.forEach((listener) => listener(notice)),
      storage,
      logger,
    })
    app.use('/booking', booking.handler)
    bookingKey = booking.apiKey
    bookingWriteKey = booking.writeKey
    closeBooking = booking.close
  }
  let closePanel = async () => {}
  let checkStorage = async () => {}
  const contentListeners: Array<() => void> = []
  if (panelEmbedded) {
    const { rosterSettings, startPanelService } = await import('../services/panel')
    // The Models section writes through a booking service's write API, or lists another's roster
    // read-only with the site's key (decision 026).
    const roster = bookingEmbedded
      ? {
          adminUrl: `${localUrl}/booking/admin-api`,
          writeKey: bookingWriteKey,
          mediaBase: '/booking/',
        }
      : rosterSettings({
          url: config.BOOKING_URL,
          writeKey: config.BOOKING_WRITE_KEY,
          readKey: config.BOOKING_API_KEY,
          mediaUrl: config.BOOKING_MEDIA_URL,
        })
    const panel = await startPanelService({
      connection,
      dataDir,
      apiToken: config.PANEL_API_TOKEN,
      secret: config.PANEL_SECRET,
      smtpUrl: config.SMTP_URL,
      agencyEmail,
      retention: {
        scouting: config.RETENTION_SCOUTING_MONTHS,
        messages: config.RETENTION_MESSAGES_MONTHS,
      },
      storage,
      onContentChange: () => contentListeners.forEach((listener) => listener()),
      roster,
      siteUrl: config.PUBLIC_URL,
      backOfficeUrl: `${config.PUBLIC_URL}/panel/admin`,
      backups: backupSchedule(config),
      logger,
    })
    app.use('/panel', panel.handler)
    panelToken = panel.apiToken
    closePanel = panel.close
    checkStorage = panel.checkStorage
  }
  return {
    bookingKey,
    bookingWriteKey,
    panelToken,
    checkDatabase: async () => {
      // Both drivers' clients take a plain query; the union of their signatures does not.
      const client: { query: (text: string) => Promise<unknown> } = connection.client
      await client.query('select 1')
    },
    checkStorage: () => checkStorage(),
    onPanelContentChange: (listener) => contentListeners.push(listener),
    onBookingCatalogChange: (listener) => catalogListeners.push(listener),
    // The panel's daily retention run and the change listeners end before their database closes.
    close: () => Promise.all([closePanel(), closeBooking()]).then(() => connection.close()),
  }
}
