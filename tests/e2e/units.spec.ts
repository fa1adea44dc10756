import type { Resources } from '../../app/i18n/en'
import type { Locale } from '../../app/i18n/locales'
import { pt } from '../../app/i18n/pt'
import { formatFeetAndInches, formatShoeSize, shoeSize } from '../../app/lib/measures/units'
import { expectNoViolations } from './axe'
import { findTalent, profilePathOf } from './demo'
import { expect, test, visit } from './fixtures'

// Centimetres or feet and inches, EU, US or UK shoe sizes, on a profile (decision 019).

const woman = findTalent(
  (talent) =>
    talent.gender === 'woman' &&
    /^\d+$/.test(talent.height ?? '') &&
    /^\d+$/.test(talent.shoes ?? ''),
)
const height = Number(woman.height)
const shoes = Number(woman.shoes)

// In Portuguese, whose numbers are not written the English way: the toggle is the same in every
// language, whose units the server draws over HTTP (tests/integration/units.test.ts) and whose
// formats app/lib/measures/units.test.ts proves.
const locale: Locale = 'pt'
const dictionary: Resources = pt

/** The measures row's value for `key` in the server's HTML (the first row: the comp card repeats it). */
function servedMeasure(html: string, key: string): string | undefined {
  return new RegExp(`data-measure="${key}"[^>]*>.*?<dd[^>]*>([^<]*)</dd>`).exec(html)?.[1]
}

const path = profilePathOf(woman, '/pt/modelos')
const feet = formatFeetAndInches(height, locale)
const usSize = `${dictionary.units.us} ${formatShoeSize(shoeSize(shoes, 'us', 'woman').size, locale)}`

test('the units change in place, and a reload shows them from the server', async ({ page }) => {
  await visit(page, path)
  const shownHeight = page.locator('[data-profile-screen] [data-measure="height"] dd')
  const shownShoes = page.locator('[data-profile-screen] [data-measure="shoes"] dd')
  await expect(shownHeight).toHaveText(`${height} cm`)
  const length = page.getByRole('group', { name: dictionary.units.length })
  const sizes = page.getByRole('group', { name: dictionary.units.shoes })
  await expect(length.getByRole('button', { name: dictionary.units.cm })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // A mark on the document: it would be gone after a whole page load.
  await page.evaluate(() => (document.documentElement.dataset.samePage = 'yes'))
  const feetButton = length.getByRole('button', { name: dictionary.units.ft })
  await feetButton.click()
  await expect(feetButton).toHaveAttribute('aria-pressed', 'true')
  await expect(shownHeight).toHaveText(feet)
  await sizes.getByRole('button', { name: dictionary.units.us, exact: true }).click()
  await expect(shownShoes).toHaveText(usSize)
  await expect(page.locator('html')).toHaveAttribute('data-same-page', 'yes')

  // What the server sends this browser now, before any script runs: no flash of centimetres.
  const served = await (await page.request.get(path)).text()
  expect(servedMeasure(served, 'height')).toBe(feet)
  expect(servedMeasure(served, 'shoes')).toBe(usSize)
  await page.reload()
  await expect(shownHeight).toHaveText(feet)
  await expect(length.getByRole('button', { name: dictionary.units.ft })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expectNoViolations(page)
})

test('the toggle works from the keyboard', async ({ page }) => {
  await visit(page, path)
  const length = page.getByRole('group', { name: dictionary.units.length })
  const feetButton = length.getByRole('button', { name: dictionary.units.ft })
  await feetButton.focus()
  await page.keyboard.press('Enter')
  await expect(feetButton).toHaveAttribute('aria-pressed', 'true')
  await expect(feetButton).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  const cmButton = length.getByRole('button', { name: dictionary.units.cm })
  await expect(cmButton).toBeFocused()
  await page.keyboard.press('Space')
  await expect(cmButton).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('[data-profile-screen] [data-measure="height"] dd')).toHaveText(
    `${height} cm`,
  )
})

test('without JavaScript the toggle posts, and the page comes back in the chosen units', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const shown = (key: string) => page.locator(`[data-profile-screen] [data-measure="${key}"] dd`)
  await page.goto(path)
  const length = page.getByRole('group', { name: pt.units.length })
  await length.getByRole('button', { name: pt.units.ft }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(shown('height')).toHaveText(formatFeetAndInches(height, 'pt'))
  await page
    .getByRole('group', { name: pt.units.shoes })
    .getByRole('button', { name: 'UK' })
    .click()
  await expect(shown('shoes')).toHaveText(
    `UK ${formatShoeSize(shoeSize(shoes, 'uk', 'woman').size, 'pt')}`,
  )
  // Remembered on every page: another profile, in another language, opens in feet.
  await page.goto(profilePathOf(woman, '/es/modelos'))
  await expect(shown('height')).toHaveText(formatFeetAndInches(height, 'es'))
  await context.close()
})
