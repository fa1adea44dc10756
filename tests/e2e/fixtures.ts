import { type Page, test as base, expect } from '@playwright/test'

/**
 * Every browser test fails on a console error, an uncaught exception or a hydration warning
 * (definition of done, 8). A 404 answer for the document itself is what the 404 tests ask for.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      page.on('console', (message) => {
        const text = message.text()
        const documentNotFound =
          text.startsWith('Failed to load resource: the server responded with a status of 404') &&
          message.location().url === page.url()
        if (message.type() === 'error' && !documentNotFound) problems.push(`console error: ${text}`)
        if (/hydrat/i.test(text)) problems.push(`hydration: ${text}`)
      })
      await use(problems)
      expect(problems, 'browser console').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Opens a page and waits until React has hydrated it, as a person's first click would. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return response
}

/** Holds every route-data request for `ms`, to make a navigation slow on purpose. */
export async function slowDownRouteData(page: Page, ms: number) {
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}
