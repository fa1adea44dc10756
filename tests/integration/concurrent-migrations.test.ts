import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, expect, inject, test } from 'vitest'
import { startBookingService } from '../../services/booking'
import { openDatabase, type DatabaseConnection } from '../../services/common/database'
import { startPanelService } from '../../services/panel'
import { adminQuery, databaseUrlFor } from './database-setup'
import { servicesDatabase } from './test-database'

// Several nodes started at the same moment against one PostgreSQL: CI starts one
// (DATABASE_URL_TEST); PGlite admits one process, so there is nothing to race there.
const serverUrl = process.env.DATABASE_URL_TEST
const database = `migrations_${randomBytes(4).toString('hex')}`
const connections: DatabaseConnection[] = []

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()))
  if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database}`)
})

test.runIf(Boolean(serverUrl && inject('postgresTemplate')))(
  'three nodes migrating an empty database at once take turns, and each migration runs once',
  async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${database}`)
    const url = databaseUrlFor(serverUrl!, database)
    for (let node = 0; node < 3; node++) {
      connections.push(await openDatabase({ databaseUrl: url }))
    }
    await Promise.all(connections.map((connection) => servicesDatabase(connection)))
    const client = connections[0]!.client as pg.Pool
    for (const table of ['__panel_migrations', '__booking_migrations']) {
      const { rows } = await client.query<{ hash: string; runs: string }>(
        `select hash, count(*) as runs from drizzle.${table} group by hash`,
      )
      expect(rows.length, table).toBeGreaterThan(0)
      expect(
        rows.every((row) => Number(row.runs) === 1),
        table,
      ).toBe(true)
    }
  },
)

test.runIf(Boolean(serverUrl && inject('postgresTemplate')))(
  'three nodes starting both services on an empty database seed the demo content once',
  async () => {
    const empty = `${database}_seed`
    await adminQuery(serverUrl!, `CREATE DATABASE ${empty}`)
    const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-nodes-'))
    const nodes: DatabaseConnection[] = []
    try {
      for (let node = 0; node < 3; node++) {
        nodes.push(await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, empty) }))
      }
      const started = await Promise.all(
        nodes.map(async (connection, node) => {
          const dataDir = path.join(folder, `node-${node}`)
          const booking = await startBookingService({ connection, dataDir, apiKey: 'k' })
          const panel = await startPanelService({ connection, dataDir, apiToken: 't' })
          return { booking, panel }
        }),
      )
      // Each service's change listener holds a connection until it closes.
      await Promise.all(started.flatMap(({ booking, panel }) => [booking.close(), panel.close()]))
      const pool = nodes[0]!.client as pg.Pool
      const count = async (table: string) =>
        Number((await pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n)
      expect(await count('talents')).toBeGreaterThan(0)
      // Each demo slide once: no node added its own copy of them.
      const slides = await pool.query<{ all: string; positions: string }>(
        'select count(*) as all, count(distinct position) as positions from slides',
      )
      expect(Number(slides.rows[0]!.all)).toBeGreaterThan(0)
      expect(slides.rows[0]!.all).toBe(slides.rows[0]!.positions)
      expect(await count('social_links')).toBe(1)
    } finally {
      await Promise.all(nodes.map((connection) => connection.close()))
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${empty}`)
      rmSync(folder, { recursive: true, force: true })
    }
  },
  120_000,
)
