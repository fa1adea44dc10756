import path from 'node:path'
import type { Router } from 'express'
import type { Logger } from 'pino'
import type { DatabaseConnection } from '../common/database'
import { serviceKey } from '../common/machine-auth'
import { openPanelDatabase } from './db'
import { createNotifier } from './notifications'
import { demoAgencyEmail, ensurePanelContent } from './seed'
import { createPanelService } from './service'

/**
 * The embedded panel service, as others use it: the site's host mounts it, `npm run panel`
 * runs it alone, tests start it on a port of their own. Nothing here knows the site.
 */
export { createPanelService, type PanelServiceOptions } from './service'
export { openPanelDatabase, schema as panelSchema, type Database as PanelDatabase } from './db'
export { seedPanelContent, ensurePanelContent, demoAgencyEmail } from './seed'
export { newsStories, newsFrame } from './seed-news'
export { createNotifier, type Notifier } from './notifications'

// The database the service keeps its tables in, for commands run beside it (`npm run seed`).
export { databaseOptions, openDatabase, type DatabaseConnection } from '../common/database'

export type EmbeddedPanelOptions = {
  connection: DatabaseConnection
  /** Where its key (when not given), its media and the visitors' uploads live. */
  dataDir: string
  /** The token clients sign in with; generated and kept under `dataDir/keys` when not given. */
  apiToken?: string
  /** Mail each submission through this SMTP URL; without one, a log line says it came. */
  smtpUrl?: string
  /** Who the agency's mail goes to. */
  agencyEmail?: string
  logger?: Logger
}

/**
 * The panel ready to serve: its tables migrated, the demo content written into an empty one,
 * and its token. What the site's host mounts at `/panel` and `npm run panel` serves.
 */
export async function startPanelService({
  connection,
  dataDir,
  apiToken,
  smtpUrl,
  agencyEmail = demoAgencyEmail,
  logger,
}: EmbeddedPanelOptions): Promise<{ handler: Router; apiToken: string }> {
  const token = serviceKey('panel', apiToken, dataDir)
  const db = await openPanelDatabase(connection)
  const mediaDir = path.join(dataDir, 'panel-media')
  await ensurePanelContent(db, mediaDir, logger)
  const handler = createPanelService({
    db,
    apiToken: token,
    uploadsDir: path.join(dataDir, 'uploads'),
    mediaDir,
    notify: createNotifier({ smtpUrl, to: agencyEmail, logger }),
    logger,
  })
  return { handler, apiToken: token }
}
