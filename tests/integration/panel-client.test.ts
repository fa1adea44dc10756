import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPanelClient } from '../../app/clients/panel.server'
import { ServiceError } from '../../app/clients/service-client.server'
import { panelSchema as schema } from '../../services/panel'
import { createPanelService } from '../../services/panel'
import {
  createPackage,
  findPackage,
  packageKey,
  packageLinkToken,
  revokePackage,
} from '../../services/panel/packages'
import { seedPanelContent } from '../../services/panel/seed'
import { openTestDatabase, type TestDatabase } from './test-database'

const apiToken = 'panel-client-test-token'
let handle: TestDatabase
let server: Server
let baseUrl: string
let folder: string

beforeAll(async () => {
  handle = await openTestDatabase()
  folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-panel-client-'))
  const mediaDir = path.join(folder, 'media')
  await seedPanelContent(handle.panel, mediaDir)
  const app = express()
  app.use(
    '/panel',
    createPanelService({
      db: handle.panel,
      apiToken,
      secret: 'panel-client-test-secret',
      uploadsDir: path.join(folder, 'uploads'),
      mediaDir,
    }),
  )
  server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  baseUrl = `http://127.0.0.1:${address.port}/panel`
})

afterAll(async () => {
  server?.close()
  await handle?.close()
  rmSync(folder, { recursive: true, force: true })
})

test('the client signs in and reads the social links, slides and posts over HTTP', async () => {
  const panel = createPanelClient({ baseUrl, apiToken })
  const links = await panel.socialLinks()
  expect(links.instagram).toMatch(/^https:\/\//)
  expect(links.email).toContain('@')

  const slides = await panel.slides('home')
  expect(slides.some((slide) => slide.type === 'image')).toBe(true)
  expect(slides.some((slide) => slide.type === 'video' && slide.videoId)).toBe(true)
  const image = slides.find((slide) => slide.type === 'image')
  // A relative media path becomes a reference to a file in the panel's media folder.
  expect(image?.desktop).toMatch(/^panel:media\//)
  const file = `${baseUrl}/${image?.desktop?.slice('panel:'.length)}`
  expect((await fetch(file)).headers.get('content-type')).toMatch(/^image\//)
})

test('posts come by Laravel pages, newest first, and one post by its slug', async () => {
  const panel = createPanelClient({ baseUrl, apiToken })
  const first = await panel.posts('news', 'pt', { paginate: 10, page: 1 })
  const all = await panel.posts('news', 'pt', { paginate: 100, page: 1 })
  expect(first.posts).toHaveLength(10)
  expect(first.posts.map((post) => post.slug)).toEqual(
    all.posts.slice(0, 10).map((post) => post.slug),
  )
  const second = await panel.posts('news', 'pt', { paginate: 6, page: 2 })
  expect(second.posts.map((post) => post.slug)).toEqual(
    all.posts.slice(6, 12).map((post) => post.slug),
  )
  const post = await panel.post('news', 'pt', first.posts[0]?.slug ?? '')
  expect(post?.title).toBe(first.posts[0]?.title)
  expect(await panel.post('news', 'pt', 'no-such-post')).toBeNull()
})

test('content is kept for the cache period, and the last good copy serves when the panel fails', async () => {
  const panel = createPanelClient({ baseUrl, apiToken, contentCacheMs: 300 })
  const before = await panel.socialLinks()
  const [row] = await handle.panel.select().from(schema.socialLinks)
  const changed = 'https://www.instagram.com/passarela.changed/'
  await handle.panel.update(schema.socialLinks).set({ instagram: changed })
  try {
    expect((await panel.socialLinks()).instagram).toBe(before.instagram)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect((await panel.socialLinks()).instagram).toBe(changed)
    // The panel has no links any more (404): the copy it gave last still serves.
    await handle.panel.delete(schema.socialLinks)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect((await panel.socialLinks()).instagram).toBe(changed)
  } finally {
    if (row) {
      await handle.panel.delete(schema.socialLinks)
      await handle.panel.insert(schema.socialLinks).values(row)
    }
  }
})

test('an expired token is renewed once and the call succeeds', async () => {
  const panel = createPanelClient({ baseUrl, apiToken })
  await panel.freshSocialLinks()
  const tokensBefore = await handle.panel.select({ total: count() }).from(schema.accessTokens)
  // Every token the panel knows is gone, as after a restart of the real panel.
  await handle.panel.delete(schema.accessTokens)
  expect((await panel.freshSocialLinks()).instagram).toMatch(/^https:/)
  const tokensAfter = await handle.panel.select({ total: count() }).from(schema.accessTokens)
  expect(tokensBefore[0]?.total).toBeGreaterThan(0)
  expect(tokensAfter[0]?.total).toBe(1)
})

test('a submission comes back as stored or as field errors', async () => {
  const panel = createPanelClient({ baseUrl, apiToken })
  const form = new FormData()
  form.set('name', 'Ana Souza')
  form.set('email', 'ana@example.com')
  form.set('phone', '+55 61 99999-0000')
  form.set('message', 'Olá!')
  const stored = await panel.submit('contact', 'pt', form)
  expect(stored).toEqual({ ok: true, id: expect.any(String) })

  const invalid = new FormData()
  invalid.set('name', 'Ana')
  invalid.set('email', 'not an e-mail')
  const refused = await panel.submit('contact', 'es', invalid)
  expect(refused.ok).toBe(false)
  if (!refused.ok)
    expect(Object.keys(refused.errors)).toEqual(expect.arrayContaining(['email', 'message']))
})

test('a wrong token or an unreachable panel is a ServiceError, not a crash', async () => {
  await expect(createPanelClient({ baseUrl, apiToken: 'wrong' }).socialLinks()).rejects.toThrow(
    ServiceError,
  )
  const unreachable = createPanelClient({
    baseUrl: 'http://127.0.0.1:9/panel',
    apiToken,
    timeoutMs: 2000,
  })
  await expect(unreachable.slides('home')).rejects.toThrow(ServiceError)
})

test('a submission the panel does not answer in time is a ServiceError', async () => {
  // A panel that signs in at once and then never answers a submission.
  const slow = express()
  slow.post('/api/login', (_request, response) => {
    response.json({ access_token: 'token' })
  })
  slow.post('/api/favorites/:lang', () => {})
  const server = slow.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  try {
    const panel = createPanelClient({ baseUrl: `http://127.0.0.1:${address.port}`, apiToken })
    const started = Date.now()
    await expect(
      panel.submit('favorites', 'en', new FormData(), { timeoutMs: 300 }),
    ).rejects.toThrow(ServiceError)
    expect(Date.now() - started).toBeLessThan(5000)
  } finally {
    server.closeAllConnections()
    server.close()
  }
})

test('a package’s link opens it (counted), reads it (not counted), takes its answer; unknown or gone are values', async () => {
  const panel = createPanelClient({ baseUrl, apiToken })
  const key = packageKey(apiToken)
  const draft = {
    title: 'Campanha',
    clientName: 'Estúdio',
    clientEmail: '',
    lang: 'pt' as const,
    note: '',
    showMeasures: true,
    sections: ['portfolio' as const],
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    models: [{ id: 11, note: 'Ela.' }],
  }
  const id = await createPackage(handle.panel, key, draft, 'booker@passarela.test')
  const token = (await packageLinkToken(handle.panel, key, id))!

  const opened = await panel.openPackage(token)
  expect(opened).toMatchObject({ status: 'open', package: { id, title: 'Campanha', lang: 'pt' } })
  expect(await panel.openPackage(token, { book: 11 })).toMatchObject({ status: 'open' })
  expect(await panel.readPackage(token)).toMatchObject({ status: 'open' })
  const record = await findPackage(handle.panel, id)
  expect(record?.openCount).toBe(1)
  expect(record?.bookOpens.map((book) => [book.talentId, book.openCount])).toEqual([[11, 1]])

  expect(
    await panel.answerPackage(token, { name: '', picks: [{ id: 11, pick: 'yes', comment: '' }] }),
  ).toEqual({ status: 'created', id: expect.any(String) })
  const refused = await panel.answerPackage(token, { picks: [] })
  expect(refused.status).toBe('invalid')

  expect(await panel.openPackage('A'.repeat(43))).toEqual({ status: 'unknown' })
  expect(await panel.openPackage(token, { book: 12 })).toEqual({ status: 'unknown' })
  await revokePackage(handle.panel, id)
  expect(await panel.readPackage(token)).toEqual({ status: 'gone', reason: 'revoked', lang: 'pt' })
  expect(
    await panel.answerPackage(token, { picks: [{ id: 11, pick: 'no', comment: '' }] }),
  ).toEqual({ status: 'gone', reason: 'revoked', lang: 'pt' })
})

test('a package call the panel answers wrongly is a ServiceError, counted as a failure', async () => {
  // A panel that signs in, then fails one package and answers another with nonsense.
  const broken = express()
  broken.post('/api/login', (_request, response) => {
    response.json({ access_token: 'token' })
  })
  broken.post('/api/packages/:token/open', (_request, response) => {
    response.status(500).json({ message: 'down' })
  })
  broken.get('/api/packages/:token', (_request, response) => {
    response.json({ data: { id: 'not a package' } })
  })
  const server = broken.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  try {
    const panel = createPanelClient({ baseUrl: `http://127.0.0.1:${address.port}`, apiToken })
    const token = 'A'.repeat(43)
    await expect(panel.openPackage(token)).rejects.toThrow(ServiceError)
    await expect(panel.readPackage(token)).rejects.toThrow(ServiceError)
    expect(panel.failures()).toBe(2)
  } finally {
    server.closeAllConnections()
    server.close()
  }
})
