import { expect, test, visit } from './fixtures'

/**
 * What the visitor sees first comes before the script and the web fonts (decision 011): the
 * page's largest image is fetched alone with the stylesheet, the script and the fonts once it
 * has loaded, and the page still becomes interactive.
 */

type Timing = { name: string; startTime: number; responseEnd: number }

for (const path of ['/models', '/pt/modelos/4001/gabriel-mendes', '/es']) {
  test(`the first screen's image on ${path} loads before any script or web font is asked for`, async ({
    page,
  }) => {
    await visit(page, path)
    // The page shows first; the script and the fonts come after its first screen.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((timing) => timing.name.endsWith('.woff2')),
        ),
      )
      .toBe(true)
    const { firstScreen, later } = await page.evaluate(() => {
      const timings = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const shown = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
        .map((image) => image.currentSrc)
        .filter(Boolean)
      const pick = ({ name, startTime, responseEnd }: PerformanceResourceTiming) => ({
        name,
        startTime,
        responseEnd,
      })
      return {
        firstScreen: timings.filter((timing) => shown.includes(timing.name)).map(pick),
        later: timings.filter((timing) => /\.(js|woff2)$/.test(timing.name)).map(pick),
      }
    })
    expect(firstScreen.length).toBeGreaterThan(0)
    expect(later.some((timing: Timing) => timing.name.endsWith('.woff2'))).toBe(true)
    const imagesDone = Math.max(...firstScreen.map((timing: Timing) => timing.responseEnd))
    const early = later.filter((timing: Timing) => timing.startTime < imagesDone)
    expect(early.map((timing: Timing) => timing.name)).toEqual([])
  })
}

test('without JavaScript the web fonts come with the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/about')
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family === 'Inter Variable' && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true)
  await context.close()
})
