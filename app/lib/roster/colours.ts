import type { Locale } from '~/i18n/locales'
import { colourTable as colours } from '../../../contracts/colours'
import { asciiSlug } from '../../../contracts/slug'
import { type TermRow, termTranslator } from './term-table'

/** The colour table of the booking software's words (`contracts/colours.ts`). */
export const colourTable: readonly TermRow[] = colours

const translate = termTranslator(colourTable)

/** A colour in the visitor's language; a colour not in the table is shown as the panel gave it. */
export function translateColour(value: string | null | undefined, locale: Locale): string | null {
  return value?.trim() ? translate(value, locale) : null
}

/**
 * A colour as a board filter writes it in the address, the same in every language: the English
 * word as a slug (`castanho claro`, `Castanho Claro` → `light-brown`); a colour not in the table
 * is its own words as a slug. Empty when there is no colour.
 */
export function colourSlug(value: string | null | undefined): string {
  return asciiSlug(translateColour(value, 'en') ?? '')
}

/** A colour's slug in the visitor's language; null when the table does not know it. */
export function colourOfSlug(slug: string, locale: Locale): string | null {
  return colourTable.find((row) => asciiSlug(row.en) === slug)?.[locale] ?? null
}
