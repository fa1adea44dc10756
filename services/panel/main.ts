import { z } from 'zod'
import { runStandalone } from '../common/standalone'
import { startPanelService } from '.'

// `npm run panel`: the embedded panel service alone, for a site started with PANEL_URL.
await runStandalone({
  name: 'panel',
  defaultPort: 3002,
  settings: {
    PANEL_API_TOKEN: z.string().min(1).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    AGENCY_EMAIL: z.email().optional(),
  },
  start: ({ connection, dataDir, settings, logger }) =>
    startPanelService({
      connection,
      dataDir,
      apiToken: settings.PANEL_API_TOKEN,
      smtpUrl: settings.SMTP_URL,
      agencyEmail: settings.AGENCY_EMAIL,
      logger,
    }),
})
