import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { freePort, type RunningServer, startServer, startService } from '../support/site-process'

const started: RunningServer[] = []
let dataDir = ''

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()))
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

function cardNames(html: string) {
  return [...html.matchAll(/data-talent-name="[^"]*"[^>]*>([^<]+)</g)].map((match) => match[1])
}

test('after a restart with the booking service down, the boards show the last roster served', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passarela-last-roster-'))
  const booking = await startService('booking', { BOOKING_API_KEY: 'key' })
  started.push(booking)
  const remoteBooking = { BOOKING_URL: booking.url, BOOKING_API_KEY: 'key', DATA_DIR: dataDir }

  const first = await startServer(remoteBooking)
  started.push(first)
  const served = cardNames(await (await fetch(`${first.url}/pt/modelos`)).text())
  expect(served).toHaveLength(20)
  await first.stop()
  await booking.stop()

  // The booking service is gone: nothing answers where it was.
  const second = await startServer({
    ...remoteBooking,
    BOOKING_URL: `http://127.0.0.1:${await freePort()}`,
  })
  started.push(second)
  const page = await fetch(`${second.url}/pt/modelos`)
  expect(page.status).toBe(200)
  expect(cardNames(await page.text())).toEqual(served)
  // A language never served before has no kept roster: the board's empty state, not an error.
  const english = await fetch(`${second.url}/models`)
  expect(english.status).toBe(200)
  expect(cardNames(await english.text())).toEqual([])
}, 120_000)
