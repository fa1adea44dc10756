import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { imageUrl } from '../../app/lib/images'
import { generateDemoCatalog } from '../../services/booking'
import { type RunningServer, startServer, startService } from '../support/site-process'

/**
 * What the site keeps of its visitors and clients stays private: the data folder (the database
 * with the staff's password hashes and visitors' personal data) is the site's user's alone, and
 * a package link's token never reaches the request log in clear.
 */
let dataDir: string
let site: RunningServer

beforeAll(async () => {
  // A fresh folder: the database is made by PGlite's initdb, migrated and seeded here.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-private-data-'))
  site = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { timeoutMs: 180_000 })
}, 200_000)

afterAll(async () => {
  await site?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Every folder and file under `folder` that its group or others may read, write or enter. */
function reachableByOthers(folder: string): string[] {
  const found: string[] = []
  const visit = (entry: string) => {
    const info = lstatSync(entry)
    if (info.isSymbolicLink()) return
    if ((info.mode & 0o077) !== 0) found.push(`${(info.mode & 0o777).toString(8)} ${entry}`)
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name))
  }
  visit(folder)
  return found
}

/** Gives group and others everything, as an earlier version, a copy or an archive left it. */
function loosen(entry: string) {
  const info = lstatSync(entry)
  if (info.isSymbolicLink()) return
  chmodSync(entry, info.isDirectory() ? 0o777 : 0o666)
  if (info.isDirectory()) for (const name of readdirSync(entry)) loosen(path.join(entry, name))
}

async function usePhotos() {
  // The image endpoint's cache and the last roster are written while the site serves.
  const [talent] = generateDemoCatalog()
  const photo = await fetch(`${site.url}${imageUrl(`booking:${talent!.book[0]!.file}`, 320)}`)
  expect(photo.status).toBe(200)
  expect((await fetch(`${site.url}/models`)).status).toBe(200)
}

test('a fresh data folder and everything in it are the site’s user’s alone', async () => {
  await usePhotos()
  const entries = readdirSync(dataDir)
  expect(entries).toEqual(expect.arrayContaining(['database', 'image-cache']))
  expect(reachableByOthers(dataDir)).toEqual([])
})

test('a data folder others could read is mended at start, the database included', async () => {
  expect(await site.stop()).toBe(0)
  loosen(dataDir)
  expect(reachableByOthers(dataDir).length).toBeGreaterThan(100)
  site = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' })
  expect(reachableByOthers(dataDir)).toEqual([])
  await usePhotos()
  expect(reachableByOthers(dataDir)).toEqual([])
}, 120_000)

test('a service run alone keeps its data folder its user’s alone, mending what it finds', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-private-booking-'))
  try {
    mkdirSync(path.join(folder, 'media', 'photos'), { recursive: true })
    writeFileSync(path.join(folder, 'media', 'photos', 'left-open.jpg'), 'x')
    loosen(folder)
    const booking = await startService('booking', { BOOKING_DATA_DIR: folder })
    try {
      expect(reachableByOthers(folder)).toEqual([])
    } finally {
      await booking.stop()
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}, 120_000)

test('a package link’s token is redacted in every log line, the site’s and the panel’s', async () => {
  const token = randomBytes(32).toString('base64url')
  expect(token).toHaveLength(43)
  for (const address of [
    `/packages/${token}`,
    `/packages/${token}/12`,
    `/packages/${token}.data`,
    `/PACKAGES/${token}`,
    `/%70ackages/${token}`,
  ]) {
    const answer = await fetch(`${site.url}${address}`)
    await answer.arrayBuffer()
    // No package has the token: the page says so, after asking the panel.
    expect(answer.status, address).toBe(404)
  }
  // The child's output arrives a moment after its answers: the last request's line closes it.
  await expect.poll(() => site.output()).toContain('"url":"/%70ackages/[redacted]"')
  const log = site.output()
  expect(log).toContain('"url":"/panel/api/packages/[redacted]/open"')
  expect(log).toContain('"url":"/packages/[redacted]"')
  expect(log).toContain('"url":"/PACKAGES/[redacted]"')
  expect(log).not.toContain(token)
})
