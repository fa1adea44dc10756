import type { Page } from '@playwright/test'
import { privacyPolicy } from '../../app/config/privacy-policy'
import { executableNamedJpeg, jpeg, largeJpeg, mp4, png, sha256 } from './application-files'
import { expectNoViolations } from './axe'
import { expect, visit } from './fixtures'
import { type PanelSite, test, visitForm } from './panel-site'
import {
  english,
  fillFields,
  type Language,
  pick,
  pickPhotos,
  portuguese,
  spanish,
} from './scouting-form'

/** Every POST the page makes but its files', to show that an invalid form sends no application. */
function recordPosts(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    // The files go ahead as they are chosen (decision 032): the application is what is not sent.
    if (request.method() === 'POST' && !request.url().endsWith('/api/get-scouted/files')) {
      posts.push(request.url())
    }
  })
  return posts
}

async function storedApplication({ panel }: PanelSite, name: string) {
  const rows = (await panel.submissions('get-scouted')).filter((row) => row.fields.name === name)
  return rows
}

// The journey in Portuguese, the agency's own language: the other languages' words are the
// dictionaries' (app/i18n/resources.test.ts), an application stored in its language is proven over
// HTTP (tests/integration/scouting-application.test.ts), and the refusals below speak English
// and Spanish.
const language = portuguese

test(`${language.path}: an empty form is flagged and not sent; a complete one reaches the panel with its files intact`, async ({
  page,
  panelSite,
}, testInfo) => {
  const posts = recordPosts(page)
  await visitForm(page, panelSite.site.url + language.path)
  // The drop zone speaks the page's language, not the browser's.
  await expect(page.getByText(language.choose, { exact: true })).toBeVisible()
  const send = page.getByRole('button', { name: language.send, exact: true })
  await send.click()
  // Eleven required text fields, the gender, the two required shots and the consent.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(15)
  await expect(page.getByText(language.required)).toHaveCount(11)
  await expect(page.getByText('Adicione a foto do rosto de frente e a de perfil.')).toBeVisible()
  await expect(page.getByRole('main').getByLabel(language.labels.name)).toBeFocused()
  await expectNoViolations(page)
  expect(posts).toEqual([])

  const name = `Scouting ${language.lang} ${testInfo.project.name} ${Date.now()}`
  await fillFields(page, language.labels, name)
  const photos = [await jpeg('rosto.jpg', 1), await jpeg('perfil.jpg', 2), await png('corpo.png')]
  const video = mp4('passarela.mp4')
  await pickPhotos(page, language.labels, photos)
  await pick(page, language.labels.video, [video])
  await expect(page.getByRole('img', { name: 'rosto.jpg' })).toBeVisible()
  await send.click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
  await expect(page.locator('[data-form-status]')).toHaveText(language.thanks)
  // The script's upload is answered in place: the page stays where it was.
  expect(page.url()).toBe(panelSite.site.url + language.path)
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'idle', {
    timeout: 6000,
  })
  await expect(page.getByRole('main').getByLabel(language.labels.name)).toHaveValue('')
  await expect(page.getByRole('img', { name: 'rosto.jpg' })).toHaveCount(0)

  const [stored] = await storedApplication(panelSite, name)
  expect(stored?.lang).toBe(language.lang)
  expect(stored?.fields).toMatchObject({
    gender: 'woman',
    birthdate: '2001-04-09',
    waist: '61.5',
  })
  expect(stored?.privacyVersion).toBe(privacyPolicy.version)
  expect(stored?.consentGivenAt).not.toBeNull()
  const files = await panelSite.panel.files(stored?.id ?? 0)
  expect(files.map((file) => [file.field, file.originalName, sha256(file.bytes)])).toEqual([
    ['photos', 'rosto.jpg', sha256(photos[0]?.buffer ?? Buffer.alloc(0))],
    ['photos', 'perfil.jpg', sha256(photos[1]?.buffer ?? Buffer.alloc(0))],
    ['photos', 'corpo.png', sha256(photos[2]?.buffer ?? Buffer.alloc(0))],
    ['video', 'passarela.mp4', sha256(video.buffer)],
  ])
})

test('the first two shots are asked for even with more photos chosen, and the panel keeps the photos in the slots’ order', async ({
  page,
  panelSite,
}) => {
  const posts = recordPosts(page)
  await visitForm(page, panelSite.site.url + english.path)
  const main = page.getByRole('main')
  const name = `Shots ${Date.now()}`
  await fillFields(page, english.labels, name)
  const more = [await jpeg('extra-1.jpg', 1), await jpeg('extra-2.jpg', 2)]
  await pick(page, english.labels.more, more)
  const send = page.getByRole('button', { name: english.send, exact: true })
  await send.click()
  const missing = page.getByText(
    'Add the photo of your face from the front and the one in profile.',
  )
  await expect(missing).toBeVisible()
  await expect(main.getByLabel(english.labels.face)).toHaveAttribute('aria-invalid', 'true')
  await expect(main.getByLabel(english.labels.profile)).toHaveAttribute('aria-invalid', 'true')
  await expect(main.getByLabel(english.labels.body)).not.toHaveAttribute('aria-invalid')
  await expect(main.getByLabel(english.labels.more)).not.toHaveAttribute('aria-invalid')
  await expect(main.getByLabel(english.labels.face)).toBeFocused()
  // The photos chosen went ahead of the application, each on its own.
  await expect(main.getByText('Received', { exact: true })).toHaveCount(2)
  await expectNoViolations(page)
  expect(posts).toEqual([])

  const face = await jpeg('face.jpg', 3)
  const profile = await jpeg('profile.jpg', 4)
  await pick(page, english.labels.face, [face])
  await pick(page, english.labels.smile, [await jpeg('smile.jpg', 5)])
  await expect(missing).toBeVisible()
  await pick(page, english.labels.profile, [profile])
  await expect(missing).toHaveCount(0)
  await expect(main.getByRole('img', { name: 'face.jpg' })).toBeVisible()
  // A slot's photo taken back leaves the slot empty, the focus on its button.
  await page.getByRole('button', { name: 'Remove smile.jpg' }).click()
  await expect(main.getByRole('img', { name: 'smile.jpg' })).toHaveCount(0)
  await expect(main.getByLabel(english.labels.smile)).toBeFocused()

  await send.click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
  const [stored] = await storedApplication(panelSite, name)
  const files = await panelSite.panel.files(stored?.id ?? 0)
  expect(files.map((file) => file.originalName)).toEqual([
    'face.jpg',
    'profile.jpg',
    'extra-1.jpg',
    'extra-2.jpg',
  ])
})

async function expectRefused(
  page: Page,
  panelSite: PanelSite,
  language: Language,
  name: string,
  message: string,
  marked: RegExp,
) {
  await page.getByRole('button', { name: language.send, exact: true }).click()
  // The photos' error line (a file refused on its way also says so beside it).
  await expect(page.locator('[data-field-error]', { hasText: message })).toBeVisible()
  await expect(page.getByRole('main').getByLabel(marked)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('main').getByLabel(language.labels.name)).toHaveValue(name)
  expect(await storedApplication(panelSite, name)).toEqual([])
}

test('nine photos are refused in the browser, in Portuguese, and nothing is sent', async ({
  page,
  panelSite,
}) => {
  const posts = recordPosts(page)
  await visitForm(page, panelSite.site.url + portuguese.path)
  const name = `Nove fotos ${Date.now()}`
  await fillFields(page, portuguese.labels, name)
  await pickPhotos(
    page,
    portuguese.labels,
    await Promise.all(Array.from({ length: 9 }, (_, index) => jpeg(`foto-${index}.jpg`, index))),
  )
  // Four in the shots' slots, five more.
  await expect(page.getByText('Arquivos escolhidos: 5')).toBeVisible()
  await expectRefused(
    page,
    panelSite,
    portuguese,
    name,
    'Envie no máximo 8 fotos: remova algumas antes de enviar.',
    portuguese.labels.more,
  )
  expect(posts).toEqual([])
  // Removing one makes it eight, which goes.
  await page.getByRole('button', { name: 'Remover foto-8.jpg' }).click()
  await expect(page.getByRole('button', { name: 'Remover foto-7.jpg' })).toBeFocused()
  await page.getByRole('button', { name: portuguese.send, exact: true }).click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
  const [stored] = await storedApplication(panelSite, name)
  expect(await panelSite.panel.files(stored?.id ?? 0)).toHaveLength(8)
})

test('an 11 MB photo is refused, in Spanish, and nothing is stored', async ({
  page,
  panelSite,
}) => {
  await visitForm(page, panelSite.site.url + spanish.path)
  const name = `Foto grande ${Date.now()}`
  await fillFields(page, spanish.labels, name)
  await pickPhotos(page, spanish.labels, [
    await jpeg('a.jpg'),
    await largeJpeg('grande.jpg', 11 * 1024 * 1024),
  ])
  await expectRefused(
    page,
    panelSite,
    spanish,
    name,
    'Cada foto puede tener como máximo 10 MB.',
    spanish.labels.profile,
  )
})

test('a program renamed .jpg passes the browser but the server reads its bytes and refuses it', async ({
  page,
  panelSite,
}) => {
  await visitForm(page, panelSite.site.url + english.path)
  const name = `Disguised ${Date.now()}`
  await fillFields(page, english.labels, name)
  await pickPhotos(page, english.labels, [await jpeg('a.jpg'), executableNamedJpeg('holiday.jpg')])
  await expectRefused(
    page,
    panelSite,
    english,
    name,
    'Photos must be JPEG, PNG or WebP images.',
    english.labels.profile,
  )
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'idle')
})

test('a 16-year-old needs the guardian’s consent; with it the application goes', async ({
  page,
  panelSite,
}) => {
  await visitForm(page, panelSite.site.url + english.path)
  const name = `Sixteen ${Date.now()}`
  const birthdate = `${new Date().getFullYear() - 16}-01-01`
  await fillFields(page, english.labels, name, birthdate)
  await pickPhotos(page, english.labels, [await jpeg('a.jpg'), await jpeg('b.jpg', 2)])
  const send = page.getByRole('button', { name: english.send, exact: true })
  await send.click()
  await expect(
    page.getByText('Applicants under 18 need the consent of a parent or legal guardian.'),
  ).toBeVisible()
  await expect(page.getByRole('main').getByLabel(english.labels.guardian)).toBeFocused()
  expect(await storedApplication(panelSite, name)).toEqual([])

  await page.getByRole('main').getByLabel(english.labels.guardian).check()
  await send.click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
  const [stored] = await storedApplication(panelSite, name)
  expect(stored?.guardianConsent).toBe(true)
})

test('photos chosen before the form comes alive are shown, with their remove buttons, once it does', async ({
  page,
  panelSite,
}) => {
  // The form's script is held back, as on a slow connection: the page runs, the form not yet.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/scouting-form-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await visit(page, panelSite.site.url + english.path)
  const form = page.locator('main form#scouting-application')
  await expect(form).not.toHaveAttribute('data-live')
  // Until then the plain input is the one in view, not a drop zone that could not answer.
  await expect(page.getByText(english.choose, { exact: true })).toBeHidden()
  await pickPhotos(page, english.labels, [await jpeg('early.jpg'), await jpeg('later.jpg', 5)])

  release()
  await expect(form).toHaveAttribute('data-live', 'true')
  await expect(page.getByRole('img', { name: 'early.jpg' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove later.jpg' })).toBeVisible()
  await expect(page.getByText(english.choose, { exact: true })).toBeVisible()
})

test('with the panel stopped, the application keeps every field and file; once it is back the same form goes', async ({
  page,
  panelSite,
}) => {
  await visitForm(page, panelSite.site.url + spanish.path)
  const name = `Panel caído ${Date.now()}`
  await fillFields(page, spanish.labels, name)
  const photos = [await jpeg('perfil.jpg', 6), await png('cuerpo.png')]
  await pickPhotos(page, spanish.labels, photos)
  const send = page.getByRole('button', { name: spanish.send, exact: true })
  // The photos went as they were chosen; the panel stops before the application goes.
  await expect(page.getByRole('main').getByText('Recibido', { exact: true })).toHaveCount(2)
  await panelSite.panel.pause()
  try {
    await send.click()
    await expect(page.locator('[data-form-error]')).toContainText('No se pudo enviar tu solicitud')
    await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'idle')
  } finally {
    await panelSite.panel.resume()
  }
  const main = page.getByRole('main')
  await expect(main.getByLabel(spanish.labels.name)).toHaveValue(name)
  await expect(main.getByLabel(spanish.labels.birthdate)).toHaveValue('2001-04-09')
  await expect(main.getByLabel(spanish.labels.waist)).toHaveValue('61,5')
  await expect(main.getByLabel(spanish.labels.consent)).toBeChecked()
  await expect(page.getByRole('radio', { name: spanish.labels.woman })).toBeChecked()
  await expect(page.getByRole('img', { name: 'perfil.jpg' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'cuerpo.png' })).toBeVisible()
  expect(await storedApplication(panelSite, name)).toEqual([])

  await send.click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
  const stored = await storedApplication(panelSite, name)
  expect(stored).toHaveLength(1)
  const files = await panelSite.panel.files(stored[0]?.id ?? 0)
  expect(files.map((file) => sha256(file.bytes))).toEqual(
    photos.map((photo) => sha256(photo.buffer)),
  )
})

test('the upload’s progress shows while it goes', async ({ page, panelSite }) => {
  await visitForm(page, panelSite.site.url + english.path)
  await fillFields(page, english.labels, `Progress ${Date.now()}`)
  await pickPhotos(page, english.labels, [await jpeg('a.jpg'), await jpeg('b.jpg', 3)])
  await pick(page, english.labels.video, [mp4('walk.mp4', 8 * 1024 * 1024)])
  // The answer is held back, so the sending state can be seen.
  await page.route(/\/api\/get-scouted/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.getByRole('button', { name: english.send, exact: true }).click()
  const progress = page.getByRole('progressbar', { name: 'Upload progress' })
  await expect(progress).toBeVisible()
  await expect(page.locator('[data-form-status]')).toContainText('Sending your application…')
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
  await expect(progress).toHaveCount(0)
})

// Server-drawn pages, alike at any width: the desktop project alone runs them (playwright.config.ts).
test.describe('without JavaScript', { tag: '@desktop-only' }, () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts with its files, shows the server’s errors (400), then goes (303) to its thanks, which a reload does not send again', async ({
    page,
    panelSite,
  }, testInfo) => {
    const name = `No script ${testInfo.project.name} ${Date.now()}`
    await page.goto(panelSite.site.url + portuguese.path)
    await fillFields(page, portuguese.labels, name)
    await page.getByRole('main').getByLabel(portuguese.labels.height).fill('17')
    const photos = [await jpeg('um.jpg'), await jpeg('dois.jpg', 4)]
    await pickPhotos(page, portuguese.labels, photos)
    const posted = () => page.waitForResponse((response) => response.request().method() === 'POST')
    const refused = posted()
    await page.getByRole('button', { name: portuguese.send, exact: true }).click()
    expect((await refused).status()).toBe(400)
    await expect(
      page.getByText('Informe sua altura em centímetros, entre 100 e 230.'),
    ).toBeVisible()
    await expect(page.getByRole('main').getByLabel(portuguese.labels.height)).toBeFocused()
    await expect(page.getByRole('main').getByLabel(portuguese.labels.name)).toHaveValue(name)
    await expect(page.getByRole('main').getByLabel(portuguese.labels.city)).toHaveValue('Brasília')

    // The files must be chosen again: a page cannot give them back to the browser.
    await page.getByRole('main').getByLabel(portuguese.labels.height).fill('176')
    await page.getByRole('main').getByLabel(portuguese.labels.consent).check()
    await pickPhotos(page, portuguese.labels, photos)
    const sent = posted()
    await page.getByRole('button', { name: portuguese.send, exact: true }).click()
    const answer = await sent
    expect(answer.status()).toBe(303)
    expect(answer.headers().location).toBe(`${portuguese.path}?sent=1`)
    await expect(page).toHaveURL(`${panelSite.site.url}${portuguese.path}?sent=1`)
    await expect(page.locator('[data-form-status]')).toHaveText(portuguese.thanks)

    const posts = recordPosts(page)
    await page.reload()
    await expect(page.locator('[data-form-status]')).toHaveText(portuguese.thanks)
    expect(posts).toEqual([])
    expect(await storedApplication(panelSite, name)).toHaveLength(1)
    const [stored] = await storedApplication(panelSite, name)
    expect(stored?.lang).toBe('pt')
    const files = await panelSite.panel.files(stored?.id ?? 0)
    expect(files.map((file) => sha256(file.bytes))).toEqual(
      photos.map((photo) => sha256(photo.buffer)),
    )
  })
})
