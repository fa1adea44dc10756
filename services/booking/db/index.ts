import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { type DatabaseConnection, migratedDatabase } from '../../common/database'
import * as schema from './schema'

export { schema }

/** The booking service's tables, whichever driver holds them. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** The booking service's view of a connection, its migrations applied. */
export function openBookingDatabase(connection: DatabaseConnection): Promise<Database> {
  return migratedDatabase(connection, schema, {
    folder: fileURLToPath(new URL('./migrations', import.meta.url)),
    table: '__booking_migrations',
  })
}
