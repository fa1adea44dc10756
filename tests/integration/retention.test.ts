import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { openDatabase, openPanelDatabase, panelFolders, panelSchema } from '../../services/panel'
import { monthsBefore } from '../../services/panel/retention'
import { addSubmission } from '../support/submissions'
import { startServer } from '../support/site-process'

let dataDir: string

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-site-retention-'))
})

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('the site’s embedded panel deletes by RETENTION_MESSAGES_MONTHS as the site starts', async () => {
  const { uploadsDir } = panelFolders(dataDir)
  mkdirSync(uploadsDir, { recursive: true })
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  let connection = await openDatabase({ dataDir, loadDataDir: template })
  let db = await openPanelDatabase(connection)
  const today = new Date()
  await addSubmission(db, uploadsDir, { kind: 'contact', receivedAt: monthsBefore(today, 7) })
  await addSubmission(db, uploadsDir, { kind: 'favorites', receivedAt: monthsBefore(today, 7) })
  const message = await addSubmission(db, uploadsDir, {
    kind: 'contact',
    receivedAt: monthsBefore(today, 5),
  })
  // Within the policy's 12 months: the shorter messages' period does not touch it.
  const application = await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    receivedAt: monthsBefore(today, 7),
  })
  await connection.close()

  const site = await startServer({ DATA_DIR: dataDir, RETENTION_MESSAGES_MONTHS: '6' })
  expect(await site.stop()).toBe(0)

  connection = await openDatabase({ dataDir })
  try {
    db = await openPanelDatabase(connection)
    const rows = await db.select({ id: panelSchema.submissions.id }).from(panelSchema.submissions)
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([message.id, application.id])
    expect(readdirSync(uploadsDir).sort()).toEqual([...application.storedNames].sort())
  } finally {
    await connection.close()
  }
}, 180_000)
