import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import { afterAll, expect, inject, test } from 'vitest'
import { openDatabase, type DatabaseConnection } from '../../services/common/database'
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
