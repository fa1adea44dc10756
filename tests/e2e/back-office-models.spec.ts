import { expectNoViolations } from './axe'
import { expect, portrait, signIn, test, uniqueName } from './back-office-site'
import { divisionCategoryIds, listedDivisionId } from '../../contracts/divisions'
import { makeZip } from '../support/zip'

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
  await page.getByRole('textbox', { name: /^Altura/ }).fill('17800')
  await page.getByRole('combobox', { name: 'Olhos' }).selectOption('verde')
  await page.getByRole('checkbox', { name: 'Mainboard' }).check()
  await page.getByRole('textbox', { name: 'Biografia em português' }).fill('Estuda arquitetura.')
  await page.getByRole('button', { name: 'Criar modelo' }).click()

  const summary = page.getByRole('alert')
  await expect(summary).toContainText('Informe a altura em centímetros, de 100 a 230.')
  await expect(page.getByRole('textbox', { name: /^Altura/ })).toHaveValue('17800')
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

/**
 * A booker orders the roster without script (issue 36): a new model is first on page 1, one
 * action takes her to the bottom, one to the position typed; a position that is no place is
 * said, beside the field and in the summary, with what was typed kept.
 */
test('a booker puts a model first, last, or at the position she types, in one action each', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(120_000)
  const name = uniqueName('Maira', testInfo.project.name).replace(/\s+/g, ' ').trim()
  const rowHeaders = page.getByRole('table').getByRole('rowheader')
  await signIn(page, site)
  await page.goto(`${site.backOffice}/models?panel-lang=pt`)
  await page.getByRole('link', { name: 'Nova modelo' }).click()
  await page.getByRole('textbox', { name: 'Nome' }).fill(name)
  await page.getByRole('radio', { name: 'Mulher' }).check()
  await page.getByRole('button', { name: 'Criar modelo' }).click()
  await expect(page.getByRole('status')).toHaveText('Modelo criada.')
  await page.getByRole('link', { name: 'Voltar para a lista de modelos' }).first().click()
  await expect(rowHeaders.first()).toHaveText(name)

  await page.getByRole('button', { name: `Levar ${name} para o fim` }).click()
  await expect(page.getByRole('status')).toHaveText('Ordem alterada.')
  await expect(rowHeaders.filter({ hasText: name })).toHaveCount(0)
  const count = await page.getByText(/^\d+ modelos$/).textContent()
  const total = Number(count?.split(' ')[0])

  await page.getByRole('searchbox', { name: 'Buscar pelo nome' }).fill(name)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  const position = page.getByRole('textbox', { name: `Posição de ${name} no elenco` })
  await expect(position).toHaveValue(String(total))

  await position.fill('zero')
  await page.getByRole('button', { name: `Mover ${name} para a posição escrita` }).click()
  await expect(page.getByRole('alert')).toContainText(`Informe uma posição de 1 a ${total}.`)
  await expect(position).toHaveValue('zero')
  await expectNoViolations(page)

  await position.fill('2')
  await position.press('Enter')
  await expect(page.getByRole('status')).toHaveText('Ordem alterada.')
  await expect(position).toHaveValue('2')
  await page.getByRole('link', { name: 'Limpar' }).click()
  await expect(rowHeaders.nth(1)).toHaveText(name)
  await expectNoViolations(page)
})

/**
 * A booker gives a new model her portfolio: three photos at once, the third moved up, the first
 * made the cover, the new second described in Portuguese; published, her profile on /pt shows
 * them in that order with that description, and her card the cover. One photo is deleted after
 * its confirmation page, and the profile no longer shows it.
 */
test('a booker uploads, orders, describes and deletes a model’s photos, and the profile follows', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(150_000)
  const name = uniqueName('Clara', testInfo.project.name).replace(/\s+/g, ' ').trim()
  const description = 'Clara de casaco vermelho na praia'
  await signIn(page, site)
  await page.goto(`${site.backOffice}/models/new?panel-lang=pt`)
  await page.getByRole('textbox', { name: 'Nome' }).fill(name)
  await page.getByRole('radio', { name: 'Mulher' }).check()
  await page.getByRole('checkbox', { name: 'Mainboard' }).check()
  await page.getByRole('button', { name: 'Criar modelo' }).click()
  await expect(page.getByRole('status')).toHaveText('Modelo criada.')
  const id = /\/models\/(\d+)/.exec(page.url())?.[1]

  const portfolio = page.getByRole('region', { name: 'Portfólio', exact: true })
  await portfolio
    .getByLabel('Enviar fotos para Portfólio')
    .setInputFiles([
      await portrait('um.jpg', 600, 900, 40),
      await portrait('dois.jpg', 900, 600, 120),
      await portrait('tres.jpg', 500, 750, 200),
    ])
  await portfolio.getByRole('button', { name: 'Enviar fotos', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Fotos enviadas.')
  const photos = portfolio.getByRole('listitem')
  await expect(photos).toHaveCount(3)
  await expect(photos.nth(2)).toContainText('500 × 750 px')

  await portfolio.getByRole('button', { name: 'Subir Foto 3 de Portfólio' }).click()
  await expect(page.getByRole('status')).toHaveText('Ordem das fotos alterada.')
  await expect(photos.nth(1)).toContainText('500 × 750 px')
  await portfolio
    .getByRole('button', { name: 'Usar Foto 1 de Portfólio como capa', exact: true })
    .click()
  await expect(page.getByRole('status')).toHaveText('Capa escolhida.')
  await expect(photos.nth(0).getByText('Capa', { exact: true })).toBeVisible()

  await photos.nth(1).getByText('Texto alternativo de Foto 2 de Portfólio').click()
  await photos
    .nth(1)
    .getByRole('textbox', { name: 'Texto alternativo em português' })
    .fill(description)
  await photos.nth(1).getByRole('button', { name: 'Salvar texto alternativo' }).click()
  await expect(page.getByRole('status')).toHaveText('Texto alternativo salvo.')
  // The record with its photos, loaded afresh: no control under the last tap, mid-transition.
  await page.goto(`${site.backOffice}/models/${id}`)
  await expect(photos).toHaveCount(3)
  await page.waitForLoadState('load')
  await expectNoViolations(page)

  await page.getByRole('button', { name: 'Publicar' }).click()
  await expect(page.getByRole('status')).toHaveText('Modelo publicada: já aparece no site.')

  // The card's cover is the first photo, and the profile shows the three in the booker's order.
  await page.goto(`${site.url}/pt/modelos?q=${encodeURIComponent(name)}`)
  const card = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(name) })
    .first()
  await expect(card.locator('img').first()).toHaveAttribute('src', /photos%2F\d+%2F/)
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/pt/modelos/${id}/`))
  const gallery = page.locator('[data-gallery-photo] img')
  await expect(gallery).toHaveCount(3)
  expect(
    await gallery.evaluateAll((images) => images.map((image) => image.getAttribute('width'))),
  ).toEqual(['600', '500', '900'])
  await expect(gallery.nth(1)).toHaveAttribute('alt', description)

  // Deleted after its confirmation page: the profile has two photos left.
  await page.goto(`${site.backOffice}/models/${id}`)
  await portfolio.getByRole('link', { name: 'Apagar Foto 3 de Portfólio' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Apagar a foto' })).toBeVisible()
  await page.reload()
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Apagar de vez' }).click()
  await expect(page.getByRole('status')).toHaveText('Foto apagada.')
  await expect(photos).toHaveCount(2)
  await page.goto(`${site.url}/pt/modelos/${id}/x`)
  await expect(gallery).toHaveCount(2)
  await expect(gallery.nth(1)).toHaveAttribute('alt', description)
})

/**
 * A booker brings the roster in from the booking software: the export's zip uploaded from the
 * Models list, its plan read (one model to add, one record refused by field), then applied; the
 * list says so, and the new model is on the site's board, published as a new talent is.
 */
test('a booker imports the booking software’s export, sees its plan, applies it', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(120_000)
  const name = uniqueName('Iara', testInfo.project.name).replace(/\s+/g, ' ').trim()
  // A talent of its own: both projects, and a retry, may share one site.
  const id = 90_000_000 + Math.floor(Math.random() * 9_000_000)
  const zip = makeZip([
    {
      name: 'export/iara.json',
      // Listed on the site (its division) and on the mainboard (its category).
      data: JSON.stringify({
        id,
        name,
        gender: 'woman',
        height: '177',
        divisions: [{ id_category: listedDivisionId }],
        categories: [{ id: divisionCategoryIds.mainboard }],
      }),
    },
    { name: 'export/broken.json', data: JSON.stringify({ id: id + 10, name: 'X', gender: '?' }) },
  ])
  await signIn(page, site)
  await page.goto(`${site.backOffice}/models?panel-lang=pt`)
  await page.getByRole('link', { name: 'Importar do sistema de agenciamento' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Importar do sistema de agenciamento' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Enviar e ver o que muda' }).click()
  await expect(page.getByRole('alert')).toContainText('Escolha o arquivo .zip da exportação.')
  await expectNoViolations(page)

  await page
    .getByLabel('Arquivo .zip da exportação')
    .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip })
  await page.getByRole('button', { name: 'Enviar e ver o que muda' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'O que a importação faria' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'A adicionar (1)' })).toContainText(name)
  await expect(page.getByRole('region', { name: 'Recusados (1)' })).toContainText('broken.json')
  await expectNoViolations(page)

  await page.getByRole('button', { name: 'Importar', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('1 modelo importada.')
  await page.goto(`${site.url}/pt/modelos?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible()
})
