import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { openDatabase } from './database'

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
