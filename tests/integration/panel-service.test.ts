import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { startService } from '../support/site-process'
import { openDatabase } from '../../services/common/database'
import { panelFolders } from '../../services/panel'
import { createOrResetAccount } from '../../services/panel/admin/accounts'
import { openPanelDatabase } from '../../services/panel/db'
import { submissions } from '../../services/panel/db/schema'
import { monthsBefore } from '../../services/panel/retention'
import { addSubmission } from '../support/submissions'

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

test('npm run panel serves its back office at /admin, with the account the command made', async () => {
  const dataDir = path.join(folder, 'alone')
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const connection = await openDatabase({ dataDir, loadDataDir: template })
  const { token } = await createOrResetAccount(await openPanelDatabase(connection), {
    email: 'alone@passarela.test',
  })
  await connection.close()

  const panel = await startService('panel', { PANEL_DATA_DIR: dataDir })
  try {
    const signIn = await fetch(`${panel.url}/admin/sign-in`)
    expect(signIn.status).toBe(200)
    expect(signIn.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(signIn.headers.get('set-cookie')).toMatch(/Path=\/admin;/)
    const setPassword = await fetch(`${panel.url}/admin/set-password?token=${token}`)
    expect(await setPassword.text()).toContain('alone@passarela.test')
    const stylesheet = await fetch(`${panel.url}/admin/assets/admin.css`)
    expect(stylesheet.headers.get('content-type')).toMatch(/^text\/css/)
    expect((await fetch(`${panel.url}/admin/assets/inter.woff2`)).status).toBe(200)
  } finally {
    await panel.stop()
  }
}, 120_000)
