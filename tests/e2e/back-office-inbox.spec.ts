import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { privacyPolicy } from '../../app/config/privacy-policy'
import { jpeg, mp4, png } from './application-files'
import { expectNoViolations } from './axe'
import {
  csrfTokenOf,
  expect,
  openInbox,
  sendApplication,
  sendContactMessage,
  sendQuoteRequest,
  signIn,
  storedUploads,
  test,
  uniqueName,
  visitor,
} from './back-office-site'
import { listedTalents } from './demo'

/** The inbox in Portuguese, its default language, as the agency's staff read it. */

const [first, second] = listedTalents as [
  (typeof listedTalents)[number],
  (typeof listedTalents)[number],
]

/** A description list's value, by its term. */
function detail(page: Page, term: string) {
  return page.locator(`dl.fields dt:text-is("${term}") + dd`)
}

/** The count of new submissions of a kind, as the inbox's summary says it. */
async function newCount(page: Page, kind: RegExp) {
  const text = await page
    .getByRole('list', { name: 'Novos envios, por tipo' })
    .getByRole('link', { name: kind })
    .textContent()
  return Number(/\d+/.exec(text ?? '')?.[0])
}

/** RFC 4180, as the export writes it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const character = text[index]
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (character === '"') quoted = false
      else cell += character
    } else if (character === '"') quoted = true
    else if (character === ',') {
      row.push(cell)
      cell = ''
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else cell += character
  }
  return rows
}

test('a contact message, a quote request and an application sent from the site arrive with their fields, models and photos, and export as CSV', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(120_000)
  const tag = uniqueName('inbox', testInfo.project.name).replaceAll(' ', '-')
  const names = {
    contact: `Clara Contato ${tag}`,
    quote: `Otávio Orçamento ${tag}`,
    application: `Iara Inscrição ${tag}`,
  }

  await signIn(page, site)
  const before = {
    contact: await newCount(page, /mensage(m|ns) de contato/),
    quote: await newCount(page, /pedidos? de orçamento/),
    application: await newCount(page, /inscriç(ão|ões) de modelo/),
  }

  await sendContactMessage(page, site, names.contact)
  await sendQuoteRequest(page, site, names.quote, [first, second])
  await sendApplication(page, site, names.application, {
    photos: [await jpeg('rosto.jpg', 2), await png('corpo.png')],
    video: mp4('passarela.mp4'),
  })

  await openInbox(page, site, tag)
  expect(await newCount(page, /mensage(m|ns) de contato/)).toBe(before.contact + 1)
  expect(await newCount(page, /pedidos? de orçamento/)).toBe(before.quote + 1)
  expect(await newCount(page, /inscriç(ão|ões) de modelo/)).toBe(before.application + 1)
  const table = page.getByRole('table')
  await expect(table.getByRole('caption')).toHaveText('3 envios com estes filtros')
  // Newest first: the name is each row's header and its link.
  await expect(table.getByRole('rowheader')).toHaveText([
    names.application,
    names.quote,
    names.contact,
  ])
  const row = (name: string) => table.getByRole('row').filter({ hasText: name })
  await expect(row(names.contact)).toContainText('Mensagem de contato')
  await expect(row(names.contact)).toContainText('Inglês')
  await expect(row(names.quote)).toContainText('Pedido de orçamento')
  await expect(row(names.quote)).toContainText('Português')
  await expect(row(names.application)).toContainText('Inscrição de modelo')
  for (const name of Object.values(names)) {
    await expect(row(name)).toContainText(visitor.email)
    await expect(row(name)).toContainText('Novo')
  }
  await expectNoViolations(page)

  // The contact message: what was typed, and opening it has read it.
  await table.getByRole('link', { name: names.contact }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Mensagem de contato de ${names.contact}` }),
  ).toBeVisible()
  await expect(detail(page, 'Nome')).toHaveText(names.contact)
  await expect(detail(page, 'E-mail')).toHaveText(visitor.email)
  await expect(detail(page, 'Telefone').getByRole('link')).toHaveAttribute(
    'href',
    'tel:+5561999990000',
  )
  await expect(detail(page, 'Mensagem')).toHaveText(`A question from ${names.contact}.`)
  await expect(detail(page, 'Idioma do visitante')).toHaveText('Inglês')
  await expect(detail(page, 'Status')).toHaveText('Lido')
  await expectNoViolations(page)

  // The quote request: the models chosen, as cards with their photo and a link to their record,
  // drawn from the roster by their ids (the panel keeps nothing else of them).
  await openInbox(page, site, tag)
  await page.getByRole('link', { name: names.quote }).click()
  await expect(detail(page, 'Mensagem')).toHaveText('Campanha em março, três dias.')
  await expect(detail(page, 'Idioma do visitante')).toHaveText('Português')
  const models = page.getByRole('region', { name: 'Modelos escolhidos' })
  await expect(models.getByText('2 modelos escolhidos')).toBeVisible()
  const cards = models.getByRole('listitem')
  await expect(cards).toHaveCount(2)
  for (const [index, talent] of [first, second].entries()) {
    const card = cards.nth(index)
    await expect(card).toContainText(talent.name)
    await expect(card.getByRole('link')).toHaveAttribute('href', `/panel/admin/models/${talent.id}`)
    if (talent.cover) {
      // Decorative: the name beneath says who it is.
      const photo = card.locator('img')
      await expect(photo).toHaveAttribute('alt', '')
      await expect(photo).toHaveAttribute('src', /\?thumbnail=row$/)
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
    }
  }
  await expectNoViolations(page)

  // The application: its measures, its photos as thumbnails, its video, its consent.
  await openInbox(page, site, tag)
  await page.getByRole('link', { name: names.application }).click()
  await expect(detail(page, 'Gênero')).toHaveText('Mulher')
  await expect(detail(page, 'Cidade')).toHaveText('Brasília')
  await expect(detail(page, 'Altura')).toHaveText('176 cm')
  await expect(detail(page, 'Cintura')).toHaveText('61.5 cm')
  await expect(detail(page, 'Data de nascimento')).toContainText('anos ao se inscrever')
  const photos = page.getByRole('region', { name: 'Fotos' }).getByRole('img')
  await expect(photos).toHaveCount(2)
  await expect(photos.first()).toHaveAccessibleName(`Foto 1 de ${names.application}`)
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded()
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
  }
  const video = page.getByRole('region', { name: 'Vídeo' })
  await expect(video.getByRole('link', { name: 'Baixar o vídeo' })).toBeVisible()
  await expect(video).toContainText('passarela.mp4')
  await expect(page.getByRole('region', { name: 'Consentimento (LGPD)' })).toContainText(
    `à política de privacidade versão ${privacyPolicy.version}.`,
  )
  await expectNoViolations(page)

  // The export of the same list: a spreadsheet's UTF-8, a row each.
  await openInbox(page, site, tag)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exportar a lista filtrada (CSV)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^passarela-inbox-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync((await download.path()) ?? '', 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const [header = [], ...rows] = parseCsv(text.slice(1))
  const records = rows.map((cells) =>
    Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])),
  )
  expect(records.map((record) => record.name)).toEqual([
    names.application,
    names.quote,
    names.contact,
  ])
  const [application, quote, contact] = records
  expect(contact).toMatchObject({
    kind: 'contact',
    status: 'read',
    lang: 'en',
    email: visitor.email,
    // A cell starting with + would be a formula to a spreadsheet: the quote keeps it text.
    phone: `'${visitor.phone}`,
    message: `A question from ${names.contact}.`,
    files: '0',
  })
  expect(quote).toMatchObject({
    kind: 'favorites',
    lang: 'pt',
    favorites: `${first.name}; ${second.name}`,
    message: 'Campanha em março, três dias.',
  })
  expect(application).toMatchObject({
    kind: 'get-scouted',
    lang: 'en',
    city: 'Brasília',
    height: '176',
    waist: '61.5',
    files: '3',
    privacy_version: privacyPolicy.version,
  })
  expect(application?.consent_given_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)

  await page.goto(`${site.backOffice}/audit`)
  await expect(page.getByRole('row').filter({ hasText: 'exportou a lista' }).first()).toContainText(
    site.desk.email,
  )
})

test('marking a message answered, replying to a request by e-mail, and a forged status change refused', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(90_000)
  const tag = uniqueName('status', testInfo.project.name).replaceAll(' ', '-')
  const contactName = `Rita Resposta ${tag}`
  const quoteName = `Paulo Pedido ${tag}`
  await sendContactMessage(page, site, contactName)
  await sendQuoteRequest(page, site, quoteName, [first])
  await signIn(page, site)

  await openInbox(page, site, tag)
  await page.getByRole('link', { name: contactName }).click()
  const contactPage = page.url()
  await expect(page.getByText('Status atual: Lido.')).toBeVisible()
  await page.getByRole('button', { name: 'Marcar como respondido' }).click()
  await expect(page).toHaveURL(`${contactPage}?updated`)
  await expect(page.getByRole('status')).toHaveText('Status alterado para “Respondido”.')
  await expect(detail(page, 'Status')).toHaveText('Respondido')
  await expect(page.getByRole('button', { name: 'Marcar como respondido' })).toHaveCount(0)

  // A status change without the page's token: refused, and nothing changes.
  const forged = await page.request.post(`${contactPage}/status`, {
    form: { status: 'archived' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)
  await page.goto(contactPage)
  await expect(detail(page, 'Status')).toHaveText('Respondido')

  // Replying hands the browser a mailto: address, in the visitor's language, for its mail
  // program (which a test browser has not): the page's form, posted as the browser posts it.
  await openInbox(page, site, tag)
  await page.getByRole('link', { name: quoteName }).click()
  const quotePage = page.url()
  const replyForm = page.locator('form[action$="/reply"]')
  await expect(replyForm.getByRole('button', { name: 'Responder por e-mail' })).toBeVisible()
  const reply = await page.request.post(`${quotePage}/reply`, {
    form: { _csrf: await csrfTokenOf(page) },
    headers: { origin: site.url },
    maxRedirects: 0,
  })
  expect(reply.status()).toBe(303)
  const mailto = new URL(reply.headers().location ?? '')
  expect(mailto.protocol).toBe('mailto:')
  expect(mailto.pathname).toBe(visitor.email)
  expect(mailto.searchParams.get('subject')).toBe('Passarela: seu pedido de orçamento')
  expect(mailto.searchParams.get('body')).toBe(`Olá, ${quoteName},\r\n\r\n`)
  await page.reload()
  await expect(page.getByText('Status atual: Respondido.')).toBeVisible()

  // Both are found among the answered ones.
  await page.goto(`${site.backOffice}/inbox?status=answered&q=${encodeURIComponent(tag)}`)
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([quoteName, contactName])
  await page.goto(`${site.backOffice}/audit`)
  await expect(page.getByRole('row').filter({ hasText: 'respondeu' }).first()).toContainText(
    site.desk.email,
  )
})

test('deleting an application, after a confirmation, removes its files from the disk', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(90_000)
  const name = uniqueName('Apagada', testInfo.project.name)
  const before = new Set(storedUploads(site))
  await sendApplication(page, site, name, {
    photos: [await jpeg('rosto.jpg', 4), await jpeg('perfil.jpg', 5)],
    video: mp4('passarela.mp4'),
  })
  const stored = storedUploads(site).filter((file) => !before.has(file))
  expect(stored).toHaveLength(3)

  await signIn(page, site)
  await openInbox(page, site, name)
  await page.getByRole('link', { name }).click()
  const submissionPage = page.url()
  const files = await page
    .locator('a[href*="/panel/admin/files/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
  expect(files).toHaveLength(3)
  for (const file of files) expect((await page.request.get(file)).status()).toBe(200)

  await page.getByRole('link', { name: 'Apagar este envio' }).click()
  await expect(page).toHaveURL(`${submissionPage}/delete`)
  await expect(page.getByRole('heading', { level: 1, name: 'Apagar o envio' })).toBeVisible()
  await expect(
    page.getByText('Apagar esta inscrição e os seus 3 arquivos? Não é possível desfazer.'),
  ).toBeVisible()
  await expectNoViolations(page)
  // Cancel first: nothing happens.
  await page.getByRole('link', { name: 'Cancelar' }).click()
  await expect(page).toHaveURL(submissionPage)
  expect(storedUploads(site)).toEqual(expect.arrayContaining(stored))

  await page.getByRole('link', { name: 'Apagar este envio' }).click()
  await page.getByRole('button', { name: 'Apagar definitivamente' }).click()
  await expect(page).toHaveURL(`${site.backOffice}/inbox?deleted`)
  await expect(page.getByRole('status')).toHaveText('Envio apagado, com os seus arquivos.')

  const left = new Set(storedUploads(site))
  expect(stored.filter((file) => left.has(file))).toEqual([])
  for (const file of files) expect((await page.request.get(file)).status()).toBe(404)
  expect((await page.request.get(submissionPage)).status()).toBe(404)
  await openInbox(page, site, name)
  await expect(page.getByText('Nenhum envio com estes filtros.')).toBeVisible()
  await page.goto(`${site.backOffice}/audit`)
  await expect(page.getByRole('row').filter({ hasText: 'apagou' }).first()).toContainText(
    site.desk.email,
  )
})
