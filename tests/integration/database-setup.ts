import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openBookingDatabase } from '../../services/booking'
import { openPanelDatabase } from '../../services/panel'
import { type DatabaseConnection, openDatabase } from '../../services/common/database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with the schema applied, to copy per test file. */
    pgliteTemplate: string
    /** A PostgreSQL database with the schema applied, to copy per test file; '' without a server. */
    postgresTemplate: string
  }
}

/**
 * Creating a database costs seconds; copying one costs much less. One template per run,
 * a copy per test file: PGlite's data directory as a tarball, PostgreSQL's `TEMPLATE`.
 */
export default async function createTemplates(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-db-'))
  const template = await openDatabase({ dataDir: null })
  await migrateBoth(template)
  const tarball = path.join(folder, 'template.tar.gz')
  const snapshot = await template.snapshot?.()
  if (!snapshot) throw new Error('PGlite gave no snapshot')
  writeFileSync(tarball, Buffer.from(await snapshot.arrayBuffer()))
  await template.close()
  project.provide('pgliteTemplate', tarball)

  const serverUrl = process.env.DATABASE_URL_TEST
  let postgresTemplate = ''
  if (serverUrl) {
    postgresTemplate = `passarela_template_${randomBytes(4).toString('hex')}`
    await adminQuery(serverUrl, `CREATE DATABASE ${postgresTemplate}`)
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, postgresTemplate) })
    await migrateBoth(handle)
    await handle.close()
  } else {
    console.log('DATABASE_URL_TEST is not set: the database suite runs on PGlite only.')
  }
  project.provide('postgresTemplate', postgresTemplate)

  return async () => {
    rmSync(folder, { recursive: true, force: true })
    if (serverUrl && postgresTemplate) {
      const copies = await adminQuery(
        serverUrl,
        `SELECT datname FROM pg_database WHERE datname LIKE '${postgresTemplate}%'`,
      )
      for (const { datname } of copies.rows) {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
      }
    }
  }
}

/** Both services' tables, as the site's process keeps them on one connection. */
async function migrateBoth(connection: DatabaseConnection) {
  await openBookingDatabase(connection)
  await openPanelDatabase(connection)
}

export function databaseUrlFor(serverUrl: string, database: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.href
}

export async function adminQuery<Row extends pg.QueryResultRow = { datname: string }>(
  serverUrl: string,
  statement: string,
) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await client.query<Row>(statement)
  } finally {
    await client.end()
  }
}
