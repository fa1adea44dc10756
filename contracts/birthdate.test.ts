import { expect, test } from 'vitest'
import { ageOn, isCalendarDate, isPastBirthdate } from './birthdate'

test('counts whole years between two dates', () => {
  expect(ageOn('2003-05-14', '2025-12-01')).toBe(22)
  expect(ageOn('2000-01-01', '2025-06-30')).toBe(25)
})

test('the birthday counts from its own day', () => {
  expect(ageOn('2003-05-14', '2025-05-13')).toBe(21)
  expect(ageOn('2003-05-14', '2025-05-14')).toBe(22)
})

test('uses the date part of an ISO datetime', () => {
  expect(ageOn('2003-05-14T00:00:00.000Z', '2025-05-14')).toBe(22)
  expect(ageOn('2003-05-14T23:30:00-03:00', '2025-05-13')).toBe(21)
})

test('a 29 February birthday is reached on 1 March in a common year', () => {
  expect(ageOn('2004-02-29', '2025-02-28')).toBe(20)
  expect(ageOn('2004-02-29', '2025-03-01')).toBe(21)
  expect(ageOn('2004-02-29', '2028-02-29')).toBe(24)
})

test('a birthdate on today is zero years old, one after today has no age', () => {
  expect(ageOn('2025-05-14', '2025-05-14')).toBe(0)
  expect(ageOn('2025-05-15', '2025-05-14')).toBeNull()
  expect(ageOn('2030-01-01', '2025-05-14')).toBeNull()
})

test('a missing or invalid date has no age', () => {
  expect(ageOn(null, '2025-05-14')).toBeNull()
  expect(ageOn(undefined, '2025-05-14')).toBeNull()
  expect(ageOn('', '2025-05-14')).toBeNull()
  expect(ageOn('14/05/2003', '2025-05-14')).toBeNull()
  expect(ageOn('2003-02-30', '2025-05-14')).toBeNull()
  expect(ageOn('2003-13-01', '2025-05-14')).toBeNull()
  expect(ageOn('2003-05-14', 'today')).toBeNull()
})

test('a calendar date is exactly YYYY-MM-DD and a day that exists', () => {
  expect(isCalendarDate('2004-02-29')).toBe(true)
  for (const value of [
    '2003-02-30',
    '2003-13-01',
    '2003-5-14',
    '14/05/2003',
    '2003-05-14T10:00',
    '',
  ]) {
    expect(isCalendarDate(value)).toBe(false)
  }
})

test('a birthdate is a real day before today, from 1900 on', () => {
  expect(isPastBirthdate('2001-04-09', '2026-11-23')).toBe(true)
  expect(isPastBirthdate('1900-01-01', '2026-11-23')).toBe(true)
  for (const value of ['2026-11-23', '2027-01-01', '1899-12-31', '2003-02-30', '']) {
    expect(isPastBirthdate(value, '2026-11-23')).toBe(false)
  }
})
