import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, signIn, test, uniqueName } from './back-office-site'
import { demoCatalog, listedTalents } from './demo'
import { visit } from './fixtures'

/**
 * Four models of the demo roster with a portfolio and polaroids, each named once in the catalog:
 * hiding the portfolio means something in their books, and each name finds its one card.
 */
const [first, second, third, fourth] = listedTalents.filter(
  (talent) =>
    talent.book.length > 0 &&
    talent.snap.length > 0 &&
    demoCatalog.filter((other) => other.name === talent.name).length === 1,
) as [
  (typeof listedTalents)[number],
  (typeof listedTalents)[number],
  (typeof listedTalents)[number],
  (typeof listedTalents)[number],
]
const models = [first, second, third, fourth]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What the client's browser reports, as the `consoleProblems` fixture does for `page`: that
 * fixture watches the test's own page only, and the client browses in a context of their own.
 */
function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error') problems.push(`console error: ${text}`)
    else if (/hydrat/i.test(text)) problems.push(`hydration: ${text}`)
  })
  return problems
}

/**
 * Issue 28's proof, end to end: a booker makes a package of four models in Spanish with the
 * measures and the polaroids only, and sends it; the client opens it in a browser of their own,
 * opens two books and answers Yes, Maybe, No, No with a comment; the booker sees it opened three
 * times, which books, and the answer in the inbox; revoked, the link answers 410. The client's
 * page passes axe in the three languages (the package's language changed by the booker).
 */
test('a booker sends a package, the client answers it, the booker follows and revokes it', async ({
  page,
  browser,
  viewport,
  isMobile,
  hasTouch,
  deviceScaleFactor,
  backOfficeSite: site,
}, testInfo) => {
  test.setTimeout(240_000)
  const title = uniqueName('Campaña de marzo', testInfo.project.name)
  const clientName = uniqueName('Marta Casting', testInfo.project.name)
  const clientEmail = 'casting@estudio-sur.example'
  const status = page.getByRole('status')

  // 1. The package, in Spanish, showing the measures and the polaroids only.
  await signIn(page, site)
  await page.goto(`${site.backOffice}/inbox?panel-lang=en`)
  const navigation = page.getByRole('navigation', { name: 'Panel navigation' })
  await navigation.getByRole('link', { name: 'Packages' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible()
  await page.getByRole('link', { name: 'New package' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New package' })).toBeVisible()
  await page.getByRole('textbox', { name: /^Title/ }).fill(title)
  // No client's name: the client gives theirs with the answer.
  await page.getByRole('textbox', { name: /^Client’s e-mail/ }).fill(clientEmail)
  await page.getByRole('radio', { name: 'Spanish' }).check()
  await page.getByRole('textbox', { name: 'Note for the client' }).fill('Para el 12 de marzo.')
  await expect(page.getByRole('checkbox', { name: 'Show the measures' })).toBeChecked()
  await page.getByRole('checkbox', { name: 'Portfolio' }).uncheck()
  await page.getByRole('checkbox', { name: 'Composite' }).uncheck()
  await page.getByRole('checkbox', { name: 'Videos' }).uncheck()
  await expect(page.getByRole('checkbox', { name: 'Polaroids' })).toBeChecked()
  await page.getByRole('button', { name: 'Create package' }).click()
  await expect(status).toHaveText('Package created. Now choose the models.')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const packagePage = page.url()
  expect(packagePage).toMatch(
    new RegExp(`^${escapeRegExp(site.backOffice)}/packages/\\d+\\?created$`),
  )

  // 2. Four models, each found by name and added.
  for (const model of models) {
    await page.getByRole('searchbox', { name: 'Search models by name' }).fill(model.name)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page
      .getByRole('button', { name: `Add ${model.name} to the package`, exact: true })
      .click()
    await expect(status).toHaveText('Model added.')
  }
  const inPackage = page.getByRole('region', { name: 'Models in the package' })
  await expect(inPackage.locator('ol > li')).toHaveCount(4)
  for (const [index, model] of models.entries()) {
    await expect(inPackage.locator('ol > li').nth(index)).toContainText(model.name)
  }
  await expect(page.getByText('Show the measures, Polaroids', { exact: true })).toBeVisible()

  // 3. Sent: the link the page shows, and the e-mail the booker's mail program would open.
  const sending = page.getByRole('region', { name: 'Send it to the client' })
  const link = await sending.getByRole('textbox', { name: 'The package’s link' }).inputValue()
  expect(link).toMatch(new RegExp(`^${escapeRegExp(site.url)}/packages/[\\w-]+$`))
  const mailto = await sending.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href')
  expect(mailto).toMatch(/^mailto:/)
  const mail = new URL(mailto ?? '')
  expect(decodeURIComponent(mail.pathname)).toBe(clientEmail)
  expect(mail.searchParams.get('subject')).toContain(title)
  expect(mail.searchParams.get('body')).toContain(link)

  // 4. The client, in a browser of their own (in Spanish, as the 410 page will speak).
  const client = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale: 'es-ES',
  })
  try {
    const clientPage = await client.newPage()
    const clientProblems = watchConsole(clientPage)

    // The package opened: the first visit.
    const opened = await visit(clientPage, link)
    expect(opened?.status()).toBe(200)
    await expect(clientPage.locator('html')).toHaveAttribute('lang', 'es')
    await expect(clientPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const cards = clientPage.getByRole('main').getByRole('list').first().getByRole('listitem')
    await expect(cards).toHaveCount(4)
    for (const [index, model] of models.entries()) {
      await expect(cards.nth(index)).toContainText(model.name)
    }
    await expect(clientPage.locator('[data-measure="height"]')).toHaveCount(4)
    await expect(clientPage.locator('[data-measure="height"]').first()).toBeVisible()
    await expectNoViolations(clientPage)

    // Two books, each with the polaroids alone; back from each is the package opened again.
    for (const [index, model] of [first, second].entries()) {
      await clientPage.getByRole('link', { name: model.name, exact: true }).click()
      await expect(clientPage).toHaveURL(`${link}/${model.id}`)
      await expect(clientPage.getByRole('heading', { level: 1, name: model.name })).toBeVisible()
      await expect(clientPage.getByRole('heading', { level: 2, name: 'Polaroids' })).toBeVisible()
      await expect(clientPage.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1)
      await expect(clientPage.locator('[data-measure="height"]')).toBeVisible()
      if (index === 0) await expectNoViolations(clientPage)
      await clientPage.getByRole('link', { name: 'Volver a la selección' }).first().click()
      await expect(clientPage).toHaveURL(link)
      await expect(clientPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
    }

    // The answer: Yes, Maybe, No, No, a comment, and the client's name.
    const answers = [
      { model: first, pick: 'Sí', word: 'Yes', comment: '' },
      { model: second, pick: 'Tal vez', word: 'Maybe', comment: 'Solo si está libre el día 12.' },
      { model: third, pick: 'No', word: 'No', comment: '' },
      { model: fourth, pick: 'No', word: 'No', comment: '' },
    ]
    for (const { model, pick, comment } of answers) {
      await clientPage
        .getByRole('group', { name: `Tu respuesta para ${model.name}` })
        .getByRole('radio', { name: pick, exact: true })
        .check()
      if (comment) {
        await clientPage
          .getByRole('textbox', { name: `Comentario sobre ${model.name}` })
          .fill(comment)
      }
    }
    await clientPage.getByRole('textbox', { name: /^Tu nombre/ }).fill(clientName)
    await clientPage.getByRole('button', { name: 'Enviar' }).click()
    await expect(clientPage).toHaveURL(`${link}?answered`)
    await expect(clientPage.getByRole('heading', { name: 'Gracias' })).toBeVisible()

    // 5. The booker: opened once (coming back from a book is the same visit, and the thanks is
    // not one), the two books, the answer.
    await page.goto(packagePage)
    const visits = page.getByRole('region', { name: 'Visits' })
    await expect(visits.locator('[data-open-count]')).toHaveText('Opened once.')
    await expect(visits).toContainText('A visit is the link opened in a browser')
    // The book opened last comes first.
    await expect(visits.getByRole('listitem')).toHaveText([
      `${second.name}: once`,
      `${first.name}: once`,
    ])

    await navigation.getByRole('link', { name: 'Inbox' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill(clientName)
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    const row = page.getByRole('table').getByRole('row').filter({ hasText: clientName })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Answer to a package')
    await expect(row).toContainText('Spanish')
    await row.getByRole('link', { name: clientName }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Answer to a package from ${clientName}` }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText(title)
    const picks = page.getByRole('region', { name: 'The client’s answer' })
    for (const { model, word, comment } of answers) {
      const pickRow = picks
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: model.name, exact: true }) })
      await expect(pickRow.getByRole('cell')).toHaveText([word, comment])
    }

    // 6. The client's page in Portuguese and in English: the booker changes its language.
    await picks.getByRole('link', { name: 'Open the package' }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    for (const [language, lang] of [
      ['Portuguese', 'pt-BR'],
      ['English', 'en'],
    ] as const) {
      await page.getByRole('link', { name: 'Edit the details' }).click()
      await page.getByRole('radio', { name: language }).check()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(status).toHaveText('Package saved.')
      await visit(clientPage, link)
      await expect(clientPage.locator('html')).toHaveAttribute('lang', lang)
      await expect(clientPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(clientPage.locator('[data-measure="height"]')).toHaveCount(4)
      await expectNoViolations(clientPage)
    }

    // 7. Revoked, once confirmed: the link and its books answer 410, in the package's language
    // (English by now), not the client's browser's (Spanish).
    await page.getByRole('link', { name: 'Revoke the link' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Revoke the link of “${title}”?` }),
    ).toBeVisible()
    await expectNoViolations(page)
    await page.getByRole('button', { name: 'Revoke the link' }).click()
    await expect(status).toHaveText('Package revoked.')
    await expect(
      page.getByText('This package was revoked: its link no longer opens it.'),
    ).toBeVisible()
    const revoked = await visit(clientPage, link)
    expect(revoked?.status()).toBe(410)
    await expect(clientPage.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      clientPage.getByRole('heading', { level: 1, name: 'This link is no longer active' }),
    ).toBeVisible()
    const book = await client.request.get(`${link}/${first.id}`)
    expect(book.status()).toBe(410)

    // Chromium reports the document's own 410 as a failed load: that is the answer asked for.
    expect(
      clientProblems.filter((problem) => !problem.includes('status of 410')),
      'the client’s browser console',
    ).toEqual([])
  } finally {
    await client.close()
  }
})
