// `npm run catalog:import -- <folder>`: loads talents from a folder of JSON records and their
// images (docs/catalog-import.md) into the embedded catalog. Stop the server first.
import path from 'node:path'
import { importCatalogFolder } from '../server/booking/catalog-import'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db'

const folder = process.argv[2]
if (!folder) {
  console.error('Usage: npm run catalog:import -- <folder>')
  process.exit(2)
}

const config = loadConfig()
const dataDir = path.resolve(config.DATA_DIR)
const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir },
)
try {
  const report = await importCatalogFolder(
    database.db,
    path.resolve(folder),
    path.join(dataDir, 'media'),
  )
  for (const { file, field, message } of report.problems)
    console.error(`${file}: ${field}: ${message}`)
  const skipped = new Set(report.problems.map((problem) => problem.file)).size
  console.log(`Imported ${report.imported.length} talents; skipped ${skipped} bad records.`)
} finally {
  await database.close()
}
