import { expect, test } from 'vitest'
import { collator, dateTimeFormat, numberFormat } from './intl'

test('a formatter is made once for a locale and its options, and formats as Intl does', () => {
  const options = { dateStyle: 'short', timeZone: 'America/Sao_Paulo' } as const
  expect(dateTimeFormat('pt-BR', options)).toBe(dateTimeFormat('pt-BR', { ...options }))
  expect(dateTimeFormat('pt-BR', options)).not.toBe(dateTimeFormat('en-GB', options))
  expect(dateTimeFormat('pt-BR', options).format(new Date('2026-11-27T02:00:00Z'))).toBe(
    new Intl.DateTimeFormat('pt-BR', options).format(new Date('2026-11-27T02:00:00Z')),
  )
  expect(numberFormat('pt-BR', { maximumFractionDigits: 1 }).format(2.45)).toBe('2,5')
  expect(numberFormat('pt-BR')).not.toBe(numberFormat('pt-BR', { maximumFractionDigits: 1 }))
  expect(['b', 'Á', 'a'].sort(collator('pt-BR').compare)).toEqual(['a', 'Á', 'b'])
})
