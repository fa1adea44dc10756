import { initialsOf } from '../../app/lib/initials'
import { expect, test, visit } from './fixtures'

// The booking service may answer a cover with an error, or with bytes that are not an image:
// the card then looks like one whose talent has no cover at all.
test('a card whose cover fails shows the initials placeholder, never a broken image', async ({
  page,
  consoleProblems,
}) => {
  const covers = new Map<string, string>()
  await page.route(
    (url) => url.pathname === '/images',
    async (route) => {
      const src = new URL(route.request().url()).searchParams.get('src') ?? ''
      const failure = covers.get(src)
      if (failure === 'error') {
        return route.fulfill({ status: 502, contentType: 'text/plain', body: 'upstream failed' })
      }
      // The endpoint's answer when the service sends bytes that are not an image.
      if (failure === 'not-an-image') {
        return route.fulfill({ status: 422, contentType: 'text/plain', body: 'not an image' })
      }
      // Bytes that pass for an image until the browser decodes them.
      if (failure === 'undecodable') {
        return route.fulfill({ status: 200, contentType: 'image/jpeg', body: 'not an image' })
      }
      return route.continue()
    },
  )
  // Chromium reports an image's error status as a network line in the console, whatever the
  // page does: that one line per broken cover is expected, and nothing else may appear.
  const networkLines: string[] = []
  page.on('console', (message) => {
    if (new URL(message.location().url || 'about:blank', page.url()).pathname === '/images') {
      networkLines.push(message.text())
    }
  })
  // The covers of the board's first three cards, as the server names them.
  const html = await (await page.request.get('/models')).text()
  const sources = [...html.matchAll(/<img src="\/images\?w=\d+&amp;src=([^"&]+)"/g)]
    .map((match) => decodeURIComponent(match[1] ?? ''))
    .slice(0, 3)
  expect(sources).toHaveLength(3)
  covers.set(sources[0] ?? '', 'error')
  covers.set(sources[1] ?? '', 'not-an-image')
  covers.set(sources[2] ?? '', 'undecodable')

  await visit(page, '/models')
  const cards = page.locator('main ul > li[id^="talent-"]')
  for (const index of [0, 1, 2]) {
    const card = cards.nth(index)
    const name = (await card.locator('[data-talent-name]').textContent()) ?? ''
    // No <img> left to draw a broken icon: the initials on the placeholder instead.
    await expect(card.locator('img')).toHaveCount(0)
    await expect(card.getByText(initialsOf(name), { exact: true })).toBeVisible()
    const box = await card.locator('a > span').first().boundingBox()
    expect(box?.height ?? 0).toBeGreaterThan(100)
  }
  // The fourth card's cover loads as usual.
  const loaded = cards.nth(3).locator('img').first()
  await expect
    .poll(() => loaded.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  // A phone may ask for a cover twice (the server's variant, then the one its srcset picks once
  // laid out): the same line again, never another kind.
  expect([...new Set(networkLines)].sort()).toEqual([
    'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    'Failed to load resource: the server responded with a status of 502 (Bad Gateway)',
  ])
  const expected = new Set(networkLines.map((line) => `console error: ${line}`))
  const others = consoleProblems.filter((problem) => !expected.has(problem))
  consoleProblems.splice(0, consoleProblems.length, ...others)
})
