import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../tests/integration/test-database'
import { makeZip } from '../../tests/support/zip'
import { createRosterImports, type RosterImportLimits } from './roster-import'

let handle: TestDatabase
let scratch: string

beforeAll(async () => {
  handle = await openTestDatabase()
  scratch = await mkdtemp(path.join(os.tmpdir(), 'passarela-staging-'))
})

afterAll(async () => {
  await handle?.close()
  await rm(scratch, { recursive: true, force: true })
})

const record = (id: number, extra: Record<string, unknown> = {}) =>
  makeZip([
    { name: `${id}.json`, data: JSON.stringify({ id, name: `Talent ${id}`, gender: 'woman' }) },
    ...Object.entries(extra).map(([name, data]) => ({ name, data: String(data) })),
  ])

function imports(folder: string, limits: RosterImportLimits) {
  return createRosterImports({
    db: handle.booking,
    media: path.join(folder, 'media'),
    scratchDir: folder,
    ...limits,
  })
}

const stage = (staging: ReturnType<typeof createRosterImports>, zip: Buffer) =>
  staging.stage(Readable.from([zip]), 'application/zip')

const waiting = async (folder: string) => readdir(path.join(folder, '.imports')).catch(() => [])

test('an abandoned export is swept by the timer, with no upload after it; close stops the timer', async () => {
  const folder = await mkdtemp(path.join(scratch, 'timer-'))
  const staging = imports(folder, { maxAgeMs: 150, sweepEveryMs: 50 })
  try {
    const staged = await stage(staging, record(9501))
    expect(staged).toHaveProperty('plan')
    expect(await waiting(folder)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await waiting(folder)).toEqual([])
  } finally {
    staging.close()
  }
  // Stopped: an export left now stays until something else sweeps it.
  const again = imports(folder, { maxAgeMs: 150, sweepEveryMs: 50 })
  again.close()
  await stage(again, record(9502))
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(await waiting(folder)).toHaveLength(1)
})

test('at most maxStaged exports wait at once; one more is refused until one is cancelled', async () => {
  const folder = await mkdtemp(path.join(scratch, 'count-'))
  const staging = imports(folder, { maxStaged: 2 })
  try {
    const first = await stage(staging, record(9511))
    const second = await stage(staging, record(9512))
    expect(second).toHaveProperty('plan')
    expect(await stage(staging, record(9513))).toEqual({ refused: { problem: 'staging-full' } })
    expect(await waiting(folder)).toHaveLength(2)
    // The oldest frees its place within the hour.
    expect(staging.retryAfterSeconds()).toBeGreaterThan(3500)
    expect(staging.retryAfterSeconds()).toBeLessThanOrEqual(3600)
    if (!('plan' in first)) throw new Error('not staged')
    expect(await staging.cancel(first.plan.id)).toBe(true)
    expect(await stage(staging, record(9513))).toHaveProperty('plan')
  } finally {
    staging.close()
  }
})

test('what waits is bounded in bytes: an export over the room left is refused and leaves nothing', async () => {
  const folder = await mkdtemp(path.join(scratch, 'bytes-'))
  const staging = imports(folder, { maxStagedBytes: 40_000 })
  try {
    const small = await stage(staging, record(9521))
    expect(small).toHaveProperty('plan')
    // Zipped small, unpacked beyond the room: counted as it is written.
    const big = await stage(staging, record(9522, { 'notes.txt': 'x'.repeat(60_000) }))
    expect(big).toEqual({ refused: { problem: 'staging-full' } })
    expect(await waiting(folder)).toHaveLength(1)
    // The room comes back once the waiting export goes.
    if (!('plan' in small)) throw new Error('not staged')
    expect(await staging.apply(small.plan.id)).toMatchObject({ imported: [9521] })
    expect(existsSync(path.join(folder, '.imports', small.plan.id))).toBe(false)
    expect(await stage(staging, record(9523, { 'notes.txt': 'x'.repeat(30_000) }))).toHaveProperty(
      'plan',
    )
  } finally {
    staging.close()
  }
})
