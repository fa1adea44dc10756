import { expect, test } from 'vitest'
import { csvCell, toCsv } from './csv'

test('the file starts with the UTF-8 byte order mark and ends each record with CRLF', () => {
  const csv = toCsv(['id', 'name'], [[1, 'Ana']])
  expect(csv).toBe('\uFEFF"id","name"\r\n"1","Ana"\r\n')
  expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
})

test('every cell is quoted, its quotes doubled, commas and line breaks inside (RFC 4180)', () => {
  expect(csvCell('plain')).toBe('"plain"')
  expect(csvCell('Souza, Ana')).toBe('"Souza, Ana"')
  expect(csvCell('the "best" face')).toBe('"the ""best"" face"')
  expect(csvCell('two\nlines')).toBe('"two\nlines"')
  expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
  expect(toCsv(['a', 'b'], [['x,y', 'z']])).toBe('\uFEFF"a","b"\r\n"x,y","z"\r\n')
})

test('accents and other letters are kept as they are', () => {
  expect(csvCell('São Paulo, Brasília — Lucía, Ünal')).toBe('"São Paulo, Brasília — Lucía, Ünal"')
  expect(toCsv(['city'], [['Brasília']])).toBe('\uFEFF"city"\r\n"Brasília"\r\n')
})

test.each([
  ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
  ['+55 61 99999-0000', `"'+55 61 99999-0000"`],
  ['-2+3', `"'-2+3"`],
  ['@cmd', `"'@cmd"`],
  ['\t=1', `"\t'=1"`],
  ['\r=1', `"\r'=1"`],
  [' \t =1', `" \t '=1"`],
])('text a spreadsheet would run as a formula is shown as text: %j', (value, cell) => {
  expect(csvCell(value)).toBe(cell)
})

test.each([
  // A spreadsheet in Portuguese splits on semicolons: the middle would be a formula.
  ["oi;=cmd|' /C calc'!A0;fim", `"oi;'=cmd|' /C calc'!A0;fim"`],
  ['Souza,=1+1', `"Souza,'=1+1"`],
  ['a\t@SUM(1)', `"a\t'@SUM(1)"`],
  ['first line\n+1', `"first line\n'+1"`],
  ['first line\r\n-1', `"first line\r\n'-1"`],
  // Spaces and quotes a reader may skip before the field's text.
  ['oi;  =1', `"oi;  '=1"`],
  ['oi;"=1"', `"oi;""'=1"""`],
  ['a;=1;=2', `"a;'=1;'=2"`],
])(
  'a formula after any separator a spreadsheet may split on is shown as text: %j',
  (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  },
)

test('a formula that holds quotes is guarded inside its quotes', () => {
  expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
    '"\'=HYPERLINK(""http://evil.example"",""click"")"',
  )
})

test('text with = + - or @ elsewhere, numbers and absent values are left as they are', () => {
  expect(csvCell('mid=dle')).toBe('"mid=dle"')
  expect(csvCell('ana@example.com')).toBe('"ana@example.com"')
  expect(csvCell('2025-03-10')).toBe('"2025-03-10"')
  expect(csvCell('dança, natação')).toBe('"dança, natação"')
  expect(csvCell('a line,\r\n\tand the next')).toBe('"a line,\r\n\tand the next"')
  expect(csvCell(-3)).toBe('"-3"')
  expect(csvCell(42)).toBe('"42"')
  expect(csvCell(null)).toBe('""')
  expect(csvCell(undefined)).toBe('""')
  expect(csvCell(true)).toBe('"true"')
})
