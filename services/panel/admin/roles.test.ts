import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submissions } from '../db/schema'
import { mayUse, staffRoles } from './roles'
import {
  type BackOffice,
  type BackOfficeBrowser,
  startBackOffice,
} from '../../../tests/support/back-office'

/**
 * Staff roles over HTTP (issue 38, decision 029): each role refused, with a 403 page in the
 * staff's language, every section it does not include, and the navigation without them; what it
 * does include works.
 */

let office: BackOffice
let admin: BackOfficeBrowser
let booker: BackOfficeBrowser
let content: BackOfficeBrowser
let submissionId: number

beforeAll(async () => {
  office = await startBackOffice({ seed: true })
  // The first account is an admin's; the others are made with their roles.
  admin = await office.signIn('owner@passarela.test')
  booker = await office.signIn('booker@passarela.test', { role: 'booker' })
  content = await office.signIn('content@passarela.test', { role: 'content' })
  const [row] = await office.db
    .insert(submissions)
    .values({
      kind: 'contact',
      lang: 'pt',
      fields: { name: 'Ana', email: 'ana@example.com', message: 'Olá' },
    })
    .returning({ id: submissions.id })
  submissionId = row!.id
})

afterAll(async () => {
  await office?.close()
})

/** Asks for a page (GET) or posts a form with the browser's token (POST): 403 and the page. */
async function expectRefused(browser: BackOfficeBrowser, method: 'GET' | 'POST', path: string) {
  const response = method === 'GET' ? await browser.get(path) : await browser.post(path)
  expect(response.status, `${method} ${path}`).toBe(403)
  const html = await response.text()
  expect(html, `${method} ${path}`).toContain('Fora do seu acesso')
  return html
}

describe('a booker', () => {
  const refused: [string, 'GET' | 'POST', string][] = [
    ['the staff accounts', 'GET', '/accounts'],
    ['the audit log', 'GET', '/audit'],
    ['the CSV export', 'GET', '/inbox.csv'],
    ['deleting a message', 'GET', '/inbox/1/delete'],
    ['deleting a message (the form)', 'POST', '/inbox/1/delete'],
    ['imports', 'GET', '/models/import'],
    ['applying an import', 'POST', '/models/import/abc/apply'],
    ['deleting a model', 'GET', '/models/1/delete'],
    ['deleting a model (the form)', 'POST', '/models/1/delete'],
    ['the news', 'GET', '/news'],
    ['the home slides', 'GET', '/slides'],
    ['the links', 'POST', '/links'],
    ['the backups', 'GET', '/backups'],
    ['downloading a backup', 'GET', '/backups/passarela-backup-2026-11-28T06-00-00Z.tar.gz'],
  ]
  it.each(refused)('is refused %s', async (_name, method, path) => {
    await expectRefused(booker, method, path)
  })

  it('uses the inbox, models, packages and their own account', async () => {
    for (const page of ['/inbox', `/inbox/${submissionId}`, '/models', '/packages', '/account']) {
      expect((await booker.get(page)).status, page).toBe(200)
    }
    // Marks a message as read / answered.
    const marked = await booker.post(`/inbox/${submissionId}/status`, { status: 'answered' })
    expect(marked.status).toBe(303)
    const [row] = await office.db
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, submissionId))
    expect(row?.status).toBe('answered')
  })

  it('is not offered the export or the deletion', async () => {
    expect(await booker.page('/inbox')).not.toContain('/inbox.csv')
    expect(await booker.page(`/inbox/${submissionId}`)).not.toContain(
      `/inbox/${submissionId}/delete`,
    )
    expect(await admin.page('/inbox')).toContain('/inbox.csv')
    expect(await admin.page(`/inbox/${submissionId}`)).toContain(`/inbox/${submissionId}/delete`)
  })

  it('sees only their sections in the navigation', async () => {
    const html = await booker.page('/inbox')
    const nav = /<nav class="sections"[\s\S]*?<\/nav>/.exec(html)![0]
    for (const section of ['inbox', 'models', 'packages', 'account']) {
      expect(nav).toContain(`href="/panel/admin/${section}"`)
    }
    for (const section of ['news', 'slides', 'links', 'audit', 'accounts', 'backups']) {
      expect(nav).not.toContain(`href="/panel/admin/${section}"`)
    }
  })

  it('is refused however the address is spelt', async () => {
    // The guard reads an address as the routes do (any case, a trailing slash); one it does not
    // know is an admin's alone.
    for (const path of ['/AUDIT', '/audit/', '/Models/1/Delete', '/%61udit', '/nowhere']) {
      expect((await booker.get(path)).status, path).toBe(403)
    }
  })
})

describe('a content editor', () => {
  const refused: [string, 'GET' | 'POST', string][] = [
    ['the inbox', 'GET', '/inbox'],
    ['a message', 'GET', '/inbox/1'],
    ['replying', 'POST', '/inbox/1/reply'],
    ['a visitor’s file', 'GET', '/files/1'],
    ['the CSV export', 'GET', '/inbox.csv'],
    ['the models', 'GET', '/models'],
    ['imports', 'GET', '/models/import'],
    ['the packages', 'GET', '/packages'],
    ['making a package', 'POST', '/packages'],
    ['the audit log', 'GET', '/audit'],
    ['the staff accounts', 'GET', '/accounts'],
    ['the backups', 'GET', '/backups'],
  ]
  it.each(refused)('is refused %s', async (_name, method, path) => {
    await expectRefused(content, method, path)
  })

  it('uses the news, the home slides, the links and their own account', async () => {
    for (const page of ['/news', '/news/new', '/slides', '/links', '/account']) {
      expect((await content.get(page)).status, page).toBe(200)
    }
    const links = await content.page('/links')
    const fields = Object.fromEntries(
      [...links.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((match) => [
        match[1]!,
        match[2]!.replaceAll('&amp;', '&'),
      ]),
    )
    delete fields._csrf
    expect((await content.post('/links', fields)).status).toBe(303)
  })

  it('starts at the news, and the refusal is in English once chosen', async () => {
    const start = await content.get('/')
    expect(start.headers.get('location')).toBe('/panel/admin/news')
    const fresh = office.browser()
    const signedIn = await fresh.signIn('content@passarela.test')
    expect(signedIn.headers.get('location')).toBe('/panel/admin/news')

    await content.get('/inbox?panel-lang=en')
    const html = await (await content.get('/inbox')).text()
    expect(html).toContain('<html lang="en-GB">')
    expect(html).toContain('Not part of your role')
    expect(html).toContain('(Content)')
    await content.get('/inbox?panel-lang=pt')
  })
})

describe('an admin', () => {
  it('uses every section', async () => {
    for (const page of [
      '/inbox',
      '/inbox.csv',
      '/models',
      '/packages',
      '/news',
      '/slides',
      '/links',
      '/audit',
      '/backups',
      '/account',
      `/inbox/${submissionId}/delete`,
    ]) {
      expect((await admin.get(page)).status, page).toBe(200)
    }
  })
})

describe('the table of roles', () => {
  it('gives an admin every area, and the others none of the admin’s own', () => {
    for (const area of [
      'accounts',
      'audit',
      'imports',
      'model-deletion',
      'inbox-export',
      'backups',
    ] as const) {
      expect(mayUse('admin', area)).toBe(true)
      expect(mayUse('booker', area)).toBe(false)
      expect(mayUse('content', area)).toBe(false)
    }
    expect(staffRoles).toEqual(['admin', 'booker', 'content'])
  })
})
