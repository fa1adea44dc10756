import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium'

const port = Number(process.env.E2E_PORT ?? 3111)
const baseURL = `http://127.0.0.1:${port}`

/**
 * Browser tests drive Debian's Chromium (Playwright cannot download its own browsers here);
 * `CHROME_PATH` points them at another Chrome.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      },
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Its own database, apart from the one `npm start` uses in ./data.
      DATA_DIR: path.join(os.tmpdir(), `passarela-e2e-${port}`),
    },
  },
})
