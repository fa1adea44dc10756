import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { makePrivate } from './private-data'

const root = mkdtempSync(path.join(os.tmpdir(), 'passarela-private-'))
// The modes below are written as asked: a file run before in the same worker may have set the
// process's umask to keep new files private (createPrivately).
let umask = 0
beforeAll(() => {
  umask = process.umask(0o022)
})
afterAll(() => {
  process.umask(umask)
  rmSync(root, { recursive: true, force: true })
})

const modeOf = (entry: string) => statSync(entry).mode & 0o777

test('folders become 0700 and files 0600 where group or others could reach them; links are left', async () => {
  const data = path.join(root, 'data')
  const outside = path.join(root, 'outside.txt')
  mkdirSync(path.join(data, 'database', 'base'), { recursive: true, mode: 0o755 })
  writeFileSync(path.join(data, 'database', 'base', '1259'), 'x', { mode: 0o666 })
  writeFileSync(path.join(data, 'database', 'PG_VERSION'), '17', { mode: 0o644 })
  writeFileSync(path.join(data, 'kept'), 'x', { mode: 0o600 })
  writeFileSync(outside, 'not ours', { mode: 0o644 })
  symlinkSync(outside, path.join(data, 'link'))
  chmodSync(path.join(data, 'database'), 0o777)
  chmodSync(path.join(data, 'database', 'base'), 0o755)

  expect(await makePrivate(data)).toBe(5)
  expect(modeOf(data)).toBe(0o700)
  expect(modeOf(path.join(data, 'database'))).toBe(0o700)
  expect(modeOf(path.join(data, 'database', 'base'))).toBe(0o700)
  expect(modeOf(path.join(data, 'database', 'base', '1259'))).toBe(0o600)
  expect(modeOf(path.join(data, 'database', 'PG_VERSION'))).toBe(0o600)
  expect(modeOf(outside)).toBe(0o644)
  // Nothing left to mend the second time.
  expect(await makePrivate(data)).toBe(0)
})

test('a missing folder is made, its user’s alone', async () => {
  const fresh = path.join(root, 'fresh', 'data')
  await makePrivate(fresh)
  expect(modeOf(fresh)).toBe(0o700)
})
