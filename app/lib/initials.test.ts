import { expect, test } from 'vitest'
import { initialsOf } from './initials'

test('the first and the last name give the initials', () => {
  expect(initialsOf('Ana Maria Souza')).toBe('AS')
  expect(initialsOf('  joão   d’ávila ')).toBe('JD')
})

test('one name gives one initial; a name of no letters gives none', () => {
  expect(initialsOf('Gisele')).toBe('G')
  expect(initialsOf('Élodie')).toBe('É')
  expect(initialsOf('')).toBe('')
  expect(initialsOf('42 —')).toBe('')
})
