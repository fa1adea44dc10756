import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { agencyTimeZone, todayIn } from '../../contracts/agency-time'
import { ageOn } from '../../contracts/birthdate'
import { gallerySlides } from '../../app/lib/profile/gallery-slides'
import { viewerImageWidth } from '../../app/lib/profile/viewer-image-width'
import { expectNoViolations } from './axe'
import { findTalent, onDivision, profilePathOf } from './demo'
import { expect, test, visit } from './fixtures'

const landscape = (item: { width: number | null; height: number | null }) =>
  (item.width ?? 0) >= (item.height ?? 1)

/** A woman whose portfolio mixes portraits and landscapes, so pairing has work to do. */
const mixedBook = findTalent(
  (talent) =>
    talent.gender === 'woman' &&
    talent.book.length >= 5 &&
    talent.book.some(landscape) &&
    talent.book.filter((item) => !landscape(item)).length >= 3,
)

const position = (page: Page) => page.locator('[data-gallery-position]')

test('on a desktop portraits pair up and landscapes stand alone; on a phone one photo a slide @remote', async ({
  page,
}, testInfo) => {
  await visit(page, profilePathOf(mixedBook))
  const slides = gallerySlides(mixedBook.book)
  const total = testInfo.project.name === 'desktop' ? slides.length : mixedBook.book.length
  expect(slides.length).toBeLessThan(mixedBook.book.length)
  await expect(position(page)).toHaveText(`1 / ${total}`)
  await expect(page.locator('[data-gallery-slide]')).toHaveCount(slides.length)
  // Only the first slide's photos are fetched at once.
  const eager = await page
    .locator('[data-gallery-photo] img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('loading')))
  expect(eager.slice(0, slides[0]?.length)).toEqual(slides[0]?.map(() => 'eager'))
  expect(eager.slice(slides[0]?.length).every((loading) => loading === 'lazy')).toBe(true)
})

test('next, previous and the arrow keys move the gallery', async ({ page }) => {
  await visit(page, profilePathOf(mixedBook))
  const previous = page.getByRole('button', { name: 'Previous photo' })
  await expect(previous).toBeDisabled()
  await page.getByRole('button', { name: 'Next photo' }).click()
  await expect(position(page)).toHaveText(/^2 \//)
  await previous.click()
  await expect(position(page)).toHaveText(/^1 \//)
  await page.keyboard.press('ArrowRight')
  await expect(position(page)).toHaveText(/^2 \//)
  await page.keyboard.press('ArrowLeft')
  await expect(position(page)).toHaveText(/^1 \//)
})

test('the carousel’s code comes only when the visitor turns to the gallery', async ({
  page,
}, testInfo) => {
  const carousel: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/embla-carousel[^/]*\.js$/.test(request.url())) carousel.push(request.url())
  })
  await visit(page, profilePathOf(mixedBook))
  await page.waitForLoadState('networkidle')
  expect(carousel).toEqual([])
  if (testInfo.project.name === 'desktop') {
    await page.locator('[data-gallery-viewport]').hover()
  } else {
    await page.getByRole('button', { name: 'Next photo' }).click()
    await expect(position(page)).toHaveText(/^2 \//)
  }
  await expect.poll(() => carousel.length).toBe(1)
})

test('a swipe moves the gallery on a phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'swiping is a touch screen’s gesture')
  await visit(page, profilePathOf(mixedBook))
  const photo = page.locator('[data-gallery-photo]').first()
  await photo.scrollIntoViewIfNeeded()
  const box = await photo.boundingBox()
  if (!box) throw new Error('no gallery')
  const y = box.y + box.height / 2
  const touch = await page.context().newCDPSession(page)
  // A finger's swipe: 260 px in a fifth of a second, one touch event a frame, each stamped with
  // its own time. Unstamped, the events take the time they are read at: on a busy machine they
  // come bunched, the browser reads a flick no finger makes, and the fling's first frame passes
  // the next photo before scroll snapping stops it there.
  const startedAt = Date.now() / 1000
  let frame = 0
  const at = (x: number | null) => ({
    touchPoints: x === null ? [] : [{ x, y }],
    timestamp: startedAt + frame++ / 60,
  })
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', ...at(330) })
  for (let x = 310; x >= 70; x -= 20) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', ...at(x) })
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', ...at(null) })
  await expect(position(page)).toHaveText(/^2 \//)
})

// The gallery up close (issue 40): a photo full screen, named by the address.
const viewer = (page: Page) => page.getByRole('dialog', { name: /full screen/ })
const viewerPosition = (page: Page) => viewer(page).locator('[data-viewer-position]')
const shownPhoto = (page: Page, number: number) =>
  viewer(page).locator(`[data-viewer-photo="${number}"] img`)

test('a photo opens full screen at the screen’s size, moves with the arrows and closes with Escape, back on its photo', async ({
  page,
}, testInfo) => {
  const viewerCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/photo-viewer[^/]*\.js$/.test(request.url())) viewerCode.push(request.url())
  })
  await visit(page, profilePathOf(mixedBook))
  const opener = page.getByRole('link', { name: 'Photo 1 full screen' })
  await expect(opener).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(viewerCode, 'the viewer’s code stays out of the first load').toEqual([])

  await opener.click()
  await expect(viewer(page)).toBeVisible()
  await expect(viewer(page)).toHaveAccessibleName(`Portfolio of ${mixedBook.name}, full screen`)
  await expect(viewerPosition(page)).toHaveText(`Photo 1 of ${mixedBook.book.length}, Portfolio`)
  await expect(page).toHaveURL(/[?&]section=portfolio&photo=1$/)
  await expectNoViolations(page)

  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(viewerPosition(page)).toHaveText(/^Photo 4 of /)
  await expect(page).toHaveURL(/[?&]photo=4$/)
  // The photo at the screen's size, twice its pixels at most, from the image endpoint.
  const photo = mixedBook.book[3]!
  const size = photo.width && photo.height ? photo : { width: 1600, height: 2400 }
  const screen = page.viewportSize()!
  const width = viewerImageWidth(
    { width: size.width!, height: size.height! },
    { ...screen, pixelRatio: testInfo.project.use.deviceScaleFactor ?? 1 },
  )
  await expect(shownPhoto(page, 4)).toHaveAttribute('src', new RegExp(`^/images\\?w=${width}&`))
  await expect(shownPhoto(page, 4)).toHaveJSProperty('complete', true)
  const response = await page.request.get((await shownPhoto(page, 4).getAttribute('src'))!, {
    headers: { Accept: 'image/avif,image/webp,image/*' },
  })
  expect(response.headers()['content-type']).toBe('image/avif')

  // Tab goes round the viewer's controls; the page behind cannot take the focus.
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab')
    await expect(viewer(page).locator(':focus')).toHaveCount(1)
  }
  await page.keyboard.press('Escape')
  await expect(viewer(page)).toBeHidden()
  await expect(page).not.toHaveURL(/photo=/)
  await expect(opener).toBeFocused()
})

test('the open photo’s address opens it elsewhere, and Back closes it', async ({ page }) => {
  await visit(page, profilePathOf(mixedBook))
  await page.getByRole('link', { name: 'Photo 1 full screen' }).click()
  const next = viewer(page).getByRole('button', { name: 'Next photo' })
  for (let move = 0; move < 3; move++) await next.click()
  await expect(viewerPosition(page)).toHaveText(/^Photo 4 of /)
  const address = page.url()
  expect(address).toMatch(/[?&]photo=4$/)

  const colleague = await page.context().newPage()
  await visit(colleague, address)
  await expect(viewer(colleague)).toBeVisible()
  await expect(viewerPosition(colleague)).toHaveText(/^Photo 4 of /)
  await expect(shownPhoto(colleague, 4)).toBeInViewport()
  await colleague.getByRole('button', { name: 'Close full screen' }).click()
  await expect(viewer(colleague)).toBeHidden()
  await expect(colleague).not.toHaveURL(/photo=/)
  await colleague.close()

  await page.goBack()
  await expect(viewer(page)).toBeHidden()
  await expect(page).not.toHaveURL(/photo=/)
  await expect(page.getByRole('heading', { level: 1, name: mixedBook.name })).toBeVisible()
})

test('with reduced motion, the photo full screen moves without sliding @desktop-only', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, `${profilePathOf(mixedBook)}?section=portfolio&photo=1`)
  await expect(viewer(page)).toBeVisible()
  await viewer(page).getByRole('button', { name: 'Next photo' }).click()
  await expect(viewerPosition(page)).toHaveText(/^Photo 2 of /)
  // In the very next frame the track is on the second photo: no slide on the way.
  const shown = await viewer(page)
    .locator('[data-viewer-track]')
    .evaluate(
      (track) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => resolve(track.scrollLeft / track.clientWidth)),
        ),
    )
  expect(shown).toBe(1)
})

test('on a phone the photo full screen swipes to the next, and zooms with a double tap and a pinch', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'swiping and pinching are a touch screen’s gestures')
  await visit(page, profilePathOf(mixedBook))
  await page.getByRole('link', { name: 'Photo 1 full screen' }).tap()
  await expect(viewer(page)).toBeVisible()
  await expect(shownPhoto(page, 1)).toBeInViewport()
  const touch = await page.context().newCDPSession(page)
  // Stamped touch events, a frame apart, as the gallery's swipe test explains.
  const startedAt = Date.now() / 1000
  let frame = 0
  const send = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    touchPoints: { x: number; y: number }[],
  ) =>
    touch.send('Input.dispatchTouchEvent', {
      type,
      touchPoints,
      timestamp: startedAt + frame++ / 60,
    })
  const y = 420
  await send('touchStart', [{ x: 330, y }])
  for (let x = 310; x >= 70; x -= 20) await send('touchMove', [{ x, y }])
  await send('touchEnd', [])
  await expect(viewerPosition(page)).toHaveText(/^Photo 2 of /)
  await expect(page).toHaveURL(/[?&]photo=2$/)

  const scale = () =>
    shownPhoto(page, 2).evaluate((image) => new DOMMatrix(getComputedStyle(image).transform).a)
  await page.touchscreen.tap(195, y)
  await page.touchscreen.tap(195, y)
  await expect.poll(scale).toBe(2.5)
  await page.touchscreen.tap(195, y)
  await page.touchscreen.tap(195, y)
  await expect.poll(scale).toBe(1)

  await send('touchStart', [
    { x: 170, y },
    { x: 220, y },
  ])
  for (let apart = 30; apart <= 120; apart += 10) {
    await send('touchMove', [
      { x: 195 - apart, y },
      { x: 195 + apart, y },
    ])
  }
  await send('touchEnd', [])
  await expect.poll(scale).toBeGreaterThan(2)
  // Zoomed, the photo is still the second: the pinch moved no photo.
  await expect(viewerPosition(page)).toHaveText(/^Photo 2 of /)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a photo is a link to its large image', async ({ page }) => {
    await visit(page, profilePathOf(mixedBook))
    const link = page.getByRole('link', { name: 'Photo 1 full screen' })
    await expect(link).toHaveAttribute('href', /^\/images\?w=1920&src=/)
    const response = await page.request.get((await link.getAttribute('href'))!)
    expect(response.ok()).toBe(true)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  })
})

test('a video is a poster until clicked; then the right player is created @remote', async ({
  page,
}) => {
  const withVideos = findTalent(
    (talent) =>
      talent.video.some((video) => video.provider === 'youtube') &&
      talent.video.some((video) => video.provider === 'vimeo' && video.file.includes('/')),
  )
  await visit(page, `${profilePathOf(withVideos)}?section=videos`)
  await expect(page.locator('iframe')).toHaveCount(0)
  const youtube = withVideos.video.findIndex((video) => video.provider === 'youtube')
  const vimeo = withVideos.video.findIndex(
    (video) => video.provider === 'vimeo' && video.file.includes('/'),
  )
  const youtubeId = withVideos.video[youtube]?.file
  const [vimeoId, vimeoHash] = withVideos.video[vimeo]?.file.split('/') ?? []

  await page.getByRole('button', { name: `Play video ${youtube + 1} on YouTube` }).click()
  await expect(page.locator('iframe')).toHaveCount(1)
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`,
  )
  await page.getByRole('button', { name: `Play video ${vimeo + 1} on Vimeo` }).click()
  await expect(page.locator('iframe')).toHaveCount(2)
  await expect(page.locator(`[data-video-provider="vimeo"] iframe`).first()).toHaveAttribute(
    'src',
    new RegExp(`^https://player\\.vimeo\\.com/video/\\d+\\?`),
  )
  const vimeoSources = await page
    .locator('[data-video-provider="vimeo"] iframe')
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src')))
  expect(vimeoSources).toContain(
    `https://player.vimeo.com/video/${vimeoId}?h=${vimeoHash}&autoplay=1&dnt=1`,
  )
})

test('a man’s measures show his chest, a woman’s her bust, with her age in whole years', async ({
  page,
}) => {
  const man = findTalent(
    (talent) => talent.gender === 'man' && Boolean(talent.chest ?? talent.bust),
  )
  await visit(page, profilePathOf(man))
  const measures = page.getByRole('definition')
  await expect(page.locator('[data-profile-screen] [data-measure="chest"] dt')).toHaveText('Chest')
  await expect(page.locator('[data-profile-screen] [data-measure="bust"]')).toHaveCount(0)
  await expect(measures.first()).toBeVisible()

  const woman = findTalent((talent) => talent.gender === 'woman' && Boolean(talent.birthdate))
  await visit(page, profilePathOf(woman))
  await expect(page.locator('[data-profile-screen] [data-measure="bust"] dt')).toHaveText('Bust')
  await expect(page.locator('[data-profile-screen] [data-measure="chest"]')).toHaveCount(0)
  const age = ageOn(woman.birthdate, todayIn(agencyTimeZone))
  await expect(page.locator('[data-profile-screen] [data-measure="age"] dd')).toHaveText(
    String(age),
  )
  await expect(page.locator('[data-profile-screen] [data-measure="height"] dd')).toHaveText(
    `${(woman.height ?? '').split('/')[0]?.trim()} cm`,
  )
})

test('hair and eye colours are shown in the visitor’s language', async ({ page }) => {
  const talent = findTalent((candidate) => candidate.hair === 'castanho claro')
  const hair = page.locator('[data-profile-screen] [data-measure="hair"] dd')
  await visit(page, profilePathOf(talent))
  await expect(hair).toHaveText(/^light brown$/i)
  await visit(page, profilePathOf(talent, '/es/modelos'))
  await expect(hair).toHaveText(/^castaño claro$/i)
  await visit(page, profilePathOf(talent, '/pt/modelos'))
  await expect(hair).toHaveText(/^castanho claro$/i)
})

test('skills recorded in Portuguese are shown in the visitor’s language', async ({ page }) => {
  const talent = findTalent((candidate) => candidate.skills.includes('natação'))
  await visit(page, `${profilePathOf(talent)}?section=biography`)
  await expect(page.getByText(/\bswimming\b/)).toBeVisible()
  await visit(page, `${profilePathOf(talent, '/es/modelos')}?section=biography`)
  await expect(page.getByText(/\bnatación\b/)).toBeVisible()
})

test('back returns to the board at the same scroll position', async ({ page }) => {
  const board = onDivision('mainboard')
  expect(board.length).toBeGreaterThan(24)
  await visit(page, '/models/mainboard')
  await page.locator('[data-more-marker]').scrollIntoViewIfNeeded()
  const card = page.locator('#talent-24')
  await card.scrollIntoViewIfNeeded()
  await page.waitForTimeout(300)
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(300)
  const name = await card.locator('a').innerText()
  await card.locator('a').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { ignoreCase: true })
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/models\/mainboard\?page=2$/)
  await expect(page.locator('#talent-24')).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50)
})

test('a profile opened directly goes back to its board', async ({ page }) => {
  const talent = onDivision('direct')[0]
  if (!talent) throw new Error('no direct talent')
  await visit(page, profilePathOf(talent, '/models/direct'))
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL('/models/direct')
})

test('the comp card downloads as a PDF named after the model @remote', async ({ page }) => {
  await visit(page, profilePathOf(mixedBook, '/pt/modelos'))
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/-comp-card\.pdf$/)
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const pdf = await PDFDocument.load(bytes)
  expect(pdf.getPageCount()).toBe(1)
  expect(pdf.getTitle()).toContain(mixedBook.name)
})

test('printed, a profile is its comp card alone on one A4 page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one print layout is enough')
  await visit(page, profilePathOf(mixedBook))
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('[data-comp-card]')).toBeVisible()
  await expect(page.locator('[data-profile-screen]')).toBeHidden()
  await expect(page.locator('header[data-site-chrome]')).toBeHidden()
  await expect(page.locator('[data-comp-card] img')).toHaveCount(4)
  const pdf = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true }))
  expect(pdf.getPageCount()).toBe(1)
})

test('a wrong slug is redirected and an unknown id is a 404 @remote', async ({ page }) => {
  const response = await page.goto(`/models/${mixedBook.id}/not-her-name`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(profilePathOf(mixedBook))
  const missing = await page.goto('/models/999999/nobody')
  expect(missing?.status()).toBe(404)
})

test('a profile’s JSON-LD reaches the page under its CSP without a console error', async ({
  page,
}) => {
  // A data block has no nonce: were the CSP to refuse it, Chromium would say so in the console,
  // which fails the test (see the fixtures).
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const response = await visit(page, profilePathOf(mixedBook))
  expect(response?.headers()['content-security-policy']).toMatch(/script-src[^;]*'nonce-/)
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
  expect(blocks.map((block: { '@type': string }) => block['@type'])).toEqual([
    'Person',
    'BreadcrumbList',
  ])
  expect(blocks[0]).toMatchObject({ name: mixedBook.name })
  expect(violations).toEqual([])
})
