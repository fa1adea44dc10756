import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../server/db'
import { adminQuery, databaseUrlFor } from './database-setup'

export type Driver = DatabaseHandle['driver']

/** PGlite always; PostgreSQL too when `DATABASE_URL_TEST` names a server. */
export const drivers: Driver[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite']

/** A fresh database with the schema applied, copied from the run's template. */
export async function openTestDatabase(driver: Driver = 'pglite'): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))])
    return openDatabase({ dataDir: null, loadDataDir: template })
  }
  const serverUrl = process.env.DATABASE_URL_TEST ?? ''
  const template = inject('postgresTemplate')
  const copy = `${template}_${randomBytes(4).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE ${copy} TEMPLATE ${template}`)
  return openDatabase({ databaseUrl: databaseUrlFor(serverUrl, copy) })
}
