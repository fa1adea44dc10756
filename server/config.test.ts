import { expect, test } from 'vitest'
import { retentionMonths } from '../app/config/privacy-policy'
import { ConfigError, loadConfig } from './config'

test('every variable has a working default', () => {
  const config = loadConfig({})
  expect(config.PORT).toBe(3000)
  expect(config.HOST).toBe('0.0.0.0')
  expect(config.PUBLIC_URL).toBe('http://localhost:3000')
  expect(config.DATA_DIR).toBe('./data')
  expect(config.BOOKING_URL).toBeUndefined()
  expect(config.FORM_RATE_LIMIT).toBe(5)
})

test('a bad value fails with a message naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
  expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/)
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
  expect(() => loadConfig({ FORM_RATE_LIMIT: '0' })).toThrow(/FORM_RATE_LIMIT/)
})

test('an empty variable means its default, and a trailing slash is dropped from PUBLIC_URL', () => {
  const config = loadConfig({ PORT: '', PUBLIC_URL: 'https://passarela.com.br/' })
  expect(config.PORT).toBe(3000)
  expect(config.PUBLIC_URL).toBe('https://passarela.com.br')
})

test('retention periods default to the privacy policy’s and may be shortened, never lengthened', () => {
  expect(loadConfig({})).toMatchObject({
    RETENTION_SCOUTING_MONTHS: retentionMonths.scouting,
    RETENTION_MESSAGES_MONTHS: retentionMonths.messages,
  })
  expect(loadConfig({ RETENTION_SCOUTING_MONTHS: '6' }).RETENTION_SCOUTING_MONTHS).toBe(6)
  expect(() =>
    loadConfig({ RETENTION_SCOUTING_MONTHS: String(retentionMonths.scouting + 1) }),
  ).toThrow(/RETENTION_SCOUTING_MONTHS: at most/)
  expect(() => loadConfig({ RETENTION_MESSAGES_MONTHS: '0' })).toThrow(/RETENTION_MESSAGES_MONTHS/)
})

test('TRUST_PROXY takes a hop count or a list of addresses and names, loopback by default', () => {
  expect(loadConfig({}).TRUST_PROXY).toBe('loopback')
  expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, uniquelocal' }).TRUST_PROXY).toBe(
    '10.0.0.0/8, uniquelocal',
  )
  expect(() => loadConfig({ TRUST_PROXY: 'everyone; drop' })).toThrow(/TRUST_PROXY/)
})
