import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { erasedSince, erasureJournal, erasureJournalName } from './erasure-journal'

let folder: string

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-erasure-journal-'))
})

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

test('an erasure is a line of ids and its time, in a file of its user’s alone; nothing erased writes nothing', async () => {
  const backups = path.join(folder, 'first', 'backups')
  const journal = erasureJournal(backups)
  await journal.record({ submissions: [] })
  expect(await erasedSince(backups, new Date(0))).toEqual({ submissions: [], packages: [] })

  const before = Date.now()
  await journal.record({ submissions: [12, 13] })
  await journal.record({ packages: [4] })
  const lines = readFileSync(path.join(backups, erasureJournalName), 'utf8').trim().split('\n')
  expect(lines).toHaveLength(2)
  const first = JSON.parse(lines[0] ?? '')
  expect(Object.keys(first).sort()).toEqual(['at', 'packages', 'submissions'])
  expect(first).toMatchObject({ submissions: [12, 13], packages: [] })
  expect(Date.parse(first.at)).toBeGreaterThanOrEqual(before - 1000)
  expect(statSync(path.join(backups, erasureJournalName)).mode & 0o777).toBe(0o600)
  expect(statSync(backups).mode & 0o777).toBe(0o700)
})

test('what was erased since a time is every later line’s ids together; a line cut short is skipped', async () => {
  const backups = path.join(folder, 'second')
  const file = path.join(backups, erasureJournalName)
  const journal = erasureJournal(backups)
  await journal.record({ submissions: [1] })
  appendFileSync(
    file,
    `${JSON.stringify({ at: '2020-01-01T00:00:00.000Z', submissions: [2], packages: [7] })}\n`,
  )
  // A crash in the middle of a line: the next erasure still stands on a line of its own.
  appendFileSync(file, '{"at":"2030-01-01T00:00:00.000Z","submiss')
  await journal.record({ submissions: [3, 1], packages: [8] })

  expect(await erasedSince(backups, new Date('2019-12-31T00:00:00Z'))).toEqual({
    submissions: [1, 2, 3],
    packages: [7, 8],
  })
  // An archive taken after the 2020 line: only what came after it.
  expect(await erasedSince(backups, new Date('2021-01-01T00:00:00Z'))).toEqual({
    submissions: [1, 3],
    packages: [8],
  })
  expect(await erasedSince(path.join(folder, 'none'), new Date(0))).toEqual({
    submissions: [],
    packages: [],
  })
})
