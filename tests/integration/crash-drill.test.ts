import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDatabase, openPanelDatabase, panelSchema, verifyBackup } from '../../services/panel'
import { createOrResetAccount, setPasswordWithToken } from '../../services/panel/admin/accounts'
import { BackOfficeBrowser, staffPassword } from '../support/back-office'
import { copyDataTemplate } from '../support/data-template'
import {
  commandArgs,
  type RunningServer,
  siteDataTemplate,
  startServer,
} from '../support/site-process'

const run = promisify(execFile)

// The embedded default killed in the middle of its work, as an out-of-memory kill or a crash
// would (SIGKILL: nothing of the process runs after it), then started again: it starts, and
// every write it acknowledged is there (issue 39, docs/deploy.md#what-a-power-cut-can-lose).
let dataDir: string
let backupDir: string
let site: RunningServer | undefined
const staff = 'ines@passarela.test'

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-crash-'))
  backupDir = path.join(dataDir, 'backups')
  const template = await siteDataTemplate()
  if (template) copyDataTemplate(template, dataDir)
  // A staff account with a password, made before the site holds the folder.
  const connection = await openDatabase({ dataDir })
  const { token } = await createOrResetAccount(await openPanelDatabase(connection), {
    email: staff,
    name: 'Inês',
  })
  await setPasswordWithToken(await openPanelDatabase(connection), token, staffPassword)
  await connection.close()
}, 120_000)

afterAll(async () => {
  await site?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('killed while forms and back-office saves go on, the site starts again with every write it acknowledged', async () => {
  site = await startServer({ DATA_DIR: dataDir, FORM_RATE_LIMIT: '100000' }, { ownPublicUrl: true })
  const browser = new BackOfficeBrowser(site.url, '/panel/admin', '203.0.113.7')
  await browser.signIn(staff)

  const sent: string[] = []
  const saved: string[] = []
  let going = true
  const contact = async (name: string) => {
    const body = new FormData()
    for (const [field, value] of Object.entries({
      name,
      email: 'drill@example.com',
      phone: '',
      message: 'Uma pergunta.',
    })) {
      body.set(field, value)
    }
    return fetch(`${site!.url}/contact`, {
      method: 'POST',
      body,
      headers: { Origin: site!.url },
      redirect: 'manual',
    })
  }
  const forms = (async () => {
    for (let n = 0; going; n += 1) {
      const name = `Drill ${n}`
      const answer = await contact(name).catch(() => null)
      if (answer?.status === 303) sent.push(name)
    }
  })()
  const saves = (async () => {
    for (let n = 0; going; n += 1) {
      const instagram = `https://www.instagram.com/drill${n}/`
      const answer = await browser
        .post('/links', {
          instagram,
          models: 'https://models.com/agency/drill',
          email: 'booking@example.com',
          phone: '+55 61 3248-7710',
          whatsapp: '5561998147710',
        })
        .catch(() => null)
      if (answer?.status === 303) saved.push(instagram)
    }
  })()
  while (sent.length < 20 || saved.length < 10) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  site.process.kill('SIGKILL')
  await once(site.process, 'exit').catch(() => undefined)
  going = false
  await Promise.all([forms, saves])

  // Started again on the folder the killed process held: its lock names a process gone.
  site = await startServer({ DATA_DIR: dataDir }, { ownPublicUrl: true })
  expect((await fetch(`${site.url}/en/models`)).status).toBe(200)
  await site.stop()
  site = undefined

  const connection = await openDatabase({ dataDir })
  try {
    const db = await openPanelDatabase(connection)
    const stored = await db
      .select({ fields: panelSchema.submissions.fields })
      .from(panelSchema.submissions)
      .where(eq(panelSchema.submissions.kind, 'contact'))
    const names = new Set(stored.map((row) => String(row.fields.name)))
    expect(sent.filter((name) => !names.has(name))).toEqual([])
    const audited = await db
      .select({ id: panelSchema.staffAuditLog.id })
      .from(panelSchema.staffAuditLog)
      .where(eq(panelSchema.staffAuditLog.action, 'links.update'))
    expect(audited.length).toBeGreaterThanOrEqual(saved.length)
    const [links] = await db.select().from(panelSchema.socialLinks)
    // The last save acknowledged, or one sent after it that the kill did not stop in time.
    const last = Number(/drill(\d+)/.exec(saved.at(-1)!)![1])
    expect(Number(/drill(\d+)/.exec(links!.instagram)![1])).toBeGreaterThanOrEqual(last)
  } finally {
    await connection.close()
  }
}, 180_000)

test('a backup killed midway leaves no archive that looks whole, and the next one is', async () => {
  const out = path.join(backupDir, 'killed.tar.gz')
  const backup = spawn(process.execPath, commandArgs('backup', ['--out', out]), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STORAGE_URL: '',
      PANEL_DATA_DIR: '',
    },
    stdio: 'ignore',
  })
  // Killed once its archive is being written.
  const writing = () =>
    existsSync(backupDir) && readdirSync(backupDir).some((name) => name.endsWith('.partial'))
  while (!writing()) {
    if (backup.exitCode !== null) throw new Error('the backup ended before it was killed')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  backup.kill('SIGKILL')
  await once(backup, 'exit')
  expect(existsSync(out)).toBe(false)

  // The folder opens (the killed command's lock names a process gone), and a backup goes.
  const { stdout } = await run(process.execPath, commandArgs('backup'), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      DATABASE_URL: '',
      STORAGE_URL: '',
      PANEL_DATA_DIR: '',
    },
  })
  const manifest = await verifyBackup(stdout.trim())
  expect(manifest.entries.length).toBeGreaterThan(1)
}, 120_000)
