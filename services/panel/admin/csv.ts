/**
 * CSV as spreadsheets open it. RFC 4180: fields separated by commas, records by CRLF, a field
 * holding a comma, a quote or a line break quoted, its quotes doubled. Two additions for the
 * agency's spreadsheets: a UTF-8 byte order mark, without which Excel reads the file as Latin-1
 * and shows "SÃ£o Paulo"; and a guard against formula injection, since a visitor types what
 * goes in the cells.
 */

export type CsvValue = string | number | boolean | null | undefined

const byteOrderMark = '\uFEFF'

/**
 * A cell a spreadsheet would run as a formula starts with = + - or @ (or a tab or carriage
 * return before one): such text is prefixed with a quote, which shows it as text. Numbers are
 * never text a visitor typed, so `-3` stays a number.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',')
}

/** The whole file: the mark, the header, then a record per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return byteOrderMark + [header, ...rows].map((row) => `${csvRecord(row)}\r\n`).join('')
}
