import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, test, visit } from './fixtures'

// The demo panel seeds three home slides: two pictures, then a video over its poster.
const slideshow = (page: Page) => page.getByRole('region', { name: 'Agency highlights' })
const activeSlide = (page: Page) => page.locator('[data-slide][data-active="true"]')

/**
 * Opens the home on Playwright's clock, then stops the clock: from here on time moves only
 * when a test says so, and a slide that changes has done so because its time came.
 */
async function visitOnTheClock(page: Page, path = '/') {
  await page.clock.install()
  await visit(page, path)
  // The slides move by the page's script: the clock stops once the page has run it (a paused
  // clock would also hold the page starter's own timers, and with them a tap it holds). The
  // network can go quiet before that on a busy machine, so the scene waits for the page's mark.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  // The clock runs until paused: on a busy machine it can pass the moment just read before
  // the pause arrives, which Playwright refuses ("cannot fast-forward to the past"). Read again.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + 100)
      return
    } catch (error) {
      if (attempt === 3 || !String(error).includes('to the past')) throw error
    }
  }
}

/**
 * Puts the pointer away from the slideshow, on the sticky header's corner: wherever the page
 * scrolls (a focused button is scrolled into view), the slideshow never comes under it.
 */
async function pointAway(page: Page) {
  await page.mouse.move(2, 2)
}

test('the first slide is in the server HTML, fetched first, and preloaded as the picture picks it @remote', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const first = html.match(/<div role="group"[^>]*data-slide="1"[^>]*>(.*?)<\/picture>/s)
  expect(first, 'first slide in the HTML').not.toBeNull()
  expect(first?.[0]).toContain('aria-label="1 of 3"')
  expect(first?.[1]).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/)

  const fetched: string[] = []
  page.on('request', (sent) => {
    if (/slides%2F1-(desktop|mobile)\.jpg/.test(sent.url())) fetched.push(sent.url())
  })
  await visit(page, '/')
  const picture = page.locator('[data-slide="1"] picture')
  const preload = (media: string) =>
    page.locator(`link[rel="preload"][as="image"][media="${media}"]`)
  const wide = preload('(min-width: 650px)')
  const narrow = preload('not all and (min-width: 650px)')
  await expect(wide).toHaveAttribute('fetchpriority', 'high')
  await expect(narrow).toHaveAttribute('fetchpriority', 'high')
  await expect(wide).toHaveAttribute(
    'imagesrcset',
    (await picture.locator('source').getAttribute('srcset')) ?? 'no srcset',
  )
  await expect(narrow).toHaveAttribute(
    'imagesrcset',
    (await picture.locator('img').getAttribute('srcset')) ?? 'no srcset',
  )
  const img = picture.locator('img')
  await expect.poll(() => img.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
  // One variant at one width, fetched once: the preload's file is the picture's.
  expect(fetched).toHaveLength(1)
  expect(await img.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(fetched[0])
})

test('the slides advance every 5 seconds, and loop', async ({ page }) => {
  await visitOnTheClock(page)
  await pointAway(page)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1')
  await page.clock.runFor(3_000)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1')
  await page.clock.runFor(2_500)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '2')
  await expect(page.locator('[data-slide="1"]')).toHaveAttribute('aria-hidden', 'true')
  await expect(page.locator('[data-slide="1"]')).toHaveAttribute('inert', '')
  await page.clock.runFor(5_000)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '3')
  // The video slide plays its (muted) video.
  await expect
    .poll(() =>
      page
        .locator('[data-slide="3"] video')
        .evaluate((video: HTMLVideoElement) => !video.paused && video.muted),
    )
    .toBe(true)
  await page.clock.runFor(5_000)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1')
})

test('the pause button stops the slides, and play starts them again', async ({ page }) => {
  await visitOnTheClock(page)
  const pause = slideshow(page).getByRole('button', { name: 'Pause the slideshow' })
  await pause.click()
  const play = slideshow(page).getByRole('button', { name: 'Play the slideshow' })
  await expect(play).toBeVisible()
  await pointAway(page)
  await page.clock.runFor(12_000)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1')

  await play.click()
  await pointAway(page)
  await expect(pause).toBeVisible()
  await page.clock.runFor(5_500)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '2')
})

test('the slides hold still while the pointer is over them', async ({ page }) => {
  await visitOnTheClock(page)
  await page.locator('[data-slide="1"]').hover()
  await page.clock.runFor(12_000)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1')
  await pointAway(page)
  await page.clock.runFor(5_500)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '2')
})

test('the slides hold still while the keyboard focus is in them', async ({ page }) => {
  await visitOnTheClock(page)
  await pointAway(page)
  const pause = slideshow(page).getByRole('button', { name: 'Pause the slideshow' })
  // The header's last control, then Tab: the keyboard brings the focus in from outside.
  await page.getByRole('button', { name: 'Open menu' }).focus()
  await page.keyboard.press('Tab')
  await expect(pause).toBeFocused()
  await page.clock.runFor(12_000)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1')
  // The next slide by keyboard, then out of the slideshow: the rotation resumes.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '2')
  await page.keyboard.press('Tab')
  await expect(slideshow(page).locator(':focus')).toHaveCount(0)
  await page.clock.runFor(5_500)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '3')
})

test('with reduced motion nothing plays by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visitOnTheClock(page)
  await pointAway(page)
  await expect(slideshow(page).getByRole('button', { name: 'Play the slideshow' })).toBeVisible()
  await page.clock.runFor(12_000)
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1')
  // Moving on by hand shows the video slide still, its poster in place.
  const next = slideshow(page).getByRole('button', { name: 'Next slide' })
  await next.click()
  await next.click()
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '3')
  await expect(page.locator('[data-slide="3"] img')).toBeVisible()
  expect(
    await page
      .locator('[data-slide="3"] video')
      .evaluate((video: HTMLVideoElement) => video.paused),
  ).toBe(true)
})

test('the phone picture gives way to the wide one at 650 px', async ({ page }) => {
  const img = page.locator('[data-slide="1"] img')
  const shown = () => img.evaluate((image: HTMLImageElement) => image.currentSrc)
  await page.setViewportSize({ width: 649, height: 900 })
  await visit(page, '/')
  await expect.poll(shown).toContain('slides%2F1-mobile.jpg')
  await page.setViewportSize({ width: 650, height: 900 })
  await expect.poll(shown).toContain('slides%2F1-desktop.jpg')
  await page.setViewportSize({ width: 649, height: 900 })
  await expect.poll(shown).toContain('slides%2F1-mobile.jpg')
})

for (const [path, name, slide] of [
  ['/', 'Agency highlights', '1 of 3'],
  ['/es', 'Destacados de la agencia', '1 de 3'],
  ['/pt', 'Destaques da agência', '1 de 3'],
] as const) {
  test(`the slideshow on ${path} is labelled in its language and passes axe`, async ({ page }) => {
    await visit(page, path)
    const region = page.getByRole('region', { name })
    await expect(region.getByRole('group', { name: slide })).toBeVisible()
    // The rotation button comes first in the slideshow.
    await expect(region.getByRole('button').first()).toHaveAttribute('data-slideshow-rotation', '')
    await expectNoViolations(page)
  })
}
