import path from 'node:path'
import type { Router } from 'express'
import type { Logger } from 'pino'
import { type DatabaseConnection, exclusively } from '../common/database'
import { openFileStore, type StorageSettings } from '../common/storage'
import {
  BackupError,
  backupFolder,
  type BackupManifest,
  restoreBackup as restoreArchive,
  writeBackup,
} from '../common/backup'
import { restoreIntoPostgres } from '../common/backup/postgres'
export { backupFromPostgres } from '../common/backup/postgres'
import { scheduleBackups } from '../common/backup/schedule'
import type { RetentionPeriods } from '../../contracts/retention'
import { serviceKey } from '../common/machine-auth'
import { accountRequestsPath, listenForAccountRequests } from './account-requests'
import { openPanelDatabase } from './db'
import { eraseSubmissions, type ErasureReport, replayErasures, sentFrom } from './erasure'
import { erasedSince, erasureJournal } from './erasure-journal'
import { forgetPackageClient } from './packages'
import { changeChannels, watchChanges } from '../common/changes'
import { createMailer, createNotifier } from './notifications'
import { retentionPeriods, scheduleRetention } from './retention'
import { demoAgencyEmail, ensurePanelContent } from './seed'
import type { RosterSettings } from './admin/roster-client'
import { createPanelService } from './service'

/**
 * The embedded panel service, as others use it: the site's host mounts it, `npm run panel`
 * runs it alone, tests start it on a port of their own. Nothing here knows the site.
 */
export { createPanelService, type PanelServiceOptions } from './service'
export { rosterSettings } from './admin/roster-client'
export { openPanelDatabase, schema as panelSchema, type Database as PanelDatabase } from './db'
export { seedPanelContent, ensurePanelContent, demoAgencyEmail } from './seed'
export { newsStories, newsFrame } from './seed-news'
export { createNotifier, type Notifier } from './notifications'
export type { ErasureReport } from './erasure'
export { createOrResetAccount } from './admin'
export { LastAdminError } from './admin/accounts'
export { isStaffRole, staffRoles, type StaffRole } from './admin/roles'
export {
  accountRequestsPath,
  requestAccount,
  requestBackup,
  type AccountLink,
} from './account-requests'
export {
  backupPath,
  BackupError,
  verifyBackup,
  writeBackup,
  type BackupManifest,
} from '../common/backup'

// The database the service keeps its tables in, for commands run beside it (`npm run seed`).
export {
  databaseOptions,
  DatabaseInUseError,
  openDatabase,
  type DatabaseConnection,
} from '../common/database'
export { storageSettings } from '../common/storage'

export type EmbeddedPanelOptions = {
  connection: DatabaseConnection
  /** Where its key (when not given), its media and the visitors' uploads live. */
  dataDir: string
  /** The token clients sign in with; generated and kept under `dataDir/keys` when not given. */
  apiToken?: string
  /**
   * The panel's own secret (CSRF tokens, package links): at least 32 characters, or generated
   * and kept under `dataDir/keys` when not given.
   */
  secret?: string
  /**
   * Where the visitors' files are kept: `DATA_DIR/uploads` by default, or S3-compatible
   * storage (`STORAGE_URL`) that every node shares.
   */
  storage?: StorageSettings
  /** Mail each submission through this SMTP URL; without one, a log line says it came. */
  smtpUrl?: string
  /** Who the agency's mail goes to. */
  agencyEmail?: string
  /**
   * Months to keep submissions for, per class; the privacy policy's periods
   * (`contracts/retention.ts`) when not given, and never longer than those.
   */
  retention?: Partial<RetentionPeriods>
  /**
   * Told after the back office changes what the public site shows, through this process or,
   * with PostgreSQL, any other serving the same panel.
   */
  onContentChange?: () => void
  /** Where the back office's Models section writes the roster (decision 026). */
  roster?: RosterSettings
  /** The public site's address, which packages' links open (`PUBLIC_URL`). */
  siteUrl?: string
  /** The back office's address, told to `npm run panel:user` for the link it prints. */
  backOfficeUrl?: string
  /**
   * The daily backup of the embedded database (`BACKUP_*`, contracts/backup-settings.ts): taken
   * only on a data folder of its own (PGlite, files on its disk), where this is the one process.
   */
  backups?: BackupOptions
  logger?: Logger
}

export type BackupOptions = {
  /** `BACKUP_DIR`: `dataDir/backups` when not given. */
  dir?: string
  /** The hour of the agency's day it runs at. */
  hour: number
  /** How many archives are kept; 0 takes none. */
  keep: number
  /** Tests only: every this many milliseconds instead of daily. */
  everyMs?: number
}

/** Where a panel keeps its files within its data folder. */
export function panelFolders(dataDir: string) {
  return {
    /** The visitors' uploads: private, never served. */
    uploadsDir: path.join(dataDir, 'uploads'),
    mediaDir: path.join(dataDir, 'panel-media'),
  }
}

/**
 * The panel ready to serve: tables migrated, demo content in an empty one, old submissions
 * deleted, its token. `close` stops the retention run, the change listener and the account
 * requests (call it before closing the connection).
 */
export async function startPanelService({
  connection,
  dataDir,
  apiToken,
  secret,
  smtpUrl,
  agencyEmail = demoAgencyEmail,
  retention,
  storage = {},
  onContentChange,
  roster,
  siteUrl,
  backOfficeUrl,
  backups = { hour: 3, keep: 7 },
  logger,
}: EmbeddedPanelOptions): Promise<{
  handler: Router
  apiToken: string
  checkStorage: () => Promise<void>
  close: () => Promise<void>
}> {
  const periods = retentionPeriods(retention)
  const token = serviceKey('panel', apiToken, dataDir)
  const ownSecret = serviceKey('panel-secret', secret, dataDir)
  if (!secret && connection.driver === 'postgres') {
    // Nodes sharing a database each generate their own: a form opened on one is refused by the
    // others, and a package made on one shows another link on the others.
    logger?.warn(
      'PANEL_SECRET is not set: this node uses the secret in its own data folder. Give every node sharing this database the same PANEL_SECRET.',
    )
  }
  const db = await openPanelDatabase(connection)
  const { uploadsDir, mediaDir } = panelFolders(dataDir)
  // The database holds both services' tables and the data folder both's files: the panel, which
  // holds the folder's socket, copies them all.
  const ownFolder = connection.driver === 'pglite' && connection.directory !== null
  const backupDir = backupsFolderOf(connection, dataDir, storage, backups.dir)
  async function writeArchive(out: string, withKeys: boolean) {
    if (storage.storageUrl) {
      throw new BackupError(
        'This site keeps its files in a bucket (STORAGE_URL), which npm run backup does not copy yet: see docs/deploy.md#backups-and-restore.',
      )
    }
    return writeBackup({ connection, dataDir, out, withKeys })
  }
  const uploads = openFileStore(storage, uploadsDir, 'uploads')
  // The back office's public media go to the bucket too when there is one, so every node
  // serves what any of them was sent; without one, the media folder as before.
  const media = storage.storageUrl ? openFileStore(storage, mediaDir, 'media') : undefined
  await exclusively(connection, 'panel:demo-content', () =>
    ensurePanelContent(db, mediaDir, logger),
  )
  // Every process sharing the database hears of a change made through any of them.
  const contentChanges = await watchChanges(
    connection,
    changeChannels.panelContent,
    () => onContentChange?.(),
    logger,
  )
  const handler = createPanelService({
    db,
    apiToken: token,
    secret: ownSecret,
    uploadsDir,
    uploads,
    media,
    mediaDir,
    notify: createNotifier({ smtpUrl, to: agencyEmail, logger }),
    mailer: createMailer({ smtpUrl, from: agencyEmail }),
    onContentChange: contentChanges.announce,
    roster,
    siteUrl,
    backups: backupDir ? { dir: backupDir, hour: backups.hour, keep: backups.keep } : undefined,
    logger,
  })
  const schedule = scheduleRetention({ db, uploads, periods, logger })
  await schedule.firstRun
  // A database folder is this process's alone: `npm run panel:user` asks here for an account.
  const accountRequests = ownFolder
    ? await listenForAccountRequests({
        socketPath: accountRequestsPath(dataDir),
        db,
        backOfficeUrl,
        backup: async ({ out, withKeys }) => {
          const manifest = await writeArchive(out, withKeys)
          return {
            files: manifest.entries.length,
            keys: manifest.keys,
            vanished: manifest.vanished.length,
          }
        },
        logger,
      })
    : undefined
  // Daily, by this process alone: PGlite admits no other on the folder.
  const dailyBackups = backupDir
    ? scheduleBackups({
        dir: backupDir,
        hour: backups.hour,
        keep: backups.keep,
        everyMs: backups.everyMs,
        write: (out) => writeArchive(out, false),
        logger,
      })
    : undefined
  return {
    handler,
    apiToken: token,
    /** Throws unless the uploads' store answers (for `/readyz`). */
    checkStorage: () => uploads.check(),
    close: async () => {
      await accountRequests?.close()
      await dailyBackups?.stop()
      await schedule.stop()
      await contentChanges.close()
      await uploads.close()
      await media?.close()
    },
  }
}

/**
 * Restores an archive of `npm run backup` into the data folder `dataDir`
 * (services/common/backup), or into PostgreSQL and the stores `storage` names when `databaseUrl`
 * is given (the move of services/common/backup/postgres.ts); then erases again what the erasure
 * journal beside the archive says was erased after it was taken: those submissions, whose files
 * are left out, and the packages' clients. Retention's deletions need no journal: the site makes
 * them again as it starts.
 */
export async function restoreBackup({
  databaseUrl,
  storage = {},
  ...options
}: {
  archive: string
  dataDir: string
  replace?: boolean
  databaseUrl?: string
  storage?: StorageSettings
}): Promise<{ manifest: BackupManifest; erasedAgain: { submissions: number; packages: number } }> {
  const erasedAgain = { submissions: 0, packages: 0 }
  const afterDatabase = async (
    connection: DatabaseConnection,
    { createdAt }: BackupManifest,
  ): Promise<string[]> => {
    const erased = await erasedSince(path.dirname(options.archive), new Date(createdAt))
    if (erased.submissions.length === 0 && erased.packages.length === 0) return []
    const replayed = await replayErasures(await openPanelDatabase(connection), erased)
    erasedAgain.submissions = replayed.submissions
    erasedAgain.packages = replayed.packages
    return replayed.files.map((name) => `files/uploads/${name}`)
  }
  const manifest = databaseUrl
    ? (await restoreIntoPostgres({ ...options, databaseUrl, storage, afterDatabase })).manifest
    : await restoreArchive({ ...options, afterDatabase })
  return { manifest, erasedAgain }
}

/**
 * Where the panel's backups and its erasure journal go (`BACKUP_DIR`, or `dataDir/backups`): only
 * a data folder of its own, with its files on its disk, is backed up; none otherwise.
 */
function backupsFolderOf(
  connection: DatabaseConnection,
  dataDir: string,
  storage: StorageSettings,
  dir: string | undefined,
) {
  const ownFolder = connection.driver === 'pglite' && connection.directory !== null
  return ownFolder && !storage.storageUrl ? backupFolder(dataDir, dir) : undefined
}

/**
 * Deletes every submission sent from `email` (any kind, any letter case) with its files, and
 * forgets them as the client of any package, from the panel whose data folder is `dataDir`: a
 * person's request to have their data deleted.
 */
export async function eraseSubmissionsByEmail({
  connection,
  dataDir,
  storage = {},
  email,
  backupDir,
}: {
  connection: DatabaseConnection
  dataDir: string
  /** The panel's `STORAGE_URL` and companions, when its files are in a bucket. */
  storage?: StorageSettings
  email: string
  /** `BACKUP_DIR`, whose erasure journal a restore replays. */
  backupDir?: string
}): Promise<ErasureReport & { packages: number }> {
  if (!email.includes('@')) throw new RangeError(`Not an e-mail address: ${email}`)
  const db = await openPanelDatabase(connection)
  const uploads = openFileStore(storage, panelFolders(dataDir).uploadsDir, 'uploads')
  const backups = backupsFolderOf(connection, dataDir, storage, backupDir)
  const journal = backups ? erasureJournal(backups) : undefined
  try {
    const report = await eraseSubmissions(db, uploads, sentFrom(email), journal)
    return { ...report, packages: await forgetPackageClient(db, email, journal) }
  } finally {
    await uploads.close()
  }
}
