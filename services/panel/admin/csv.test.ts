import { expect, test } from 'vitest'
import { csvCell, toCsv } from './csv'

test('the file starts with the UTF-8 byte order mark and ends each record with CRLF', () => {
  const csv = toCsv(['id', 'name'], [[1, 'Ana']])
  expect(csv).toBe('\uFEFFid,name\r\n1,Ana\r\n')
  expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
})

test('quotes, commas and line breaks are quoted, quotes doubled (RFC 4180)', () => {
  expect(csvCell('plain')).toBe('plain')
  expect(csvCell('Souza, Ana')).toBe('"Souza, Ana"')
  expect(csvCell('the "best" face')).toBe('"the ""best"" face"')
  expect(csvCell('two\nlines')).toBe('"two\nlines"')
  expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
  expect(toCsv(['a', 'b'], [['x,y', 'z']])).toBe('\uFEFFa,b\r\n"x,y",z\r\n')
})

test('accents and other letters are kept as they are', () => {
  expect(csvCell('São Paulo, Brasília — Lucía, Ünal')).toBe('"São Paulo, Brasília — Lucía, Ünal"')
  expect(toCsv(['city'], [['Brasília']])).toBe('\uFEFFcity\r\nBrasília\r\n')
})

test.each([
  ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
  ['+55 61 99999-0000', "'+55 61 99999-0000"],
  ['-2+3', "'-2+3"],
  ['@cmd', "'@cmd"],
  ['\t=1', "'\t=1"],
])('text a spreadsheet would run as a formula is shown as text: %j', (value, cell) => {
  expect(csvCell(value)).toBe(cell)
})

test('a formula that also needs quoting is guarded inside its quotes', () => {
  expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
    '"\'=HYPERLINK(""http://evil.example"",""click"")"',
  )
  expect(csvCell('\r=1')).toBe('"\'\r=1"')
})

test('numbers stay numbers, and absent values are empty cells', () => {
  expect(csvCell(-3)).toBe('-3')
  expect(csvCell(42)).toBe('42')
  expect(csvCell(null)).toBe('')
  expect(csvCell(undefined)).toBe('')
  expect(csvCell(true)).toBe('true')
  expect(csvCell('mid=dle')).toBe('mid=dle')
})
