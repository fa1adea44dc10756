import { z } from 'zod'
import { runStandalone } from '../common/standalone'
import { storageSettings } from '../common/storage'
import { rosterSettings, startPanelService } from '.'
import { retentionSettings } from '../../contracts/retention-settings'
import { backupSchedule, backupSettings } from '../../contracts/backup-settings'

// `npm run panel`: the embedded panel service alone, for a site started with PANEL_URL.
await runStandalone({
  name: 'panel',
  defaultPort: 3002,
  settings: {
    PANEL_API_TOKEN: z.string().min(1).optional(),
    PANEL_SECRET: z.string().min(32, 'needs at least 32 characters').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    AGENCY_EMAIL: z.email().optional(),
    ...retentionSettings,
    ...backupSettings,
    // As the site reads them (docs/configuration.md).
    STORAGE_URL: z.url({ protocol: /^s3$/ }).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    // The booking service whose roster the back office's Models section shows (decision 026):
    // written through its write API with its write key; without it, listed read-only through
    // its read API with the read key the site uses; with neither, only named.
    BOOKING_URL: z.url({ protocol: /^https?$/ }).optional(),
    // The public site's address, which packages' links open (decision 028).
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    BOOKING_WRITE_KEY: z.string().min(1).optional(),
    BOOKING_API_KEY: z.string().min(1).optional(),
    BOOKING_MEDIA_URL: z.url({ protocol: /^https?$/ }).optional(),
  },
  start: ({ connection, dataDir, settings, logger }) =>
    startPanelService({
      connection,
      dataDir,
      apiToken: settings.PANEL_API_TOKEN,
      secret: settings.PANEL_SECRET,
      smtpUrl: settings.SMTP_URL,
      agencyEmail: settings.AGENCY_EMAIL,
      retention: {
        scouting: settings.RETENTION_SCOUTING_MONTHS,
        messages: settings.RETENTION_MESSAGES_MONTHS,
      },
      storage: storageSettings({ ...settings, AWS_REGION: process.env.AWS_REGION }),
      roster: rosterSettings({
        url: settings.BOOKING_URL,
        writeKey: settings.BOOKING_WRITE_KEY,
        readKey: settings.BOOKING_API_KEY,
        mediaUrl: settings.BOOKING_MEDIA_URL,
      }),
      siteUrl: settings.PUBLIC_URL,
      backups: backupSchedule(settings),
      logger,
    }),
})
