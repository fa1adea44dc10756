import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, inject, test } from 'vitest'
import { DatabaseInUseError, openDatabase } from './database'

const run = promisify(execFile)

/** The test run's migrated database, to start a folder from without initdb's 15 seconds. */
function template() {
  return new Blob([readFileSync(inject('pgliteTemplate'))])
}

// The embedded database's memory settings (docs/decisions/024-memory-on-a-small-server.md).
test('a new PGlite database is made in its folder and runs with small shared buffers', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-database-'))
  try {
    const connection = await openDatabase({ dataDir })
    try {
      expect(existsSync(path.join(dataDir, 'database', 'PG_VERSION'))).toBe(true)
      if (connection.driver !== 'pglite') throw new Error('expected PGlite')
      const { rows } = await connection.client.query<{ shared_buffers: string }>(
        'show shared_buffers',
      )
      expect(rows[0]?.shared_buffers).toBe('8MB')
    } finally {
      await connection.close()
    }
    // Opened again, the folder's database is the one made the first time.
    const again = await openDatabase({ dataDir })
    await again.close()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 120_000)

/**
 * Opens the folder's database in a process of its own, as a second command would, and says
 * what came of it: `opened`, or the error's name and the process it names.
 */
async function openElsewhere(dataDir: string) {
  const script = `
    const { openDatabase } = await import('./services/common/database.ts')
    try {
      const connection = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} })
      await connection.close()
      console.log(JSON.stringify({ opened: true }))
    } catch (error) {
      console.log(JSON.stringify({ name: error.name, pid: error.pid, message: error.message }))
    }`
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
  ])
  return JSON.parse(stdout) as { opened?: true; name?: string; pid?: number; message?: string }
}

test('a folder is held by the process that opened it until it closes', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-database-lock-'))
  try {
    const connection = await openDatabase({ dataDir, loadDataDir: template() })
    try {
      expect(await openElsewhere(dataDir)).toEqual({
        name: 'DatabaseInUseError',
        pid: process.pid,
        message: expect.stringContaining(
          `is in use by a running Passarela (process ${process.pid})`,
        ),
      })
      // Nor twice in this process.
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseInUseError)
    } finally {
      await connection.close()
    }
    expect(existsSync(path.join(dataDir, 'database.lock'))).toBe(false)
    expect(await openElsewhere(dataDir)).toEqual({ opened: true })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 120_000)

test('the lock of a process that is gone is taken over', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-database-stale-'))
  try {
    const ended = spawn(process.execPath, ['-e', ''])
    await once(ended, 'exit')
    const lockFile = path.join(dataDir, 'database.lock')
    writeFileSync(lockFile, `${ended.pid}\n`)
    const connection = await openDatabase({ dataDir, loadDataDir: template() })
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`)
    await connection.close()
    expect(existsSync(lockFile)).toBe(false)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 120_000)
