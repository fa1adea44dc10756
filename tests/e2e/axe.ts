import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** axe on the page as it has settled, against WCAG 2.2 AA and axe's best practices. */
export async function expectNoViolations(page: Page) {
  // Mid-fade text has a lower contrast than the page will show: judge the settled page, each
  // animation taken to its end now. Waiting for them instead hung a phone run for minutes on a
  // button's 200 ms colour transition whose timeline never ticked; an endless one cannot end.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish()
      } catch {
        // An endless animation has no end to take it to.
      }
    }
  })
  // The navigation's progress bar shows for a moment after a page arrives: the settled page
  // has none.
  await page.locator('[role="progressbar"]').waitFor({ state: 'detached' })
  // Legacy mode runs axe in the page itself: the same rules and frames, without the blank page
  // the default opens for every check to gather the frames' results in (0.8 s a check here).
  // Every rule still runs; only the violations' nodes are written out, not the passes'.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  expect(
    violations.map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target).join(', ')})`,
    ),
  ).toEqual([])
}
