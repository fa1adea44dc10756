import path from 'node:path'
import type { Express } from 'express'
import type { Logger } from 'pino'
import type { DatabaseConnection } from '../services/common/database'
import type { Config } from './config'

export type ServiceKeys = {
  /** The keys the site's clients sign in with: configured, or the embedded services' own. */
  bookingKey: string
  panelToken: string
  /** Throws unless the embedded services' database answers (nothing to ask without one). */
  checkDatabase: () => Promise<void>
  /** Throws unless the embedded panel's file store answers (nothing to ask without one). */
  checkStorage: () => Promise<void>
  /** Tells `listener` each time the embedded panel's back office changes the site's content. */
  onPanelContentChange: (listener: () => void) => void
  close: () => Promise<void>
}

/**
 * Mounts the embedded booking and panel services at `/booking` and `/panel` unless the
 * configuration points at the agency's real ones. Either way the site reaches them over HTTP
 * through its clients. The services' code is loaded only when one runs here: a deployment
 * against remote services may leave the `services/` folder out altogether.
 */
export async function mountEmbeddedServices(
  app: Express,
  config: Config,
  agencyEmail: string,
  logger: Logger,
): Promise<ServiceKeys> {
  const bookingEmbedded = !config.BOOKING_URL
  const panelEmbedded = !config.PANEL_URL
  let bookingKey = config.BOOKING_API_KEY ?? ''
  let panelToken = config.PANEL_API_TOKEN ?? ''
  if (!bookingEmbedded && !panelEmbedded) {
    return {
      bookingKey,
      panelToken,
      checkDatabase: async () => {},
      checkStorage: async () => {},
      onPanelContentChange: () => {},
      close: async () => {},
    }
  }

  const dataDir = path.resolve(config.DATA_DIR)
  const { databaseOptions, openDatabase } = await import('../services/common/database')
  // PGlite admits one process: both services share this connection, each with its own tables.
  const connection: DatabaseConnection = await openDatabase(
    databaseOptions({ databaseUrl: config.DATABASE_URL, dataDir }),
  )
  logger.info({ driver: connection.driver }, 'database ready')

  if (bookingEmbedded) {
    const { startBookingService } = await import('../services/booking')
    const booking = await startBookingService({
      connection,
      dataDir,
      apiKey: config.BOOKING_API_KEY,
      logger,
    })
    app.use('/booking', booking.handler)
    bookingKey = booking.apiKey
  }
  let closePanel = async () => {}
  let checkStorage = async () => {}
  const contentListeners: Array<() => void> = []
  if (panelEmbedded) {
    const { startPanelService } = await import('../services/panel')
    const { storageSettings } = await import('../services/common/storage')
    const panel = await startPanelService({
      connection,
      dataDir,
      apiToken: config.PANEL_API_TOKEN,
      smtpUrl: config.SMTP_URL,
      agencyEmail,
      retention: {
        scouting: config.RETENTION_SCOUTING_MONTHS,
        messages: config.RETENTION_MESSAGES_MONTHS,
      },
      storage: storageSettings({ ...config, AWS_REGION: process.env.AWS_REGION }),
      onContentChange: () => contentListeners.forEach((listener) => listener()),
      logger,
    })
    app.use('/panel', panel.handler)
    panelToken = panel.apiToken
    closePanel = panel.close
    checkStorage = panel.checkStorage
  }
  return {
    bookingKey,
    panelToken,
    checkDatabase: async () => {
      // Both drivers' clients take a plain query; the union of their signatures does not.
      const client: { query: (text: string) => Promise<unknown> } = connection.client
      await client.query('select 1')
    },
    checkStorage: () => checkStorage(),
    onPanelContentChange: (listener) => contentListeners.push(listener),
    // The panel's daily retention run ends before the database it works on closes.
    close: () => closePanel().then(() => connection.close()),
  }
}
