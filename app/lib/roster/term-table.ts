import type { Locale } from '~/i18n/locales'

/** A word as the booking software records it (Portuguese), with its English and Spanish. */
export type TermRow = { pt: string; en: string; es: string }

// Typed by hand: "AMBAR", "Âmbar " and "castanho  claro" are the same word.
function termKey(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * A translator for a table of Portuguese words: a known word in the visitor's language, an
 * unknown one as it was written (trimmed).
 */
export function termTranslator(table: readonly TermRow[]) {
  const rows = new Map(table.map((row) => [termKey(row.pt), row]))
  return (value: string, locale: Locale): string => {
    const trimmed = value.trim()
    return rows.get(termKey(trimmed))?.[locale] ?? trimmed
  }
}
