import { expectNoViolations } from './axe'
import { expect, signIn, test } from './back-office-site'

/**
 * axe on every back-office page a person reaches, in Portuguese (the panel's default), on the
 * desktop project alone: the back office is drawn by the server, the same at any width
 * (playwright.config.ts). In English, the sign-in and the richest page (a model's record with
 * her photos): the other pages are the same markup with the other words, which `satisfies` holds
 * complete in every language (services/panel/admin/messages/). The journeys check the pages they
 * pass through as well, in the states they leave them in (a form with errors, a list with rows);
 * this covers each page as a fresh site has it.
 */

const languages = ['pt', 'en'] as const

const signedOutPages = ['/sign-in', '/set-password?token=expired']
const signedInPages = [
  '/inbox',
  '/models',
  '/models/new',
  '/models/import',
  '/news',
  '/news/new',
  '/slides',
  '/links',
  '/audit',
  '/backups',
  '/account',
  '/nowhere',
]

for (const lang of languages) {
  const paths = lang === 'pt' ? [...signedOutPages, ...signedInPages] : ['/sign-in']
  for (const path of paths) {
    test(`${path} passes axe (${lang})`, async ({ page, backOfficeSite: site }) => {
      if (signedInPages.includes(path)) await signIn(page, site)
      await page.goto(`${site.backOffice}/sign-in?panel-lang=${lang}`)
      await page.goto(site.backOffice + path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? 'pt-BR' : 'en-GB')
      await expectNoViolations(page)
    })
  }

  test(`a model’s record with her photos, and a photo’s deletion page, pass axe (${lang})`, async ({
    page,
    backOfficeSite: site,
  }) => {
    await signIn(page, site)
    await page.goto(`${site.backOffice}/sign-in?panel-lang=${lang}`)
    // The demo roster's first model has a portfolio and polaroids.
    await page.goto(`${site.backOffice}/models`)
    const first = page.locator('tbody th[scope="row"] a').first()
    const record = await first.getAttribute('href')
    await page.goto(site.url + record)
    const photos = page.getByRole('region', {
      name: lang === 'pt' ? 'Portfólio' : 'Portfolio',
      exact: true,
    })
    await expect(photos.getByRole('listitem').first()).toBeVisible()
    await page.waitForLoadState('load')
    await expectNoViolations(page)
    const remove = await photos
      .getByRole('link', { name: /^(Apagar|Delete) / })
      .first()
      .getAttribute('href')
    await page.goto(site.url + remove)
    await expect(
      page.getByRole('button', { name: /^(Apagar de vez|Delete for good)$/ }),
    ).toBeVisible()
    await expectNoViolations(page)
  })
}
