// `npm run catalog:import -- <folder>`: loads talents from a folder of JSON records and their
// images (docs/catalog-import.md) into the embedded catalog. Stop the server first: the embedded
// database's folder is open to one process at a time, and the command says so when one holds it.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import {
  databaseOptions,
  importCatalogFolder,
  importSummary,
  openBookingDatabase,
  openDatabase,
  openTalentMedia,
  storageSettings,
} from '../services/booking'
import { stopWhenHeld } from './database-in-use'

const folder = process.argv[2]
if (!folder) {
  console.error('Usage: npm run catalog:import -- <folder>')
  process.exit(2)
}

// The site's own variables: the embedded booking service keeps its catalog where the site does.
const dataDir = process.env.DATA_DIR || './data'
// The images go where the site serves them from: its media folder, or the shared bucket.
const media = openTalentMedia(storageSettings(process.env), path.resolve(dataDir))
const database = await openDatabase(
  databaseOptions({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir }),
).catch(stopWhenHeld)
try {
  // npm runs scripts from the project root; the folder is meant from where the command was typed.
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder)
  if (!(await stat(source).catch(() => null))?.isDirectory()) {
    throw new Error(`${source} is not a folder`)
  }
  const db = await openBookingDatabase(database)
  const report = await importCatalogFolder(db, source, media)
  for (const { file, field, message } of report.problems)
    console.error(`${file}: ${field}: ${message}`)
  console.log(importSummary(report))
} catch (error) {
  // Bad records are reported above and do not fail the run; this is what stopped it altogether.
  console.error(`The import stopped: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await database.close()
  await media.close()
}
