import type { en, Resources } from './en'

/** Every string of the dictionaries, by its dotted path: `'nav.home'`, `'forms.errors.required'`. */
export type TranslationKey = Leaves<typeof en>

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** What fills a string's `{{placeholders}}`. */
export type TranslationValues = Readonly<Record<string, string | number | null | undefined>>

/** The string at `key` in the active language, its placeholders filled from `values`. */
export type Translate = (key: TranslationKey, values?: TranslationValues) => string

export type Translator = {
  t: Translate
  /** Whether `key` names a string of the dictionary: form errors arrive as keys from outside. */
  has: (key: string) => key is TranslationKey
}

const placeholder = /\{\{(.+?)\}\}/g

/**
 * Fills `{{name}}` placeholders, as the dictionaries write them. A value given as `null` or
 * `undefined` reads as nothing; a placeholder without a value stays as written, so a missing
 * value shows instead of vanishing. Values are inserted as they are, never read again for
 * placeholders, and never escaped: React escapes text when it renders it.
 */
export function interpolate(template: string, values: TranslationValues = {}): string {
  return template.replace(placeholder, (whole, name: string) => {
    const key = name.trim()
    if (!Object.hasOwn(values, key)) return whole
    const value = values[key]
    return value === null || value === undefined ? '' : String(value)
  })
}

function lookup(resources: Resources, key: string): string | undefined {
  let node: unknown = resources
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined
    node = Reflect.get(node, part)
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * A translator over one language's dictionary. A key the dictionary lacks reads as the key
 * itself: visible in the page, where a blank would go unnoticed.
 */
export function createTranslator(resources: Resources): Translator {
  return {
    t: (key, values) => interpolate(lookup(resources, key) ?? key, values),
    has: (key): key is TranslationKey => lookup(resources, key) !== undefined,
  }
}

export type MarkupPart = { text: string } | { tag: string; text: string }

const tagged = /<(\w+)>([\s\S]*?)<\/\1>/g

/**
 * A translated string with markup (`Booking software by <provider>{{provider}}</provider>`)
 * cut into its plain and tagged parts, each with its placeholders filled, for `<Trans>` to
 * put the tags' elements around their words. Tags do not nest in the dictionaries.
 */
export function markupParts(template: string, values?: TranslationValues): MarkupPart[] {
  const parts: MarkupPart[] = []
  const plain = (from: number, to: number) => {
    if (to > from) parts.push({ text: interpolate(template.slice(from, to), values) })
  }
  let last = 0
  for (const match of template.matchAll(tagged)) {
    plain(last, match.index)
    parts.push({ tag: match[1] ?? '', text: interpolate(match[2] ?? '', values) })
    last = match.index + match[0].length
  }
  plain(last, template.length)
  return parts
}
