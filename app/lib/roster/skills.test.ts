import { expect, test } from 'vitest'
import { skillTable, translateSkill } from './skills'

test('every skill of the table reads in each language', () => {
  for (const row of skillTable) {
    expect(translateSkill(row.pt, 'en')).toBe(row.en)
    expect(translateSkill(row.pt, 'es')).toBe(row.es)
    expect(translateSkill(row.pt, 'pt')).toBe(row.pt)
  }
})

test('case, accents and spaces do not matter; an unknown skill is shown as written', () => {
  expect(translateSkill('  NATACAO ', 'en')).toBe('swimming')
  expect(translateSkill('Inglês   fluente', 'es')).toBe('inglés fluido')
  expect(translateSkill('malabarismo', 'en')).toBe('malabarismo')
})
