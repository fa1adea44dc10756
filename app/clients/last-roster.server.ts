import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Talent } from './booking.server'

/** Where the booking client keeps the last roster it was given, to serve it after a restart. */
export type LastRosterStore = {
  load: (language: string) => Promise<Talent[] | null>
  save: (language: string, talents: readonly Talent[]) => Promise<void>
}

// A new shape of the stored roster gets a new version: an older file is then simply not read.
const version = 2

/**
 * The last good roster per language, a file in the site's data folder, shown after a restart with
 * the booking service down; a file because a site against remote services has no database
 * (decision 014).
 */
export function createLastRosterFile(folder: string): LastRosterStore {
  const fileFor = (language: string) => path.join(folder, `${language.replace(/\W/g, '')}.json`)

  return {
    async load(language) {
      try {
        const stored: unknown = JSON.parse(await readFile(fileFor(language), 'utf8'))
        if (typeof stored !== 'object' || stored === null) return null
        if (!('version' in stored) || stored.version !== version) return null
        return 'talents' in stored && Array.isArray(stored.talents) ? stored.talents : null
      } catch {
        // None yet, or damaged: there is simply no last roster to fall back on.
        return null
      }
    },
    async save(language, talents) {
      await mkdir(folder, { recursive: true })
      const file = fileFor(language)
      // Written aside, then renamed: a reader never sees half a roster.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
      try {
        await writeFile(partial, JSON.stringify({ version, savedAt: new Date(), talents }))
        await rename(partial, file)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
  }
}
