import { type RunningServer, startServer } from '../support/site-process'
import { type StandalonePanel, startStandalonePanel } from '../support/standalone-panel'
import type { Page } from '@playwright/test'
import { test as base, expect, visit } from './fixtures'

export type PanelSite = { site: RunningServer; panel: StandalonePanel }

/**
 * Forms sent to a panel whose database the test reads and which it can stop: each worker
 * starts a site of its own that sends its forms to a standalone panel.
 */
export const test = base.extend<object, { panelSite: PanelSite }>({
  panelSite: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const panel = await startStandalonePanel()
      const site = await startServer({
        PANEL_URL: panel.url,
        PANEL_API_TOKEN: panel.apiToken,
        FORM_RATE_LIMIT: '1000',
        // Tests change the panel's content and look at it at once.
        PANEL_CACHE_SECONDS: '0',
      })
      await use({ site, panel })
      await site.stop()
      await panel.close()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

/**
 * Opens a page whose form is loaded lazily and waits until that form is live: its code comes
 * when the visitor turns to it (here the pointer over it, as a person's would be on the way to
 * a field), and it marks itself (`data-live`) once it runs. Before that the server's form
 * is the plain one a browser without JavaScript gets.
 */
export async function visitForm(page: Page, url: string) {
  await visit(page, url)
  // The form that posts to the agency: a page may hold plain GET forms too (the favorites'
  // compare choice, folded away until opened).
  await page.locator('main form[method="post"]').first().hover()
  await expect(page.locator('main form[data-live]')).toHaveCount(1)
}
