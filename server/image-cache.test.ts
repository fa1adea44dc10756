import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createDiskCache } from './image-cache'

const folders: string[] = []
function folder() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'passarela-image-cache-'))
  folders.push(root)
  return root
}
afterAll(() => folders.forEach((root) => rmSync(root, { recursive: true, force: true })))

const kilobyte = 1024
const bytes = (size: number) => Buffer.alloc(size, 7)
const names = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort()

test('keeps the bound: past it, the least recently used files go until a tenth is free', async () => {
  const root = folder()
  const cache = createDiskCache({ root, maxBytes: 100 * kilobyte })
  await cache.ready
  const file = (name: string) => path.join(root, name.slice(0, 2), `${name}.avif`)
  for (const name of ['aa1', 'bb2', 'cc3', 'dd4'])
    await cache.write(file(name), bytes(25 * kilobyte))
  expect(cache.size()).toBe(100 * kilobyte)
  // Reading the oldest makes it the most recently used.
  expect((await cache.read(file('aa1')))?.byteLength).toBe(25 * kilobyte)
  await cache.write(file('ee5'), bytes(25 * kilobyte))
  await expect.poll(() => names(root)).toEqual(['aa1.avif', 'dd4.avif', 'ee5.avif'])
  expect(cache.size()).toBeLessThanOrEqual(90 * kilobyte)
})

test('counts what the folder already holds at start, oldest first, and skips half-written files', async () => {
  const root = folder()
  mkdirSync(path.join(root, 'ab'))
  const old = path.join(root, 'ab', 'old.webp')
  const recent = path.join(root, 'ab', 'recent.webp')
  writeFileSync(old, bytes(40 * kilobyte))
  writeFileSync(recent, bytes(40 * kilobyte))
  writeFileSync(path.join(root, 'ab', 'x.webp.1234.partial'), bytes(40 * kilobyte))
  utimesSync(old, new Date('2026-01-01'), new Date('2026-01-01'))
  const cache = createDiskCache({ root, maxBytes: 100 * kilobyte })
  await cache.ready
  expect(cache.size()).toBe(80 * kilobyte)
  await cache.write(path.join(root, 'cd', 'new.webp'), bytes(40 * kilobyte))
  await expect.poll(() => names(root)).toEqual(['new.webp', 'recent.webp', 'x.webp.1234.partial'])
})

test('a missing file is a miss, not an error', async () => {
  const cache = createDiskCache({ root: folder(), maxBytes: kilobyte })
  expect(await cache.read(path.join(os.tmpdir(), 'nowhere', 'none.avif'))).toBeNull()
})

test('a source’s folder of variants is removed whole, and no longer counted', async () => {
  const root = folder()
  const cache = createDiskCache({ root, maxBytes: 100 * kilobyte })
  await cache.ready
  const gone = path.join(root, 'ab', 'abc')
  const kept = path.join(root, 'ab', 'abd')
  await cache.write(path.join(gone, '320.avif'), bytes(10 * kilobyte))
  await cache.write(path.join(gone, '640.webp'), bytes(10 * kilobyte))
  await cache.write(path.join(kept, '320.avif'), bytes(10 * kilobyte))
  expect(await cache.writtenAt(path.join(gone, '320.avif'))).toBeGreaterThan(0)
  await cache.removeFolder(gone)
  expect(names(root)).toEqual(['320.avif'])
  expect(cache.size()).toBe(10 * kilobyte)
  expect(await cache.writtenAt(path.join(gone, '320.avif'))).toBeNull()
})
