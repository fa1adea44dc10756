import { chromium } from '@playwright/test'
import { favoritesStorageKey } from '../../app/lib/favorites/favorites'
import { chromiumFlags, chromiumPath } from '../../scripts/chromium'
import {
  firstHeart,
  mobileContextOptions,
  tapFirstHeart,
  throttleToMobile,
} from '../../scripts/first-tap'
import { listedTalents, profilePathOf } from './demo'
import { expect, test } from './fixtures'

const [first, second, third] = listedTalents as [
  (typeof listedTalents)[number],
  (typeof listedTalents)[number],
  (typeof listedTalents)[number],
]

// The moment the first heart shows, then every half second up to 5 s: on a phone on a slow
// line, a page's script is still on its way for most of that time.
const stepsMs = Array.from({ length: 11 }, (_, step) => step * 500)

const pages = [
  { name: 'a board', path: '/models' },
  { name: 'a profile', path: profilePathOf(first) },
  { name: 'a shared favorites page', path: `/favorites?ids=${first.id},${second.id},${third.id}` },
]

for (const { name, path } of pages) {
  test(`on the mobile profile, no tap on the first heart of ${name} is lost`, async ({
    baseURL,
  }, testInfo) => {
    // One phone, throttled for real through the DevTools protocol: run it once.
    test.skip(testInfo.project.name !== 'phone', 'the mobile profile is a phone of its own')
    test.setTimeout(120_000)
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
    try {
      const context = await browser.newContext({ ...mobileContextOptions, baseURL })
      const page = await context.newPage()
      await throttleToMobile(context, page)
      const series = await tapFirstHeart(page, path, { stepsMs, patienceMs: 5000 })
      testInfo.annotations.push({
        type: 'taps',
        description: `visible at ${series.visibleMs} ms; ${series.taps
          .map((tap) => `${tap.atMs} ms → ${tap.latencyMs ?? 'lost'}`)
          .join(', ')}`,
      })
      // A lost tap leaves the heart as it was; one applied twice does too.
      expect(series.taps.map((tap) => tap.latencyMs !== null)).toEqual(stepsMs.map(() => true))

      // Eleven taps: the talent is a favorite, and stays one once the page's script has run.
      const heart = page.locator(firstHeart).first()
      await expect(heart).toHaveAttribute('aria-pressed', 'true')
      await expect
        .poll(async () =>
          JSON.parse(
            await page.evaluate((key) => localStorage.getItem(key) ?? '[]', favoritesStorageKey),
          ),
        )
        .toEqual([expect.objectContaining({ id: first.id })])
      await expect(page.locator('header [data-favorites-count]')).toHaveAttribute(
        'data-favorites-count',
        '1',
      )
    } finally {
      await browser.close()
    }
  })
}
