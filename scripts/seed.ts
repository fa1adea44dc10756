// `npm run seed [-- --count N]`: replaces the catalog with the demo one (120 talents by
// default; 1000 for benchmarks), in the database the server uses.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { seedDemoCatalog } from '../server/booking/seed'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db'

const { values } = parseArgs({ options: { count: { type: 'string', default: '120' } } })
const count = Number(values.count)
if (!Number.isInteger(count) || count < 0) {
  console.error(`--count takes a whole number, not ${values.count}`)
  process.exit(2)
}

const config = loadConfig()
const database = await openDatabase(
  config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: path.resolve(config.DATA_DIR) },
)
try {
  const seeded = await seedDemoCatalog(database.db, { count })
  console.log(`Seeded ${seeded} demo talents (${database.driver}).`)
} finally {
  await database.close()
}
