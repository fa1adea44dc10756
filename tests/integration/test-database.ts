import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type BookingDatabase, openBookingDatabase } from '../../services/booking'
import { openPanelDatabase, type PanelDatabase } from '../../services/panel'
import { type DatabaseConnection, openDatabase } from '../../services/common/database'
import { adminQuery, databaseUrlFor } from './database-setup'

export type Driver = DatabaseConnection['driver']

/** One database as the site's process holds it: both services' tables on one connection. */
export type TestDatabase = {
  driver: Driver
  booking: BookingDatabase
  panel: PanelDatabase
  close: () => Promise<void>
}

/** PGlite always; PostgreSQL too when `DATABASE_URL_TEST` names a server. */
export const drivers: Driver[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite']

/** Both services' views of a connection, their migrations applied. */
export async function servicesDatabase(connection: DatabaseConnection): Promise<TestDatabase> {
  return {
    driver: connection.driver,
    booking: await openBookingDatabase(connection),
    panel: await openPanelDatabase(connection),
    close: connection.close,
  }
}

/** A fresh database with both services' schemas, copied from the run's template. */
export async function openTestDatabase(driver: Driver = 'pglite'): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))])
    return servicesDatabase(await openDatabase({ dataDir: null, loadDataDir: template }))
  }
  const serverUrl = process.env.DATABASE_URL_TEST ?? ''
  const template = inject('postgresTemplate')
  const copy = `${template}_${randomBytes(4).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE ${copy} TEMPLATE ${template}`)
  return servicesDatabase(await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, copy) }))
}
