import { expect, test } from 'vitest'
import { agencyTimeZone, daysAfter, startOfDay, todayIn } from './agency-time'

test('today is the calendar date in the given time zone', () => {
  const justAfterMidnightUtc = new Date('2026-01-01T02:00:00Z')
  expect(todayIn(agencyTimeZone, justAfterMidnightUtc)).toBe('2025-12-31')
  expect(todayIn('UTC', justAfterMidnightUtc)).toBe('2026-01-01')
  expect(todayIn(agencyTimeZone, new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01')
})

test('the agency works in Brasília time', () => {
  expect(agencyTimeZone).toBe('America/Sao_Paulo')
})

test('days start at midnight in Brasília, whatever the offset of the day', () => {
  // Brasília has kept UTC−3 since 2019.
  expect(startOfDay('2025-03-09').toISOString()).toBe('2025-03-09T03:00:00.000Z')
  // In 2018 it still had summer time (UTC−2) until 18 February.
  expect(startOfDay('2018-01-15').toISOString()).toBe('2018-01-15T02:00:00.000Z')
  // A day with no midnight: the clocks went from 00:00 to 01:00 on 4 November 2018.
  expect(startOfDay('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z')
  // The day summer time ended, at midnight back to 23:00 the day before: midnight at UTC−3.
  expect(startOfDay('2018-02-18').toISOString()).toBe('2018-02-18T03:00:00.000Z')
  expect(startOfDay('2026-01-01', 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z')
})

test('a day some days after another crosses months and years, leap days included', () => {
  expect(daysAfter('2026-12-31', 1)).toBe('2027-01-01')
  expect(daysAfter('2028-02-28', 1)).toBe('2028-02-29')
  expect(daysAfter('2026-11-27', 30)).toBe('2026-12-27')
  expect(daysAfter('2026-11-27', 0)).toBe('2026-11-27')
})
