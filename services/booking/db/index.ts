import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { type DatabaseConnection, migratedDatabase } from '../../common/database'
import * as schema from './schema'
import { packagePath } from '../../common/package-path'

export { schema }

/** The booking service's tables, whichever driver holds them. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** The booking service's view of a connection, its migrations applied. */
export function openBookingDatabase(connection: DatabaseConnection): Promise<Database> {
  return migratedDatabase(connection, schema, {
    folder: packagePath('services/booking/db/migrations'),
    table: '__booking_migrations',
  })
}
