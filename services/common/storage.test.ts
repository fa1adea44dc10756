import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../../tests/support/s3-server'
import {
  type FileStore,
  localFileStore,
  openFileStore,
  storageKey,
  storageSettings,
} from './storage'

let s3: Awaited<ReturnType<typeof startS3Server>>
const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-storage-'))
const saved = { ...process.env }

beforeAll(async () => {
  s3 = await startS3Server(['passarela'])
  Object.assign(process.env, s3.credentials)
})

afterAll(async () => {
  await s3?.close()
  rmSync(folder, { recursive: true, force: true })
  process.env = saved
})

const stores: [string, () => FileStore][] = [
  ['a local folder', () => localFileStore(path.join(folder, 'local'))],
  [
    'S3-compatible storage',
    () =>
      openFileStore(
        { storageUrl: 's3://passarela/site-a', s3Endpoint: s3.endpoint },
        path.join(folder, 'unused'),
      ),
  ],
]

describe.each(stores)('files in %s', (_name, open) => {
  it('stream in and out, with their size; a missing key is null', async () => {
    const store = open()
    await store.check()
    const { size } = await store.put('uploads/ção.txt', Readable.from(['olá, ', 'Brasília']), {
      contentType: 'text/plain',
    })
    expect(size).toBe(Buffer.byteLength('olá, Brasília'))
    const file = await store.get('uploads/ção.txt')
    expect(file?.size).toBe(size)
    expect(await text(file!.body)).toBe('olá, Brasília')
    expect(await store.exists('uploads/ção.txt')).toBe(true)
    expect(await store.get('uploads/none.txt')).toBeNull()
    expect(await store.exists('uploads/none.txt')).toBe(false)
    await store.delete('uploads/ção.txt')
    await store.delete('uploads/ção.txt')
    expect(await store.get('uploads/ção.txt')).toBeNull()
    await store.close()
  })

  it('take a file larger than one multipart part without holding it whole', async () => {
    const store = open()
    const chunk = Buffer.alloc(1024 * 1024, 1)
    const twelve = Readable.from(
      (function* () {
        for (let i = 0; i < 12; i++) yield chunk
      })(),
    )
    const { size } = await store.put('videos/large.mp4', twelve)
    expect(size).toBe(12 * 1024 * 1024)
    const stored = await store.get('videos/large.mp4')
    expect(stored?.size).toBe(12 * 1024 * 1024)
    stored?.body.destroy()
    await store.delete('videos/large.mp4')
    await store.close()
  })

  it('list every key they hold with its size, nested ones included, and nothing beside them', async () => {
    const store = open()
    await store.put('listed/a.jpg', Readable.from(['12345']))
    await store.put('listed/videos/b.mp4', Readable.from(['123']))
    const found: Record<string, number> = {}
    for await (const { key, size } of store.list()) {
      if (key.startsWith('listed/')) found[key] = size
    }
    expect(found).toEqual({ 'listed/a.jpg': 5, 'listed/videos/b.mp4': 3 })
    await store.delete('listed/a.jpg')
    await store.delete('listed/videos/b.mp4')
    await store.close()
  })

  it('keep nothing of an upload whose stream fails halfway', async () => {
    const store = open()
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 2))
        this.destroy(new Error('the visitor went away'))
      },
    })
    await expect(store.put('uploads/broken.jpg', failing)).rejects.toThrow()
    expect(await store.exists('uploads/broken.jpg')).toBe(false)
    await store.close()
  })
})

it('the local folder leaves no half-written file behind', async () => {
  const root = path.join(folder, 'local-partial')
  const store = localFileStore(root)
  const failing = new Readable({
    read() {
      this.destroy(new Error('cut'))
    },
  })
  await expect(store.put('a/b.bin', failing)).rejects.toThrow()
  expect(readdirSync(path.join(root, 'a'))).toEqual([])
})

it('the local folder removes the folders a delete leaves empty, never its root', async () => {
  const root = path.join(folder, 'local-prune')
  const store = localFileStore(root)
  await store.put('photos/7/a.jpg', Readable.from(['a']))
  await store.put('photos/7/b.jpg', Readable.from(['b']))
  await store.put('photos/8/c.jpg', Readable.from(['c']))
  await store.delete('photos/7/a.jpg')
  expect(readdirSync(path.join(root, 'photos')).sort()).toEqual(['7', '8'])
  await store.delete('photos/7/b.jpg')
  expect(readdirSync(path.join(root, 'photos'))).toEqual(['8'])
  await store.delete('photos/8/c.jpg')
  expect(readdirSync(root)).toEqual([])
})

it('an S3 bucket that does not exist fails its check', async () => {
  const store = openFileStore(
    { storageUrl: 's3://no-such-bucket', s3Endpoint: s3.endpoint },
    folder,
  )
  await expect(store.check()).rejects.toThrow()
  await store.close()
})

it('keys cannot climb out of their folder', () => {
  expect(storageKey('uploads', '/a//b.jpg')).toBe('uploads/a/b.jpg')
  expect(() => storageKey('uploads/../keys/panel')).toThrow(RangeError)
  expect(() => storageKey('uploads\\..\\x')).toThrow(RangeError)
  expect(() => openFileStore({ storageUrl: 'https://bucket' }, folder)).toThrow(/s3:\/\//)
})

it('reads its settings as the environment spells them, an empty value as none', () => {
  expect(
    storageSettings({ STORAGE_URL: 's3://b/p', S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: 'false' }),
  ).toEqual({
    storageUrl: 's3://b/p',
    s3Endpoint: undefined,
    s3ForcePathStyle: false,
    region: undefined,
  })
  expect(storageSettings({}).s3ForcePathStyle).toBeUndefined()
})
