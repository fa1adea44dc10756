import { z } from 'zod'

/**
 * How many daily archives are kept by default: how many days an erased submission may still be
 * in them, as the privacy policy says (app/content/privacy/).
 */
export const keptBackups = 7

/**
 * The embedded default's daily backup (docs/deploy.md#backups-and-restore): read alike by the
 * site, which embeds the panel that writes it, and by the panel run alone.
 */
export const backupSettings = {
  // Where the archives go: DATA_DIR/backups when unset; another disk is better.
  BACKUP_DIR: z.string().min(1).optional(),
  // The hour of the agency's day (its time zone, contracts/agency-time.ts) the backup runs at.
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  // How many archives are kept in BACKUP_DIR; 0 takes no backup by itself.
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(keptBackups),
  // For tests only: a backup every this many seconds instead of daily at BACKUP_HOUR.
  BACKUP_TEST_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
}

/** The daily backup as the panel takes it, from the settings read by `backupSettings`. */
export function backupSchedule(settings: {
  BACKUP_DIR?: string
  BACKUP_HOUR: number
  BACKUP_KEEP: number
  BACKUP_TEST_EVERY_SECONDS?: number
}) {
  return {
    dir: settings.BACKUP_DIR,
    hour: settings.BACKUP_HOUR,
    keep: settings.BACKUP_KEEP,
    everyMs:
      settings.BACKUP_TEST_EVERY_SECONDS === undefined
        ? undefined
        : settings.BACKUP_TEST_EVERY_SECONDS * 1000,
  }
}
