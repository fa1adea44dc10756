import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, visit, visitSettled } from './fixtures'
import { test } from './package-site'

// The client's page of a package (decision 028), as a casting director opens the link: in the
// package's language, the models in order, each book, and the answer, on a phone and a desktop.

test('the client looks through the package and a book, in the package’s language', async ({
  page,
  packageSite: { site, open, models },
}) => {
  // Two pages judged by axe, one of them a book of photos.
  test.slow()
  await visit(page, `${site.url}/packages/${open}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.getByRole('heading', { level: 1, name: 'Campanha de verão' })).toBeVisible()
  await expect(page.getByText('Uma seleção da Passarela')).toBeVisible()
  const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem')
  await expect(cards).toHaveCount(models.length + 1)
  for (const [index, model] of models.entries()) {
    await expect(cards.nth(index)).toContainText(model.name)
  }
  await expect(cards.last()).toContainText('Não está mais disponível')
  await expect(page.locator('[data-measure="height"]').first()).toBeVisible()
  await expectNoViolations(page)

  const first = models[0]!
  await page.getByRole('link', { name: first.name }).click()
  await expect(page).toHaveURL(`${site.url}/packages/${open}/${first.id}`)
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Polaroids' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Vídeos' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Portfólio' })).toHaveCount(0)
  await expectNoViolations(page)

  await page.getByRole('link', { name: 'Voltar para a seleção' }).first().click()
  await expect(page).toHaveURL(`${site.url}/packages/${open}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Campanha de verão' })).toBeVisible()
})

test('a book’s photo opens full screen, in the package’s language, and Escape closes it', async ({
  page,
  packageSite: { site, open, models },
}) => {
  const first = models[0]!
  await visit(page, `${site.url}/packages/${open}/${first.id}`)
  const opener = page
    .locator('[data-book-section="polaroids"]')
    .getByRole('link', { name: 'Foto 1 em tela cheia' })
  await opener.click()
  const viewer = page.getByRole('dialog', { name: `Polaroids de ${first.name}, em tela cheia` })
  await expect(viewer).toBeVisible()
  await expect(viewer.locator('[data-viewer-position]')).toHaveText(/^Foto 1 de \d+, Polaroids$/)
  await expect(page).toHaveURL(`${site.url}/packages/${open}/${first.id}?section=polaroids&photo=1`)
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(page).toHaveURL(`${site.url}/packages/${open}/${first.id}`)
  await expect(opener).toBeFocused()
})

test('an answer with nothing picked is refused and announced; one picked is sent and thanked', async ({
  page,
  packageSite: { site, open, models },
}) => {
  test.slow()
  await visit(page, `${site.url}/packages/${open}`)
  const first = models[0]!
  await page.getByRole('textbox', { name: 'Seu nome' }).fill('Marta Casting')
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Responda Sim, Talvez ou Não para pelo menos um modelo.',
  )
  await expect(
    page
      .getByRole('group', { name: `Sua resposta sobre ${first.name}` })
      .getByRole('radio')
      .first(),
  ).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Seu nome' })).toHaveValue('Marta Casting')
  await expectNoViolations(page)

  // The keyboard alone: the choice, the comment, the send.
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Talvez' }).first()).toBeChecked()
  await page.getByRole('textbox', { name: `Comentário sobre ${first.name}` }).fill('Para o filme.')
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page).toHaveURL(`${site.url}/packages/${open}?answered`)
  await expect(page.getByRole('heading', { name: 'Obrigado' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enviar' })).toHaveCount(0)
  await expectNoViolations(page)
})

// Back on the package from a book, the answer's send is a post to the page it is on: the loading
// overlay covers changes of page only, and the send's outcome shows as soon as it is answered.
const waysBack = {
  'its own link': (page: Page) =>
    page.getByRole('link', { name: 'Voltar para a seleção' }).first().click(),
  'the browser’s Back': (page: Page) => page.goBack(),
}

type Noted = Window & { outcomeShownAt?: number; sentAt?: number }

/**
 * Notes, in the page's clock, the first moment the outcome shows with no overlay over it; read
 * with the moment the post's answer came by `outcomeDelay`. Measured in the page: the test's
 * own polling can lag by a second on a busy machine.
 */
function noteWhenOutcomeShows(page: Page, outcome: { selector: string; text: string }) {
  return page.evaluate(({ selector, text }) => {
    // The router's requests from now on are the send's.
    performance.clearResourceTimings()
    ;(window as Noted).sentAt = performance.now()
    new MutationObserver((_, observer) => {
      const shown = document.querySelector(selector)?.textContent?.includes(text)
      if (!shown || document.querySelector('[data-testid="loading-overlay"]')) return
      ;(window as Noted).outcomeShownAt = performance.now()
      observer.disconnect()
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, outcome)
}

/**
 * How long after the server's answer came its outcome showed, uncovered, in milliseconds: the
 * answer is the post's, or for a sent one the thanks' page it was redirected to. A refusal the
 * form's own code makes, with no request, counts from the send.
 */
function outcomeDelay(page: Page) {
  return page.evaluate(() => {
    const { outcomeShownAt: shownAt, sentAt = 0 } = window as Noted
    if (shownAt === undefined) return null
    const answers = performance
      .getEntriesByType('resource')
      .filter(
        (entry): entry is PerformanceResourceTiming =>
          entry instanceof PerformanceResourceTiming &&
          new URL(entry.name).pathname.endsWith('.data') &&
          entry.responseEnd <= shownAt,
      )
    const answeredAt = Math.max(sentAt, ...answers.map((entry) => entry.responseEnd))
    return shownAt - answeredAt
  })
}

for (const [way, goBack] of Object.entries(waysBack)) {
  for (const picked of [false, true]) {
    test(`back from a book by ${way}, a send ${picked ? 'with a pick is thanked' : 'with nothing picked is refused, and the client can pick'} within a second`, async ({
      page,
      packageSite: { site, open, models },
    }) => {
      const first = models[0]!
      // Settled: the links then go from page to page within the script, as a client's do.
      await visitSettled(page, `${site.url}/packages/${open}`)
      await page.getByRole('link', { name: first.name, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
      await goBack(page)
      await expect(page).toHaveURL(`${site.url}/packages/${open}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Campanha de verão' })).toBeVisible()
      const choices = page.getByRole('group', { name: `Sua resposta sobre ${first.name}` })
      if (picked) await choices.getByRole('radio', { name: 'Sim' }).check()

      const outcome = picked
        ? { selector: '[data-package-answered]', text: 'Obrigado' }
        : {
            selector: '[data-form-error]',
            text: 'Responda Sim, Talvez ou Não para pelo menos um modelo.',
          }
      await noteWhenOutcomeShows(page, outcome)
      await page.getByRole('button', { name: 'Enviar' }).click()
      if (picked) await expect(page.getByRole('heading', { name: 'Obrigado' })).toBeVisible()
      else await expect(page.getByRole('alert')).toContainText(outcome.text)
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0)
      expect(await outcomeDelay(page)).toBeLessThan(1000)
      if (!picked) {
        // A covered page would take the click on its overlay.
        await choices.getByRole('radio', { name: 'Talvez' }).check()
        await expect(choices.getByRole('radio', { name: 'Talvez' })).toBeChecked()
      }
    })
  }
}

test('a look at a model’s link, or at the way back, is not an opening: nothing is prefetched', async ({
  page,
  packageSite: { site, open, models },
}) => {
  // Each load of these pages is counted as the link's or a book's opening (decision 028), and
  // the site's links otherwise fetch the next page's data on a hover, a focus or a touch.
  // Settled first: the links prefetch only once the page's script runs.
  const first = models[0]!
  const prefetched = page.locator(`link[href*="${open}"]`)
  await visitSettled(page, `${site.url}/packages/${open}`)
  const book = page.getByRole('link', { name: first.name, exact: true })
  await book.hover()
  await book.focus()
  await page.waitForTimeout(300)
  await expect(prefetched).toHaveCount(0)

  await visitSettled(page, `${site.url}/packages/${open}/${first.id}`)
  const back = page.getByRole('link', { name: 'Voltar para a seleção' }).first()
  await back.hover()
  await back.focus()
  await page.waitForTimeout(300)
  await expect(prefetched).toHaveCount(0)
})

test.describe('without JavaScript', { tag: '@desktop-only' }, () => {
  test.use({ javaScriptEnabled: false })

  test('the answer is a plain post, refused with everything kept, then sent', async ({
    page,
    packageSite: { site, open, models },
  }) => {
    await visit(page, `${site.url}/packages/${open}`)
    const first = models[0]!
    await page.getByRole('textbox', { name: `Comentário sobre ${first.name}` }).fill('Só em março.')
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByRole('alert')).toContainText('Alguns campos precisam da sua atenção.')
    await expect(
      page.getByText(
        'Escolha Sim, Talvez ou Não para este modelo, para que seu comentário siga com a resposta.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: `Comentário sobre ${first.name}` })).toHaveValue(
      'Só em março.',
    )
    await page
      .getByRole('group', { name: `Sua resposta sobre ${first.name}` })
      .getByRole('radio', { name: 'Sim' })
      .check()
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page).toHaveURL(`${site.url}/packages/${open}?answered`)
    await expect(page.getByRole('heading', { name: 'Obrigado' })).toBeVisible()
  })
})

test.describe('a browser in Spanish', { tag: '@desktop-only' }, () => {
  test.use({ locale: 'es-ES' })

  test('a withdrawn link says so in the package’s language, with the agency’s contact', async ({
    page,
    packageSite: { site, revoked },
    consoleProblems,
  }) => {
    const response = await visit(page, `${site.url}/packages/${revoked}`)
    expect(response?.status()).toBe(410)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Este link não está mais ativo' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expectNoViolations(page)
    // Chromium reports the document's own 410 as a failed load: that is the answer asked for.
    const kept = consoleProblems.filter((problem) => !problem.includes('status of 410'))
    consoleProblems.splice(0, consoleProblems.length, ...kept)
  })
})
