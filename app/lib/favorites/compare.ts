import type { Locale } from '~/i18n/locales'
import { localizedPath } from '~/i18n/pages'
import { parseIds } from './favorites'
import type { LabelledMeasure } from '../measures/measures'

/**
 * Compare: two to four favorites side by side, named by the address
 * (`/favorites/compare?ids=4001,4017`). Fewer is no comparison; more no longer fits a
 * phone's width or a sheet of A4 with the photos legible.
 */
export const minCompared = 2
export const maxCompared = 4

/** What a column of the table shows of one talent: made on the server from the roster. */
export type ComparedTalent = {
  id: number
  name: string
  /** The profile, in the page's language. */
  href: string
  cover: string | null
  age: number | null
  /** The measures (and age) as the profile shows them, in the visitor's units (decision 019). */
  measures: LabelledMeasure[]
}

/**
 * The ids a compare address names: a link writes them comma-separated (`?ids=1,2`), the
 * choosing form as plain checkboxes (`?ids=1&ids=2`, which works without JavaScript); both
 * read the same. Whatever is not an id is left out quietly, as on a shared selection.
 */
export function compareIds(search: URLSearchParams): number[] {
  return parseIds(search.getAll('ids').join(','))
}

/** Why a number of chosen models cannot be compared, or null when it can. */
export function selectionProblem(count: number): 'too-few' | 'too-many' | null {
  if (count < minCompared) return 'too-few'
  if (count > maxCompared) return 'too-many'
  return null
}

/** The compare page of these models in a language. */
export function comparePath(locale: Locale, ids: readonly number[]): string {
  return `${localizedPath('compare', locale)}?ids=${ids.join(',')}`
}

/** Rows in the order agencies list measures; a key not listed here goes after them. */
const rowOrder: readonly string[] = [
  'age',
  'height',
  'bust',
  'chest',
  'waist',
  'hips',
  'shoes',
  'hair',
  'eyes',
]

export type ComparisonRow = {
  key: LabelledMeasure['key']
  label: string
  /** One per column, in the columns' order; null where that talent has no such measure. */
  values: (string | null)[]
}

/**
 * The table's rows from each column's measures: one row per measure any of them has (a
 * woman's bust and a man's chest each get theirs), empty where a talent has none.
 */
export function comparisonRows(columns: readonly (readonly LabelledMeasure[])[]): ComparisonRow[] {
  const rows = new Map<LabelledMeasure['key'], ComparisonRow>()
  columns.forEach((measures, column) => {
    for (const { key, label, value } of measures) {
      let row = rows.get(key)
      if (!row) {
        row = { key, label, values: columns.map(() => null) }
        rows.set(key, row)
      }
      row.values[column] = value
    }
  })
  const rank = (key: string) => {
    const index = rowOrder.indexOf(key)
    return index === -1 ? rowOrder.length : index
  }
  return [...rows.values()].sort((a, b) => rank(a.key) - rank(b.key))
}
