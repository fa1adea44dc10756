import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type RunningServer, startServer } from '../support/site-process'

/** The embedded site with the booking service's write API open, signed in as the back office. */
export type WriteApiSite = {
  site: RunningServer
  dataDir: string
  /** A call to the write API: a body is sent as JSON, or as it is when it is a form. */
  write: (method: string, address: string, body?: unknown) => Promise<Response>
  stop: () => Promise<void>
}

/** Starts the site in a data folder of its own (named after `name`) and signs in to its write API. */
export async function startWriteApiSite(name: string): Promise<WriteApiSite> {
  const writeKey = `${name}-key`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `passarela-${name}-`))
  const site = await startServer({ DATA_DIR: dataDir, BOOKING_WRITE_KEY: writeKey })
  const stop = async () => {
    await site.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const signIn = await fetch(`${site.url}/booking/admin-api/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ salt: 'a-nonce', api_key: writeKey }),
  })
  if (signIn.status !== 200) {
    await stop()
    throw new Error(`the write API refused its own key: ${signIn.status}`)
  }
  const token = ((await signIn.json()) as { access_token: string }).access_token
  const write = (method: string, address: string, body?: unknown) => {
    const json = body !== undefined && !(body instanceof FormData)
    return fetch(`${site.url}/booking/admin-api${address}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(json ? { 'Content-Type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    })
  }
  return { site, dataDir, write, stop }
}
