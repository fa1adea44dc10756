// `npm run seed [-- --count N]`: replaces the catalog with the demo one (120 talents by
// default; 1000 for benchmarks), in the database the server uses.
import { parseArgs } from 'node:util'
import { defaultDemoCount } from '../server/booking/demo-catalog'
import { seedDemoCatalog } from '../server/booking/seed'
import { loadConfig } from '../server/config'
import { configuredDatabase, openDatabase } from '../server/db'

const { values } = parseArgs({
  options: { count: { type: 'string', default: String(defaultDemoCount) } },
})
const count = Number(values.count)
if (!Number.isInteger(count) || count < 0) {
  console.error(`--count takes a whole number, not ${values.count}`)
  process.exit(2)
}

const database = await openDatabase(configuredDatabase(loadConfig()))
try {
  const seeded = await seedDemoCatalog(database.db, { count })
  console.log(`Seeded ${seeded} demo talents (${database.driver}).`)
} finally {
  await database.close()
}
