import { describe, expect, it } from 'vitest'
import { hashPassword, passwordProblem, verifyDecoy, verifyPassword } from './passwords'

describe('passwordProblem', () => {
  it('asks for twelve characters, counted as people count them', () => {
    expect(passwordProblem('short pass1')).toBe('too-short')
    expect(passwordProblem('çãéíõüñáàâêô')).toBeUndefined()
  })

  it('refuses the common passwords, whatever their letter case', () => {
    expect(passwordProblem('password1234')).toBe('common')
    expect(passwordProblem('QWERTY123456')).toBe('common')
    expect(passwordProblem('123456789012')).toBe('common')
  })

  it('refuses a short pattern repeated', () => {
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toBe('common')
    expect(passwordProblem('abcabcabcabcabc')).toBe('common')
  })

  it("refuses a password made of the account's own e-mail", () => {
    expect(passwordProblem('marina.costa-2026!', 'marina.costa@passarela.com.br')).toBe(
      'contains-email',
    )
  })

  it('takes a long passphrase', () => {
    expect(passwordProblem('lago sul ao entardecer', 'ana@passarela.com.br')).toBeUndefined()
  })

  it('refuses a password longer than anyone types', () => {
    expect(passwordProblem('x'.repeat(257) + 'y')).toBe('too-long')
  })
})

describe('hashing', () => {
  it('keeps an Argon2id hash that verifies the password and nothing else', async () => {
    const hash = await hashPassword('lago sul ao entardecer')
    expect(hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(hash, 'lago sul ao entardecer')).toBe(true)
    expect(await verifyPassword(hash, 'lago sul ao entardecer!')).toBe(false)
  })

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('coração de brasília')
    expect(await verifyPassword(hash, 'coração de brasília'.normalize('NFD'))).toBe(true)
  })

  it('answers false for a broken hash rather than throwing', async () => {
    expect(await verifyPassword('not a hash', 'anything at all')).toBe(false)
    expect(await verifyDecoy('anything at all')).toBe(false)
  })
})
