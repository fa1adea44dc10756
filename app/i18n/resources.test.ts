import { expect, test } from 'vitest'
import { en } from './en'
import { es } from './es'
import { pt } from './pt'

function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text)
  }
  return found
}

const english = leaves(en)
const translations = { es: leaves(es), pt: leaves(pt) }

test.each(Object.entries(translations))(
  '%s has exactly the keys English has',
  (_locale, strings) => {
    expect([...strings.keys()].filter((key) => !english.has(key))).toEqual([])
    expect([...english.keys()].filter((key) => !strings.has(key))).toEqual([])
  },
)

test.each(Object.entries(translations))(
  '%s keeps every placeholder and tag of the English string',
  (_locale, strings) => {
    const tokens = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\w+>/g)].map(String).sort()
    for (const [key, text] of english) {
      expect(tokens(strings.get(key) ?? ''), key).toEqual(tokens(text))
    }
  },
)

// Words that read the same in every language: names, brands and the trade's own terms.
const sameInEveryLanguage = new Set([
  'nav.languageNames.en',
  'nav.languageNames.es',
  'nav.languageNames.pt',
  'divisions.image',
  'divisions.mainboard',
  'divisions.development',
  'divisions.direct',
  'footer.instagram',
  'footer.models',
  'footer.whatsapp',
  'footer.email',
  'forms.fields.email',
  'scouting.email',
  'scouting.instagram',
  'errors.statusLabel',
  'profile.polaroids',
  'profile.composite',
  'profile.compCard',
  'profile.slide',
  'slides.slide',
  'measures.centimetres',
  'measures.shoeSize',
  // A client's answer to a package: Spanish says No as English does.
  'packages.answer.no',
  // Unit symbols and the shoe scales' names as size charts print them.
  'units.cm',
  'units.eu',
  'units.us',
  'units.uk',
])

test.each(Object.entries(translations))('%s leaves no English behind', (_locale, strings) => {
  const untranslated = [...english].filter(
    ([key, text]) => !sameInEveryLanguage.has(key) && strings.get(key) === text,
  )
  expect(untranslated.map(([key]) => key)).toEqual([])
})

test('no string is empty', () => {
  for (const strings of [english, translations.es, translations.pt]) {
    for (const [key, text] of strings) expect(text.trim(), key).not.toBe('')
  }
})
