import { cloneElement, createContext, type ReactElement, type ReactNode, use, useMemo } from 'react'
import type { Resources } from './en'
import { defaultLocale, type Locale } from './locales'
import {
  createTranslator,
  markupParts,
  type TranslationKey,
  type TranslationValues,
  type Translator,
} from './translator'

export type Translation = Translator & { locale: Locale }

// Outside the root's provider (only when the root's loader itself failed) a key reads as itself.
const TranslationContext = createContext<Translation>({
  locale: defaultLocale,
  t: (key) => key,
  has: (_key): _key is TranslationKey => false,
})

type TranslationProviderProps = { locale: Locale; resources: Resources; children: ReactNode }

/**
 * The active language's dictionary for the page, from the root loader's data on the server
 * and in the browser alike: only that language's strings travel, as data, and both renders
 * read the same ones.
 */
export function TranslationProvider({ locale, resources, children }: TranslationProviderProps) {
  const value = useMemo(() => ({ locale, ...createTranslator(resources) }), [locale, resources])
  return <TranslationContext value={value}>{children}</TranslationContext>
}

/** `t(key, values)` in the page's language, the language itself, and `has(key)`. */
export function useTranslation(): Translation {
  return use(TranslationContext)
}

type TransProps = {
  i18nKey: TranslationKey
  values?: TranslationValues
  /** An element for each tag of the string, given the tag's words as its children. */
  components: Readonly<Record<string, ReactElement>>
}

/**
 * A translated string with elements inside: `<Trans i18nKey="footer.credit" components={{
 * provider: <a href={url} /> }} />` renders "Booking software by <a>name</a>". A tag without
 * an element shows its words alone.
 */
export function Trans({ i18nKey, values, components }: TransProps) {
  const { t } = useTranslation()
  // Without values `t` keeps the placeholders, which are filled part by part: a value that
  // spells a tag stays text.
  const parts = markupParts(t(i18nKey), values).map((part, index) => {
    const element = 'tag' in part ? components[part.tag] : undefined
    return element ? cloneElement(element, { key: index }, part.text) : part.text
  })
  return <>{parts}</>
}
