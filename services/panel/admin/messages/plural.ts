import { numberFormat, pluralRules } from '../../../../contracts/intl'
import { type AdminLanguage, adminLocales } from './languages'

/**
 * A phrase for a count, in the form the language's plural rules (`Intl.PluralRules`) ask for,
 * with `{count}` written as the language writes numbers: the back office's one way to say how
 * many. `none`, when given, is said for zero ("Nenhuma modelo encontrada." rather than a count).
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & {
  other: string
  none?: string
}

export function plural(lang: AdminLanguage, count: number, forms: PluralForms): string {
  const form =
    count === 0 && forms.none !== undefined
      ? forms.none
      : (forms[pluralRules(adminLocales[lang]).select(count)] ?? forms.other)
  return form.replaceAll('{count}', numberFormat(adminLocales[lang]).format(count))
}

/** A count alone, as the language writes numbers ("1.234" in Portuguese). */
export function count(lang: AdminLanguage, value: number): string {
  return numberFormat(adminLocales[lang]).format(value)
}
