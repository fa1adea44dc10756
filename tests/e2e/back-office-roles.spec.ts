import { expectNoViolations } from './axe'
import { expect, signIn, test, uniqueName } from './back-office-site'

/**
 * Staff roles as the agency meets them (issue 38, decision 029): an admin invites a booker from
 * the Staff accounts page, the booker sets a password from the link shown and signs in, and the
 * accounts are neither in their navigation nor open to them.
 */
test('an admin invites a booker, who then cannot reach the staff accounts', async ({
  page,
  browser,
  backOfficeSite: site,
}, testInfo) => {
  // Hashes passwords on a shared machine: several seconds each.
  test.slow()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.38' })
  await signIn(page, site)
  const sections = page.getByRole('navigation', { name: 'Navegação do painel' })
  await sections.getByRole('link', { name: 'Contas da equipe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contas da equipe' })).toBeVisible()
  await expectNoViolations(page)

  const email = `${uniqueName('booker', testInfo.project.name).replace(/\s+/g, '.')}@passarela.test`
  const invite = page.getByRole('region', { name: 'Convidar alguém' })
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await invite.getByRole('textbox', { name: /^Nome/ }).fill('Nova booker')
  await invite.getByRole('combobox', { name: 'Papel' }).selectOption({ label: 'Booker' })
  await invite.getByRole('button', { name: 'Convidar' }).click()

  // No SMTP_URL here: the link is shown, once, to copy.
  const link = page.getByRole('textbox', { name: 'Link para definir a senha' })
  await expect(link).toBeVisible()
  await expect(page.getByText(`Conta criada para ${email}.`, { exact: false })).toBeVisible()
  await expectNoViolations(page)
  const address = await link.inputValue()
  expect(address).toMatch(/\/panel\/admin\/set-password\?token=[\w-]{43}$/)

  const booker = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.39' },
  })
  const bookerPage = await booker.newPage()
  try {
    await bookerPage.goto(address)
    const password = 'mangueiras do parque da cidade'
    await bookerPage.getByLabel('Nova senha').fill(password)
    await bookerPage.getByLabel('Repita a senha').fill(password)
    await bookerPage.getByRole('button', { name: 'Definir senha' }).click()
    await expect(bookerPage.getByRole('status')).toHaveText('Senha definida. Entre com ela.')
    await signIn(bookerPage, site, { email, password })

    const bookerSections = bookerPage.getByRole('navigation', { name: 'Navegação do painel' })
    await expect(bookerSections.getByRole('link')).toHaveText([
      'Caixa de entrada',
      'Modelos',
      'Pacotes',
      'Minha conta',
    ])
    const refused = await bookerPage.goto(`${site.backOffice}/accounts`)
    expect(refused?.status()).toBe(403)
    await expect(
      bookerPage.getByRole('heading', { level: 1, name: 'Fora do seu acesso' }),
    ).toBeVisible()
    await expect(bookerPage.getByText('(Booker)', { exact: false })).toBeVisible()
    await expectNoViolations(bookerPage)
  } finally {
    await booker.close()
  }

  // The admin sees the new account, with its role, awaiting nothing.
  await page.goto(`${site.backOffice}/accounts`)
  await expect(page.getByRole('heading', { level: 3, name: email })).toBeVisible()
})
