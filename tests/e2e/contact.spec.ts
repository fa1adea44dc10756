import type { Page } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { panelSchema as schema } from '../../services/panel'
import { expectNoViolations } from './axe'
import { expect } from './fixtures'
import { test, visitForm } from './panel-site'

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name })

// The journey in one language: the others' words are the dictionaries' (app/i18n/resources.test.ts),
// their posts refused and stored in their language over HTTP (tests/integration/contact.test.ts).
const language = {
  path: '/pt/contato',
  lang: 'pt',
  labels: { name: /^Nome/, email: /^E-mail/, phone: /^Telefone/, message: /^Mensagem/ },
  send: 'Enviar',
  required: 'Este campo é obrigatório.',
  thanks: 'Obrigado. Sua mensagem já está com a agência.',
} as const

test(`${language.path}: an empty form is flagged and not sent; a valid one reaches the panel`, async ({
  page,
  panelSite: { site, panel },
}, testInfo) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await visitForm(page, site.url + language.path)
  const send = page.getByRole('button', { name: language.send, exact: true })
  await send.click()
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3)
  await expect(page.getByText(language.required)).toHaveCount(3)
  await expect(field(page, language.labels.name)).toBeFocused()
  await expect(field(page, language.labels.phone)).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoViolations(page)
  expect(posts).toEqual([])

  const name = `Contact ${language.lang} ${testInfo.project.name} ${Date.now()}`
  await field(page, language.labels.name).fill(name)
  await field(page, language.labels.email).fill('rita@example.com')
  await field(page, language.labels.phone).fill('+55 61 99999-0000')
  await field(page, language.labels.message).fill('Uma pergunta sobre a agência.')
  const answered = page.waitForResponse((response) => response.request().method() === 'POST')
  await send.click()
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'sent')
  await expect(page.locator('[data-form-status]')).toHaveText(language.thanks)
  // The script's post is answered in place: no redirect, the page stays where it was.
  expect((await answered).status()).toBe(200)
  expect(page.url()).toBe(site.url + language.path)
  // Cleared and back to Send after 2.5 s.
  await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'idle', {
    timeout: 6000,
  })
  await expect(field(page, language.labels.name)).toHaveValue('')

  const stored = (await panel.submissions('contact')).filter((row) => row.fields.name === name)
  expect(stored).toHaveLength(1)
  expect(stored[0]?.lang).toBe(language.lang)
  expect(stored[0]?.fields).toMatchObject({
    email: 'rita@example.com',
    phone: '+55 61 99999-0000',
    message: 'Uma pergunta sobre a agência.',
  })
})

test('the page gives the address, a tel: link, WhatsApp, the panel’s e-mail and its social links', async ({
  page,
  panelSite: { site, panel },
}) => {
  // The standalone panel starts without links; these are the panel's, not the configured ones.
  await panel.db
    .insert(schema.socialLinks)
    .values({
      id: 1,
      instagram: 'https://www.instagram.com/panel.example/',
      models: 'https://models.com/agency/panel-example',
      email: 'booking@panel.example',
    })
    .onConflictDoNothing()
  try {
    await visitForm(page, `${site.url}/pt/contato`)
    const main = page.getByRole('main')
    await expect(main.locator('address')).toContainText('Lago Sul')
    await expect(main.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+556132487710')
    await expect(main.locator('a[href^="https://wa.me/"]')).toHaveAttribute(
      'href',
      'https://wa.me/5561998147710',
    )
    await expect(main.locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      'mailto:booking@panel.example',
    )
    await expect(main.getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/panel.example/',
    )
    await expect(main.getByRole('link', { name: /^Models\.com/ })).toHaveAttribute(
      'href',
      'https://models.com/agency/panel-example',
    )
    // The footer takes the same links.
    await expect(
      page.getByRole('contentinfo').locator('a[href="mailto:booking@panel.example"]'),
    ).toHaveCount(1)
  } finally {
    await panel.db.delete(schema.socialLinks).where(eq(schema.socialLinks.id, 1))
  }
})

test('with the panel stopped, sending shows the error and keeps what was typed', async ({
  page,
  panelSite: { site, panel },
}) => {
  await visitForm(page, `${site.url}/es/contacto`)
  await field(page, /^Nombre/).fill('Lucía')
  await field(page, /^Correo/).fill('lucia@example.com')
  await field(page, /^Mensaje/).fill('¿Tienen modelos para una campaña?')
  await panel.pause()
  try {
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(page.locator('[data-form-error]')).toContainText('No se pudo enviar tu solicitud')
    await expect(page.locator('[data-send-state]')).toHaveAttribute('data-send-state', 'idle')
    await expect(field(page, /^Nombre/)).toHaveValue('Lucía')
    await expect(field(page, /^Mensaje/)).toHaveValue('¿Tienen modelos para una campaña?')
  } finally {
    await panel.resume()
  }
})

// Server-drawn pages, alike at any width: the desktop project alone runs them (playwright.config.ts).
test.describe('without JavaScript', { tag: '@desktop-only' }, () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts, shows the server’s errors (400), then goes (303) to its thanks, which a reload does not send again', async ({
    page,
    panelSite: { site, panel },
  }, testInfo) => {
    const name = `No script ${testInfo.project.name} ${Date.now()}`
    await page.goto(`${site.url}/pt/contato`)
    const posted = () => page.waitForResponse((response) => response.request().method() === 'POST')
    const refused = posted()
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    expect((await refused).status()).toBe(400)
    await expect(page.getByText('Este campo é obrigatório.')).toHaveCount(3)
    // The answer puts the focus on the first field it marks, as the browser's own check does.
    await expect(field(page, /^Nome/)).toBeFocused()
    await field(page, /^Nome/).fill(name)
    await field(page, /^E-mail/).fill('rita@')
    await field(page, /^Mensagem/).fill('Olá de um navegador sem scripts.')
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(page.getByText('Digite um e-mail válido, como nome@exemplo.com.')).toBeVisible()
    await expect(field(page, /^E-mail/)).toBeFocused()
    await expect(field(page, /^Nome/)).toHaveValue(name)
    await expect(field(page, /^Mensagem/)).toHaveValue('Olá de um navegador sem scripts.')

    await field(page, /^E-mail/).fill('rita@example.com')
    const sent = posted()
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    const answer = await sent
    expect(answer.status()).toBe(303)
    expect(answer.headers().location).toBe('/pt/contato?sent=1')
    await expect(page).toHaveURL(`${site.url}/pt/contato?sent=1`)
    const thanks = 'Obrigado. Sua mensagem já está com a agência.'
    await expect(page.locator('[data-form-status]')).toHaveText(thanks)
    await expect(field(page, /^Nome/)).toHaveValue('')

    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.reload()
    await expect(page.locator('[data-form-status]')).toHaveText(thanks)
    expect(posts).toEqual([])
    const stored = (await panel.submissions('contact')).filter((row) => row.fields.name === name)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.lang).toBe('pt')
  })
})
