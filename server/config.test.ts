import { expect, test } from 'vitest'
import { retentionMonths } from '../app/config/privacy-policy'
import { ConfigError, loadConfig, publicUrlWarning, whereToFind } from './config'

test('every variable has a working default', () => {
  const config = loadConfig({})
  expect(config.PORT).toBe(3000)
  expect(config.HOST).toBe('0.0.0.0')
  expect(config.PUBLIC_URL).toBe('http://localhost:3000')
  expect(config.DATA_DIR).toBe('./data')
  expect(config.BOOKING_URL).toBeUndefined()
  expect(config.FORM_RATE_LIMIT).toBe(5)
})

test('the panel’s own secret, when configured, has at least 32 characters (issue 38)', () => {
  expect(() => loadConfig({ PANEL_SECRET: 'short' })).toThrow(
    /PANEL_SECRET: needs at least 32 characters/,
  )
  const secret = 's'.repeat(32)
  expect(loadConfig({ PANEL_SECRET: secret }).PANEL_SECRET).toBe(secret)
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

test('the daily backup runs at 3 in the agency’s day and keeps 7, each setting checked', () => {
  expect(loadConfig({})).toMatchObject({ BACKUP_HOUR: 3, BACKUP_KEEP: 7 })
  expect(loadConfig({}).BACKUP_DIR).toBeUndefined()
  expect(loadConfig({}).BACKUP_TEST_EVERY_SECONDS).toBeUndefined()
  expect(loadConfig({ BACKUP_HOUR: '0', BACKUP_KEEP: '0' })).toMatchObject({
    BACKUP_HOUR: 0,
    BACKUP_KEEP: 0,
  })
  expect(() => loadConfig({ BACKUP_HOUR: '24' })).toThrow(/BACKUP_HOUR/)
  expect(() => loadConfig({ BACKUP_KEEP: '-1' })).toThrow(/BACKUP_KEEP/)
  expect(() => loadConfig({ BACKUP_TEST_EVERY_SECONDS: '0' })).toThrow(/BACKUP_TEST_EVERY_SECONDS/)
})

test('TRUST_PROXY takes a hop count or a list of addresses and names, loopback by default', () => {
  expect(loadConfig({}).TRUST_PROXY).toBe('loopback')
  expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, uniquelocal' }).TRUST_PROXY).toBe(
    '10.0.0.0/8, uniquelocal',
  )
  expect(() => loadConfig({ TRUST_PROXY: 'everyone; drop' })).toThrow(/TRUST_PROXY/)
})

test('PUBLIC_URL defaults to this machine at the port the site listens on', () => {
  expect(loadConfig({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100')
  expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://passarela.com.br' }).PUBLIC_URL).toBe(
    'https://passarela.com.br',
  )
})

test('a local PUBLIC_URL naming another port than the site’s is warned of', () => {
  expect(publicUrlWarning('http://localhost:3000', 3100)).toMatch(
    /PUBLIC_URL \(http:\/\/localhost:3000\) names port 3000, but the site listens on port 3100/,
  )
  expect(publicUrlWarning('http://127.0.0.1', 3100)).toMatch(/names port 80/)
  expect(publicUrlWarning('http://localhost:3100', 3100)).toBeUndefined()
  // A proxy's address names its own port, not the site's.
  expect(publicUrlWarning('https://passarela.com.br', 3100)).toBeUndefined()
  expect(publicUrlWarning('http://staging.passarela.test:8080', 3100)).toBeUndefined()
})

test('the start names the site and its back office, the panel’s own with PANEL_URL', () => {
  expect(whereToFind(loadConfig({ PORT: '3100' }))).toEqual({
    site: 'http://localhost:3100',
    backOffice: 'http://localhost:3100/panel/admin',
  })
  expect(
    whereToFind(loadConfig({ PUBLIC_URL: 'https://a.test', PANEL_URL: 'https://panel.a.test/' })),
  ).toEqual({ site: 'https://a.test', backOffice: 'https://panel.a.test/admin' })
})
