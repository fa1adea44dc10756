import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

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
}

/**
 * Starts the real production server (the built app behind Express) in its own process, as
 * `npm start` does once the site is built, and waits until it answers `/healthz`. Unless
 * `DATA_DIR` is given, each server gets a data folder of its own, removed when it stops. The
 * tests and `npm run bench` start their sites with it.
 */
export async function startServer(
  env: Record<string, string> = {},
  { root = process.cwd(), timeoutMs = 60_000, ownPublicUrl = false }: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort()
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(os.tmpdir(), 'passarela-data-'))
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'https://passarela.test',
      LOG_LEVEL: 'warn',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
      ...(ownPublicUrl ? { PUBLIC_URL: url } : {}),
    },
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
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
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
          // The server drains its connections on SIGTERM; one that hangs is not waited for long.
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
          return exited.finally(() => clearTimeout(timer))
        },
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not answer /healthz in time:\n${output}`)
}
