import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { createBookingService } from '../../services/booking'
import { seedDemoCatalog } from '../../services/booking/seed'
import { type Driver, openTestDatabase, type TestDatabase } from './test-database'

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
}: {
  driver?: Driver
  demoCount: number
  apiKey: string
  writeKey: string
  onCatalogChange?: () => void
}): Promise<TestBookingService> {
  const handle = await openTestDatabase(driver)
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-booking-service-'))
  await seedDemoCatalog(handle.booking, { count: demoCount })
  const app = express()
  app.use(
    '/booking',
    createBookingService({
      db: handle.booking,
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
      server.close()
      await handle.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
