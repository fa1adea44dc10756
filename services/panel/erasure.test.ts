import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { eraseSubmissionsByEmail, openDatabase, panelFolders } from '.'
import { openPanelDatabase } from './db'
import { packages, submissions } from './db/schema'
import { replayErasures } from './erasure'
import { erasedSince } from './erasure-journal'
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

/** A data folder as the site keeps it: PGlite in database/, uploads in uploads/. */
async function dataFolder() {
  const dataDir = mkdtempSync(path.join(folder, 'data-'))
  const { uploadsDir } = panelFolders(dataDir)
  mkdirSync(uploadsDir, { recursive: true })
  const connection = await openDatabase({ dataDir, loadDataDir: template() })
  return { dataDir, uploadsDir, connection, db: await openPanelDatabase(connection) }
}

test('erasing an address removes its submissions of every kind with their files, and no one else’s', async () => {
  const { dataDir, uploadsDir, connection, db } = await dataFolder()
  try {
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

test('an erasure is journaled beside the backups as ids, and replayed on a copy taken before it', async () => {
  const { dataDir, uploadsDir, connection, db } = await dataFolder()
  const backupDir = path.join(dataDir, 'backups')
  try {
    const receivedAt = new Date()
    const ana = await addSubmission(db, uploadsDir, {
      kind: 'get-scouted',
      receivedAt,
      email: 'ana@example.com',
    })
    const bruno = await addSubmission(db, uploadsDir, { kind: 'contact', receivedAt })
    const [made] = await db
      .insert(packages)
      .values({
        title: 'Campanha',
        clientName: 'Ana Souza',
        clientEmail: 'ana@example.com',
        lang: 'pt',
        sections: ['polaroids'],
        expiresAt: new Date(Date.now() + 86_400_000),
        linkNonce: 'nonce',
        tokenHash: 'hash',
      })
      .returning({ id: packages.id })
    // The copy a backup would hold, taken before the erasure.
    if (connection.driver !== 'pglite') throw new Error('not the embedded database')
    const copy = await connection.client.dumpDataDir('none')
    const takenAt = new Date()

    await eraseSubmissionsByEmail({ connection, dataDir, email: 'ana@example.com', backupDir })
    const journal = readFileSync(path.join(backupDir, 'erasures.jsonl'), 'utf8')
    expect(journal).not.toContain('ana')
    const erased = await erasedSince(backupDir, takenAt)
    expect(erased).toEqual({ submissions: [ana.id], packages: [made?.id] })

    const restored = await openDatabase({ dataDir: null, loadDataDir: copy })
    try {
      const old = await openPanelDatabase(restored)
      expect(await replayErasures(old, erased)).toEqual({
        submissions: 1,
        packages: 1,
        files: ana.storedNames,
      })
      const left = await old.select({ id: submissions.id }).from(submissions)
      expect(left.map((row) => row.id)).toEqual([bruno.id])
      const [client] = await old
        .select({ name: packages.clientName, email: packages.clientEmail })
        .from(packages)
        .where(eq(packages.id, made?.id ?? 0))
      expect(client).toEqual({ name: '', email: '' })
    } finally {
      await restored.close()
    }
  } finally {
    await connection.close()
  }
}, 60_000)
