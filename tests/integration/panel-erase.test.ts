import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { openDatabase, openPanelDatabase, panelFolders } from '../../services/panel'
import { createPackage } from '../../services/panel/packages'
import { addSubmission } from '../support/submissions'
import { commandArgs } from '../support/site-process'

const run = promisify(execFile)

let dataDir: string
let kept: string[]

/** `npm run panel:erase` as a person runs it, with these variables. */
function erase(args: string[], env: Record<string, string>) {
  return run(process.execPath, commandArgs('panel-erase', args), {
    env: { ...process.env, DATA_DIR: '', PANEL_DATA_DIR: '', DATABASE_URL: '', ...env },
  })
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-erase-'))
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const connection = await openDatabase({ dataDir, loadDataDir: template })
  const db = await openPanelDatabase(connection)
  const { uploadsDir } = panelFolders(dataDir)
  mkdirSync(uploadsDir, { recursive: true })
  const receivedAt = new Date()
  await addSubmission(db, uploadsDir, { kind: 'contact', receivedAt, email: 'ana@example.com' })
  await addSubmission(db, uploadsDir, { kind: 'favorites', receivedAt, email: 'ana@example.com' })
  await addSubmission(db, uploadsDir, { kind: 'get-scouted', receivedAt, email: 'ana@example.com' })
  const bruno = await addSubmission(db, uploadsDir, {
    kind: 'get-scouted',
    receivedAt,
    email: 'bruno@example.com',
    files: 3,
  })
  kept = bruno.storedNames
  // Ana is also the client of a package the agency sent her.
  await createPackage(
    db,
    'erase-test-key',
    {
      title: 'Campanha',
      clientName: 'Ana',
      clientEmail: 'ana@example.com',
      lang: 'pt',
      note: '',
      showMeasures: true,
      sections: ['portfolio'],
      expiresAt: new Date(Date.now() + 86_400_000),
      models: [],
    },
    '',
  )
  await connection.close()
}, 60_000)

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('the command erases an address from the site’s data folder and says what it removed', async () => {
  const { stdout } = await erase(['--email', 'ANA@example.com'], { DATA_DIR: dataDir })
  expect(stdout).toContain(`Erased from the site's panel in ${dataDir}:`)
  expect(stdout).toMatch(/contact messages: +1\n/)
  expect(stdout).toMatch(/quote requests: +1\n/)
  expect(stdout).toMatch(/Be a Model applications: +1\n/)
  expect(stdout).toMatch(/packages' client: +1 \(name and e-mail forgotten\)\n/)
  expect(stdout).toMatch(/files removed: +2\n/)
  expect(readdirSync(panelFolders(dataDir).uploadsDir).sort()).toEqual([...kept].sort())
}, 60_000)

test('with PANEL_DATA_DIR it works on a standalone panel’s folder', async () => {
  const { stdout } = await erase(['--email', 'bruno@example.com'], {
    PANEL_DATA_DIR: dataDir,
    DATA_DIR: path.join(dataDir, 'not-this-one'),
  })
  expect(stdout).toContain(`Erased from the standalone panel in ${dataDir}:`)
  expect(stdout).toMatch(/Be a Model applications: +1\n/)
  expect(stdout).toMatch(/files removed: +3\n/)
  expect(readdirSync(panelFolders(dataDir).uploadsDir)).toEqual([])
}, 60_000)

test('without an address it erases nothing and explains itself', async () => {
  const failure = await erase([], { DATA_DIR: dataDir }).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  )
  expect(failure?.code).toBe(2)
  expect(failure?.stderr).toContain('--email takes an e-mail address.')
  expect(failure?.stderr).toContain('Stop the server')
}, 60_000)
