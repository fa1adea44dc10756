import type { Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { type Locale, locales } from '../../app/i18n/locales'
import { pt } from '../../app/i18n/pt'
import { interpolate } from '../../app/i18n/translator'
import { recentlyViewedStorageKey } from '../../app/lib/favorites/recently-viewed'
import { talentSlug } from '../../app/lib/slug'
import { expectNoViolations } from './axe'
import { listedTalents } from './demo'
import { storeFavorites } from './stored-favorites'
import { expect, test, visit } from './fixtures'

// Compare, recently viewed and the WhatsApp hand-off, as a casting director goes through them:
// in English, and the WhatsApp text in the three languages (in English on a phone, where the
// layout differs and the words do not). Each is a journey of several pages, a slow test.

const dictionaries = { en, es, pt }
const favoritesPath: Record<Locale, string> = {
  en: '/favorites',
  pt: '/pt/favoritos',
  es: '/es/favoritos',
}
const comparePath: Record<Locale, string> = {
  en: '/favorites/compare',
  pt: '/pt/favoritos/comparar',
  es: '/es/favoritos/comparar',
}
const modelsPath: Record<Locale, string> = { en: '/models', pt: '/pt/modelos', es: '/es/modelos' }

// The first of the roster's order: on the first batch of the board.
const talents = listedTalents.slice(0, 6)
const [first, second, third, fourth, fifth] = talents as [
  (typeof talents)[number],
  (typeof talents)[number],
  (typeof talents)[number],
  (typeof talents)[number],
  (typeof talents)[number],
]
const profilePath = (locale: Locale, talent: { id: number; name: string }) =>
  `${modelsPath[locale]}/${talent.id}/${talentSlug(talent.name)}`

const headerCount = (page: Page) => page.locator('header [data-favorites-count]')

/**
 * A journey whose words are all the languages change: the browser takes it in English, and the
 * server's pages in every language are proven over HTTP (tests/integration/compare.test.ts).
 */
function inEnglishOnly(locale: Locale) {
  test.skip(locale !== 'en', 'the same journey in English; the other languages over HTTP')
}

for (const locale of locales) {
  const t = dictionaries[locale]

  test(`${locale}: hearts on the board, then the three side by side in a table that prints`, async ({
    page,
  }, testInfo) => {
    inEnglishOnly(locale)
    test.slow()
    await visit(page, modelsPath[locale])
    for (const talent of [first, second, third]) {
      await page
        .getByRole('button', { name: interpolate(t.favorites.add, { name: talent.name }) })
        .first()
        .click()
    }
    await expect(headerCount(page)).toHaveAttribute('data-favorites-count', '3')

    await visit(page, favoritesPath[locale])
    await page.getByText(t.compare.open, { exact: true }).click()
    // Two to four favorites come ticked, ready to compare.
    for (const talent of [first, second, third]) {
      await expect(page.getByRole('checkbox', { name: talent.name })).toBeChecked()
    }
    await expect(page.locator('[data-compare-status]')).toHaveText(
      interpolate(t.compare.chosen, { count: 3 }),
    )
    await page.getByRole('button', { name: t.compare.submit, exact: true }).click()
    await expect(page).toHaveURL(`${comparePath[locale]}?ids=${first.id},${second.id},${third.id}`)

    const table = page.getByRole('table', { name: new RegExp(first.name) })
    await expect(table.getByRole('columnheader')).toHaveText([first.name, second.name, third.name])
    await expect(table.getByRole('columnheader').first().getByRole('link')).toHaveAttribute(
      'href',
      profilePath(locale, first),
    )
    const height = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: t.measures.height, exact: true }),
    })
    await expect(height.getByRole('cell')).toHaveText(
      [first, second, third].map((talent) =>
        interpolate(t.measures.centimetres, { value: talent.height }),
      ),
    )
    for (const label of [t.measures.hair, t.measures.eyes]) {
      await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible()
    }
    await expectNoViolations(page)

    // On paper: the table alone, without the site's header and footer, on one sheet of A4
    // either way round.
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('header[data-site-chrome]')).toBeHidden()
    await expect(page.locator('footer[data-site-chrome]')).toBeHidden()
    await expect(table).toBeVisible()
    await expect(page.getByRole('button', { name: t.compare.print })).toBeHidden()
    const photoWidth = await table
      .getByRole('columnheader')
      .first()
      .locator('img')
      .evaluate((image) => image.getBoundingClientRect().width)
    // 32 mm at 96 px an inch.
    expect(Math.round(photoWidth)).toBe(121)
    if (testInfo.project.name === 'desktop') {
      for (const landscape of [false, true]) {
        const pdf = await PDFDocument.load(await page.pdf({ format: 'A4', landscape }))
        expect(pdf.getPageCount(), landscape ? 'landscape' : 'portrait').toBe(1)
      }
    }
  })

  test(
    `${locale}: by keyboard, five chosen are refused with the reason, four compare`,
    { tag: '@desktop-only' },
    async ({ page }) => {
      inEnglishOnly(locale)
      test.slow()
      await visit(page, '/about')
      await storeFavorites(page, [first, second, third, fourth, fifth])
      await visit(page, favoritesPath[locale])
      const summary = page.getByText(t.compare.open, { exact: true })
      await summary.focus()
      await page.keyboard.press('Enter')
      const boxes = page.locator('[data-compare-chooser] input[type="checkbox"]')
      await expect(boxes).toHaveCount(5)
      // More than four: none ticked to begin with.
      for (const box of await boxes.all()) await expect(box).not.toBeChecked()
      await page.keyboard.press('Tab')
      for (let index = 0; index < 5; index++) {
        await expect(boxes.nth(index)).toBeFocused()
        await page.keyboard.press('Space')
        await page.keyboard.press('Tab')
      }
      const status = page.locator('[data-compare-status]')
      await expect(status).toHaveText(t.compare.tooMany)
      await expect(page.getByRole('button', { name: t.compare.submit, exact: true })).toBeFocused()
      await page.keyboard.press('Enter')
      // Refused: the page stays, the reason stays said, the focus goes back to the boxes.
      await expect(page).toHaveURL(favoritesPath[locale])
      await expect(status).toHaveText(t.compare.tooMany)
      await expect(boxes.first()).toBeFocused()
      await expectNoViolations(page)

      await page.keyboard.press('Space')
      await expect(status).toHaveText(interpolate(t.compare.chosen, { count: 4 }))
      await page.getByRole('button', { name: t.compare.submit, exact: true }).press('Enter')
      await expect(page).toHaveURL(
        `${comparePath[locale]}?ids=${second.id},${third.id},${fourth.id},${fifth.id}`,
      )
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(
        [second, third, fourth, fifth].map((talent) => talent.name),
      )

      // One alone is not a comparison either.
      await visit(page, favoritesPath[locale])
      await page.getByText(t.compare.open, { exact: true }).click()
      await page.getByRole('checkbox', { name: first.name }).check()
      await page.getByRole('button', { name: t.compare.submit, exact: true }).click()
      await expect(status).toHaveText(t.compare.needTwo)
      await expect(page).toHaveURL(favoritesPath[locale])
    },
  )

  test(`${locale}: the profiles opened last are on the favorites page, each removable`, async ({
    page,
  }) => {
    inEnglishOnly(locale)
    test.slow()
    await viewProfile(page, profilePath(locale, first))
    await viewProfile(page, profilePath(locale, second))
    await visit(page, favoritesPath[locale])
    const section = page.getByRole('region', { name: t.recentlyViewed.title })
    const names = section.locator('[data-viewed-name]')
    await expect(names).toHaveText([second.name, first.name])
    await expect(section.getByRole('link').first()).toHaveAttribute(
      'href',
      profilePath(locale, second),
    )
    await expectNoViolations(page)

    await section
      .getByRole('button', { name: interpolate(t.recentlyViewed.remove, { name: second.name }) })
      .click()
    await expect(names).toHaveText([first.name])
    await expect(
      section.getByRole('button', {
        name: interpolate(t.recentlyViewed.remove, { name: first.name }),
      }),
    ).toBeFocused()
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(names).toHaveText([first.name])

    // Opened again, a profile moves to the top, once.
    await viewProfile(page, profilePath(locale, third))
    await viewProfile(page, profilePath(locale, first))
    await visit(page, favoritesPath[locale])
    await expect(names).toHaveText([first.name, third.name])

    await section.getByRole('button', { name: t.recentlyViewed.clear }).click()
    await expect(section.getByRole('status')).toHaveText(t.recentlyViewed.cleared)
    await expect(names).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), recentlyViewedStorageKey)).toBe(
      '[]',
    )
  })

  test(
    `${locale}: the WhatsApp link carries the names and the share link in the language`,
    { tag: '@desktop-only' },
    async ({ page, baseURL }) => {
      test.slow()
      await visit(page, '/about')
      await storeFavorites(page, [third, first])
      await visit(page, favoritesPath[locale])
      const link = page.getByRole('link', { name: `${t.handOff.whatsapp} ${t.footer.newTab}` })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
      const href = new URL((await link.getAttribute('href')) ?? '')
      expect(href.origin + href.pathname).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/)
      expect(href.searchParams.get('text')).toBe(
        [
          interpolate(t.handOff.greeting, { agency: 'Passarela' }),
          `• ${third.name}`,
          `• ${first.name}`,
          '',
          interpolate(t.handOff.link, {
            url: `${baseURL}${favoritesPath[locale]}?ids=${third.id},${first.id}`,
          }),
        ].join('\n'),
      )
    },
  )

  test(
    `${locale}: a share link opens in another browser with the comparison one click away`,
    { tag: '@desktop-only' },
    async ({ page, browser }) => {
      inEnglishOnly(locale)
      test.slow()
      await visit(page, '/about')
      await storeFavorites(page, [third, first, second])
      await visit(page, favoritesPath[locale])
      await page.getByRole('button', { name: t.favorites.share }).click()
      const link = await page.getByRole('textbox', { name: t.favorites.shareLink }).inputValue()

      const fresh = await browser.newContext()
      const visitor = await fresh.newPage()
      try {
        await visit(visitor, link)
        await visitor.getByRole('link', { name: t.compare.these }).click()
        await expect(visitor).toHaveURL(
          new RegExp(`${comparePath[locale]}\\?ids=${third.id},${first.id},${second.id}$`),
        )
        await expect(visitor.getByRole('table').getByRole('columnheader')).toHaveText([
          third.name,
          first.name,
          second.name,
        ])
        await expectNoViolations(visitor)
      } finally {
        await fresh.close()
      }
    },
  )
}

test('recently viewed is the browser’s own: none in the server’s page, and it shows below the fold', async ({
  page,
  request,
}) => {
  test.slow()
  const html = await (await request.get('/favorites')).text()
  expect(html).not.toContain('data-recently-viewed')
  await viewProfile(page, profilePath('en', fourth))
  await visit(page, '/favorites')
  const section = page.locator('[data-recently-viewed]')
  await expect(section).toBeAttached()
  const top = await section.evaluate((element) => element.getBoundingClientRect().top)
  expect(top).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? 0)
})

test(
  'the compare page works without JavaScript, from a share link’s ids',
  { tag: '@desktop-only' },
  async ({ browser }) => {
    test.slow()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      const ids = [first, second, third, fourth, fifth, talents[5]].map((talent) => talent?.id)
      await page.goto(`/favorites?ids=${ids.join(',')}`)
      // Six: the plain form chooses among them, and the server checks the count.
      await page.getByText(en.compare.open, { exact: true }).click()
      await page.getByRole('checkbox', { name: second.name }).check()
      await page.getByRole('checkbox', { name: fourth.name }).check()
      await page.getByRole('button', { name: en.compare.submit, exact: true }).click()
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
        second.name,
        fourth.name,
      ])
    } finally {
      await context.close()
    }
  },
)

/**
 * Opens a profile and stays until the page's script has noted it as viewed, as a person who
 * reads it does: a profile left before its script runs is not remembered.
 */
async function viewProfile(page: Page, path: string) {
  await visit(page, path)
  const id = Number(path.split('/').at(-2))
  // Noted means first in the list the page keeps.
  await expect
    .poll(async () => {
      const stored = await page.evaluate(
        (key) => localStorage.getItem(key) ?? '[]',
        recentlyViewedStorageKey,
      )
      return (JSON.parse(stored) as { id: number }[])[0]?.id
    })
    .toBe(id)
}
