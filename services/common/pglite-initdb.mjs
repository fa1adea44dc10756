// Creates an empty PGlite database in the folder given, then exits: run apart so that initdb's
// 700 MB go back to the system when it ends (decision 024).
import { PGlite } from '@electric-sql/pglite'

const directory = process.argv[2]
if (!directory) throw new Error('usage: pglite-initdb.mjs <folder>')
const database = await PGlite.create(directory)
await database.close()
