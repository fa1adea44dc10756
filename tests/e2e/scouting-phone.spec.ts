import { cameraJpeg, sha256 } from './application-files'
import { expectNoViolations } from './axe'
import { expect, forgiveOfflineFailures } from './fixtures'
import { test, visitForm } from './panel-site'
import { fillFields, pick, portuguese } from './scouting-form'

// The applicant on a phone: the shots taken with its camera, in Portuguese. The form's rules
// and refusals are the desktop's, in be-a-model.spec.ts; the booker's side of the same
// application is back-office-inbox.spec.ts.
test('on a phone the shots are taken with the camera, one cut off on its way goes again alone, and the application goes', async ({
  page,
  panelSite,
  consoleProblems,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the camera is a phone’s')
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
  await visitForm(page, panelSite.site.url + portuguese.path)
  const main = page.getByRole('main')
  const name = `Câmera ${Date.now()}`
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
  const [stored] = (await panelSite.panel.submissions('get-scouted')).filter(
    (row) => row.fields.name === name,
  )
  const files = await panelSite.panel.files(stored?.id ?? 0)
  expect(files.map((file) => [file.originalName, sha256(file.bytes)])).toEqual([
    ['rosto.jpg', sha256(face.buffer)],
    ['perfil.jpg', sha256(profile.buffer)],
  ])
})
