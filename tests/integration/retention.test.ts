import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { openDatabase, openPanelDatabase, panelFolders, panelSchema } from '../../services/panel'
import { monthsBefore } from '../../services/panel/retention'
import type { SubmissionKind } from '../../contracts/panel'
import { addSubmission } from '../support/submissions'
import { startServer, startService } from '../support/site-process'

// The retention periods applied as a process starts: the site's embedded panel, and the panel
// run alone (`npm run panel`), each on a data folder made from the run's template.
let folder: string

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-retention-'))
})

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

type Stored = Awaited<ReturnType<typeof addSubmission>>

/**
 * A data folder named `name` holding what `add` stores, before any process starts on it; gives
 * back the folder and what `add` gave back.
 */
async function dataFolderWith<T>(
  name: string,
  add: (store: (kind: SubmissionKind, monthsAgo: number) => Promise<Stored>) => Promise<T>,
) {
  const dataDir = path.join(folder, name)
  const { uploadsDir } = panelFolders(dataDir)
  mkdirSync(uploadsDir, { recursive: true })
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const connection = await openDatabase({ dataDir, loadDataDir: template })
  try {
    const db = await openPanelDatabase(connection)
    const today = new Date()
    const stored = await add((kind, monthsAgo) =>
      addSubmission(db, uploadsDir, { kind, receivedAt: monthsBefore(today, monthsAgo) }),
    )
    return { data: { dataDir, uploadsDir }, stored }
  } finally {
    await connection.close()
  }
}

/** What the folder's panel still holds: the submissions' ids, and the uploads' file names. */
async function keptIn({ dataDir, uploadsDir }: { dataDir: string; uploadsDir: string }) {
  const connection = await openDatabase({ dataDir })
  try {
    const db = await openPanelDatabase(connection)
    const rows = await db.select({ id: panelSchema.submissions.id }).from(panelSchema.submissions)
    return {
      ids: rows.map((row) => row.id).sort((a, b) => a - b),
      files: readdirSync(uploadsDir).sort(),
    }
  } finally {
    await connection.close()
  }
}

test('the site’s embedded panel deletes by RETENTION_MESSAGES_MONTHS as the site starts', async () => {
  const { data, stored } = await dataFolderWith('site', async (store) => {
    await store('contact', 7)
    await store('favorites', 7)
    const message = await store('contact', 5)
    // Within the policy's 12 months: the shorter messages' period does not touch it.
    return { message, application: await store('get-scouted', 7) }
  })

  const site = await startServer({ DATA_DIR: data.dataDir, RETENTION_MESSAGES_MONTHS: '6' })
  expect(await site.stop()).toBe(0)

  expect(await keptIn(data)).toEqual({
    ids: [stored.message.id, stored.application.id],
    files: [...stored.application.storedNames].sort(),
  })
}, 180_000)

test('npm run panel deletes what is past RETENTION_SCOUTING_MONTHS as it starts', async () => {
  const { data, stored: kept } = await dataFolderWith('panel', async (store) => {
    await store('get-scouted', 4)
    return store('get-scouted', 2)
  })

  const panel = await startService('panel', {
    PANEL_DATA_DIR: data.dataDir,
    PANEL_API_TOKEN: 'main-test-token',
    RETENTION_SCOUTING_MONTHS: '3',
  })
  // SIGTERM: the retention schedule stops, then the database closes and the process exits.
  expect(await panel.stop()).toBe(0)

  expect(await keptIn(data)).toEqual({ ids: [kept.id], files: [...kept.storedNames].sort() })
}, 120_000)
