/**
 * CSV as spreadsheets open it. RFC 4180: fields separated by commas, records by CRLF, quotes
 * doubled. Two additions for the agency's spreadsheets: a UTF-8 byte order mark, without which
 * Excel reads the file as Latin-1 and shows "SÃ£o Paulo"; and a guard against formula injection,
 * since a visitor types what goes in the cells.
 */

export type CsvValue = string | number | boolean | null | undefined

const byteOrderMark = '\uFEFF'

/**
 * Where a spreadsheet could start a formula in a visitor's text: = + - or @ at the text's start,
 * or after a separator it may split on (a comma; the semicolon of a Brazilian or European Excel;
 * a tab; a line break), past any spaces and quotes. A tab or carriage return before one, which
 * some programs strip, is such a separator too, so the guard goes after it.
 */
const formulaStart = /(?<=(?:^|[,;\t\r\n])[ "]*)(?=[=+\-@])/g

/**
 * Every cell quoted, so no separator inside it splits it where the file is read as RFC 4180 asks;
 * and every place a spreadsheet splitting it otherwise could start a formula prefixed with a
 * quote, which shows what follows as text. Numbers are never text a visitor typed, so `-3` stays
 * a number.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""'
  let text = String(value)
  if (typeof value === 'string') text = text.replace(formulaStart, "'")
  return `"${text.replaceAll('"', '""')}"`
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',')
}

/** The whole file: the mark, the header, then a record per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return byteOrderMark + [header, ...rows].map((row) => `${csvRecord(row)}\r\n`).join('')
}
