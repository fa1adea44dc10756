import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { adminQuery, databaseUrlFor } from '../tests/integration/database-setup'
import type { RateLimiter } from '../app/load-context'
import { createFormRateLimit } from './form-rate-limit'

describe('in memory (no DATABASE_URL)', () => {
  it('allows the limit within the window, then refuses with the time to wait', async () => {
    const limit = createFormRateLimit({ limit: 2, windowMs: 60_000 })
    expect(await limit.take('contact:1.2.3.4')).toEqual({ allowed: true })
    expect(await limit.take('contact:1.2.3.4')).toEqual({ allowed: true })
    const refused = await limit.take('contact:1.2.3.4')
    expect(refused.allowed).toBe(false)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(50)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Another form, another address: counts of their own.
    expect(await limit.take('favorites:1.2.3.4')).toEqual({ allowed: true })
    expect(await limit.take('contact:5.6.7.8')).toEqual({ allowed: true })
  })

  it('counts again once the window is over', async () => {
    const limit = createFormRateLimit({ limit: 1, windowMs: 1000 })
    expect((await limit.take('a')).allowed).toBe(true)
    expect((await limit.take('a')).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await limit.take('a')).allowed).toBe(true)
  })
})

// CI starts PostgreSQL (DATABASE_URL_TEST); without one, this part has nothing to run against.
const serverUrl = process.env.DATABASE_URL_TEST
const withPostgres = Boolean(serverUrl && inject('postgresTemplate'))

describe.runIf(withPostgres)('in PostgreSQL (DATABASE_URL), shared by the nodes', () => {
  const database = `rate_limit_${randomBytes(4).toString('hex')}`
  const pools: pg.Pool[] = []

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()))
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${database}`)
  })

  it('meets five posts spread over nodes started together with the same 429 as five on one', async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${database}`)
    const node = () => {
      const pool = new pg.Pool({ connectionString: databaseUrlFor(serverUrl!, database), max: 2 })
      pools.push(pool)
      return createFormRateLimit({ limit: 5, windowMs: 600_000, pool })
    }
    // Six nodes starting together on the new database race to make the table: each must count
    // in it all the same, the losers too.
    const nodes = Array.from({ length: 6 }, node)
    const [a, b] = nodes as [RateLimiter, RateLimiter]
    const answers = []
    for (const limit of [a, b, a, b, a]) answers.push(await limit.take('contact:9.9.9.9'))
    expect(answers.every((answer) => answer.allowed)).toBe(true)
    const sixthOnB = await b.take('contact:9.9.9.9')
    expect(sixthOnB.allowed).toBe(false)
    expect(sixthOnB.allowed === false && sixthOnB.retryAfterSeconds).toBeGreaterThan(590)
    for (const other of nodes) expect((await other.take('contact:9.9.9.9')).allowed).toBe(false)
    // The counts are rows in the shared database, not in either process.
    const { rows } = await pools[0]!.query<{ points: number }>(
      'select points from site_form_rate_limits',
    )
    expect(rows.map((row) => row.points)).toEqual([12])
  })
})
