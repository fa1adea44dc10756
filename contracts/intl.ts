/**
 * Intl's formatters, each made once for a locale and its options, then kept: each one made loads
 * ICU's data into native memory, and the inbox grew by 170 MB making them (decision 024).
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>()

function kept<Format extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>(
  kind: string,
  locale: string,
  options: object,
  make: () => Format,
): Format {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`
  let format = made.get(key)
  if (!format) made.set(key, (format = make()))
  return format as Format
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options))
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return kept('number', locale, options, () => new Intl.NumberFormat(locale, options))
}

export function collator(locale: string, options: Intl.CollatorOptions = {}) {
  return kept('collator', locale, options, () => new Intl.Collator(locale, options))
}

/** Which plural form a count takes in a language (`one`, `other`…), made once per locale. */
export function pluralRules(locale: string): Intl.PluralRules {
  const key = `plural ${locale}`
  let rules = madeRules.get(key)
  if (!rules) madeRules.set(key, (rules = new Intl.PluralRules(locale)))
  return rules
}

const madeRules = new Map<string, Intl.PluralRules>()
