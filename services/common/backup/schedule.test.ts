import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  isArchiveName,
  listBackups,
  nextBackupAt,
  pruneBackups,
  readBackupStatus,
  runScheduledBackup,
  scheduleBackups,
  statusFileName,
} from './schedule'

describe('nextBackupAt', () => {
  const at = (iso: string, hour = 3) => nextBackupAt(new Date(iso), hour).toISOString()

  it('is 03:00 in São Paulo (06:00 UTC) the same day when that is still to come', () => {
    expect(at('2026-11-28T05:59:59.000Z')).toBe('2026-11-28T06:00:00.000Z')
    expect(at('2026-11-28T00:30:00.000Z')).toBe('2026-11-28T06:00:00.000Z')
  })

  it('is the next day once the hour has come or passed', () => {
    expect(at('2026-11-28T06:00:00.000Z')).toBe('2026-11-29T06:00:00.000Z')
    expect(at('2026-11-28T21:00:00.000Z')).toBe('2026-11-29T06:00:00.000Z')
  })

  it('goes by the agency’s day, not UTC’s', () => {
    // 23:30 on the 28th in São Paulo is already the 29th in UTC.
    expect(at('2026-11-29T02:30:00.000Z')).toBe('2026-11-29T06:00:00.000Z')
    // Midnight in São Paulo is 03:00 UTC.
    expect(at('2026-11-28T02:59:00.000Z', 0)).toBe('2026-11-28T03:00:00.000Z')
    expect(at('2026-11-28T03:00:00.000Z', 0)).toBe('2026-11-29T03:00:00.000Z')
  })

  it('crosses a month and a year', () => {
    expect(at('2026-12-31T10:00:00.000Z')).toBe('2027-01-01T06:00:00.000Z')
    expect(at('2027-02-28T12:00:00.000Z', 23)).toBe('2027-03-01T02:00:00.000Z')
  })

  it('keeps to the wall clock on the days Brasília’s summer time began and ended', () => {
    // 4 November 2018: the clocks went from 00:00 to 01:00 (UTC−2 after).
    expect(at('2018-11-03T12:00:00.000Z')).toBe('2018-11-04T05:00:00.000Z')
    // 17 February 2019: from 00:00 back to 23:00 of the 16th (UTC−3 after).
    expect(at('2019-02-16T12:00:00.000Z')).toBe('2019-02-17T06:00:00.000Z')
  })
})

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'passarela-backups-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

const archives = [
  'passarela-backup-2026-11-21T06-00-00Z.tar.gz',
  'passarela-backup-2026-11-22T06-00-00Z.tar.gz',
  'passarela-backup-2026-11-23T06-00-00Z.tar.gz',
  'passarela-backup-2026-11-24T06-00-00Z.tar.gz',
  'passarela-backup-2026-11-25T06-00-00Z.tar.gz',
]
function fill() {
  for (const name of archives) writeFileSync(path.join(dir, name), name)
}

describe('pruneBackups', () => {
  it('keeps the newest archives by name and nothing but archives is touched', async () => {
    fill()
    writeFileSync(path.join(dir, statusFileName), '{}')
    writeFileSync(path.join(dir, 'notes.txt'), 'the agency’s own')
    // Another process's unfinished backup, and one this process is writing.
    writeFileSync(path.join(dir, `.${archives[0]}.1.partial`), 'cut short')
    writeFileSync(path.join(dir, `.${archives[4]}.${process.pid}.partial`), 'under way')

    expect(await pruneBackups(dir, 2)).toEqual(archives.slice(0, 3).reverse())
    expect(readdirSync(dir).sort()).toEqual(
      [
        `.${archives[4]}.${process.pid}.partial`,
        ...archives.slice(3),
        statusFileName,
        'notes.txt',
      ].sort(),
    )
  })

  it('keeps all when there are fewer than it keeps, and takes a missing folder', async () => {
    fill()
    expect(await pruneBackups(dir, 7)).toEqual([])
    expect(await listBackups(dir)).toHaveLength(5)
    expect(await pruneBackups(path.join(dir, 'none'), 7)).toEqual([])
  })

  it('lists archives newest first, by name only', async () => {
    fill()
    writeFileSync(path.join(dir, 'passarela-backup-../../x.tar.gz'.replaceAll('/', '_')), '')
    const listed = await listBackups(dir)
    expect(listed.map((backup) => backup.name)).toEqual([...archives].reverse())
    expect(listed[0]?.size).toBe(archives[4]!.length)
    expect(isArchiveName('../passarela-backup-2026-11-25T06-00-00Z.tar.gz')).toBe(false)
    expect(isArchiveName(statusFileName)).toBe(false)
  })
})

describe('runScheduledBackup', () => {
  const clock = () => new Date('2026-11-28T06:00:00.000Z')

  it('writes the archive, then prunes, and records it', async () => {
    fill()
    const status = await runScheduledBackup({
      dir,
      keep: 3,
      clock,
      write: async (out) => writeFileSync(out, 'a whole archive'),
    })
    const written = 'passarela-backup-2026-11-28T06-00-00Z.tar.gz'
    expect(status).toMatchObject({ ok: true, file: written, size: 15 })
    expect(status.removed).toEqual(archives.slice(0, 3).reverse())
    expect((await listBackups(dir)).map((backup) => backup.name)).toEqual([
      written,
      archives[4],
      archives[3],
    ])
    expect(await readBackupStatus(dir)).toEqual(status)
  })

  it('keeps every older archive when the backup fails, and records the error', async () => {
    fill()
    const status = await runScheduledBackup({
      dir,
      keep: 1,
      clock,
      write: async () => {
        throw new Error('No space left on device')
      },
    })
    expect(status).toMatchObject({ ok: false, error: 'No space left on device', removed: [] })
    expect(await listBackups(dir)).toHaveLength(5)
    expect(await readBackupStatus(dir)).toEqual(status)
  })
})

describe('scheduleBackups', () => {
  it('backs up on its interval until stopped, and takes none when it keeps none', async () => {
    let written = 0
    const schedule = scheduleBackups({
      dir,
      keep: 2,
      hour: 3,
      everyMs: 20,
      write: async (out) => {
        written += 1
        writeFileSync(out, 'archive')
      },
    })
    await expect.poll(() => written, { timeout: 5_000 }).toBeGreaterThanOrEqual(1)
    await schedule.stop()
    const after = written
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(written).toBe(after)
    expect((await readBackupStatus(dir))?.ok).toBe(true)

    let none = 0
    const off = scheduleBackups({
      dir,
      keep: 0,
      hour: 3,
      everyMs: 1,
      write: async () => {
        none += 1
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await off.stop()
    expect(none).toBe(0)
  })
})
