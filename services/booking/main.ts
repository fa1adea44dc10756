import { z } from 'zod'
import { runStandalone } from '../common/standalone'
import { storageSettings } from '../common/storage'
import { startBookingService } from '.'

// `npm run booking`: the embedded booking service alone, for a site started with BOOKING_URL.
await runStandalone({
  name: 'booking',
  defaultPort: 3001,
  settings: {
    BOOKING_API_KEY: z.string().min(1).optional(),
    // The back office's key to the write API (`/admin-api`); generated beside the read key if unset.
    BOOKING_WRITE_KEY: z.string().min(1).optional(),
    // As the site reads them (docs/configuration.md): the talents' media in the shared bucket.
    STORAGE_URL: z.url({ protocol: /^s3$/ }).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  },
  start: ({ connection, dataDir, settings, logger }) =>
    startBookingService({
      connection,
      dataDir,
      apiKey: settings.BOOKING_API_KEY,
      writeKey: settings.BOOKING_WRITE_KEY,
      storage: storageSettings({ ...settings, AWS_REGION: process.env.AWS_REGION }),
      logger,
    }),
})
