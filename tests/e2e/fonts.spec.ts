import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'

/**
 * Text is drawn in a stand-in until the web fonts arrive (font-display: swap). The stand-ins
 * in app.css are system fonts rescaled to the web fonts' metrics, so the swap must not move
 * the page: here the page is laid out with its web fonts, then with the stand-ins alone, and
 * the two layouts compared. Chromium on Debian always has Liberation Sans and Liberation Serif
 * (chromium-common depends on them), the Arial and Times New Roman stand-ins.
 */

type Box = { selector: string; top: number; width: number }

/** Where the main's blocks lie, with the fonts the page has now. */
function blocks(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(div, section, p, h1, h2, h3, form, ul, ol)')]
      .filter((element) => element.getBoundingClientRect().height > 0)
      .map((element, index) => {
        const box = element.getBoundingClientRect()
        const text = (element.textContent ?? '').trim().slice(0, 30)
        return {
          selector: `${index} ${element.tagName.toLowerCase()} “${text}”`,
          top: Math.round(box.top + window.scrollY),
          width: Math.round(box.width),
        }
      }),
  )
}

/** Lays the page out in the stand-ins only, as before the web fonts have arrived. */
async function useStandIns(page: Page) {
  await page.evaluate(async () => {
    const root = document.documentElement.style
    root.setProperty('--font-sans', "'Inter Fallback', sans-serif")
    root.setProperty('--font-display', "'Bodoni Moda Fallback Times', serif")
    await document.fonts.ready
  })
}

const pages = ['/about', '/pt/privacidade', '/es/noticias', '/pt/seja-modelo', '/contact']

for (const path of pages) {
  test(`the web fonts replacing their stand-ins leave ${path} where it was`, async ({ page }) => {
    await visit(page, path)
    // A lazy form redraws its file fields once live: both layouts are taken after that. Its
    // code comes when the visitor turns to it, as the pointer over it says.
    for (const form of await page.locator('main form').all()) await form.hover()
    await expect(page.locator('main form:not([data-live])')).toHaveCount(0)
    // The web fonts come after the first screen (decision 011): both, drawn, before measuring.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
        ),
      )
      .toEqual(expect.arrayContaining(['Inter Variable', 'Bodoni Moda Variable']))
    await page.evaluate(() => document.fonts.ready)
    const withWebFonts = await blocks(page)

    await useStandIns(page)
    // Both stand-ins are real local faces here, not a silent fall-through to serif.
    const standIns = await page.evaluate(async () => [
      (await document.fonts.load("16px 'Inter Fallback'")).length,
      (await document.fonts.load("16px 'Bodoni Moda Fallback Times'")).length,
    ])
    expect(standIns).toEqual([1, 1])
    const withStandIns = await blocks(page)

    expect(withStandIns.map((box) => box.selector)).toEqual(withWebFonts.map((box) => box.selector))
    // No block changes width: a measure in ch would, as ch follows the font drawing it.
    const widened = withStandIns.filter(
      (box, index) => Math.abs(box.width - (withWebFonts[index]?.width ?? 0)) > 1,
    )
    expect(widened.map((box) => box.selector)).toEqual([])
    // What the visitor sees when the fonts arrive (the first screen, where CLS is counted)
    // moves at most a line: a paragraph may wrap one line longer or shorter.
    const screenHeight = page.viewportSize()?.height ?? 0
    const moves = withWebFonts
      .map((box, index) => ({ before: box.top, after: withStandIns[index]?.top ?? 0 }))
      .filter(({ before }) => before < screenHeight)
      .map(({ before, after }) => Math.abs(after - before))
    expect(Math.max(...moves)).toBeLessThanOrEqual(24)
  })
}
