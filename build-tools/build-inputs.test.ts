import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { buildInputs, builtEntries, staleBuilds } from './build-inputs.mjs'

const repository = path.resolve(import.meta.dirname, '..')

test('every input of the two builds exists, the plugins vite.config.ts runs included', () => {
  const inputs = buildInputs(repository)
  for (const input of [...inputs.site, ...inputs.host]) {
    expect(existsSync(path.join(repository, input)), input).toBe(true)
  }
  expect(inputs.site).toEqual(
    expect.arrayContaining([
      'contracts',
      'build-tools/client-chunks.ts',
      'build-tools/limit-chunk-reloads.ts',
    ]),
  )
  expect(inputs.host).toEqual(expect.arrayContaining(['contracts', 'services', 'server']))
})

let root = ''
const made: string[] = []
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A repository of a few files, built an hour ago, and one input touched now. */
function builtThenChanged(changed: string) {
  root = mkdtempSync(path.join(os.tmpdir(), 'passarela-build-inputs-'))
  made.push(root)
  const files = [
    'vite.config.ts',
    'app/root.tsx',
    'contracts/fields.ts',
    'build-tools/client-chunks.ts',
    'services/panel/index.ts',
    'scripts/backup.ts',
    builtEntries.site,
    builtEntries.host,
  ]
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    const text =
      file === 'vite.config.ts'
        ? "import { clientChunks } from './build-tools/client-chunks.ts'\n"
        : ''
    writeFileSync(path.join(root, file), text)
  }
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000)
  for (const file of files) utimesSync(path.join(root, file), anHourAgo, anHourAgo)
  if (changed) writeFileSync(path.join(root, changed), '// changed\n')
  return staleBuilds(root)
}

test('a build is current until one of its inputs changes', () => {
  expect(builtThenChanged('')).toEqual({ site: false, host: false })
  expect(builtThenChanged('contracts/fields.ts')).toEqual({ site: true, host: true })
  expect(builtThenChanged('build-tools/client-chunks.ts')).toEqual({ site: true, host: false })
  expect(builtThenChanged('services/panel/index.ts')).toEqual({ site: false, host: true })
  // A command is bundled beside the host: its source is the host's input.
  expect(builtThenChanged('scripts/backup.ts')).toEqual({ site: false, host: true })
})

test('a build that is not there is made', () => {
  builtThenChanged('')
  rmSync(path.join(root, builtEntries.host))
  expect(staleBuilds(root)).toEqual({ site: false, host: true })
})
