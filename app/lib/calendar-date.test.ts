import { expect, test } from 'vitest'
import { formatCalendarDate } from './calendar-date'

test('a calendar day is written out in each language', () => {
  expect(formatCalendarDate('2026-11-22', 'en')).toBe('22 November 2026')
  expect(formatCalendarDate('2026-11-22', 'es')).toBe('22 de noviembre de 2026')
  expect(formatCalendarDate('2026-11-22', 'pt')).toBe('22 de novembro de 2026')
})

test('the first and last days of a year stay in their year', () => {
  expect(formatCalendarDate('2027-01-01', 'en')).toBe('1 January 2027')
  expect(formatCalendarDate('2026-12-31', 'pt')).toBe('31 de dezembro de 2026')
})
