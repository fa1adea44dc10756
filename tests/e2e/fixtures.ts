import { type Page, type Request, test as base, expect } from '@playwright/test'

/**
 * The statuses a form post is answered with when the page shows why in place: its fields (400),
 * the rate limit (429), or a service behind the site that failed (503).
 */
const formRefusals = new Set([400, 429, 503])

/**
 * Every browser test fails on a console error, an uncaught exception or a hydration warning
 * (definition of done, 8). A 404 answer for the document itself is what the 404 tests ask for.
 * Chromium also logs every 4xx answer as a failed load, so a form post refused for its fields
 * (400) or the rate limit (429) is let through, and only that: the same status for that URL,
 * answering a POST, whether the post was the page's own or its script's.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      const failedLoads: { status: number; url: string; text: string }[] = []
      const refusedPosts = new Set<string>()
      page.on('response', (response) => {
        if (response.request().method() === 'POST' && formRefusals.has(response.status())) {
          refusedPosts.add(`${response.status()} ${response.url()}`)
        }
      })
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      page.on('console', (message) => {
        const text = message.text()
        const failedLoad =
          /^Failed to load resource: the server responded with a status of (\d+)/.exec(text)
        const status = Number(failedLoad?.[1])
        const documentNotFound = status === 404 && message.location().url === page.url()
        if (message.type() === 'error' && formRefusals.has(status)) {
          // Judged once the test is over: the console may tell before the response event does.
          failedLoads.push({ status, url: message.location().url, text })
        } else if (message.type() === 'error' && !documentNotFound) {
          problems.push(`console error: ${text}`)
        }
        if (/hydrat/i.test(text)) problems.push(`hydration: ${text}`)
      })
      await use(problems)
      for (const { status, url, text } of failedLoads) {
        if (!refusedPosts.has(`${status} ${url}`)) problems.push(`console error: ${text} (${url})`)
      }
      expect(problems, 'browser console').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Opens a page as a person does: the test goes on once the server's page is parsed (it shows),
 * and acts on each control as soon as it is visible (Playwright's actions wait for that), never
 * waiting for the page's script, which comes later. A tap or key the page drops before its
 * script runs is a defect the tests see (decision 021).
 */
export async function visit(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'domcontentloaded' })
}

/**
 * For tests that take the connection away: visits the page, then waits for it to have loaded
 * what it loads on its own, its script and what that asks for, with nothing in flight for half a
 * second. The load event cannot tell: the page's script comes after it (decision 011), and React
 * Router's look-up of the page's links after that.
 */
export async function visitSettled(page: Page, path: string) {
  // The requests made from now on: one the page made before, ending later, is not counted.
  const inFlight = new Set<Request>()
  let scripts = 0
  let lastEnd = Date.now()
  const started = (request: Request) => void inFlight.add(request)
  const ended = (request: Request) => {
    if (!inFlight.delete(request)) return
    if (request.resourceType() === 'script') scripts++
    lastEnd = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await visit(page, path)
    await expect
      .poll(() => scripts > 0 && inFlight.size === 0 && Date.now() - lastEnd >= 500, {
        timeout: 20_000,
      })
      .toBe(true)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/**
 * What fails because a test took the connection away or cut a request off: a load the page
 * made then, and React Router's report of its links' look-up failing. That is the network, not
 * the page; everything else in the console still counts.
 */
export function forgiveOfflineFailures(consoleProblems: string[]) {
  const offline =
    /^console error: (Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_RESET)|Failed to fetch manifest patches TypeError: Failed to fetch)/
  const kept = consoleProblems.filter((problem) => !offline.test(problem))
  consoleProblems.splice(0, consoleProblems.length, ...kept)
}

/** Holds every route-data request for `ms`, to make a navigation slow on purpose. */
export async function slowDownRouteData(page: Page, ms: number) {
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

/**
 * A title's tag for a test repeated in each language whose layout the language does not change:
 * the phone runs it in English, the desktop in all three (`@desktop-only`, playwright.config.ts).
 */
export function englishOnPhone(locale: string) {
  return locale === 'en' ? '' : ' @desktop-only'
}

/**
 * Holds every request `url` matches until the function it gives back is called, as a slow line
 * would: what the page does meanwhile is what a visitor on it sees, however fast the machine.
 * A later hold of the same requests takes the ones made after it.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
