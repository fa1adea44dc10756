import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { startService } from '../support/site-process'
import { openDatabase } from '../../services/common/database'
import { createOrResetAccount } from '../../services/panel/admin/accounts'
import { openPanelDatabase } from '../../services/panel/db'

let folder: string

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-main-'))
})

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

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
