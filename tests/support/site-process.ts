import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Command } from '../../build-tools/build-inputs.mjs'
import { copyDataTemplate, dataTemplate } from './data-template'

/** glibc's allocator as `npm start` sets it for the host (package.json, decision 016). */
const allocatorSettings = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
}

/** V8's settings as `npm start` gives them to the host (package.json, decision 024). */
const hostFlags = ['--max-semi-space-size=4', '--max-old-space-size=128']

export type RunningServer = {
  url: string
  process: ChildProcess
  output: () => string
  stop: () => Promise<number | null>
}

export async function freePort(): Promise<number> {
  const server = net.createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

type StartOptions = {
  /** The checkout to run the site from: this one by default. */
  root?: string
  /** How long to wait for `/healthz`. */
  timeoutMs?: number
  /** Canonical links on the server's own address, as a crawler of it expects (the benchmark). */
  ownPublicUrl?: boolean
  /** A port chosen beforehand, for a caller that must know the address before the start. */
  port?: number
  /**
   * The host as production runs it, bundled (`build/host/index.js`, which the test runs' global
   * setups bring up to date): the default, a start with a second of CPU less than from the
   * sources through tsx, which a checkout without the bundle's layout (`root`) asks for.
   */
  compiled?: boolean
}

/**
 * Starts the production server in its own process, as `npm start` does once built, and waits for
 * `/healthz`; without `DATA_DIR`, in a data folder of its own removed when it stops.
 */
export async function startServer(
  env: Record<string, string> = {},
  {
    root = process.cwd(),
    timeoutMs = 60_000,
    ownPublicUrl = false,
    port: chosenPort,
    compiled = true,
  }: StartOptions = {},
): Promise<RunningServer> {
  const port = chosenPort ?? (await freePort())
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(os.tmpdir(), 'passarela-data-'))
  // An embedded database in a folder of its own starts from the run's migrated and seeded copy.
  if (ownDataDir && !env.DATABASE_URL && root === process.cwd()) {
    const template = await siteDataTemplate()
    if (template) copyDataTemplate(template, ownDataDir)
  }
  const url = `http://127.0.0.1:${port}`
  return startProcess({
    args: compiled
      ? [...hostFlags, '--enable-source-maps', 'build/host/index.js']
      : ['--import', 'tsx', 'server/index.ts'],
    root,
    url,
    timeoutMs,
    ownFolder: ownDataDir,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'https://passarela.test',
      LOG_LEVEL: 'warn',
      // Nothing balances load onto a test's server: it may stop at once (the two-node test and
      // the lifecycle test ask for the grace period a deployment has).
      SHUTDOWN_GRACE_MS: '0',
      ...(compiled ? allocatorSettings : {}),
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
      ...(ownPublicUrl ? { PUBLIC_URL: url } : {}),
    },
  })
}

/**
 * The data folder a fresh site makes on its first start (its database migrated and seeded), made
 * once in a test run that keeps templates (tests/support/data-template.ts), else null.
 */
export function siteDataTemplate() {
  return dataTemplate('site', async (folder) => {
    const site = await startServer({ DATA_DIR: folder }, { timeoutMs: 180_000 })
    const code = await site.stop()
    if (code !== 0) throw new Error(`the template's site exited with ${code}:\n${site.output()}`)
  })
}

/**
 * Node's arguments for a command of package.json (`npm run backup` is `backup`) with its own
 * arguments, run from its bundle beside the host's (build-tools/build-inputs.mjs), which the suites'
 * global setups keep current: the same sources as its npm script, without tsx's start.
 */
export function commandArgs(command: Command, args: string[] = []) {
  return ['--enable-source-maps', `build/host/commands/${command}.js`, ...args]
}

/**
 * Starts an embedded service alone, as `npm run booking` or `npm run panel` does (from its bundle
 * beside the host's, build-tools/build-inputs.mjs), on a free port and in a data folder of its own (removed when it stops; from the run's data template when
 * there is one), and waits for its `/healthz`.
 */
export async function startService(
  name: 'booking' | 'panel',
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort()
  const prefix = name.toUpperCase()
  const folder = mkdtempSync(path.join(os.tmpdir(), `passarela-${name}-`))
  // The site's template holds both services' tables, as the embedded services share one database.
  if (!env.DATABASE_URL) {
    const template = await siteDataTemplate()
    if (template) copyDataTemplate(template, folder)
  }
  return startProcess({
    args: ['--enable-source-maps', `build/host/${name}.js`],
    root: process.cwd(),
    url: `http://127.0.0.1:${port}`,
    timeoutMs: 60_000,
    ownFolder: folder,
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      [`${prefix}_PORT`]: String(port),
      [`${prefix}_DATA_DIR`]: folder,
      ...env,
    },
  })
}

type ProcessOptions = {
  args: string[]
  root: string
  url: string
  timeoutMs: number
  env: Record<string, string>
  /** A folder to remove once the process has exited. */
  ownFolder: string | null
}

async function startProcess({
  args,
  root,
  url,
  timeoutMs,
  env,
  ownFolder,
}: ProcessOptions): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))

  // Should the process that started it die first, the server must not outlive it.
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  const exited = once(child, 'exit').then(([code]) => {
    process.off('exit', killOnExit)
    if (ownFolder) rmSync(ownFolder, { recursive: true, force: true })
    return code as number | null
  })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`)
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) {
      return {
        url,
        process: child,
        output: () => output,
        stop: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return exited
          child.kill('SIGTERM')
          // The server drains its connections on SIGTERM (a grace period, then at most ten seconds
          // for what is under way); one that hangs longer is not waited for.
          const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
          return exited.finally(() => clearTimeout(timer))
        },
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not answer /healthz in time:\n${output}`)
}
