import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { type DatabaseConnection, migratedDatabase } from '../../common/database'
import * as schema from './schema'
import { packagePath } from '../../common/package-path'

export { schema }

/** The panel service's tables, whichever driver holds them. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** The panel service's view of a connection, its migrations applied. */
export function openPanelDatabase(connection: DatabaseConnection): Promise<Database> {
  return migratedDatabase(connection, schema, {
    folder: packagePath('services/panel/db/migrations'),
    table: '__panel_migrations',
  })
}
