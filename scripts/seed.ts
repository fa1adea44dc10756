// `npm run seed [-- --count N]`: replaces the catalog with the demo one (120 talents by
// default; 1000 for benchmarks), in the database the server uses. With the embedded database,
// stop the server first: its folder is open to one process at a time.
import { parseArgs } from 'node:util'
import {
  databaseOptions,
  defaultDemoCount,
  openBookingDatabase,
  openDatabase,
  seedDemoCatalog,
} from '../services/booking'
import { stopWhenHeld } from './database-in-use'

const { values } = parseArgs({
  options: { count: { type: 'string', default: String(defaultDemoCount) } },
})
const count = Number(values.count)
if (!Number.isInteger(count) || count < 0) {
  console.error(`--count takes a whole number, not ${values.count}`)
  process.exit(2)
}

// The site's own variables: the embedded booking service keeps its tables where the site does.
const connection = await openDatabase(
  databaseOptions({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  }),
).catch(stopWhenHeld)
try {
  const seeded = await seedDemoCatalog(await openBookingDatabase(connection), { count })
  console.log(`Seeded ${seeded} demo talents (${connection.driver}).`)
} finally {
  await connection.close()
}
