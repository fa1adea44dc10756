import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** axe on the page as it has settled, against WCAG 2.2 AA and axe's best practices. */
export async function expectNoViolations(page: Page) {
  // Mid-fade text has a lower contrast than the page will show: judge the settled page. An
  // animation cancelled meanwhile (its element re-rendered) rejects `finished`; it is settled too.
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // The navigation's progress bar shows for a moment after a page arrives: the settled page
  // has none.
  await page.locator('[role="progressbar"]').waitFor({ state: 'detached' })
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(
    violations.map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target).join(', ')})`,
    ),
  ).toEqual([])
}
