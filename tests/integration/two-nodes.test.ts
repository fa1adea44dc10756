import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type RunningServer, startServer } from '../../scripts/site-process'
import { adminQuery, databaseUrlFor } from './database-setup'

/**
 * Two identical site nodes sharing one PostgreSQL, as behind a load balancer: what one node does
 * the other sees, limits count across both, periodic work runs once, and a node that stops
 * finishes what it started while the other serves on. CI starts PostgreSQL (DATABASE_URL_TEST).
 */
const serverUrl = process.env.DATABASE_URL_TEST
const database = `two_nodes_${randomBytes(4).toString('hex')}`
let nodes: RunningServer[] = []
let pool: pg.Pool

describe.runIf(Boolean(serverUrl && inject('postgresTemplate')))('two nodes', () => {
  beforeAll(async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${database}`)
    const databaseUrl = databaseUrlFor(serverUrl!, database)
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    // Identical nodes share their configuration, the services' keys included.
    const shared = {
      DATABASE_URL: databaseUrl,
      BOOKING_API_KEY: 'two-nodes-booking-key',
      PANEL_API_TOKEN: 'two-nodes-panel-token',
      FORM_RATE_LIMIT: '5',
      LOG_LEVEL: 'info',
    }
    // Started together, as a deployment starts them: migrations and seeding take turns.
    nodes = await Promise.all([startServer(shared), startServer(shared)])
  }, 180_000)

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()))
    await pool?.end()
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

  it('stops node A with SIGTERM under load: its requests under way finish, B fails none', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer]
    const pages = ['/models', '/pt/modelos', '/es/modelos']
    let stopped = false
    const load = (node: RunningServer, count: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 5))
          const sentAfterStop = stopped
          try {
            const response = await fetch(node.url + pages[index % pages.length])
            await response.arrayBuffer()
            return { status: response.status, sentAfterStop }
          } catch (error) {
            return { status: 0, sentAfterStop, error }
          }
        }),
      )
    const onB = load(b, 300)
    const onA = load(a, 300)
    await new Promise((resolve) => setTimeout(resolve, 400))
    stopped = true
    const exit = a.stop()
    const [answersA, answersB] = await Promise.all([onA, onB])
    expect(await exit).toBe(0)
    expect(answersB.filter((answer) => answer.status !== 200)).toEqual([])
    // What A had accepted it answered; what came after found it closed, as a balancer would.
    const beforeStop = answersA.filter((answer) => !answer.sentAfterStop)
    expect(beforeStop.length).toBeGreaterThan(0)
    expect(beforeStop.filter((answer) => answer.status !== 200)).toEqual([])
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200)
  }, 120_000)
})
