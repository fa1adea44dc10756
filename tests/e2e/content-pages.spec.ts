import { aboutSectionIds, privacySectionIds } from '../../app/content/blocks'
import { aboutPages, privacyPages } from '../../app/content/content.server'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { locales } from '../../app/i18n/locales'
import { pages } from '../../app/i18n/pages'
import { pt } from '../../app/i18n/pt'
import { expectNoViolations } from './axe'
import { expect, test, visit } from './fixtures'

const dictionaries = { en, es, pt }
const policyDates = {
  en: 'in force since 29 November 2026',
  es: 'vigente desde el 29 de noviembre de 2026',
  pt: 'em vigor desde 29 de novembro de 2026',
}

for (const locale of locales) {
  test(`the about page tells who the agency is and leads on, in ${locale}${locale === 'en' ? ' @remote' : ''}`, async ({
    page,
  }) => {
    await visit(page, pages.about[locale][0])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      dictionaries[locale].pages.about.title,
    )
    const sections = aboutPages[locale].sections
    await expect(page.locator('main h2')).toHaveText(
      aboutSectionIds.map((id) => sections[id].title),
    )
    await expectNoViolations(page)

    const workWithUs = page.getByRole('region', { name: sections['work-with-us'].title })
    await workWithUs.getByRole('link').nth(1).click()
    await expect(page).toHaveURL(new RegExp(`${pages.beAModel[locale][0]}$`))
  })

  test(`the privacy policy opens with its version and its contents lead to each section, in ${locale}`, async ({
    page,
  }) => {
    await visit(page, pages.privacy[locale][0])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      dictionaries[locale].pages.privacy.title,
    )
    await expect(page.locator('main')).toContainText(policyDates[locale])
    const sections = privacyPages[locale].sections
    const contents = page.getByRole('navigation', {
      name: dictionaries[locale].content.contents,
    })
    await expect(contents.getByRole('link')).toHaveText(
      privacySectionIds.map((id) => sections[id].title),
    )
    await expectNoViolations(page)

    await contents.getByRole('link', { name: sections.rights.title }).click()
    const rights = page.getByRole('heading', { level: 2, name: sections.rights.title })
    await expect(rights).toBeFocused()
    await expect(rights).toBeInViewport()
    await expect(page).toHaveURL(/#rights$/)

    // From the keyboard too.
    await contents.getByRole('link', { name: sections.minors.title }).focus()
    await page.keyboard.press('Enter')
    const minors = page.getByRole('heading', { level: 2, name: sections.minors.title })
    await expect(minors).toBeFocused()
    await expect(minors).toBeInViewport()
  })
}

test('a link to a section opens the policy at that section', async ({ page }) => {
  await visit(page, `${pages.privacy.pt[0]}#rights`)
  await expect(
    page.getByRole('heading', { level: 2, name: privacyPages.pt.sections.rights.title }),
  ).toBeInViewport()
})
