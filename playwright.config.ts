import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium'

const port = Number(process.env.E2E_PORT ?? 3111)
const baseURL = `http://127.0.0.1:${port}`

// `E2E_SERVICES=remote` runs the booking and panel services in processes of their own, as
// `npm run booking` and `npm run panel` do, and points the site at them by configuration, as
// an agency's deployment against its real services would be.
const remoteServices = process.env.E2E_SERVICES === 'remote'
const bookingPort = port + 1
const panelPort = port + 2
const serviceKeys = { booking: 'e2e-booking-key', panel: 'e2e-panel-token' }
const common = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' }

const site = {
  command: 'node scripts/start.mjs',
  url: `${baseURL}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    ...common,
    PORT: String(port),
    PUBLIC_URL: baseURL,
    // Its own database, apart from the one `npm start` uses in ./data.
    DATA_DIR: path.join(os.tmpdir(), `passarela-e2e-${port}`),
    ...(remoteServices
      ? {
          BOOKING_URL: `http://127.0.0.1:${bookingPort}`,
          BOOKING_API_KEY: serviceKeys.booking,
          PANEL_URL: `http://127.0.0.1:${panelPort}`,
          PANEL_API_TOKEN: serviceKeys.panel,
        }
      : {}),
  },
}

const standaloneServices = [
  {
    command: 'npm run booking',
    url: `http://127.0.0.1:${bookingPort}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...common,
      BOOKING_PORT: String(bookingPort),
      BOOKING_DATA_DIR: path.join(os.tmpdir(), `passarela-e2e-booking-${bookingPort}`),
      BOOKING_API_KEY: serviceKeys.booking,
    },
  },
  {
    command: 'npm run panel',
    url: `http://127.0.0.1:${panelPort}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...common,
      PANEL_PORT: String(panelPort),
      PANEL_DATA_DIR: path.join(os.tmpdir(), `passarela-e2e-panel-${panelPort}`),
      PANEL_API_TOKEN: serviceKeys.panel,
    },
  },
]

/**
 * Browser tests drive Debian's Chromium (Playwright cannot download its own browsers here);
 * `CHROME_PATH` points them at another Chrome.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI either: a test that passes only on its second try is a defect to fix,
  // so it fails the run (three clean runs in a row preceded this, see docs/testing.md).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording every test's trace costs CI time; a failure in CI leaves its screenshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'phone',
      // The phone runs what its width or touch changes (the menu, the gallery, the boards and
      // their filters, taps, the first screen, the slides, the shell's axe). The back office and
      // the no-script forms are server-rendered pages whose behaviour is the same at any width:
      // the desktop project alone proves them (docs/testing.md lists what moved).
      // The forms, the content pages, the units, an empty board and the no-script roster are
      // the same at any width too, and their tests name nothing a phone changes.
      testIgnore: [
        /back-office-[^/]*\.spec\.ts$/,
        /\/(contact|be-a-model|quote-request|content-pages|units|empty-board)\.spec\.ts$/,
        /\/roster-without-javascript\.spec\.ts$/,
        // The package's journey is the booker's back office and the client's answer, whose page
        // on a phone package.spec.ts takes.
        /\/package-journey\.spec\.ts$/,
      ],
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      },
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: remoteServices ? [...standaloneServices, site] : site,
})
