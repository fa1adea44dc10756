import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import express from 'express'
import { inject } from 'vitest'
import { openDatabase } from '../../services/common/database'
import type { FileStore } from '../../services/common/storage'
import { type Database, openPanelDatabase } from '../../services/panel/db'
import { staffAuditLog } from '../../services/panel/db/schema'
import { seedPanelContent } from '../../services/panel/seed'
import { createPanelService } from '../../services/panel/service'
import { createOrResetAccount, setPasswordWithToken } from '../../services/panel/admin/accounts'
import type { Mailer } from '../../services/panel/notifications'
import type { RosterSettings } from '../../services/panel/admin/roster-client'
import type { StaffRole } from '../../services/panel/admin/roles'

/**
 * The back office as its tests meet it: the whole panel service on a port of its own, its
 * database in memory (PGlite), its folders in a temporary one, and browsers that sign in over
 * HTTP, keep their cookies and carry the forms' CSRF token. Shared by the back office's
 * integration tests (the sign-in, the inbox, the content); a test helper, not used by the
 * service.
 */

export const staffPassword = 'lago sul ao entardecer'

export type BackOffice = {
  /** `http://127.0.0.1:port`. */
  origin: string
  /** Where the back office is mounted: `/panel/admin`. */
  base: string
  db: Database
  uploadsDir: string
  mediaDir: string
  /** How many times the back office told the site that its content changed. */
  contentChanges: () => number
  /** The panel's machine key (`PANEL_API_TOKEN`), which the site holds too. */
  apiToken: string
  /** The panel's machine API (`/panel/api…`), signed in with its token, as the site calls it. */
  api: (pathname: string, init?: RequestInit) => Promise<Response>
  /** A browser that has not signed in. */
  browser: () => BackOfficeBrowser
  /**
   * A browser signed in with a staff account (created, with its password, when new): an admin,
   * or of `role` (the run's first account is an admin whatever is asked).
   */
  signIn: (email?: string, options?: { role?: StaffRole }) => Promise<BackOfficeBrowser>
  /** The audit log's entries of `action` on `target`, newest first. */
  auditOf: (action: string, target: string) => Promise<(typeof staffAuditLog.$inferSelect)[]>
  close: () => Promise<void>
}

type RequestOptions = RequestInit & { form?: Record<string, string> | FormData }

/** A browser of its own: cookies kept, redirects not followed, an address of its own. */
export class BackOfficeBrowser {
  readonly cookies = new Map<string, string>()
  private token = ''

  constructor(
    readonly origin: string,
    readonly base: string,
    readonly address: string,
  ) {}

  /**
   * Any request; `form` is sent as the browser would post it (urlencoded, or multipart for a
   * FormData) with this origin's `Origin` header. A path is relative to the server, not `base`.
   */
  async request(url: string, { form, ...init }: RequestOptions = {}) {
    const headers = new Headers(init.headers)
    headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    headers.set('x-forwarded-for', this.address)
    let body = init.body
    if (form) {
      body = form instanceof FormData ? form : new URLSearchParams(form)
      if (!(form instanceof FormData)) {
        headers.set('content-type', 'application/x-www-form-urlencoded')
      }
      if (!headers.has('origin')) headers.set('origin', this.origin)
    }
    const response = await fetch(this.origin + url, {
      ...init,
      method: form ? 'POST' : (init.method ?? 'GET'),
      headers,
      body,
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(index + 1))
    }
    return response
  }

  /** A back-office page (`/inbox` is `${base}/inbox`). */
  get(pathname: string, init: RequestInit = {}) {
    return this.request(this.base + pathname, init)
  }

  /** A back-office page's HTML, which must answer 200. */
  async page(pathname: string): Promise<string> {
    const response = await this.get(pathname)
    if (response.status !== 200) {
      throw new Error(`${pathname} answered ${response.status}, not 200`)
    }
    return response.text()
  }

  /**
   * Posts a back-office form with this browser's CSRF token, as the page's form carries it;
   * `{csrf: false}` posts it without, as a forged form would.
   */
  async post(
    pathname: string,
    fields: Record<string, string> | FormData = {},
    { csrf = true }: { csrf?: boolean } = {},
  ) {
    let form = fields
    if (csrf) {
      const token = await this.csrf()
      if (fields instanceof FormData) fields.set('_csrf', token)
      else form = { _csrf: token, ...fields }
    }
    return this.request(this.base + pathname, { form })
  }

  /**
   * The token this browser's forms carry (bound to its session: the same on every page); with a
   * `pathname`, the one on that page's form (a step of the sign-in, say), read afresh, not kept.
   */
  async csrf(pathname?: string): Promise<string> {
    if (pathname) return tokenOn(await (await this.get(pathname)).text())
    if (this.token) return this.token
    // The sign-in page while signed out; once signed in, it sends to the inbox instead.
    let response = await this.get('/sign-in')
    if (response.status === 303) response = await this.get('/account')
    const token = tokenOn(await response.text())
    // Before signing in the token is bound to a cookie, after to the session: not kept then.
    if (this.cookies.has('passarela_staff')) this.token = token
    return token
  }

  /** Posts the sign-in form, whatever it answers; the next `csrf()` is the session's. */
  attemptSignIn(email: string, password = staffPassword) {
    this.token = ''
    return this.post('/sign-in', { email, password })
  }

  /** Signs in with the password form, which must succeed. */
  async signIn(email: string, password = staffPassword) {
    const response = await this.attemptSignIn(email, password)
    if (response.status !== 303) throw new Error(`sign-in answered ${response.status}`)
    return response
  }
}

/** The CSRF token a page's form carries. */
function tokenOn(html: string) {
  const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error('no CSRF token on the page')
  return token
}

/** The panel's database: a copy of the test run's template when there is one (fast). */
async function panelConnection() {
  let template: string | undefined
  try {
    template = inject('pgliteTemplate')
  } catch {
    // Outside the run's global setup: a fresh database, migrated below.
  }
  return openDatabase(
    template
      ? { dataDir: null, loadDataDir: new Blob([readFileSync(template)]) }
      : { dataDir: null },
  )
}

/**
 * Starts the panel service with its back office at `/panel/admin`. `seed` writes the demo
 * content (news, slides, links and their images) first, as a fresh embedded panel has it.
 */
export async function startBackOffice({
  seed = false,
  uploads,
  media,
  roster,
  mailer,
  siteUrl,
  backups,
}: {
  seed?: boolean
  /** The daily backup's folder and settings, as the embedded panel on a data folder has them. */
  backups?: { dir: string; hour: number; keep: number }
  /** The public site's address (`PUBLIC_URL`). */
  siteUrl?: string
  /** Sends packages by e-mail (an SMTP server the test started); none: the mail program. */
  mailer?: Mailer
  /** Where the Models section writes the roster (a booking service the test started). */
  roster?: RosterSettings
  /** Where the visitors' files go: the temporary folder's `uploads` unless a store is given. */
  uploads?: FileStore
  /** Where the back office's public media go: the temporary folder's `media` unless given. */
  media?: FileStore
} = {}): Promise<BackOffice> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-back-office-'))
  const uploadsDir = path.join(folder, 'uploads')
  const mediaDir = path.join(folder, 'media')
  const connection = await panelConnection()
  const db = await openPanelDatabase(connection)
  if (seed) await seedPanelContent(db, mediaDir)
  const apiToken = 'back-office-test-token'
  let changes = 0
  const app = express()
  // Each browser says where it comes from, so the sign-in limits per address stay apart.
  app.set('trust proxy', 'loopback')
  app.use(
    '/panel',
    createPanelService({
      db,
      apiToken,
      secret: 'back-office-test-secret',
      uploadsDir,
      uploads,
      media,
      mailer,
      mediaDir,
      roster,
      siteUrl,
      backups,
      onContentChange: () => {
        changes += 1
      },
    }),
  )
  const server: Server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  const origin = `http://127.0.0.1:${address.port}`
  const base = '/panel/admin'

  let accessToken = ''
  async function api(pathname: string, init: RequestInit = {}) {
    if (!accessToken) {
      const login = await fetch(`${origin}/panel/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ salt: 'nonce', api_token: apiToken }),
      })
      accessToken = ((await login.json()) as { access_token: string }).access_token
    }
    const headers = new Headers(init.headers)
    headers.set('authorization', `Bearer ${accessToken}`)
    return fetch(`${origin}/panel/api${pathname}`, { ...init, headers })
  }

  let browsers = 0
  function browser() {
    browsers += 1
    return new BackOfficeBrowser(origin, base, `203.0.113.${browsers % 250}`)
  }

  const passwords = new Set<string>()
  async function signIn(email = 'staff@passarela.test', { role }: { role?: StaffRole } = {}) {
    if (!passwords.has(email)) {
      const { token } = await createOrResetAccount(db, { email, name: 'Staff', role })
      await setPasswordWithToken(db, token, staffPassword)
      passwords.add(email)
    }
    const signedIn = browser()
    await signedIn.signIn(email)
    return signedIn
  }

  return {
    origin,
    base,
    db,
    uploadsDir,
    mediaDir,
    contentChanges: () => changes,
    apiToken,
    api,
    browser,
    signIn,
    auditOf: (action, target) =>
      db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.target, target)))
        .orderBy(desc(staffAuditLog.id)),
    async close() {
      server.closeAllConnections()
      server.close()
      await connection.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
