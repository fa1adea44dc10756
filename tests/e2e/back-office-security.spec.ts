import type { Page } from '@playwright/test'
import { jpeg, mp4, png } from './application-files'
import {
  type BackOfficeSite,
  csrfTokenOf,
  expect,
  sendApplication,
  signIn,
  storedUploads,
  test,
  uniqueName,
} from './back-office-site'

/** Each test's own forwarded address (the site believes its loopback proxy), per viewport. */
function addressFor(project: string, test: number) {
  return `198.51.100.${(project === 'phone' ? 100 : 150) + test}`
}

async function trySignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByLabel('Senha').fill(password)
  const answered = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Entrar' }).click()
  const response = await answered
  return { status: response.status(), retryAfter: Number(response.headers()['retry-after']) }
}

const wrong = 'E-mail ou senha incorretos.'
/** The fifth failure was checked, so it is a wrong password that says the next must wait. */
const wrongAndLast = `${wrong} Não restam tentativas: aguarde 15 minutos antes da próxima.`
const locked = 'Muitas tentativas. Aguarde 15 minutos e tente de novo.'

test('five wrong passwords lock the account for 15 minutes (429), even for the right one; an unknown e-mail is answered the same', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  const { guarded } = site
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': addressFor(testInfo.project.name, 1) })
  await page.goto(`${site.backOffice}/sign-in`)
  const statuses: number[] = []
  for (let attempt = 1; attempt <= 5; attempt++) {
    const { status } = await trySignIn(page, guarded.email, `não é ela ${attempt}`)
    statuses.push(status)
    await expect(page.getByRole('alert')).toHaveText(attempt < 5 ? wrong : wrongAndLast)
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400])

  // The right password waits too, unchecked, from this address and from another.
  const right = await trySignIn(page, guarded.email, guarded.password)
  expect(right.status).toBe(429)
  expect(right.retryAfter).toBeGreaterThan(14 * 60)
  expect(right.retryAfter).toBeLessThanOrEqual(15 * 60)
  await expect(page.getByRole('alert')).toHaveText(locked)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': addressFor(testInfo.project.name, 2) })
  expect((await trySignIn(page, guarded.email, guarded.password)).status).toBe(429)
  await expect(page.getByRole('alert')).toHaveText(locked)
  await expect(page).toHaveURL(`${site.backOffice}/sign-in`)

  // Guessing with an unknown e-mail, from a third address, is answered word for word the same,
  // and the address is then locked for every account.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': addressFor(testInfo.project.name, 3) })
  const unknown: number[] = []
  for (let attempt = 1; attempt <= 5; attempt++) {
    unknown.push((await trySignIn(page, 'ninguem@passarela.test', `palpite ${attempt}`)).status)
    await expect(page.getByRole('alert')).toHaveText(attempt < 5 ? wrong : wrongAndLast)
  }
  expect(unknown).toEqual([400, 400, 400, 400, 400])
  expect((await trySignIn(page, site.desk.email, site.desk.password)).status).toBe(429)
  await expect(page.getByRole('alert')).toHaveText(locked)
})

test('the session cookie is HttpOnly, SameSite=Lax, kept to the back office’s path, and Secure behind TLS', async ({
  page,
  playwright,
  backOfficeSite: site,
}) => {
  const signedIn = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/sign-in'),
  )
  await signIn(page, site)
  const header = (await (await signedIn).headerValues('set-cookie')).find((cookie) =>
    cookie.startsWith('passarela_staff='),
  )
  expect(header).toBeDefined()
  const cookies = await page.context().cookies(site.backOffice)
  expect(cookies.find((cookie) => cookie.name === 'passarela_staff')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/panel/admin',
    // Plain HTTP here: a Secure cookie would never come back.
    secure: false,
  })
  // The public site never sees it.
  expect(await page.context().cookies(`${site.url}/`)).toEqual([])

  // Behind a TLS proxy on this machine, as a deployment has it.
  const behindTls = await playwright.request.newContext({
    extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' },
  })
  try {
    const form = await behindTls.get(`${site.backOffice}/sign-in`)
    const binding = form
      .headersArray()
      .find(({ name, value }) => /^set-cookie$/i.test(name) && value.startsWith('passarela_'))
    expect(binding?.value).toMatch(/; Secure/)
    const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? ''
    const answer = await behindTls.post(`${site.backOffice}/sign-in`, {
      headers: {
        origin: site.url.replace('http:', 'https:'),
        cookie: (binding?.value ?? '').split(';')[0] ?? '',
      },
      form: { _csrf: token, email: site.desk.email, password: site.desk.password },
      maxRedirects: 0,
    })
    expect(answer.status()).toBe(303)
    const session = answer
      .headersArray()
      .find(({ name, value }) => /^set-cookie$/i.test(name) && value.startsWith('passarela_staff='))
    const flags = (session?.value ?? '').split(/;\s*/).slice(1)
    expect(flags.sort()).toEqual(['HttpOnly', 'Path=/panel/admin', 'SameSite=Lax', 'Secure'])
  } finally {
    await behindTls.dispose()
  }
})

test('a form posted without its CSRF token, with another browser’s, or from another site changes nothing (403)', async ({
  page,
  browser,
  playwright,
  backOfficeSite: site,
}) => {
  // Before signing in: the sign-in form itself.
  const stranger = await playwright.request.newContext()
  try {
    const refused = await stranger.post(`${site.backOffice}/sign-in`, {
      form: { email: site.desk.email, password: site.desk.password },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(403)
    expect(refused.headers()['set-cookie'] ?? '').not.toContain('passarela_staff=')
  } finally {
    await stranger.dispose()
  }

  await signIn(page, site)
  const token = await csrfTokenOf(page)
  const signOut = (form: Record<string, string>, origin = site.url) =>
    page.request.post(`${site.backOffice}/sign-out`, {
      form,
      headers: { origin },
      maxRedirects: 0,
    })

  const withoutToken = await signOut({})
  expect(withoutToken.status()).toBe(403)
  expect(await withoutToken.text()).toContain('Pedido recusado')

  const other = await browser.newContext()
  try {
    const otherPage = await other.newPage()
    await otherPage.goto(`${site.backOffice}/sign-in`)
    const othersToken = await csrfTokenOf(otherPage)
    expect(othersToken).not.toBe(token)
    expect((await signOut({ _csrf: othersToken })).status()).toBe(403)
  } finally {
    await other.close()
  }

  // The right token, but the post comes from a page of another site.
  expect((await signOut({ _csrf: token }, 'https://evil.example')).status()).toBe(403)

  // Still signed in after all that.
  await page.goto(`${site.backOffice}/account`)
  await expect(page.getByText(`Conectado como ${site.desk.email}.`)).toBeVisible()
  // The same post with its token goes through.
  const signedOut = await signOut({ _csrf: token })
  expect(signedOut.status()).toBe(303)
  expect(signedOut.headers().location).toBe('/panel/admin/sign-in?signed-out')
})

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
  expect(photo.headers()['content-disposition']).toMatch(/^inline; filename\*=UTF-8''rosto\.jpg$/)
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
