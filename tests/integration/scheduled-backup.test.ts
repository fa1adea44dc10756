import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../support/site-process'
import { verifyBackup } from '../../services/panel'
import { readBackupStatus } from '../../services/common/backup/schedule'

// The embedded site backs itself up on its schedule (docs/deploy.md#backups-and-restore): here
// every two seconds (`BACKUP_TEST_EVERY_SECONDS`, for tests only) instead of daily at
// `BACKUP_HOUR`, into a `BACKUP_DIR` that already holds older archives, keeping two.
let root: string
let backupDir: string
let site: RunningServer | undefined

const older = [
  'passarela-backup-2026-01-01T06-00-00Z.tar.gz',
  'passarela-backup-2026-01-02T06-00-00Z.tar.gz',
  'passarela-backup-2026-01-03T06-00-00Z.tar.gz',
]

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'passarela-scheduled-backup-'))
  backupDir = path.join(root, 'backups')
  mkdirSync(backupDir)
  for (const name of older) writeFileSync(path.join(backupDir, name), 'an older archive')
  site = await startServer(
    { BACKUP_DIR: backupDir, BACKUP_KEEP: '2', BACKUP_TEST_EVERY_SECONDS: '2' },
    { timeoutMs: 150_000 },
  )
}, 180_000)

afterAll(async () => {
  await site?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

test('the site writes its backups by itself, keeps the last two, and records each', async () => {
  // Two of its own made: the three older archives pruned, one after each.
  await expect
    .poll(() => ownArchives().length, { timeout: 90_000, interval: 500 })
    .toBeGreaterThanOrEqual(2)
  expect((await fetch(`${site!.url}/healthz`)).status).toBe(200)
  // Stopped, it finishes the backup under way, if any, and starts no other.
  expect(await site!.stop()).toBe(0)
  site = undefined
  const status = await readBackupStatus(backupDir)
  expect(status).toMatchObject({ ok: true })
  const archives = readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'))
  expect(archives).toHaveLength(2)
  expect(archives.some((name) => older.includes(name))).toBe(false)
  expect(archives).toContain(status!.file)
  // What it wrote is a whole backup that a restore accepts.
  const manifest = await verifyBackup(path.join(backupDir, status!.file!))
  expect(manifest.keys).toBe('left out')
  expect(manifest.entries.map((entry) => entry.path)).toContain('database/pgdata.tar')
  // Nothing half-written left beside them.
  expect(readdirSync(backupDir).filter((name) => name.endsWith('.partial'))).toEqual([])
}, 120_000)

function ownArchives() {
  return readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz') && !older.includes(name))
}
