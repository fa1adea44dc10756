import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Locator } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, portrait, signIn, test, uniqueName } from './back-office-site'
import { visit } from './fixtures'
import { storeFavorites } from './stored-favorites'

/** The files a talent's photos are kept in, by name: none once the folder is gone. */
function photoFiles(folder: string): string[] {
  try {
    return readdirSync(folder).filter((name) => !name.startsWith('.'))
  } catch {
    return []
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A photo's stored name as a site's image address carries it: `photos%2F12%2F<name>.jpg`. */
const encodedPhoto = (file: string) => new RegExp(escapeRegExp(encodeURIComponent(file)))

/** The stored file (`photos/<talent>/<name>`) a back-office thumbnail shows. */
async function storedFileOf(photo: Locator) {
  const source = await photo.locator('img').first().getAttribute('src')
  // The thumbnail is the stored photo's address with `?thumbnail=…`.
  const file = /photos\/\d+\/[^/?#]+/.exec(source ?? '')?.[0]
  if (!file) throw new Error(`no stored photo in the thumbnail's address: ${source}`)
  return file
}

/**
 * A booker's whole journey with one model, in English: created with her measures, given six
 * photos in two sections and a video, her portfolio put in order with a cover and a web cover,
 * published; she is then on the boards in the three languages with that cover (and the web
 * cover on hover), on her profile with the photos in the booker's order, the polaroids, the
 * video and the measures, and in the sitemap. Hidden, her profile is gone and a visitor's
 * favorites say she is no longer represented; deleted, her files are gone from the store.
 */
test('a booker creates, illustrates, publishes, hides and deletes a model, and the site follows', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(240_000)
  const name = uniqueName('Helena', testInfo.project.name).replace(/\s+/g, ' ').trim()
  const status = page.getByRole('status')

  // 1. The model, with her measures and division.
  await signIn(page, site)
  await page.goto(`${site.backOffice}/inbox?panel-lang=en`)
  await page
    .getByRole('navigation', { name: 'Panel navigation' })
    .getByRole('link', { name: 'Models' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible()
  await page.getByRole('link', { name: 'New model' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New model' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  await page.getByRole('radio', { name: 'Woman' }).check()
  await page.getByRole('textbox', { name: /^Height/ }).fill('178')
  await page.getByRole('textbox', { name: /^Bust/ }).fill('86')
  await page.getByRole('textbox', { name: /^Waist/ }).fill('61')
  await page.getByRole('textbox', { name: /^Hips/ }).fill('90')
  await page.getByRole('textbox', { name: /^Shoes/ }).fill('39')
  await page.getByRole('checkbox', { name: 'Mainboard' }).check()
  await page.getByRole('button', { name: 'Create model' }).click()
  await expect(status).toHaveText('Model created.')
  await expect(page.getByRole('heading', { level: 1, name: `Model: ${name}` })).toBeVisible()
  await expect(page.getByText('Hidden', { exact: true })).toBeVisible()
  const id = Number(/\/models\/(\d+)/.exec(page.url())?.[1])
  expect(id).toBeGreaterThan(0)
  const record = `${site.backOffice}/models/${id}`

  // 2. Six photos in two sections, and a video.
  const portfolio = page.getByRole('region', { name: 'Portfolio', exact: true })
  await portfolio
    .getByLabel('Upload photos to the portfolio')
    .setInputFiles([
      await portrait('one.jpg', 600, 900, 30),
      await portrait('two.jpg', 900, 600, 80),
      await portrait('three.jpg', 500, 750, 130),
      await portrait('four.jpg', 700, 1050, 180),
    ])
  await portfolio.getByRole('button', { name: 'Upload photos', exact: true }).click()
  await expect(status).toHaveText('Photos uploaded.')
  const book = portfolio.getByRole('listitem')
  await expect(book).toHaveCount(4)
  await expect(book.nth(2)).toContainText('500 × 750 px')

  const polaroids = page.getByRole('region', { name: 'Polaroids', exact: true })
  await polaroids
    .getByLabel('Upload photos to the polaroids')
    .setInputFiles([
      await portrait('snap-one.jpg', 450, 675, 60),
      await portrait('snap-two.jpg', 800, 1200, 210),
    ])
  await polaroids.getByRole('button', { name: 'Upload photos', exact: true }).click()
  await expect(status).toHaveText('Photos uploaded.')
  const snaps = polaroids.getByRole('listitem')
  await expect(snaps).toHaveCount(2)
  await expect(book).toHaveCount(4)

  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
  await page.getByRole('textbox', { name: /^Video address/ }).fill(video)
  await page.getByRole('button', { name: 'Add video' }).click()
  await expect(status).toHaveText('Video added.')
  await expect(
    page.getByRole('region', { name: 'Videos' }).getByRole('link', { name: video }),
  ).toHaveAttribute('href', video)

  // 3. The third portfolio photo moved up; the new second the cover, the fourth the web cover.
  await portfolio.getByRole('button', { name: 'Move Portfolio photo 3 up' }).click()
  await expect(status).toHaveText('Photos reordered.')
  await expect(book.nth(1)).toContainText('500 × 750 px')
  await expect(book.nth(2)).toContainText('900 × 600 px')
  await portfolio
    .getByRole('button', { name: 'Use Portfolio photo 2 as the cover', exact: true })
    .click()
  await expect(status).toHaveText('Cover chosen.')
  await expect(book.nth(1).getByText('Cover', { exact: true })).toBeVisible()
  await portfolio
    .getByRole('button', {
      name: 'Use Portfolio photo 4 as the web cover (the hover image)',
      exact: true,
    })
    .click()
  await expect(status).toHaveText('Web cover chosen.')
  await expect(book.nth(3).getByText('Web cover', { exact: true })).toBeVisible()
  await expect(book.nth(1).getByText('Cover', { exact: true })).toBeVisible()
  await expect(page.getByText('Cover', { exact: true })).toHaveCount(1)

  // The files the two covers are stored as, read from the record's thumbnails.
  const cover = await storedFileOf(book.nth(1))
  const webCover = await storedFileOf(book.nth(3))
  expect(cover).toMatch(new RegExp(`^photos/${id}/`))
  expect(webCover).toMatch(new RegExp(`^photos/${id}/`))
  expect(webCover).not.toBe(cover)

  // The record with its photos, loaded afresh: no control under the last tap, mid-transition.
  await page.goto(record)
  await expect(book).toHaveCount(4)
  await expect(snaps).toHaveCount(2)
  await page.waitForLoadState('load')
  await expectNoViolations(page)

  // 4. Published: on the board in the three languages, with her cover.
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(status).toHaveText('Model published: the site shows her now.')
  await expect(page.getByText('Published', { exact: true })).toBeVisible()

  const query = `q=${encodeURIComponent(name)}`
  let profilePath = ''
  for (const board of ['/models', '/pt/modelos', '/es/modelos']) {
    await visit(page, `${site.url}${board}?${query}`)
    const card = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(escapeRegExp(name)) })
      .first()
    await expect(card).toBeVisible()
    await expect(card.locator('img').first()).toHaveAttribute('src', encodedPhoto(cover))
    if (board === '/models') profilePath = (await card.getAttribute('href')) ?? ''
    // A pointer that hovers brings the web cover in over the cover.
    if (testInfo.project.name === 'desktop') {
      await card.hover()
      await expect(card.locator('img[data-hover-image]')).toHaveAttribute(
        'src',
        encodedPhoto(webCover),
      )
    }
  }
  expect(profilePath).toMatch(new RegExp(`^/models/${id}/`))

  // 5. The profile: the portfolio in the booker's order, the polaroids, the video, the measures.
  const profile = await visit(page, `${site.url}${profilePath}`)
  expect(profile?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const gallery = page.locator('[data-gallery-photo] img')
  await expect(gallery).toHaveCount(4)
  expect(
    await gallery.evaluateAll((images) => images.map((image) => image.getAttribute('width'))),
  ).toEqual(['600', '500', '900', '700'])
  const measure = (key: string) => page.locator(`[data-profile-screen] [data-measure="${key}"] dd`)
  await expect(measure('height')).toHaveText('178 cm')
  await expect(measure('bust')).toHaveText('86 cm')
  await expect(measure('waist')).toHaveText('61 cm')
  await expect(measure('hips')).toHaveText('90 cm')
  await expect(measure('shoes')).toHaveText('39')

  const sections = page.getByRole('navigation', { name: 'Sections' })
  await sections.getByRole('link', { name: 'Polaroids' }).click()
  await expect(page).toHaveURL(/[?&]section=polaroids/)
  await expect(gallery).toHaveCount(2)
  expect(
    await gallery.evaluateAll((images) => images.map((image) => image.getAttribute('width'))),
  ).toEqual(['450', '800'])

  await sections.getByRole('link', { name: 'Videos' }).click()
  await expect(page).toHaveURL(/[?&]section=videos/)
  await page.getByRole('button', { name: 'Play video 1 on YouTube' }).click()
  await expect(page.locator('[data-video-provider="youtube"] iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
  )

  // 6. The sitemap names her profile.
  const sitemap = await page.request.get(`${site.url}/sitemap.xml`)
  expect(sitemap.status()).toBe(200)
  expect(await sitemap.text()).toContain(`<loc>${site.url}${profilePath}</loc>`)

  // 7. A visitor has her among the favorites; the booker hides her.
  await visit(page, `${site.url}/about`)
  await storeFavorites(page, [{ id, name }])
  await visit(page, `${site.url}/favorites`)
  await expect(page.locator('[data-favorites-list] [data-talent-name]')).toHaveText([name])

  await page.goto(record)
  await page.getByRole('button', { name: 'Hide', exact: true }).click()
  await expect(status).toHaveText('Model hidden: the site no longer shows her.')
  await expect(page.getByText('Hidden', { exact: true })).toBeVisible()

  const hidden = await visit(page, `${site.url}${profilePath}`)
  expect(hidden?.status()).toBe(404)
  await visit(page, `${site.url}/models?${query}`)
  await expect(page.getByRole('main').getByText(name)).toHaveCount(0)
  // Nor does the sitemap name her, in any language.
  const sitemapAfter = await page.request.get(`${site.url}/sitemap.xml`)
  expect(sitemapAfter.status()).toBe(200)
  expect(await sitemapAfter.text()).not.toMatch(new RegExp(`/(models|modelos)/${id}/`))

  await visit(page, `${site.url}/favorites`)
  const gone = page.locator('[data-favorites-list] [data-no-longer-represented]')
  await expect(gone).toContainText(name)
  await expect(gone).toContainText('No longer represented by the agency')
  await expect(page.locator('[data-favorites-list] [data-talent-name]')).toHaveCount(0)
  await expectNoViolations(page)
  await gone.getByRole('button', { name: `Remove ${name} from favorites` }).click()
  await expect(gone).toHaveCount(0)
  await expect(page.getByText('No Talents selected!', { exact: true })).toBeVisible()
  await expect(page.locator('header [data-favorites-count]')).toHaveAttribute(
    'data-favorites-count',
    '0',
  )

  // 8. Deleted after its confirmation page: her six files are gone from the store.
  const folder = path.join(site.dataDir, 'media', 'photos', String(id))
  const stored = photoFiles(folder)
  expect(stored).toHaveLength(6)
  expect(stored).toContain(path.basename(cover))
  expect(stored).toContain(path.basename(webCover))

  await page.goto(record)
  await page.getByRole('link', { name: 'Delete model' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Delete the model' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(name)
  await page.getByRole('button', { name: 'Delete for good' }).click()
  await expect(status).toHaveText('Model deleted.')
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible()
  expect(photoFiles(folder)).toEqual([])

  const deleted = await visit(page, `${site.url}${profilePath}`)
  expect(deleted?.status()).toBe(404)
  const recordAfter = await page.request.get(record)
  expect(recordAfter.status()).toBe(404)
})
