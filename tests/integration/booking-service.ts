import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { createBookingService } from '../../services/booking'
import type { RosterImportLimits } from '../../services/booking/roster-import'
import { seedDemoCatalog } from '../../services/booking/seed'
import { type Driver, openTestDatabase, type TestDatabase } from './test-database'

/** The keys the tests give a booking service: the read API's (the site's) and the write API's. */
export const apiKey = 'booking-read-key'
export const writeKey = 'booking-write-key'

/**
 * A machine token of the booking service at `url` (`…/booking`) from its sign-in at `signInPath`
 * (`/api/signin` for the read API, `/admin-api/signin` for the write API); null when refused.
 */
export async function bookingToken(url: string, signInPath: string, key: string) {
  const response = await fetch(`${url}${signInPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ salt: 'a-nonce', api_key: key }),
  })
  if (!response.ok) return null
  return ((await response.json()) as { access_token: string }).access_token
}

/** A booking service with both keys at `/booking`, as the site mounts it, on its own port. */
export type TestBookingService = {
  handle: TestDatabase
  /** `http://127.0.0.1:PORT/booking` */
  url: string
  /** A temporary folder, removed on close; the service's media are in its `media/`. */
  folder: string
  close: () => Promise<void>
}

/** A fresh database with `demoCount` demo talents, served by a booking service. */
export async function startTestBookingService({
  driver,
  demoCount,
  apiKey,
  writeKey,
  onCatalogChange,
  importLimits,
}: {
  driver?: Driver
  importLimits?: RosterImportLimits
  demoCount: number
  apiKey: string
  writeKey: string
  onCatalogChange?: () => void
}): Promise<TestBookingService> {
  const handle = await openTestDatabase(driver)
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-booking-service-'))
  await seedDemoCatalog(handle.booking, { count: demoCount })
  const app = express()
  const stopped = new AbortController()
  app.use(
    '/booking',
    createBookingService({
      db: handle.booking,
      signal: stopped.signal,
      importLimits,
      apiKey,
      writeKey,
      mediaDir: path.join(folder, 'media'),
      onCatalogChange,
    }),
  )
  const server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return {
    handle,
    url: `http://127.0.0.1:${address.port}/booking`,
    folder,
    async close() {
      stopped.abort()
      server.close()
      await handle.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
