import type { Page } from '@playwright/test'
import { jpeg, mp4, png } from './application-files'
import {
  type BackOfficeSite,
  expect,
  sendApplication,
  signIn,
  storedUploads,
  test,
  uniqueName,
} from './back-office-site'

/**
 * What the back office's HTTP rules look like from a browser: its pages private and without
 * script, and a visitor's uploads out of reach. The sign-in's lockout, the session cookie's flags
 * and the CSRF checks are HTTP rules proven over HTTP (services/panel/admin/auth.test.ts).
 */

test('back-office pages are never indexed nor cached, and run no script', async ({
  page,
  backOfficeSite: site,
}) => {
  async function expectPrivate(
    response: Awaited<ReturnType<Page['goto']>>,
    path: string,
    status: number,
  ) {
    expect(response?.status(), path).toBe(status)
    const headers = response?.headers() ?? {}
    expect(headers['x-robots-tag'], path).toBe('noindex, nofollow')
    expect(headers['cache-control'], path).toBe('no-store')
    const policy = headers['content-security-policy'] ?? ''
    expect(policy, path).toContain("default-src 'none'")
    expect(policy, path).not.toMatch(/script-src/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await expect(page.locator('script')).toHaveCount(0)
  }
  await expectPrivate(await page.goto(`${site.backOffice}/sign-in`), '/sign-in', 200)
  await expectPrivate(
    await page.goto(`${site.backOffice}/set-password?token=nope`),
    '/set-password',
    404,
  )
  await signIn(page, site)
  for (const path of ['/inbox', '/news', '/slides', '/links', '/audit', '/account']) {
    await expectPrivate(await page.goto(site.backOffice + path), path, 200)
  }
  await expectPrivate(await page.goto(`${site.backOffice}/nowhere`), '/nowhere', 404)
})

/** The files a scouting application left in the panel's folder, sent from the public site. */
async function applyWithFiles(page: Page, site: BackOfficeSite, name: string) {
  const before = new Set(storedUploads(site))
  await sendApplication(page, site, name, {
    photos: [await jpeg('rosto.jpg', 3), await png('corpo.png')],
    video: mp4('passarela.mp4'),
  })
  const added = storedUploads(site).filter((file) => !before.has(file))
  expect(added).toHaveLength(3)
  return added
}

test('a visitor’s uploads are out of reach without a session, and private once reached', async ({
  page,
  playwright,
  backOfficeSite: site,
}, testInfo) => {
  const name = uniqueName('Private files', testInfo.project.name)
  const stored = await applyWithFiles(page, site, name)

  await signIn(page, site)
  await page.goto(`${site.backOffice}/inbox?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name }).click()
  const photoLinks = page.locator('a[href*="/panel/admin/files/"]:has(img)')
  await expect(photoLinks).toHaveCount(2)
  const photos = await photoLinks.evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).href),
  )
  const video = await page
    .getByRole('link', { name: /^(Baixar o vídeo|Download the video)$/ })
    .getAttribute('href')
  const files = [...photos, new URL(video ?? '', site.url).href]

  // Signed in, the photo opens in the browser and the video downloads, never sniffed.
  const photo = await page.request.get(files[0] ?? '')
  expect(photo.status()).toBe(200)
  expect(photo.headers()['content-type']).toBe('image/jpeg')
  expect(photo.headers()['x-content-type-options']).toBe('nosniff')
  // Named after the type its bytes showed, never the visitor's own name for it.
  expect(photo.headers()['content-disposition']).toMatch(
    /^inline; filename="passarela-submission-\d+-photo-\d+\.jpg"; filename\*=UTF-8''passarela-submission-\d+-photo-\d+\.jpg$/,
  )
  expect(photo.headers()['cache-control']).toBe('no-store')
  const movie = await page.request.get(files[2] ?? '')
  expect(movie.headers()['content-disposition']).toMatch(/^attachment; /)

  const anonymous = await playwright.request.newContext()
  try {
    for (const file of files) {
      const answer = await anonymous.get(file, { maxRedirects: 0 })
      expect(answer.status(), file).toBe(303)
      expect(answer.headers().location, file).toMatch(/^\/panel\/admin\/sign-in\?next=/)
    }
    // Nor by their names on disk, wherever the site serves files from.
    for (const storedName of stored) {
      for (const path of [
        `/panel/uploads/${storedName}`,
        `/uploads/${storedName}`,
        `/panel/media/${storedName}`,
        `/panel/media/..%2Fuploads%2F${storedName}`,
        `/panel/videos/..%2F..%2Fuploads%2F${storedName}`,
        `/assets/..%2Fuploads%2F${storedName}`,
      ]) {
        const answer = await anonymous.get(site.url + path, { maxRedirects: 0 })
        expect(answer.status(), path).toBeGreaterThanOrEqual(400)
      }
    }
  } finally {
    await anonymous.dispose()
  }
})
