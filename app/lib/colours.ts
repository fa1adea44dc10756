import type { Locale } from '~/i18n/locales'
import { asciiSlug } from '../../contracts/slug'
import { type TermRow, termTranslator } from './term-table'

/**
 * Hair and eye colours as the panel writes them (Portuguese), with their English and Spanish
 * words. Each Portuguese form has its own row so that Portuguese pages keep the form given
 * (a "loira" stays "loira").
 */
export const colourTable: readonly TermRow[] = [
  { pt: 'castanho', en: 'brown', es: 'castaño' },
  { pt: 'castanho claro', en: 'light brown', es: 'castaño claro' },
  { pt: 'castanho escuro', en: 'dark brown', es: 'castaño oscuro' },
  { pt: 'loiro', en: 'blonde', es: 'rubio' },
  { pt: 'loira', en: 'blonde', es: 'rubio' },
  { pt: 'loiro claro', en: 'light blonde', es: 'rubio claro' },
  { pt: 'loira clara', en: 'light blonde', es: 'rubio claro' },
  { pt: 'loiro escuro', en: 'dark blonde', es: 'rubio oscuro' },
  { pt: 'loira escura', en: 'dark blonde', es: 'rubio oscuro' },
  { pt: 'loiro acinzentado', en: 'ash blonde', es: 'rubio ceniza' },
  { pt: 'loira acinzentada', en: 'ash blonde', es: 'rubio ceniza' },
  { pt: 'preto', en: 'black', es: 'negro' },
  { pt: 'grisalho', en: 'gray', es: 'gris' },
  { pt: 'cinza', en: 'gray', es: 'gris' },
  { pt: 'ruivo', en: 'red', es: 'pelirrojo' },
  { pt: 'ruiva', en: 'red', es: 'pelirrojo' },
  { pt: 'vermelho', en: 'red', es: 'pelirrojo' },
  { pt: 'azul', en: 'blue', es: 'azul' },
  { pt: 'verde', en: 'green', es: 'verde' },
  { pt: 'âmbar', en: 'amber', es: 'ámbar' },
  { pt: 'mel', en: 'honey', es: 'miel' },
  { pt: 'verde oliva', en: 'olive green', es: 'verde oliva' },
  { pt: 'careca', en: 'bald', es: 'calvo' },
]

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
