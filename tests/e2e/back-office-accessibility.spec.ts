import { expectNoViolations } from './axe'
import { expect, signIn, test } from './back-office-site'

/**
 * axe on every back-office page a person reaches, on a phone (in Portuguese, the panel's
 * default) and on a desktop (in English). The journeys check the pages they pass through as
 * well, in the states they leave them in (a form with errors, a list with rows); this covers
 * each page as a fresh site has it.
 */

const signedOutPages = ['/sign-in', '/set-password?token=expired']
const signedInPages = [
  '/inbox',
  '/models',
  '/models/new',
  '/news',
  '/news/new',
  '/slides',
  '/links',
  '/audit',
  '/account',
  '/nowhere',
]

for (const path of [...signedOutPages, ...signedInPages]) {
  test(`${path} passes axe`, async ({ page, backOfficeSite: site }, testInfo) => {
    const lang = testInfo.project.name === 'phone' ? 'pt' : 'en'
    if (signedInPages.includes(path)) await signIn(page, site)
    await page.goto(`${site.backOffice}/sign-in?panel-lang=${lang}`)
    await page.goto(site.backOffice + path)
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? 'pt-BR' : 'en-GB')
    await expectNoViolations(page)
  })
}
