import { expectNoViolations } from './axe'
import { expect, signIn, test } from './back-office-site'

/**
 * axe on every back-office page a person reaches, in both languages, on a phone and a desktop.
 * The journeys check the pages they pass through as well, in the states they leave them in (a
 * form with errors, a list with rows); this covers each page as a fresh site has it.
 */

const signedOutPages = ['/sign-in', '/set-password?token=expired']
const signedInPages = [
  '/inbox',
  '/news',
  '/news/new',
  '/slides',
  '/links',
  '/audit',
  '/account',
  '/nowhere',
]

for (const lang of ['pt', 'en'] as const) {
  for (const path of [...signedOutPages, ...signedInPages]) {
    test(`${path} passes axe (${lang})`, async ({ page, backOfficeSite: site }) => {
      if (signedInPages.includes(path)) await signIn(page, site)
      await page.goto(`${site.backOffice}/sign-in?panel-lang=${lang}`)
      await page.goto(site.backOffice + path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? 'pt-BR' : 'en-GB')
      await expectNoViolations(page)
    })
  }
}
