import { cameraJpeg, sha256 } from './application-files'
import { expectNoViolations } from './axe'
import { expect } from './fixtures'
import { test, visitForm } from './panel-site'
import { fillFields, pick, portuguese } from './scouting-form'

// The applicant on a phone: the shots taken with its camera, in Portuguese. The form's rules
// and refusals are the desktop's, in be-a-model.spec.ts; the booker's side of the same
// application is back-office-inbox.spec.ts.
test('on a phone the shots are taken with the camera, as the camera makes them, and the application goes', async ({
  page,
  panelSite,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the camera is a phone’s')
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

  // The library, for a photo taken before.
  const profile = await cameraJpeg('perfil.jpg')
  await pick(page, portuguese.labels.profile, [profile])
  await expect(main.getByRole('img', { name: 'perfil.jpg' })).toBeVisible()
  await expectNoViolations(page)

  await page.getByRole('button', { name: portuguese.send, exact: true }).tap()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent', {
    timeout: 20_000,
  })
  const [stored] = (await panelSite.panel.submissions('get-scouted')).filter(
    (row) => row.fields.name === name,
  )
  const files = await panelSite.panel.files(stored?.id ?? 0)
  expect(files.map((file) => [file.originalName, sha256(file.bytes)])).toEqual([
    ['rosto.jpg', sha256(face.buffer)],
    ['perfil.jpg', sha256(profile.buffer)],
  ])
})
