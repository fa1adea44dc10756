import { expectNoViolations } from './axe'
import { expect, staffEmail, test } from './back-office-site'

/**
 * The first account, as an agency makes it: the command prints a link, its owner sets a
 * password there and signs in. In Portuguese, the back office's default language.
 */
test('an account made with the command: its password set from the link, then signed in and out', async ({
  page,
  backOfficeSite: site,
}, testInfo) => {
  // It runs the account command and hashes passwords several times: 25 s on a quiet machine.
  test.slow()
  // An address of this test's own: its wrong password counts against it alone.
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': testInfo.project.name === 'phone' ? '198.51.100.11' : '198.51.100.12',
  })
  await page.goto(site.setupLink)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.getByRole('heading', { level: 1, name: 'Definir senha' })).toBeVisible()
  await expect(page.getByText(`Escolha a senha da conta ${staffEmail}.`)).toBeVisible()
  await expectNoViolations(page)

  const password = page.getByLabel('Nova senha')
  const confirm = page.getByLabel('Repita a senha')
  const submit = page.getByRole('button', { name: 'Definir senha' })
  // One of the most common passwords: refused, and said why, above the form and at the field.
  await password.fill('password1234')
  await confirm.fill('password1234')
  const refused = page.waitForResponse((response) => response.request().method() === 'POST')
  await submit.click()
  expect((await refused).status()).toBe(400)
  const summary = page.getByRole('alert')
  await expect(summary).toContainText('Corrija o que está indicado:')
  await expect(summary.getByRole('link')).toHaveText(
    'Nova senha: Essa senha é comum demais. Escolha outra.',
  )
  await expect(page.getByLabel('Nova senha')).toHaveAttribute('aria-invalid', 'true')
  await expectNoViolations(page)

  const chosen = 'ipês floridos no eixão de domingo'
  await page.getByLabel('Nova senha').fill(chosen)
  await page.getByLabel('Repita a senha').fill(chosen)
  await page.getByRole('button', { name: 'Definir senha' }).click()
  await expect(page).toHaveURL(`${site.backOffice}/sign-in?password-set`)
  await expect(page.getByRole('status')).toHaveText('Senha definida. Entre com ela.')
  await expectNoViolations(page)

  await page.getByRole('textbox', { name: 'E-mail' }).fill(staffEmail)
  await page.getByLabel('Senha').fill('ipês floridos no eixão')
  const wrong = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Entrar' }).click()
  expect((await wrong).status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.')
  // The address stays; the password is typed again.
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(staffEmail)
  await expect(page.getByLabel('Senha')).toHaveValue('')

  await page.getByLabel('Senha').fill(chosen)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(`${site.backOffice}/inbox`)
  await expect(page.getByRole('heading', { level: 1, name: 'Caixa de entrada' })).toBeVisible()
  const sections = page.getByRole('navigation', { name: 'Navegação do painel' })
  await expect(sections.getByRole('link')).toHaveText([
    'Caixa de entrada',
    'Modelos',
    'Pacotes',
    'Notícias',
    'Destaques da página inicial',
    'Redes e contatos',
    'Registro de atividades',
    'Contas da equipe',
    'Backups',
    'Minha conta',
  ])

  // The account page names who is signed in; the audit log has what happened.
  await sections.getByRole('link', { name: 'Minha conta' }).click()
  await expect(page.getByText(`Conectado como ${staffEmail}.`)).toBeVisible()
  await expectNoViolations(page)
  await sections.getByRole('link', { name: 'Registro de atividades' }).click()
  const staffRows = page.getByRole('table').getByRole('row').filter({ hasText: staffEmail })
  await expect(staffRows.filter({ hasText: 'definiu a sua senha' })).toHaveCount(1)
  await expect(staffRows.filter({ hasText: 'entrou' })).toHaveCount(1)
  // The account was made at the command line, which the log names so.
  await expect(
    page.getByRole('row').filter({ hasText: 'linha de comando' }).filter({ hasText: staffEmail }),
  ).toHaveCount(1)
  await expectNoViolations(page)

  // The link worked once.
  await page.goto(site.setupLink)
  await expect(page.getByRole('alert')).toContainText('Este link não vale mais')

  await page.goto(`${site.backOffice}/inbox`)
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(`${site.backOffice}/sign-in?signed-out`)
  await expect(page.getByRole('status')).toHaveText('Você saiu do painel.')
  await page.goto(`${site.backOffice}/inbox`)
  await expect(page).toHaveURL(
    `${site.backOffice}/sign-in?next=${encodeURIComponent('/panel/admin/inbox')}`,
  )
})

test('the panel speaks English when asked, and remembers it', async ({
  page,
  backOfficeSite: site,
}) => {
  await page.goto(`${site.backOffice}/sign-in`)
  await page.getByRole('link', { name: 'Mudar o idioma do painel para inglês' }).click()
  await expect(page).toHaveURL(`${site.backOffice}/sign-in`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the panel' })).toBeVisible()
  await expectNoViolations(page)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(site.desk.email)
  await page.getByLabel('Password').fill(site.desk.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await page.goto(`${site.backOffice}/account`)
  await expect(page.getByText(`Signed in as ${site.desk.email}.`)).toBeVisible()
  await page.getByRole('link', { name: 'Switch the panel to Portuguese' }).click()
  await expect(page.getByText(`Conectado como ${site.desk.email}.`)).toBeVisible()
})
