import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, test, vi } from 'vitest'
import { retentionMonths } from '../../contracts/retention'
import { openDatabase } from '../common/database'
import { panelFolders, startPanelService } from '.'
import { capturingLogger } from '../../tests/support/capturing-logger'
import { panelJobRuns, pendingFileErasures, submissions } from './db/schema'
import { monthsBefore, applyRetention, retentionPeriods, scheduleRetention } from './retention'
import { addSubmission } from '../../tests/support/submissions'
import { openTestDatabase, type TestDatabase } from '../../tests/integration/test-database'

const now = new Date('2028-03-31T12:00:00Z')
const hour = 60 * 60 * 1000
const day = 24 * hour

let handle: TestDatabase
let folder: string
let uploadsDir: string

beforeAll(async () => {
  handle = await openTestDatabase()
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-retention-'))
})

beforeEach(async () => {
  uploadsDir = mkdtempSync(path.join(folder, 'uploads-'))
  await handle.panel.delete(submissions)
  await handle.panel.delete(pendingFileErasures)
  await handle.panel.delete(panelJobRuns)
})

// The spy wraps the fake setTimeout: restored first, or a later restoreAllMocks in the same
// worker would put the fake clock's setTimeout back on globalThis.
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

afterAll(async () => {
  await handle?.close()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

async function remainingIds() {
  const rows = await handle.panel.select({ id: submissions.id }).from(submissions)
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

function filesOnDisk() {
  return readdirSync(uploadsDir).sort()
}

test('months are counted back on the calendar, a missing day becoming the month’s last', () => {
  expect(monthsBefore(new Date('2028-03-31T12:00:00Z'), 1)).toEqual(
    new Date('2028-02-29T12:00:00Z'),
  )
  expect(monthsBefore(new Date('2027-03-31T12:00:00Z'), 1)).toEqual(
    new Date('2027-02-28T12:00:00Z'),
  )
  expect(monthsBefore(new Date('2028-01-15T00:00:00Z'), 12)).toEqual(
    new Date('2027-01-15T00:00:00Z'),
  )
  expect(monthsBefore(new Date('2028-01-15T00:00:00Z'), 24)).toEqual(
    new Date('2026-01-15T00:00:00Z'),
  )
})

test('the periods are the privacy policy’s unless shortened; a longer one is refused', () => {
  expect(retentionPeriods()).toEqual(retentionMonths)
  expect(retentionPeriods({ scouting: 3, messages: undefined })).toEqual({
    scouting: 3,
    messages: retentionMonths.messages,
  })
  expect(() => retentionPeriods({ scouting: retentionMonths.scouting + 1 })).toThrow(/scouting/)
  expect(() => retentionPeriods({ messages: 0 })).toThrow(/messages/)
  expect(() => retentionPeriods({ messages: 1.5 })).toThrow(/messages/)
})

test('submissions older than their period go with their files; younger ones stay', async () => {
  const db = handle.panel
  const oldApplication = await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    receivedAt: new Date(monthsBefore(now, 12).getTime() - hour),
  })
  const recentApplication = await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    receivedAt: new Date(monthsBefore(now, 12).getTime() + hour),
  })
  // Older than an application's period, younger than a message's: a message stays.
  const contact = await addSubmission(db, uploadsDir, {
    kind: 'contact',
    receivedAt: new Date(monthsBefore(now, 23).getTime()),
  })
  await addSubmission(db, uploadsDir, {
    kind: 'contact',
    receivedAt: new Date(monthsBefore(now, 24).getTime() - 1000),
  })
  await addSubmission(db, uploadsDir, {
    kind: 'favorites',
    receivedAt: new Date(monthsBefore(now, 30).getTime()),
  })
  const quote = await addSubmission(db, uploadsDir, {
    kind: 'favorites',
    receivedAt: new Date(monthsBefore(now, 24).getTime() + 1000),
  })

  const report = await applyRetention(db, { uploads: uploadsDir, periods: retentionPeriods(), now })

  expect(report.submissions).toEqual({ 'get-scouted': 1, contact: 1, favorites: 1, package: 0 })
  expect(report.files).toEqual({ removed: 2, missing: 0, pending: 0 })
  expect(await remainingIds()).toEqual(
    [recentApplication.id, contact.id, quote.id].sort((a, b) => a - b),
  )
  expect(filesOnDisk()).toEqual([...recentApplication.storedNames].sort())
  expect(oldApplication.storedNames.some((name) => existsSync(path.join(uploadsDir, name)))).toBe(
    false,
  )
  expect(await db.select().from(pendingFileErasures)).toEqual([])
})

test('shorter configured periods delete sooner', async () => {
  const db = handle.panel
  const application = await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    receivedAt: new Date(monthsBefore(now, 4).getTime()),
  })
  await addSubmission(db, uploadsDir, { kind: 'contact', receivedAt: monthsBefore(now, 2) })

  const report = await applyRetention(db, {
    uploads: uploadsDir,
    periods: retentionPeriods({ scouting: 3, messages: 2 }),
    now: new Date(now.getTime() + 1000),
  })

  expect(report.submissions).toEqual({ 'get-scouted': 1, contact: 1, favorites: 0, package: 0 })
  expect(await remainingIds()).toEqual([])
  expect(filesOnDisk()).toEqual([])
  expect(application.storedNames).toHaveLength(2)
})

test('a transaction that fails deletes nothing: every row keeps its files', async () => {
  const db = handle.panel
  const application = await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    receivedAt: monthsBefore(now, 13),
  })
  // Same database, but the transaction fails after its work is done, as a failed commit would.
  const failingDb = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver)
      return (work: Parameters<typeof target.transaction>[0]) =>
        target.transaction(async (tx) => {
          await work(tx)
          throw new Error('the commit failed')
        })
    },
  })

  await expect(
    applyRetention(failingDb, { uploads: uploadsDir, periods: retentionPeriods(), now }),
  ).rejects.toThrow('the commit failed')

  expect(await remainingIds()).toEqual([application.id])
  expect(filesOnDisk()).toEqual([...application.storedNames].sort())
  expect(await db.select().from(pendingFileErasures)).toEqual([])
})

test('a file that cannot be removed stays recorded and goes at the next run', async () => {
  const db = handle.panel
  const application = await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    receivedAt: monthsBefore(now, 13),
    files: 3,
  })
  // A directory where a file should be: unlinking it fails, as a busy or locked file would.
  const [first, stuck, third] = application.storedNames as [string, string, string]
  rmSync(path.join(uploadsDir, stuck))
  mkdirSync(path.join(uploadsDir, stuck))
  const periods = retentionPeriods()

  const report = await applyRetention(db, { uploads: uploadsDir, periods, now })

  expect(report.submissions['get-scouted']).toBe(1)
  expect(report.files).toEqual({ removed: 2, missing: 0, pending: 1 })
  expect(await remainingIds()).toEqual([])
  expect(filesOnDisk()).toEqual([stuck])
  expect(existsSync(path.join(uploadsDir, first))).toBe(false)
  expect(existsSync(path.join(uploadsDir, third))).toBe(false)
  const pending = await db.select().from(pendingFileErasures)
  expect(pending.map((row) => row.storedName)).toEqual([stuck])

  // Once the file can be removed, the next run removes it: no file outlives its submission.
  rmSync(path.join(uploadsDir, stuck), { recursive: true })
  writeFileSync(path.join(uploadsDir, stuck), 'photo bytes')
  const next = await applyRetention(db, {
    uploads: uploadsDir,
    periods,
    now: new Date(now.getTime() + day),
  })
  expect(next.submissions['get-scouted']).toBe(0)
  expect(next.files).toEqual({ removed: 1, missing: 0, pending: 0 })
  expect(await db.select().from(pendingFileErasures)).toEqual([])
  expect(filesOnDisk()).toEqual([])
})

test('the job runs at once, then once a day, logging counts only; stop clears its timer', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout')
  const db = handle.panel
  let clock = now
  const { logger, lines } = capturingLogger()
  await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    email: 'ana.souza@example.com',
    receivedAt: monthsBefore(now, 13),
  })
  // Expires a day after the first run.
  await addSubmission(db, uploadsDir, {
    kind: 'contact',
    email: 'ana.souza@example.com',
    receivedAt: new Date(monthsBefore(now, 24).getTime() + hour),
  })

  const schedule = scheduleRetention({
    db,
    uploads: uploadsDir,
    periods: retentionPeriods(),
    logger,
    clock: () => clock,
  })
  await schedule.firstRun
  expect(await remainingIds()).toHaveLength(1)
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatchObject({
    msg: 'retention: expired submissions deleted',
    removed: { 'get-scouted': 1, contact: 0, favorites: 0, files: 2 },
  })
  // Counts and periods only: who sent what never reaches the log.
  expect(JSON.stringify(lines)).not.toMatch(/ana|souza|example|\.jpg/i)
  expect(vi.getTimerCount()).toBe(1)
  const timer = setTimeoutSpy.mock.results.at(-1)?.value as NodeJS.Timeout
  expect(timer.hasRef()).toBe(false)

  clock = new Date(now.getTime() + day - 1000)
  await vi.advanceTimersByTimeAsync(day - 1000)
  expect(lines).toHaveLength(1)

  clock = new Date(now.getTime() + day)
  await vi.advanceTimersByTimeAsync(1000)
  await vi.waitFor(() => expect(lines).toHaveLength(2))
  expect(lines[1]).toMatchObject({ removed: { contact: 1, 'get-scouted': 0, files: 0 } })
  expect(await remainingIds()).toEqual([])

  await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1))
  await schedule.stop()
  expect(vi.getTimerCount()).toBe(0)
  await vi.advanceTimersByTimeAsync(3 * day)
  expect(lines).toHaveLength(2)
})

test('a failed run is logged and the next day’s still comes', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const { logger, lines } = capturingLogger()
  let fail = true
  const flakyDb = new Proxy(handle.panel, {
    get(target, key, receiver) {
      if (key === 'transaction' && fail) {
        return () => Promise.reject(new Error('the database is away'))
      }
      return Reflect.get(target, key, receiver)
    },
  })
  const schedule = scheduleRetention({
    db: flakyDb,
    uploads: uploadsDir,
    periods: retentionPeriods(),
    logger,
    clock: () => now,
  })
  await schedule.firstRun
  expect(lines[0]).toMatchObject({ level: 50, msg: expect.stringMatching(/failed/) })

  fail = false
  await vi.advanceTimersByTimeAsync(day)
  await vi.waitFor(() => expect(lines).toHaveLength(2))
  expect(lines[1]).toMatchObject({ msg: 'retention: expired submissions deleted' })
  await schedule.stop()
})

test('two processes sharing the database run it once; one with shorter periods runs it again', async () => {
  const db = handle.panel
  await addSubmission(db, uploadsDir, { kind: 'get-scouted', receivedAt: monthsBefore(now, 13) })
  await addSubmission(db, uploadsDir, { kind: 'get-scouted', receivedAt: monthsBefore(now, 7) })
  const nodes = [capturingLogger(), capturingLogger()]
  const schedules = nodes.map(({ logger }) =>
    scheduleRetention({
      db,
      uploads: uploadsDir,
      periods: retentionPeriods(),
      logger,
      clock: () => now,
    }),
  )
  await Promise.all(schedules.map((schedule) => schedule.firstRun))
  const runs = nodes
    .flatMap(({ lines }) => lines)
    .filter((line) => line.msg === 'retention: expired submissions deleted')
  expect(runs).toHaveLength(1)
  expect(await remainingIds()).toHaveLength(1)

  const shorter = capturingLogger()
  const third = scheduleRetention({
    db,
    uploads: uploadsDir,
    periods: retentionPeriods({ scouting: 6 }),
    logger: shorter.logger,
    clock: () => now,
  })
  await third.firstRun
  expect(shorter.lines).toHaveLength(1)
  expect(await remainingIds()).toEqual([])
  await Promise.all([...schedules, third].map((schedule) => schedule.stop()))
})

test('the panel deletes expired submissions as it starts, by its configured periods', async () => {
  const dataDir = mkdtempSync(path.join(folder, 'data-'))
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const connection = await openDatabase({ dataDir: null, loadDataDir: template })
  const { openPanelDatabase } = await import('./db')
  const db = await openPanelDatabase(connection)
  const { uploadsDir: panelUploads } = panelFolders(dataDir)
  mkdirSync(panelUploads, { recursive: true })
  const today = new Date()
  const expired = await addSubmission(db, panelUploads, {
    kind: 'get-scouted',
    receivedAt: monthsBefore(today, 4),
  })
  const kept = await addSubmission(db, panelUploads, {
    kind: 'get-scouted',
    receivedAt: monthsBefore(today, 2),
  })

  const panel = await startPanelService({
    connection,
    dataDir,
    apiToken: 'retention-test',
    retention: { scouting: 3 },
    logger: pino({ level: 'silent' }),
  })
  try {
    const rows = await db.select({ id: submissions.id }).from(submissions)
    expect(rows.map((row) => row.id)).toEqual([kept.id])
    expect(readdirSync(panelUploads).sort()).toEqual([...kept.storedNames].sort())
    expect(await db.select().from(submissions).where(eq(submissions.id, expired.id))).toEqual([])
  } finally {
    await panel.close()
    await connection.close()
  }
}, 60_000)
