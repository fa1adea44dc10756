import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { minimumKeyLength, serviceKey } from './machine-auth'

let dataDir = ''
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

it('generates the panel’s secret once, kept in the data folder’s keys/ for the user alone', () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-keys-'))
  const secret = serviceKey('panel-secret', undefined, dataDir)
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
  const file = path.join(dataDir, 'keys', 'panel-secret.key')
  expect(readFileSync(file, 'utf8').trim()).toBe(secret)
  expect(statSync(file).mode & 0o777).toBe(0o600)
  expect(serviceKey('panel-secret', undefined, dataDir)).toBe(secret)
  // Not the machine key the site signs in with.
  expect(serviceKey('panel', undefined, dataDir)).not.toBe(secret)
})

it('refuses a configured panel secret shorter than 32 characters, saying why', () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-keys-'))
  expect(() => serviceKey('panel-secret', 'x', dataDir)).toThrow(
    'PANEL_SECRET has 1 characters: it needs at least 32.',
  )
  const long = 'k'.repeat(minimumKeyLength)
  expect(serviceKey('panel-secret', long, dataDir)).toBe(long)
})
