import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import http, { type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { packageOpenAnswer } from '../../contracts/packages'
import { eq } from 'drizzle-orm'
import { createPanelService, panelSchema } from '../../services/panel'
import { newCounts } from '../../services/panel/admin/inbox'
import {
  createPackage,
  findPackage,
  packageKey,
  packageLinkToken,
  revokePackage,
} from '../../services/panel/packages'
import { drivers, openTestDatabase, type TestDatabase } from './test-database'

/**
 * The panel's package API as the site calls it (decision 028), over HTTP with its machine
 * token: a link opens its package and is counted, a book of a model in it too; an unknown token
 * is a 404, an expired or revoked one a 410 with its reason; nothing opens without the token.
 */
const apiToken = 'packages-api-test-token'
const day = 24 * 60 * 60 * 1000

describe.each(drivers)('the package API on %s', (driver) => {
  let handle: TestDatabase
  let server: Server
  let base: string
  let folder: string
  let bearer: string

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-packages-'))
    const app = express()
    app.use(
      '/panel',
      createPanelService({
        db: handle.panel,
        apiToken,
        secret: 'packages-api-test-secret',
        uploadsDir: path.join(folder, 'uploads'),
        mediaDir: path.join(folder, 'media'),
      }),
    )
    server = http.createServer(app).listen(0, '127.0.0.1')
    await once(server, 'listening')
    const address = server.address() as { port: number }
    base = `http://127.0.0.1:${address.port}/panel/api`
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: 'nonce', api_token: apiToken }),
    })
    bearer = ((await login.json()) as { access_token: string }).access_token
  })

  afterAll(async () => {
    server?.close()
    await handle?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  const call = (pathname: string, init: RequestInit = {}, token = bearer) =>
    fetch(`${base}${pathname}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    })
  const open = (token: string, body: object = {}) =>
    call(`/packages/${token}/open`, { method: 'POST', body: JSON.stringify(body) })

  async function newPackage(expiresInDays = 30) {
    const id = await createPackage(
      handle.panel,
      packageKey(apiToken),
      {
        title: 'Campanha de verão',
        clientName: 'Estúdio Cerrado',
        clientEmail: '',
        lang: 'pt',
        note: 'Para o dia 12.',
        showMeasures: true,
        sections: ['portfolio', 'videos'],
        expiresAt: new Date(Date.now() + expiresInDays * day),
        models: [
          { id: 4201, note: '' },
          { id: 4202, note: 'Chega dia 10' },
        ],
      },
      'Ana Booker',
    )
    const token = (await packageLinkToken(handle.panel, packageKey(apiToken), id))!
    return { id, token }
  }

  test('a link opens its package and counts the visit; a read does not', async () => {
    const { id, token } = await newPackage()
    const read = await call(`/packages/${token}`)
    expect(read.status).toBe(200)
    const opened = await open(token)
    expect(opened.status).toBe(200)
    const { data } = packageOpenAnswer.parse(await opened.json())
    expect(data).toMatchObject({
      id,
      title: 'Campanha de verão',
      lang: 'pt',
      sections: ['portfolio', 'videos'],
      models: [
        { id: 4201, note: '' },
        { id: 4202, note: 'Chega dia 10' },
      ],
    })
    expect((await open(token, { book: 4202 })).status).toBe(200)
    expect((await open(token, { book: 4999 })).status).toBe(404)
    expect((await open(token, { book: 'x' })).status).toBe(400)
    const record = await findPackage(handle.panel, id)
    expect(record?.openCount).toBe(1)
    expect(record?.bookOpens).toMatchObject([{ talentId: 4202, openCount: 1 }])
  })

  test('an unknown or malformed token is a 404; expired and revoked are 410 with the reason and the package’s language', async () => {
    expect((await open('A'.repeat(43))).status).toBe(404)
    expect((await call('/packages/not-a-token')).status).toBe(404)

    const expired = await newPackage(-1)
    const gone = await open(expired.token)
    expect(gone.status).toBe(410)
    expect(await gone.json()).toEqual({ reason: 'expired', lang: 'pt' })

    const revoked = await newPackage()
    await revokePackage(handle.panel, revoked.id)
    const refused = await call(`/packages/${revoked.token}`)
    expect(refused.status).toBe(410)
    expect(await refused.json()).toEqual({ reason: 'revoked', lang: 'pt' })
    expect((await findPackage(handle.panel, revoked.id))?.openCount).toBe(0)
  })

  test('the client’s answer reaches the inbox as a package answer, linked to its package', async () => {
    const { id, token } = await newPackage()
    const answer = (body: object) =>
      call(`/packages/${token}/answer`, { method: 'POST', body: JSON.stringify(body) })
    const none = await answer({ picks: [] })
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({ errors: { picks: 'answer for at least one model' } })
    expect((await answer({ picks: [{ id: 4201, pick: 'perhaps' }] })).status).toBe(400)
    const stranger = await answer({ picks: [{ id: 4999, pick: 'yes' }] })
    expect(stranger.status).toBe(400)

    const sent = await answer({
      picks: [
        { id: 4201, name: 'Helena Prado', pick: 'yes' },
        { id: 4202, name: 'Iara Lima', pick: 'no', comment: '  Prefiro outra altura.  ' },
      ],
    })
    expect(sent.status).toBe(201)
    const { id: submission } = (await sent.json()) as { id: number }
    const [stored] = await handle.panel
      .select()
      .from(panelSchema.submissions)
      .where(eq(panelSchema.submissions.id, submission))
    expect(stored).toMatchObject({ kind: 'package', lang: 'pt', status: 'new' })
    expect(stored?.fields).toMatchObject({
      name: 'Estúdio Cerrado',
      package: 'Campanha de verão',
      package_id: String(id),
    })
    expect(JSON.parse(stored!.fields.picks!)).toEqual([
      { id: 4201, name: 'Helena Prado', pick: 'yes', comment: '' },
      { id: 4202, name: 'Iara Lima', pick: 'no', comment: 'Prefiro outra altura.' },
    ])
    expect((await newCounts(handle.panel)).package).toBeGreaterThanOrEqual(1)

    await revokePackage(handle.panel, id)
    expect((await answer({ picks: [{ id: 4201, pick: 'yes' }] })).status).toBe(410)
  })

  test('nothing opens without the site’s machine token, and nothing is counted', async () => {
    const { id, token } = await newPackage()
    const forged = await fetch(`${base}/packages/${token}/open`, {
      method: 'POST',
      headers: { authorization: 'Bearer forged' },
    })
    expect(forged.status).toBe(401)
    const anonymous = await fetch(`${base}/packages/${token}/open`, { method: 'POST' })
    expect(anonymous.status).toBe(401)
    expect((await findPackage(handle.panel, id))?.openCount).toBe(0)
  })
})
