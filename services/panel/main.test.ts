import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { startService } from '../../scripts/site-process'
import { openDatabase } from '../common/database'
import { panelFolders } from '.'
import { openPanelDatabase } from './db'
import { submissions } from './db/schema'
import { monthsBefore } from './retention'
import { addSubmission } from './submission-fixtures'

let folder: string

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-main-'))
})

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

test('npm run panel deletes what is past RETENTION_SCOUTING_MONTHS as it starts', async () => {
  const dataDir = path.join(folder, 'panel')
  const { uploadsDir } = panelFolders(dataDir)
  mkdirSync(uploadsDir, { recursive: true })
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  let connection = await openDatabase({ dataDir, loadDataDir: template })
  let db = await openPanelDatabase(connection)
  const today = new Date()
  await addSubmission(db, uploadsDir, { kind: 'get-scouted', receivedAt: monthsBefore(today, 4) })
  const kept = await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    receivedAt: monthsBefore(today, 2),
  })
  await connection.close()

  const panel = await startService('panel', {
    PANEL_DATA_DIR: dataDir,
    PANEL_API_TOKEN: 'main-test-token',
    RETENTION_SCOUTING_MONTHS: '3',
  })
  // SIGTERM: the retention schedule stops, then the database closes and the process exits.
  expect(await panel.stop()).toBe(0)

  connection = await openDatabase({ dataDir })
  try {
    db = await openPanelDatabase(connection)
    const rows = await db.select({ id: submissions.id }).from(submissions)
    expect(rows.map((row) => row.id)).toEqual([kept.id])
    expect(readdirSync(uploadsDir).sort()).toEqual([...kept.storedNames].sort())
  } finally {
    await connection.close()
  }
}, 120_000)

test('a period longer than the privacy policy’s stops the panel with a message naming it', async () => {
  await expect(startService('panel', { RETENTION_MESSAGES_MONTHS: '25' })).rejects.toThrow(
    /RETENTION_MESSAGES_MONTHS: at most 24 months/,
  )
}, 60_000)
