import { expect, test } from 'vitest'
import { agency } from '~/config/agency'
import { privacyPolicy } from '~/config/privacy-policy'
import { type Locale, locales } from '~/i18n/locales'
import { pages } from '~/i18n/pages'
import {
  aboutSectionIds,
  type Block,
  blockText,
  type ContentPage,
  contentData,
  privacySectionIds,
} from './blocks'
import { aboutContent, aboutPages, privacyContent, privacyPages } from './content.server'

function blocksOf(page: ContentPage<string>): Block[] {
  return [...page.intro, ...Object.values(page.sections).flatMap((section) => section.blocks)]
}

function allText(page: ContentPage<string>): string[] {
  return [
    page.description,
    ...Object.values(page.sections).map((section) => section.title),
    ...blocksOf(page).flatMap(blockText),
  ]
}

const documents: Record<string, Record<Locale, ContentPage<string>>> = {
  about: aboutPages,
  privacy: privacyPages,
}

test.each(Object.entries(documents))(
  '%s has every section, each with a title and text, in every language',
  (_name, byLocale) => {
    for (const locale of locales) {
      const page = byLocale[locale]
      expect(page.description.length, locale).toBeGreaterThan(50)
      expect(page.description.length, locale).toBeLessThanOrEqual(160)
      expect(page.intro.length, locale).toBeGreaterThan(0)
      for (const [id, section] of Object.entries(page.sections)) {
        expect(section.title.trim(), `${locale} ${id}`).not.toBe('')
        expect(section.blocks.length, `${locale} ${id}`).toBeGreaterThan(0)
        for (const text of section.blocks.flatMap(blockText)) {
          expect(text.trim(), `${locale} ${id}`).not.toBe('')
        }
      }
    }
  },
)

test('the loaders hand on the sections in reading order, for one language only', () => {
  for (const locale of locales) {
    expect(aboutContent(locale).content.sections.map(({ id }) => id)).toEqual(aboutSectionIds)
    expect(privacyContent(locale).content.sections.map(({ id }) => id)).toEqual(privacySectionIds)
  }
  expect(contentData(aboutPages.pt, aboutSectionIds).sections[0]?.title).toBe('Quem somos')
})

test('the privacy policy names the controller, its address and e-mail, and its version', () => {
  for (const locale of locales) {
    const text = allText(privacyPages[locale]).join('\n')
    expect(text, locale).toContain(agency.legalName)
    expect(text, locale).toContain(agency.address.postalCode)
    expect(text, locale).toContain(agency.email)
    expect(text, locale).toContain(privacyPolicy.version)
    expect(text, locale).toContain('13.709/2018')
    expect(text, locale).toContain('ANPD')
  }
})

test('the privacy page shows the version and its date in the visitor’s language', () => {
  expect(privacyContent('en').policy).toEqual({
    version: privacyPolicy.version,
    effectiveDate: privacyPolicy.effectiveDate,
    formattedDate: '29 November 2026',
  })
  expect(privacyContent('es').policy.formattedDate).toBe('29 de noviembre de 2026')
  expect(privacyContent('pt').policy.formattedDate).toBe('29 de novembro de 2026')
})

test('every section of one language has the same number of blocks of the same kinds in the others', () => {
  for (const [name, byLocale] of Object.entries(documents)) {
    const shape = (locale: Locale) =>
      Object.entries(byLocale[locale].sections).map(([id, { blocks }]) => [
        id,
        blocks.map((block) => `${block.kind}:${'items' in block ? block.items.length : 1}`),
      ])
    expect(shape('es'), name).toEqual(shape('en'))
    expect(shape('pt'), name).toEqual(shape('en'))
  }
})

test('links inside the text lead to pages of the site or to https and mail addresses', () => {
  for (const byLocale of Object.values(documents)) {
    for (const locale of locales) {
      const page = byLocale[locale]
      for (const block of blocksOf(page)) {
        const inline =
          block.kind === 'paragraph'
            ? block.text
            : block.kind === 'list'
              ? block.items.flat()
              : block.kind === 'terms'
                ? block.items.flatMap((item) => item.text)
                : []
        for (const part of inline) {
          if (typeof part === 'string' || 'strong' in part) continue
          if ('page' in part) expect(Object.keys(pages)).toContain(part.page)
          else expect(part.href).toMatch(/^(https:\/\/|mailto:)/)
        }
      }
    }
  }
})

// Words of English that have no business in Spanish or Portuguese prose. Names, the
// trade's terms (Mainboard, book, comp card, casting) and the law's own words are fine.
const englishWords =
  /\b(the|and|with|your|you|we|our|which|this|that|from|models|privacy|page|policy|agency|who|what|how|when)\b/i

test.each(['es', 'pt'] as const)('%s content leaves no English behind', (locale) => {
  for (const byLocale of Object.values(documents)) {
    for (const text of allText(byLocale[locale])) {
      expect(text.match(englishWords)?.[0], text).toBeUndefined()
    }
    const english = new Set(allText(byLocale.en))
    const same = allText(byLocale[locale]).filter(
      (text) =>
        english.has(text) && !['Image', 'Mainboard', 'Development', 'Direct'].includes(text),
    )
    expect(same).toEqual([])
  }
})
