import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statusFileName } from '../../common/backup/schedule'
import { addSubmission } from '../../../tests/support/submissions'
import { erasedSince, erasureJournalName } from '../erasure-journal'
import {
  type BackOffice,
  type BackOfficeBrowser,
  startBackOffice,
} from '../../../tests/support/back-office'

/**
 * The admins' Backups page over HTTP: the last backup (its time, size, result and any failure)
 * and the archives kept, each downloaded whole; refused to a booker, and to any name that is not
 * an archive's in the folder.
 */

let root: string
let dir: string
let office: BackOffice
let admin: BackOfficeBrowser
let booker: BackOfficeBrowser
const older = 'passarela-backup-2026-11-27T06-00-00Z.tar.gz'
const newer = 'passarela-backup-2026-11-28T06-00-00Z.tar.gz'
const bytes = randomBytes(300_000)

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'passarela-backups-page-'))
  dir = path.join(root, 'backups')
  mkdirSync(dir)
  writeFileSync(path.join(dir, older), 'older')
  writeFileSync(path.join(dir, newer), bytes)
  // Beside the folder: what a traversal would reach.
  writeFileSync(path.join(root, 'secret.tar.gz'), 'not for download')
  writeFileSync(
    path.join(dir, statusFileName),
    JSON.stringify({
      startedAt: '2026-11-28T06:00:00.000Z',
      finishedAt: '2026-11-28T06:00:04.000Z',
      ok: true,
      file: newer,
      size: bytes.length,
      removed: [],
    }),
  )
  office = await startBackOffice({ backups: { dir, hour: 3, keep: 7 } })
  admin = await office.signIn('owner@passarela.test')
  booker = await office.signIn('booker@passarela.test', { role: 'booker' })
})

afterAll(async () => {
  await office?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('an admin', () => {
  it('sees the last backup and the kept archives, in Portuguese and English', async () => {
    const html = await admin.page('/backups')
    expect(html).toContain('<h1>Backups</h1>')
    expect(html).toContain('todo dia às 3h')
    expect(html).toContain('Guarda as últimas 7')
    expect(html).toContain('Concluído')
    // 300 000 bytes, as Portuguese writes them; 06:00 UTC is 03:00 in Brasília.
    expect(html).toContain('293 KB')
    expect(html).toContain('28/11/2026, 03:00')
    expect(html.indexOf(`/panel/admin/backups/${newer}`)).toBeLessThan(
      html.indexOf(`/panel/admin/backups/${older}`),
    )
    const nav = /<nav class="sections"[\s\S]*?<\/nav>/.exec(html)![0]
    expect(nav).toContain('href="/panel/admin/backups" aria-current="page"')

    await admin.get('/backups?panel-lang=en')
    const english = await admin.page('/backups')
    expect(english).toContain('Every day at 3:00 (Brasília time)')
    expect(english).toContain('It keeps the last 7')
    expect(english).toContain('Succeeded')
    expect(english).toContain(`Download ${newer}`)
    await admin.get('/backups?panel-lang=pt')
  })

  it('downloads an archive whole, as an attachment, and the download is on the record', async () => {
    const response = await admin.get(`/backups/${newer}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/gzip')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${newer}"`)
    expect(response.headers.get('content-length')).toBe(String(bytes.length))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
    const [entry] = await office.auditOf('backup.download', `backup:${newer}`)
    expect(entry?.actor).toBe('owner@passarela.test')
  })

  it('sees a failed backup with its error', async () => {
    writeFileSync(
      path.join(dir, statusFileName),
      JSON.stringify({
        startedAt: '2026-11-29T06:00:00.000Z',
        finishedAt: '2026-11-29T06:00:01.000Z',
        ok: false,
        error: 'ENOSPC: no space left on device',
        removed: [],
      }),
    )
    const html = await admin.page('/backups')
    expect(html).toContain('Falhou')
    expect(html).toContain('ENOSPC: no space left on device')
    expect(html).toContain('Os backups anteriores foram mantidos.')
    // The archives before it are still offered.
    expect(html).toContain(`/panel/admin/backups/${newer}`)
  })

  it('is refused any name that is not an archive in the folder', async () => {
    for (const name of [
      '..%2Fsecret.tar.gz',
      '%2E%2E%2Fsecret.tar.gz',
      '..%5Csecret.tar.gz',
      statusFileName,
      'passarela-backup-2026-11-26T06-00-00Z.tar.gz',
      `${newer}%00`,
      `.${newer}.1.partial`,
    ]) {
      const response = await admin.get(`/backups/${name}`)
      expect(response.status, name).toBe(404)
      expect(response.headers.get('content-disposition'), name).toBeNull()
    }
    // Express's own reading of `..` in a path never leaves the back office's routes either.
    const dotted = await admin.get('/backups/../secret.tar.gz')
    expect([400, 404]).toContain(dotted.status)
  })
})

describe('a submission deleted from the inbox', () => {
  it('is written beside the backups, as its id alone, for a restore to erase it again', async () => {
    mkdirSync(office.uploadsDir, { recursive: true })
    const { id } = await addSubmission(office.db, office.uploadsDir, {
      kind: 'get-scouted',
      receivedAt: new Date(),
      email: 'clara@example.com',
    })
    const before = new Date()
    expect((await admin.post(`/inbox/${id}/delete`)).status).toBe(303)
    expect(await erasedSince(dir, before)).toEqual({ submissions: [id], packages: [] })
    expect(readFileSync(path.join(dir, erasureJournalName), 'utf8')).not.toContain('clara')
    // The page lists archives alone, not the journal.
    expect(await admin.page('/backups')).not.toContain(erasureJournalName)
  })
})

describe('a booker', () => {
  it('is refused the page and every download, and is not shown the section', async () => {
    for (const page of ['/backups', `/backups/${newer}`, '/backups/']) {
      const response = await booker.get(page)
      expect(response.status, page).toBe(403)
      expect(response.headers.get('content-disposition'), page).toBeNull()
    }
    expect(await booker.page('/inbox')).not.toContain('/panel/admin/backups')
  })
})

describe('a panel that takes no backups', () => {
  it('says so to an admin', async () => {
    const elsewhere = await startBackOffice()
    try {
      const html = await (await elsewhere.signIn('owner@passarela.test')).page('/backups')
      expect(html).toContain('Este site guarda os dados no PostgreSQL ou em um bucket')
    } finally {
      await elsewhere.close()
    }
  })
})
