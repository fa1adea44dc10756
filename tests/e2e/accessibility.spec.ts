import { locales } from '../../app/i18n/locales'
import { type PageKey, pages } from '../../app/i18n/pages'
import { expectNoViolations } from './axe'
import { findTalent, profilePathOf } from './demo'
import { englishOnPhone, expect, test, visit } from './fixtures'

const shellPages = (Object.keys(pages) as PageKey[]).filter(
  (page) => !pages[page].en[0].includes(':'),
)

// Pages whose content is written in each language (editorial blocks, posts), not only its words
// translated: axe reads them in all three. The others are the same page in other words, read in
// English (the words' completeness is app/i18n/resources.test.ts's, each language's page over
// HTTP tests/integration/site.test.ts's).
const writtenInEachLanguage = new Set<PageKey>(['home', 'about', 'news', 'privacy'])

for (const locale of locales) {
  // One test a page: each is short, and the two workers share them.
  const paths = [
    ...shellPages
      .filter((key) => locale === 'en' || writtenInEachLanguage.has(key))
      .map((key) => pages[key][locale][0]),
    ...(locale === 'en' ? [pages.board[locale][0].replace(':division', 'direct')] : []),
  ]
  for (const path of paths) {
    test(`axe finds nothing on ${path}${englishOnPhone(locale)}`, async ({ page }) => {
      await visit(page, path)
      await expectNoViolations(page)
    })
  }

  test(`axe finds nothing in the open menu and on the 404 page in ${locale}${englishOnPhone(locale)}`, async ({
    page,
  }) => {
    const home = pages.home[locale][0]
    await visit(page, home)
    await page.locator('header button[aria-haspopup="dialog"]').click()
    await page.locator('dialog[open] button[aria-expanded]').click()
    await expectNoViolations(page)

    await visit(page, `${home === '/' ? '' : home}/no-such-page`)
    await expectNoViolations(page)
  })
}

const richProfile = findTalent(
  (talent) =>
    talent.book.length > 2 &&
    talent.snap.length > 0 &&
    talent.video.length > 0 &&
    Boolean(talent.instagram) &&
    Object.keys(talent.about).length > 0,
)

for (const locale of locales) {
  test(`axe finds nothing on a profile, its sections and a board's second batch in ${locale}${englishOnPhone(locale)}`, async ({
    page,
  }) => {
    test.slow()
    const prefix = locale === 'en' ? '/models' : pages.roster[locale][0]
    for (const section of ['portfolio', 'polaroids', 'videos', 'biography']) {
      await visit(page, `${profilePathOf(richProfile, prefix)}?section=${section}`)
      await expectNoViolations(page)
    }
    await visit(page, pages.roster[locale][0])
    await page.locator('[data-more-marker]').scrollIntoViewIfNeeded()
    await expect(page.locator('main li[id^="talent-"]')).toHaveCount(40)
    await expectNoViolations(page)
  })
}
