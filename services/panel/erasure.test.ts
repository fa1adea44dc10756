import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { eraseSubmissionsByEmail, openDatabase, panelFolders } from '.'
import { openPanelDatabase } from './db'
import { submissions } from './db/schema'
import { addSubmission } from '../../tests/support/submissions'

let folder: string

/** The run's database, migrated once, to start each copy from. */
function template() {
  return new Blob([readFileSync(inject('pgliteTemplate'))])
}

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-erasure-'))
})

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

test('erasing an address removes its submissions of every kind with their files, and no one else’s', async () => {
  // A data folder as the site keeps it: PGlite in database/, uploads in uploads/.
  const dataDir = mkdtempSync(path.join(folder, 'data-'))
  const { uploadsDir } = panelFolders(dataDir)
  mkdirSync(uploadsDir, { recursive: true })
  const connection = await openDatabase({ dataDir, loadDataDir: template() })
  try {
    const db = await openPanelDatabase(connection)
    const receivedAt = new Date()
    const ana = [
      await addSubmission(db, uploadsDir, {
        kind: 'contact',
        receivedAt,
        email: 'ana@example.com',
      }),
      await addSubmission(db, uploadsDir, {
        kind: 'favorites',
        receivedAt,
        email: 'ana@example.com',
      }),
      await addSubmission(db, uploadsDir, {
        kind: 'get-scouted',
        receivedAt,
        email: 'ana@example.com',
      }),
      // Stored before the panel lower-cased addresses, or by another panel that does not.
      await addSubmission(db, uploadsDir, {
        kind: 'get-scouted',
        receivedAt,
        email: 'Ana@Example.COM',
        files: 3,
      }),
    ]
    const others = [
      await addSubmission(db, uploadsDir, {
        kind: 'get-scouted',
        receivedAt,
        email: 'bruno@example.com',
      }),
      await addSubmission(db, uploadsDir, {
        kind: 'contact',
        receivedAt,
        email: 'ana@example.com.br',
      }),
    ]

    const report = await eraseSubmissionsByEmail({
      connection,
      dataDir,
      email: '  ANA@example.com ',
    })

    expect(report.submissions).toEqual({ contact: 1, favorites: 1, 'get-scouted': 2, package: 0 })
    expect(report.files).toEqual({ removed: 5, missing: 0, pending: 0 })
    const remaining = await db.select({ id: submissions.id }).from(submissions)
    expect(remaining.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      others.map((row) => row.id),
    )
    for (const name of ana.flatMap((row) => row.storedNames)) {
      expect(existsSync(path.join(uploadsDir, name))).toBe(false)
    }
    expect(readdirSync(uploadsDir).sort()).toEqual(others.flatMap((row) => row.storedNames).sort())

    const again = await eraseSubmissionsByEmail({ connection, dataDir, email: 'ana@example.com' })
    expect(again.submissions).toEqual({ contact: 0, favorites: 0, 'get-scouted': 0, package: 0 })
  } finally {
    await connection.close()
  }
}, 60_000)

test('an argument that is not an address erases nothing', async () => {
  const dataDir = mkdtempSync(path.join(folder, 'data-'))
  const connection = await openDatabase({ dataDir: null, loadDataDir: template() })
  try {
    await expect(eraseSubmissionsByEmail({ connection, dataDir, email: '' })).rejects.toThrow(
      /e-mail/,
    )
  } finally {
    await connection.close()
  }
})
