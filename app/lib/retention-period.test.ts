import { expect, test } from 'vitest'
import { formatRetentionPeriod } from './retention-period'

test('a year or less is written in months, in each language', () => {
  expect(formatRetentionPeriod(12, 'en')).toBe('12 months')
  expect(formatRetentionPeriod(12, 'es')).toBe('12 meses')
  expect(formatRetentionPeriod(12, 'pt')).toBe('12 meses')
  expect(formatRetentionPeriod(1, 'en')).toBe('1 month')
  expect(formatRetentionPeriod(1, 'pt')).toBe('1 mês')
})

test('whole years beyond one are written in years, other periods in months', () => {
  expect(formatRetentionPeriod(24, 'en')).toBe('2 years')
  expect(formatRetentionPeriod(24, 'es')).toBe('2 años')
  expect(formatRetentionPeriod(24, 'pt')).toBe('2 anos')
  expect(formatRetentionPeriod(18, 'es')).toBe('18 meses')
})
