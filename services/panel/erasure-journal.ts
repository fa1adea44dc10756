import { mkdir, open, readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

/**
 * The erasures a person asked for (`npm run panel:erase`, a submission deleted in the inbox), a
 * line each in the backups' folder, beside the archives: a restore of an archive taken before
 * them erases them again, so that nothing erased comes back (docs/deploy.md#backups-and-restore).
 * A line names rows by their ids alone, never whose they were:
 * `{"at":"2026-11-29T05:10:00.000Z","submissions":[12,13],"packages":[4]}`.
 *
 * Retention's deletions are not written here: a restored site deletes what has expired as it
 * starts. An erasure is written before its rows go, in their transaction: one that then fails
 * leaves a line for rows a person asked to have erased, which a restore erases.
 */

export const erasureJournalName = 'erasures.jsonl'

const entrySchema = z.object({
  at: z.iso.datetime(),
  submissions: z.array(z.number().int().positive()),
  packages: z.array(z.number().int().positive()),
})

export type ErasureEntry = { submissions: number[]; packages: number[] }

export type ErasureJournal = {
  /** Appends what is about to be erased, flushed to the disk before it returns. */
  record: (entry: Partial<ErasureEntry>) => Promise<void>
}

/** The journal in `backupDir` (made, its user's alone, on the first erasure). */
export function erasureJournal(backupDir: string): ErasureJournal {
  const file = path.join(backupDir, erasureJournalName)
  return {
    async record({ submissions = [], packages = [] }) {
      if (submissions.length === 0 && packages.length === 0) return
      const line = JSON.stringify({ at: new Date().toISOString(), submissions, packages })
      await mkdir(backupDir, { recursive: true, mode: 0o700 })
      const handle = await open(file, 'a+', 0o600)
      try {
        // A line a crash cut short ends here, so that this one stands on a line of its own.
        const { size } = await handle.stat()
        const last = Buffer.alloc(1)
        if (size > 0) await handle.read(last, 0, 1, size - 1)
        await handle.write(`${size > 0 && last[0] !== 0x0a ? '\n' : ''}${line}\n`)
        await handle.datasync()
      } finally {
        await handle.close()
      }
    },
  }
}

/**
 * What the journal in `folder` says was erased at `since` or later, every line's ids together;
 * none when there is no journal. A line that cannot be read (cut by a crash mid-write) is skipped.
 */
export async function erasedSince(folder: string, since: Date): Promise<ErasureEntry> {
  const text = await readFile(path.join(folder, erasureJournalName), 'utf8').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return ''
      throw error
    },
  )
  const submissions = new Set<number>()
  const packages = new Set<number>()
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch {
      continue
    }
    const entry = entrySchema.safeParse(parsed)
    if (!entry.success || new Date(entry.data.at) < since) continue
    for (const id of entry.data.submissions) submissions.add(id)
    for (const id of entry.data.packages) packages.add(id)
  }
  return { submissions: [...submissions], packages: [...packages] }
}
