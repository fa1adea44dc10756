import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type RunningServer, startServer } from '../support/site-process'
import { openDatabase } from '../../services/common/database'
import { openPanelDatabase } from '../../services/panel'
import { createOrResetAccount, setPasswordWithToken } from '../../services/panel/admin/accounts'
import { BackOfficeBrowser, staffPassword } from '../support/back-office'
import { applicationFields, multipart } from '../support/submissions'
import { jpeg } from '../e2e/application-files'
import { startRoundRobinProxy } from '../../scripts/round-robin-proxy'
import { startS3Server } from '../support/s3-server'
import { adminQuery, databaseUrlFor } from './database-setup'

/**
 * Two identical site nodes sharing one PostgreSQL and one S3-compatible bucket (s3rver), as
 * behind a load balancer: what one node does the other sees, limits count across both, periodic
 * work runs once, and a node that stops finishes what it started while the other serves on. CI
 * starts PostgreSQL (DATABASE_URL_TEST).
 */
const serverUrl = process.env.DATABASE_URL_TEST
const database = `two_nodes_${randomBytes(4).toString('hex')}`
let nodes: RunningServer[] = []
let pool: pg.Pool
let s3: Awaited<ReturnType<typeof startS3Server>>

describe.runIf(Boolean(serverUrl && inject('postgresTemplate')))('two nodes', () => {
  beforeAll(async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${database}`)
    const databaseUrl = databaseUrlFor(serverUrl!, database)
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    // Its connections too are cut when the test takes the database away.
    pool.on('error', () => undefined)
    s3 = await startS3Server(['passarela'])
    // Identical nodes share their configuration, the services' keys included.
    const shared = {
      DATABASE_URL: databaseUrl,
      BOOKING_API_KEY: 'two-nodes-booking-key',
      PANEL_API_TOKEN: 'two-nodes-panel-token',
      PANEL_SECRET: 'two-nodes-panel-secret-of-32-characters',
      STORAGE_URL: 's3://passarela/site',
      S3_ENDPOINT: s3.endpoint,
      ...s3.credentials,
      FORM_RATE_LIMIT: '5',
      LOG_LEVEL: 'info',
      // A deployment's grace period on SIGTERM (the default), which the stop under load needs.
      SHUTDOWN_GRACE_MS: '5500',
    }
    // Started together, as a deployment starts them: migrations and seeding take turns.
    nodes = await Promise.all([startServer(shared), startServer(shared)])
  }, 180_000)

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()))
    await pool?.end()
    await s3?.close()
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database}`)
  })

  it('runs the retention job once when both are up', async () => {
    const runs = nodes.map(
      (node) => node.output().match(/retention: expired submissions deleted/g)?.length ?? 0,
    )
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1)
    const { rows } = await pool.query('select name from panel_job_runs')
    expect(rows).toEqual([{ name: 'retention' }])
  })

  it('shows an application sent through A, with its photos, in the back office through B', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer]
    const photos = [await jpeg('frente.jpg', 1), await jpeg('perfil.jpg', 2)]
    const form = multipart(
      applicationFields({ name: 'Clara Nunes', email: 'clara.nunes@example.com' }),
      photos.map((photo) => ['photos', photo.buffer, photo.name, 'image/jpeg']),
    )
    const sent = await fetch(`${a.url}/api/get-scouted?lang=pt`, {
      method: 'POST',
      body: form,
      headers: { Origin: a.url, Accept: 'application/json', 'X-Forwarded-For': '198.51.100.5' },
    })
    expect(sent.status).toBe(200)
    expect(((await sent.json()) as { sent: boolean }).sent).toBe(true)

    const connection = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, database) })
    try {
      const db = await openPanelDatabase(connection)
      const { token } = await createOrResetAccount(db, { email: 'staff@passarela.test' })
      await setPasswordWithToken(db, token, staffPassword)
    } finally {
      await connection.close()
    }
    const staff = new BackOfficeBrowser(b.url, '/panel/admin', '198.51.100.6')
    await staff.signIn('staff@passarela.test')
    const inbox = await staff.page('/inbox?kind=get-scouted')
    const id = /href="\/panel\/admin\/inbox\/(\d+)"/.exec(inbox)?.[1]
    expect(inbox).toContain('Clara Nunes')
    const submission = await staff.page(`/inbox/${id}`)
    const fileIds = [...submission.matchAll(/href="\/panel\/admin\/files\/(\d+)"/g)].map(
      (m) => m[1],
    )
    expect(new Set(fileIds).size).toBe(2)
    for (const [index, fileId] of [...new Set(fileIds)].entries()) {
      const file = await staff.get(`/files/${fileId}`)
      expect(file.status).toBe(200)
      expect(Buffer.from(await file.arrayBuffer()).equals(photos[index]!.buffer)).toBe(true)
    }
    // Neither node's disk holds them: they are in the bucket.
    const listing = await (await fetch(`${s3.endpoint}/passarela?prefix=site/uploads/`)).text()
    expect(listing.match(/<Key>/g)).toHaveLength(2)
  })

  it('shows a social link saved in the back office on A in the footer of B within a second', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer]
    const staff = new BackOfficeBrowser(a.url, '/panel/admin', '198.51.100.8')
    await staff.signIn('staff@passarela.test')
    // B has its links cached (PANEL_CACHE_SECONDS, 300 by default): only the notice can refresh it.
    expect(await (await fetch(`${b.url}/`)).text()).not.toContain('passarela.campaign')
    const instagram = 'https://www.instagram.com/passarela.campaign/'
    const saved = await staff.post('/links', {
      instagram,
      models: 'https://models.com/agency/passarela-models',
      email: 'contato@passarela.com.br',
      phone: '+55 61 3248-7710',
      whatsapp: '5561998147710',
    })
    expect(saved.status).toBe(303)
    const savedAt = Date.now()
    await expect
      .poll(async () => (await (await fetch(`${b.url}/`)).text()).includes(instagram), {
        timeout: 1000,
        interval: 50,
      })
      .toBe(true)
    expect(Date.now() - savedAt).toBeLessThan(1000)
  })

  it('serves a model’s photos uploaded in the back office on A from B, and deleting her on B empties the bucket', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer]
    const onA = new BackOfficeBrowser(a.url, '/panel/admin', '198.51.100.9')
    await onA.signIn('staff@passarela.test')
    const created = await onA.post('/models', {
      name: 'Marina Duas Casas',
      gender: 'woman',
      height: '176',
      divisions: 'mainboard',
    })
    expect(created.status).toBe(303)
    const id = Number(/\/models\/(\d+)/.exec(created.headers.get('location')!)?.[1])
    const photos = [await jpeg('um.jpg', 4), await jpeg('dois.jpg', 5)]
    const form = new FormData()
    for (const photo of photos) {
      form.append('photos', new Blob([new Uint8Array(photo.buffer)]), photo.name)
    }
    expect((await onA.post(`/models/${id}/photos/portfolio`, form)).status).toBe(303)
    // A new model starts hidden: published once she has photos, as the guide walks it.
    expect((await onA.post(`/models/${id}/publish`)).status).toBe(303)

    // In the bucket, not on A's disk: B serves the very bytes A was sent.
    const prefix = `site/booking-media/photos/${id}/`
    const keys = async () =>
      [
        ...(await (await fetch(`${s3.endpoint}/passarela?prefix=${prefix}`)).text()).matchAll(
          /<Key>([^<]+)<\/Key>/g,
        ),
      ].map((match) => match[1]!)
    const stored = await keys()
    expect(stored).toHaveLength(2)
    const served = await Promise.all(
      stored.map(async (key) => {
        const answer = await fetch(
          `${b.url}/booking/media/${key.slice('site/booking-media/'.length)}`,
        )
        expect(answer.status).toBe(200)
        return Buffer.from(await answer.arrayBuffer())
      }),
    )
    for (const photo of photos) {
      expect(served.some((bytes) => bytes.equals(photo.buffer))).toBe(true)
    }
    // B's profile names them, and its image endpoint draws them from the bucket.
    const profile = await fetch(`${b.url}/models/${id}/marina-duas-casas`)
    expect(profile.status).toBe(200)
    const html = await profile.text()
    const image = /\/images\?[^"\s]*photos%2F\d+%2F[^"\s]+/.exec(html)?.[0]
    expect(image).toBeDefined()
    const variant = image!.replaceAll('&amp;', '&')
    // Both nodes keep the variant on their own disk.
    for (const node of [b, a]) expect((await fetch(`${node.url}${variant}`)).status).toBe(200)
    for (const node of [b, a]) {
      expect((await fetch(`${node.url}${variant}`)).headers.get('x-image-cache')).toBe('hit')
    }

    const onB = new BackOfficeBrowser(b.url, '/panel/admin', '198.51.100.10')
    await onB.signIn('staff@passarela.test')
    expect((await onB.post(`/models/${id}/delete`)).status).toBe(303)
    expect(await keys()).toEqual([])
    const [first] = stored
    const gone = await fetch(`${a.url}/booking/media/${first!.slice('site/booking-media/'.length)}`)
    expect(gone.status).toBe(404)
    // The deletion's notice reached A too: its kept variant is gone, not served for a year.
    await expect
      .poll(async () => (await fetch(`${a.url}${variant}`)).status, { timeout: 1000 })
      .toBe(404)
    expect((await fetch(`${b.url}${variant}`)).status).toBe(404)
  })

  it('answers 503 with the form kept when the bucket or the database fails mid-submission, and keeps nothing of it', async () => {
    const [a] = nodes as [RunningServer, RunningServer]
    const photo = await jpeg('frente.jpg', 3)
    // As a browser without JavaScript posts the page's form.
    const send = (name: string) =>
      fetch(`${a.url}/pt/seja-modelo`, {
        method: 'POST',
        body: multipart(applicationFields({ name, email: 'falha@example.com' }), [
          ['photos', photo.buffer, 'a.jpg', 'image/jpeg'],
          ['photos', photo.buffer, 'b.jpg', 'image/jpeg'],
        ]),
        headers: { Origin: a.url, 'X-Forwarded-For': '198.51.100.9' },
        redirect: 'manual',
      })
    const objects = async () =>
      (
        (await (await fetch(`${s3.endpoint}/passarela?prefix=site/uploads/`)).text()).match(
          /<Key>/g,
        ) ?? []
      ).length
    const stored = async (name: string) =>
      (await pool.query(`select id from submissions where fields->>'name' = $1`, [name])).rowCount
    const before = await objects()

    // The bucket goes away.
    await s3.pause()
    try {
      const answer = await send('Balde Fora')
      expect(answer.status).toBe(503)
      const html = await answer.text()
      expect(html).toContain('value="Balde Fora"')
      expect(html).toContain('value="falha@example.com"')
    } finally {
      await s3.resume()
    }
    expect(await stored('Balde Fora')).toBe(0)
    expect(await objects()).toBe(before)

    // The database refuses every connection for a moment.
    await adminQuery(serverUrl!, `ALTER DATABASE ${database} ALLOW_CONNECTIONS false`)
    await adminQuery(
      serverUrl!,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`,
    )
    try {
      const answer = await send('Banco Fora')
      expect(answer.status).toBe(503)
      expect(await answer.text()).toContain('value="Banco Fora"')
    } finally {
      await adminQuery(serverUrl!, `ALTER DATABASE ${database} ALLOW_CONNECTIONS true`)
    }
    await pool.query('select 1').catch(() => undefined)
    expect(await stored('Banco Fora')).toBe(0)
    expect(await objects()).toBe(before)
    // Back to normal: the same form goes through.
    expect((await send('De Volta')).status).toBe(303)
  })

  it('meets five posts spread over both nodes with the same 429 as five on one', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer]
    const post = (node: RunningServer) => {
      const body = new FormData()
      body.set('name', 'Lucía')
      body.set('email', 'lucia@example.com')
      body.set('message', '¿Tienen modelos para una campaña?')
      return fetch(`${node.url}/es/contact`, {
        method: 'POST',
        body,
        headers: { Origin: node.url, 'X-Forwarded-For': '198.51.100.77' },
        redirect: 'manual',
      })
    }
    const statuses = []
    for (const node of [a, b, a, b, a]) statuses.push((await post(node)).status)
    expect(statuses).toEqual([303, 303, 303, 303, 303])
    const sixth = await post(b)
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post(a)).status).toBe(429)
  })

  it('serves every page through a round-robin proxy from either node alike', async () => {
    const proxy = await startRoundRobinProxy(nodes.map((node) => node.url))
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          fetch(`${proxy.url}${['/models', '/pt/modelos', '/es/noticias', '/'][index % 4]}`).then(
            async (response) => {
              await response.arrayBuffer()
              return response.status
            },
          ),
        ),
      )
      expect(answers.every((status) => status === 200)).toBe(true)
      expect(Object.values(proxy.served())).toEqual([20, 20])
    } finally {
      await proxy.close()
    }
  })

  it('stops node A with SIGTERM under load: what it accepted finishes, and no request fails', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer]
    // As behind a balancer: the load on both nodes goes through the proxy, which sends a request
    // that a stopping A refuses or resets before answering to B; more load goes to B directly.
    const proxy = await startRoundRobinProxy([a.url, b.url])
    const pages = ['/models', '/pt/modelos', '/es/modelos']
    const load = (url: string, count: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 5))
          try {
            const response = await fetch(url + pages[index % pages.length])
            await response.arrayBuffer()
            return { status: response.status }
          } catch (error) {
            const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error)
            return { status: 0, code }
          }
        }),
      )
    try {
      const throughProxy = load(proxy.url, 400)
      const onB = load(b.url, 200)
      // A stops once it has served part of the load, however busy the machine: the load goes on
      // after that (600 requests sent over 2 s), so A stops with requests under way.
      const startedAt = Date.now()
      while ((proxy.served()[a.url] ?? 0) <= 20 && Date.now() - startedAt < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      const exit = a.stop()
      const [answers, answersB] = await Promise.all([throughProxy, onB])
      // A finished what it had accepted and exited cleanly.
      expect(await exit).toBe(0)
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([])
      expect(answersB.filter((answer) => answer.status !== 200)).toEqual([])
      // A did serve part of the load before it stopped.
      expect(proxy.served()[a.url]).toBeGreaterThan(20)
      expect((await fetch(`${b.url}/readyz`)).status).toBe(200)
    } finally {
      await proxy.close()
    }
  }, 120_000)
})
