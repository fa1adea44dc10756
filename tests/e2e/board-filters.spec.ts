import type { Page, TestInfo } from '@playwright/test'
import { foldText } from '../../app/lib/roster/board-filters'
import { colourSlug } from '../../app/lib/roster/colours'
import { heightInCentimetres } from '../../app/lib/measures/measures'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { type Locale, locales } from '../../app/i18n/locales'
import { pages } from '../../app/i18n/pages'
import { pt } from '../../app/i18n/pt'
import { expectNoViolations } from './axe'
import { listedTalents } from './demo'
import { expect, holdRequests, test, visit } from './fixtures'

const words = { en: en.filters, es: es.filters, pt: pt.filters }

/** The address ends with this path and query. */
const at = (path: string) => new RegExp(`${path.replace(/[?.*+^$()|[\]\\]/g, '\\$&')}$`)

const cards = (page: Page) => page.locator('main ul > li[id^="talent-"]')

async function shownIds(page: Page) {
  const hrefs = await cards(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((href) => Number(href.split('/').at(-2))))]
}

function tallBlondes() {
  return listedTalents.filter((talent) => {
    const height = heightInCentimetres(talent.height)
    return colourSlug(talent.hair) === 'blonde' && height !== null && height >= 172
  })
}

/** The filters: folded behind their button on a phone, standing open on a desktop. */
async function openFilters(page: Page, locale: Locale, testInfo: TestInfo) {
  const toggle = page.locator('summary', { hasText: words[locale].toggle })
  if (testInfo.project.name === 'phone') {
    await toggle.click()
  } else {
    await expect(toggle).toBeHidden()
  }
  return page.getByRole('search', { name: words[locale].label })
}

for (const locale of locales) {
  test(`filter a board, share its address and the recipient sees the same board in ${locale}`, async ({
    page,
    browser,
  }, testInfo) => {
    const board = pages.roster[locale][0]
    await visit(page, board)
    const entries = await page.evaluate(() => history.length)
    const filters = await openFilters(page, locale, testInfo)
    await filters.getByLabel(words[locale].hair, { exact: true }).selectOption('blonde')
    await expect(page).toHaveURL(at(`${board}?hair=blonde`))
    await filters.getByLabel(words[locale].from, { exact: true }).fill('172')
    await expect(page).toHaveURL(at(`${board}?height=172-&hair=blonde`))

    const expected = tallBlondes()
    expect(expected.length).toBeGreaterThan(0)
    await expect(cards(page)).toHaveCount(Math.min(expected.length, 20))
    const ids = await shownIds(page)
    const allowed = new Set(expected.map((talent) => talent.id))
    expect(ids.filter((id) => !allowed.has(id))).toEqual([])
    const count =
      expected.length === 1
        ? words[locale].one
        : words[locale].count.replace('{{count}}', String(expected.length))
    await expect(
      page.getByRole('status').filter({ hasText: new RegExp(`^${count}$`) }),
    ).toBeVisible()
    // The filters took the place of the address: back leaves the board, it does not undo them.
    expect(await page.evaluate(() => history.length)).toBe(entries)

    const shared = page.url()
    const recipient = await browser.newContext(testInfo.project.use)
    const theirs = await recipient.newPage()
    await visit(theirs, shared)
    expect(await shownIds(theirs)).toEqual(ids)
    await expect(
      theirs.getByRole('status').filter({ hasText: new RegExp(`^${count}$`) }),
    ).toBeVisible()
    await recipient.close()
  })
}

test('the name search follows the typing, ignoring accents and case', async ({
  page,
}, testInfo) => {
  const firstName = (name: string) => name.split(' ')[0] ?? name
  const accented = listedTalents.find((talent) => {
    const first = firstName(talent.name)
    return /^\p{L}+$/u.test(first) && foldText(first) !== first.toLowerCase()
  })
  if (!accented) throw new Error('no accented first name in the demo catalog')
  const first = firstName(accented.name)
  await visit(page, '/pt/modelos')
  const filters = await openFilters(page, 'pt', testInfo)
  const search = filters.getByLabel(words.pt.name, { exact: true })
  await search.pressSequentially(foldText(first).toUpperCase())
  await expect(page).toHaveURL(new RegExp(`\\?q=${foldText(first).toUpperCase()}$`))
  await expect(cards(page).locator(`a[href*="/${accented.id}/"]`).first()).toBeVisible()
  // The field keeps its text and the focus while the board follows it.
  await expect(search).toBeFocused()
  await expect(search).toHaveValue(foldText(first).toUpperCase())
})

test('filters work from the keyboard, with a visible focus', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a keyboard is a desktop’s')
  await visit(page, '/es/modelos')
  const filters = page.getByRole('search', { name: words.es.label })
  const search = filters.getByLabel(words.es.name, { exact: true })
  await search.focus()
  await expect(search).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('Tab')
  await expect(filters.getByLabel(words.es.from, { exact: true })).toBeFocused()
  await page.keyboard.type('180')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(at('/es/modelos?height=180-'))
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const hair = filters.getByLabel(words.es.hair, { exact: true })
  await expect(hair).toBeFocused()
  await hair.selectOption('black')
  await expect(page).toHaveURL(at('/es/modelos?height=180-&hair=black'))
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const reset = filters.getByRole('link', { name: words.es.reset })
  await expect(reset).toBeFocused()
  await expect(reset).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(at('/es/modelos'))
  await expect(filters.getByLabel(words.es.from, { exact: true })).toHaveValue('')
  await expect(hair).toHaveValue('')
})

test('Enter in a filter before the page’s script runs is made once it runs, the focus kept', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a keyboard is a desktop’s')
  // A slow line: the page's script arrives only once the visitor has pressed Enter.
  const letScriptsArrive = await holdRequests(page, '**/*.js')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await visit(page, '/es/modelos')
  const filters = page.getByRole('search', { name: words.es.label })
  const from = filters.getByLabel(words.es.from, { exact: true })
  await from.fill('180')
  await from.press('Enter')
  letScriptsArrive()
  await expect(page).toHaveURL(at('/es/modelos?height=180-'))
  await expect(from).toBeFocused()
  // Made by the script, not a plain reload that would have lost the visitor's place.
  expect(documents).toHaveLength(1)
})

test('no model matches: the message, and one click back to the whole board', async ({
  page,
}, testInfo) => {
  await visit(page, '/women')
  const filters = await openFilters(page, 'en', testInfo)
  await filters.getByLabel(words.en.to, { exact: true }).fill('150')
  await filters.getByLabel(words.en.to, { exact: true }).press('Enter')
  await expect(page).toHaveURL(at('/women?height=-150'))
  await expect(page.getByText(words.en.noMatch).first()).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  await page.locator('main').getByRole('link', { name: words.en.reset }).last().click()
  await expect(page).toHaveURL(at('/women'))
  await expect(cards(page)).toHaveCount(20)
})

test('axe finds nothing on a filtered board, nor with the phone’s filters open', async ({
  page,
}, testInfo) => {
  await visit(page, '/pt/modelos?height=170-185&hair=brown')
  await expectNoViolations(page)
  await openFilters(page, 'pt', testInfo)
  await expectNoViolations(page)
  await visit(page, '/es/mujeres?hair=bald')
  await expectNoViolations(page)
})

test('the phone’s filters fold above the cards and leave them in sight', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the fold is a phone’s')
  await visit(page, '/models?hair=blonde')
  const toggle = page.locator('summary', { hasText: words.en.toggle })
  await expect(toggle).toContainText('(1)')
  await expect(page.getByRole('search')).toBeHidden()
  await expect(cards(page).first()).toBeInViewport()
  await toggle.click()
  await expect(page.getByRole('search')).toBeVisible()
  await page
    .getByRole('search')
    .getByLabel(words.en.eyes, { exact: true })
    .selectOption({ index: 1 })
  await expect(page).toHaveURL(/\?hair=blonde&eyes=/)
  // The open filters push the cards down; they do not cover them.
  const box = await page.getByRole('search').boundingBox()
  const card = await cards(page).first().boundingBox()
  expect(box && card && card.y >= box.y + box.height).toBe(true)
})
