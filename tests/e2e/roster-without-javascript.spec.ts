import { listedTalents } from './demo'
import { expect, test } from './fixtures'

test.use({ javaScriptEnabled: false })

test('without JavaScript the roster renders and More pages through it', async ({ page }) => {
  const cards = page.locator('main ul > li[id^="talent-"]')
  await page.goto('/es/modelos')
  await expect(cards).toHaveCount(20)
  await page.getByRole('link', { name: 'Más modelos' }).click()
  await expect(page).toHaveURL(/\/es\/modelos\?page=2#talent-21$/)
  await expect(cards).toHaveCount(40)
  await page.getByRole('link', { name: 'Más modelos' }).click()
  await expect(cards).toHaveCount(Math.min(60, listedTalents.length))
})

test('without JavaScript a board and a profile render', async ({ page }) => {
  await page.goto('/pt/mulheres')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mulheres')
  await page.locator('main ul > li[id^="talent-"] a').first().click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Mulheres')
  await expect(page.getByRole('img').first()).toBeVisible()
  // The gallery's track scrolls natively, so every photo can be reached.
  const track = page.locator('[data-gallery-viewport]')
  await expect(track).toHaveCSS('overflow-x', 'auto')
  expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
})
