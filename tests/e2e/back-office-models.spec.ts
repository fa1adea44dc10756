import { expectNoViolations } from './axe'
import { expect, signIn, test, uniqueName } from './back-office-site'

/**
 * A booker runs the roster in Portuguese (the panel's default): a new model, refused once for a
 * height out of range and kept as typed, then created and published, is on the site's board at
 * once, since the booking service tells the site of every change to the catalog.
 */
test('a booker creates a model in Portuguese, publishes her, and she is on /pt/modelos', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(120_000)
  const name = uniqueName('Lívia', testInfo.project.name).replace(/\s+/g, ' ').trim()
  await signIn(page, site)
  await page.goto(`${site.backOffice}/inbox?panel-lang=pt`)
  await page
    .getByRole('navigation', { name: 'Navegação do painel' })
    .getByRole('link', { name: 'Modelos' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Modelos' })).toBeVisible()
  await expectNoViolations(page)

  await page.getByRole('link', { name: 'Nova modelo' }).click()
  await page.getByRole('textbox', { name: 'Nome' }).fill(name)
  await page.getByRole('radio', { name: 'Mulher' }).check()
  await page.getByRole('textbox', { name: /^Altura/ }).fill('17')
  await page.getByRole('combobox', { name: 'Olhos' }).selectOption('verde')
  await page.getByRole('checkbox', { name: 'Principal' }).check()
  await page.getByRole('textbox', { name: 'Biografia em português' }).fill('Estuda arquitetura.')
  await page.getByRole('button', { name: 'Criar modelo' }).click()

  const summary = page.getByRole('alert')
  await expect(summary).toContainText('Informe a altura em centímetros.')
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(name)
  await expect(page.getByRole('combobox', { name: 'Olhos' })).toHaveValue('verde')
  await expectNoViolations(page)

  await page.getByRole('textbox', { name: /^Altura/ }).fill('176')
  await page.getByRole('button', { name: 'Criar modelo' }).click()
  await expect(page.getByRole('status')).toHaveText('Modelo criada.')
  await expect(page.getByText('Oculta', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Publicar' }).click()
  await expect(page.getByRole('status')).toHaveText('Modelo publicada: já aparece no site.')
  await expectNoViolations(page)

  await page.goto(`${site.url}/pt/modelos?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible()
})
