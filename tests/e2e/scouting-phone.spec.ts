import { cameraJpeg, sha256 } from './application-files'
import { expectNoViolations } from './axe'
import { openInbox, signIn, test, uniqueName } from './back-office-site'
import { expect, forgiveOfflineFailures, visit } from './fixtures'
import { visitForm } from './panel-site'
import { fillFields, pick, portuguese } from './scouting-form'

// From a phone to a signed model, as one journey: the applicant takes her shots with the phone's
// camera, in Portuguese, and one file cut off on its way goes again alone; a booker at the agency's
// desk signs her from the inbox, publishes her, and the phone finds her on the development board.
// The form's rules and refusals are the desktop's, in be-a-model.spec.ts.
test('an applicant on a phone sends her camera’s shots, one again alone, and a booker signs and publishes her', async ({
  browser,
  page,
  backOfficeSite: site,
  consoleProblems,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the camera is a phone’s')
  test.setTimeout(120_000)
  // Every file sent ahead of the application (decision 032); the profile's first try is cut
  // off on its way, as a phone's line may.
  const filesSent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/get-scouted/files')) {
      filesSent.push(request.url())
    }
  })
  let cutOff = false
  await page.route('**/api/get-scouted/files', async (route) => {
    if (!cutOff && route.request().postDataBuffer()?.includes('perfil.jpg')) {
      cutOff = true
      await route.abort('connectionreset')
      return
    }
    await route.continue()
  })
  await visitForm(page, site.url + portuguese.path)
  const main = page.getByRole('main')
  const name = uniqueName('Câmera', testInfo.project.name)
  await fillFields(page, portuguese.labels, name)
  await expect(main.getByText('Olhando para a câmera, cabelo longe do rosto.')).toBeVisible()

  const face = await cameraJpeg('rosto.jpg')
  const chooser = page.waitForEvent('filechooser')
  await main.getByRole('button', { name: 'Tirar uma foto: Rosto, de frente' }).tap()
  const camera = await chooser
  // The phone opens its camera for this input, not the library.
  expect(await camera.element().getAttribute('capture')).toBe('environment')
  await camera.setFiles(face)
  await expect(main.getByRole('img', { name: 'rosto.jpg' })).toBeVisible()
  // In the slot's own input, the one the form posts.
  const held = await main
    .getByLabel(portuguese.labels.face)
    .evaluate((input: HTMLInputElement) => input.files?.[0]?.name)
  expect(held).toBe('rosto.jpg')

  await expect(main.getByText('Recebido', { exact: true })).toHaveCount(1)

  // The library, for a photo taken before; its upload fails, and it alone goes again.
  const profile = await cameraJpeg('perfil.jpg')
  await pick(page, portuguese.labels.profile, [profile])
  await expect(main.getByRole('img', { name: 'perfil.jpg' })).toBeVisible()
  await expect(
    main.getByText('Um arquivo não chegou: envie de novo pelo botão dele.'),
  ).toBeVisible()
  await expectNoViolations(page)
  await main.getByRole('button', { name: 'Enviar perfil.jpg de novo' }).tap()
  await expect(main.getByText('Recebido', { exact: true })).toHaveCount(2)
  expect(filesSent).toHaveLength(3)

  await page.getByRole('button', { name: portuguese.send, exact: true }).tap()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent', {
    timeout: 20_000,
  })
  forgiveOfflineFailures(consoleProblems)
  // The application names the files that arrived: none is sent again with it.
  expect(filesSent).toHaveLength(3)

  // The booker, at a desk: the application with the very files the camera took.
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const booker = await desk.newPage()
  await signIn(booker, site)
  await openInbox(booker, site, name)
  await booker.getByRole('link', { name }).click()
  const application = booker.url()
  await expect(booker.getByRole('region', { name: 'Fotos' }).getByRole('img')).toHaveCount(2)
  const files = await booker
    .locator('a[href*="/panel/admin/files/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
  const received = await Promise.all(
    files.map(async (file) => sha256(await (await booker.request.get(file)).body())),
  )
  expect(received).toEqual([sha256(face.buffer), sha256(profile.buffer)])

  // Signed: a hidden model in the development division, her shots in her polaroids.
  await booker.getByRole('button', { name: 'Agenciar esta modelo' }).click()
  await expect(booker).toHaveURL(/\/models\/\d+\?signed$/)
  await expect(booker.getByRole('status')).toContainText('Modelo criada a partir da inscrição')
  await expect(booker.getByRole('heading', { level: 1 })).toContainText(name)
  await expect(booker.getByRole('region', { name: 'Polaroids' }).getByRole('listitem')).toHaveCount(
    2,
  )
  await expectNoViolations(booker)
  await expect(booker.getByRole('link', { name: 'Ver a inscrição de origem' })).toHaveAttribute(
    'href',
    new URL(application).pathname,
  )

  // Hidden until published; then the phone finds her on the development board.
  const board = `${site.url}/pt/modelos/development`
  expect(await (await booker.request.get(board)).text()).not.toContain(name)
  await booker.getByRole('button', { name: 'Publicar' }).click()
  await expect(booker.getByRole('status')).toContainText('Modelo publicada')
  await expect
    .poll(async () => (await (await booker.request.get(board)).text()).includes(name))
    .toBe(true)
  await desk.close()
  await visit(page, board)
  await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible()
})
