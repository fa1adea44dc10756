import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Command } from '../../build-tools/build-inputs.mjs'
import { commandArgs } from '../support/site-process'

const run = promisify(execFile)

// Each command that opens the embedded database, before a folder another live process holds
// (this one, by its lock): it says so and stops, without a stack trace or a change
// (docs/decisions/025-one-process-holds-the-embedded-database.md).
let dataDir: string

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-in-use-'))
  writeFileSync(path.join(dataDir, 'database.lock'), `${process.pid}\n`)
})

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function failureOf(command: Command, args: string[]) {
  const failure = await run(process.execPath, commandArgs(command, args), {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PANEL_DATA_DIR: '' },
    timeout: 60_000,
  }).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  )
  return { code: failure?.code, stderr: failure?.stderr.trim() }
}

const inUse = () =>
  `The embedded database in ${path.join(dataDir, 'database')} is in use by a running Passarela (process ${process.pid}). Stop it first (Ctrl-C in its terminal), or set DATABASE_URL to use PostgreSQL.`

const commands: Array<[string, Command, string[]]> = [
  ['npm run seed', 'seed', []],
  ['npm run panel:erase', 'panel-erase', ['--email', 'ana@example.com']],
  ['npm run catalog:import', 'catalog-import', ['.']],
]

for (const [name, command, args] of commands) {
  test(`${name} names the process holding the database and what to do, and exits 1`, async () => {
    expect(await failureOf(command, args)).toEqual({ code: 1, stderr: inUse() })
  }, 60_000)
}

test('npm run panel:user says when the holder takes no account requests', async () => {
  const { code, stderr } = await failureOf('panel-user', ['--email', 'ana@example.com'])
  expect(code).toBe(1)
  expect(stderr).toBe(
    `The embedded database in ${path.join(dataDir, 'database')} is in use by process ${process.pid}, which takes no account requests (a command, or a site that has not finished starting). Try again once it has finished or serves, or stop it first.`,
  )
}, 60_000)
