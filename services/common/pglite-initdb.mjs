// Creates an empty PGlite database in the folder given, then exits: run by
// services/common/database.ts in a process of its own, so that what initdb takes (a second
// PostgreSQL instance and a copy of its 128 MB heap, about 700 MB) goes back to the system
// when it ends instead of staying in the server's process.
import { PGlite } from '@electric-sql/pglite'

const directory = process.argv[2]
if (!directory) throw new Error('usage: pglite-initdb.mjs <folder>')
const database = await PGlite.create(directory)
await database.close()
