import type { Page } from '@playwright/test'
import { divisions } from '../../app/config/business'
import { listedTalents, onDivision } from './demo'
import { expect, test, visit } from './fixtures'

const cards = (page: Page) => page.locator('main ul > li[id^="talent-"]')

/** The talent ids a board shows, read from its cards' profile links. */
async function shownIds(page: Page) {
  const hrefs = await cards(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map((href) => Number(href.split('/').at(-2)))
}

test('the roster is a grid of 2 columns on a phone and 4 on a desktop', async ({
  page,
}, testInfo) => {
  await visit(page, '/models')
  const lefts = await cards(page).evaluateAll((items) =>
    items.slice(0, 8).map((item) => Math.round(item.getBoundingClientRect().left)),
  )
  expect(new Set(lefts).size).toBe(testInfo.project.name === 'phone' ? 2 : 4)
})

test('20 cards first, then 40 once the bottom is reached, fetching only that batch @remote', async ({
  page,
}) => {
  await visit(page, '/models')
  await expect(cards(page)).toHaveCount(20)
  const firstBatch = await shownIds(page)
  const batches: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/boards') || url.pathname.endsWith('.data')) {
      batches.push(url.pathname + url.search)
    }
  })
  await page.locator('[data-more-marker]').scrollIntoViewIfNeeded()
  await expect(cards(page)).toHaveCount(40)
  expect(batches).toEqual(['/api/boards/all?lang=en&page=2'])
  await expect(page.getByRole('status').filter({ hasText: 'Showing 40 of' })).toBeAttached()
  // The address remembers the batches, for a reload or a return from a profile.
  await expect(page).toHaveURL(/\/models\?page=2$/)
  const shown = await shownIds(page)
  expect(shown.slice(0, 20)).toEqual(firstBatch)
  expect(new Set(shown).size).toBe(40)
  const listed = new Set(listedTalents.map((talent) => talent.id))
  expect(shown.filter((id) => !listed.has(id))).toEqual([])
})

test(
  'each board lists exactly the talents of its division, and women and men theirs',
  { tag: '@desktop-only' },
  async ({ page }) => {
    test.slow()
    const boards = [
      ...divisions.map((division) => ({
        path: `/models/${division}`,
        talents: onDivision(division),
      })),
      { path: '/future-face', talents: onDivision('development') },
      { path: '/women', talents: listedTalents.filter((talent) => talent.gender === 'woman') },
      { path: '/men', talents: listedTalents.filter((talent) => talent.gender === 'man') },
    ]
    for (const { path, talents } of boards) {
      expect(talents.length, path).toBeGreaterThan(0)
      // A `?page=` past the end renders the whole board on the server.
      await visit(page, `${path}?page=99`)
      expect((await shownIds(page)).sort(), path).toEqual(talents.map(({ id }) => id).sort())
    }
  },
)

test('the active division is underlined and marked current', async ({ page }) => {
  await visit(page, '/pt/modelos/mainboard')
  const boardLinks = page.getByRole('navigation', { name: 'Divisões' })
  const active = boardLinks.getByRole('link', { name: 'Mainboard' })
  await expect(active).toHaveAttribute('aria-current', 'page')
  await expect(active).toHaveCSS('text-decoration-line', 'underline')
  await expect(boardLinks.getByRole('link', { name: 'Image' })).not.toHaveAttribute('aria-current')
  await expect(boardLinks.getByRole('link', { name: 'Image' })).toHaveCSS(
    'text-decoration-line',
    'none',
  )
  await boardLinks.getByRole('link', { name: 'Direct' }).click()
  await expect(page).toHaveURL('/pt/modelos/direct')
  await expect(boardLinks.getByRole('link', { name: 'Direct' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('a card opens its profile with the division in the address @remote', async ({ page }) => {
  await visit(page, '/models/image')
  const first = onDivision('image')[0]
  if (!first) throw new Error('no image talent')
  await cards(page).first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/models/image/${first.id}/[a-z0-9-]+$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
})

test('on a desktop, hovering a card cross-fades to its web cover, fetched only then', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone does not hover')
  await visit(page, '/models')
  const index = listedTalents.slice(0, 20).findIndex((talent) => talent.coverWeb)
  const card = cards(page).nth(index)
  await expect(card.locator('[data-hover-image]')).toHaveCount(0)
  await card.locator('img').first().hover()
  const hoverImage = card.locator('[data-hover-image]')
  await expect(hoverImage).toHaveAttribute('src', /web-1/)
  await expect(hoverImage).toHaveCSS('opacity', '1')
  await page.mouse.move(0, 0)
  await expect(hoverImage).toHaveCSS('opacity', '0')
})

test('a mouse already over a card when the page’s script arrives brings its web cover', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone does not hover')
  // The script is held until the mouse is on the card, as on a slow line.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await visit(page, '/models')
  const index = listedTalents.slice(0, 20).findIndex((talent) => talent.coverWeb)
  const card = cards(page).nth(index)
  await card.locator('img').first().hover()
  release()
  await expect(card.locator('[data-hover-image]')).toHaveAttribute('src', /web-1/)
})

// A card with no photo at all shows the initials (broken-cover.spec.ts); one with photos never.
test(
  'a talent without a chosen cover shows her first portfolio photo, not her initials @remote',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const position = listedTalents.findIndex(
      (talent) => !talent.cover || talent.cover.endsWith('/.jpg'),
    )
    expect(position).toBeGreaterThanOrEqual(0)
    await visit(page, `/models?page=${Math.floor(position / 20) + 1}`)
    const card = page.locator(`#talent-${position + 1}`)
    await expect(card.locator('img').first()).toHaveAttribute('src', /book-1-/)
  },
)
