import { z } from 'zod'
import { runStandalone } from '../common/standalone'
import { startBookingService } from '.'

// `npm run booking`: the embedded booking service alone, for a site started with BOOKING_URL.
await runStandalone({
  name: 'booking',
  defaultPort: 3001,
  settings: {
    BOOKING_API_KEY: z.string().min(1).optional(),
    // The back office's key to the write API (`/admin-api`); generated beside the read key if unset.
    BOOKING_WRITE_KEY: z.string().min(1).optional(),
  },
  start: ({ connection, dataDir, settings, logger }) =>
    startBookingService({
      connection,
      dataDir,
      apiKey: settings.BOOKING_API_KEY,
      writeKey: settings.BOOKING_WRITE_KEY,
      logger,
    }),
})
