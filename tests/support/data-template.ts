import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Data folders made once per test run and copied by every server that would otherwise start
 * from an empty one: PGlite's initdb, the migrations and the demo seed take 15–30 s a server
 * (decision 024 in docs/decisions), a copy of their result a fraction of a second. A run's
 * global setup names the folder the templates are kept in; without it each server starts empty.
 */
const templatesVariable = 'PASSARELA_DATA_TEMPLATES'

/**
 * What a fresh site has made once started that any other fresh site would make the same: its
 * database (migrated and seeded) and the demo media the seed wrote. Its keys, uploads and
 * caches are left for each server to make.
 */
const copiedEntries = ['database', 'panel-media']

/** For a global setup: a folder for this run's templates, and its removal for the teardown. */
export function keepDataTemplates(): () => void {
  const root = mkdtempSync(path.join(os.tmpdir(), 'passarela-templates-'))
  process.env[templatesVariable] = root
  return () => rmSync(root, { recursive: true, force: true })
}

/**
 * The template called `name`, made by `make` in the first process that asks for it while the
 * others wait (each test worker is a process of its own); null when the run has no templates.
 */
export async function dataTemplate(
  name: string,
  make: (folder: string) => Promise<void>,
): Promise<string | null> {
  const root = process.env[templatesVariable]
  if (!root) return null
  const ready = path.join(root, name)
  // Making a folder either succeeds or finds it there: the one process that made it builds.
  const claim = `${ready}.making`
  const deadline = Date.now() + 300_000
  while (!existsSync(ready)) {
    if (claimFolder(claim)) {
      const folder = path.join(claim, name)
      try {
        await make(folder)
        renameSync(folder, ready)
      } finally {
        // On failure, another process may try again.
        rmSync(claim, { recursive: true, force: true })
      }
      break
    }
    if (Date.now() > deadline) throw new Error(`the data template ${name} was not made in time`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return ready
}

/** Copies a template's database and media into a server's data folder, before it starts. */
export function copyDataTemplate(template: string, dataDir: string) {
  for (const entry of copiedEntries) {
    const from = path.join(template, entry)
    if (existsSync(from)) cpSync(from, path.join(dataDir, entry), { recursive: true })
  }
}

function claimFolder(folder: string) {
  try {
    mkdirSync(folder)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}
