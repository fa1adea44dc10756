import { randomBytes } from 'node:crypto'
import { afterAll, expect, inject, test, vi } from 'vitest'
import { adminQuery, databaseUrlFor } from '../../tests/integration/database-setup'
import { openDatabase, type DatabaseConnection } from './database'
import { changeChannels, noticeOf, noticePayloads, watchChanges } from './changes'

const connections: DatabaseConnection[] = []
const serverUrl = process.env.DATABASE_URL_TEST
const database = `changes_${randomBytes(4).toString('hex')}`

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()))
  if (serverUrl && inject('postgresTemplate')) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database}`)
  }
})

test('with PGlite (one process), an announcement is heard at once', async () => {
  const connection = await openDatabase({ dataDir: null })
  connections.push(connection)
  const heard = vi.fn()
  const changes = await watchChanges(connection, changeChannels.panelContent, heard)
  changes.announce()
  expect(heard).toHaveBeenCalledTimes(1)
  await changes.close()
})

test('a notice names the media a change removed, split into payloads PostgreSQL accepts', async () => {
  const connection = await openDatabase({ dataDir: null })
  connections.push(connection)
  const heard = vi.fn()
  const changes = await watchChanges(connection, changeChannels.bookingCatalog, heard)
  changes.announce({ removedMedia: ['media/photos/7/a.jpg'] })
  changes.announce()
  expect(heard.mock.calls).toEqual([
    [{ removedMedia: ['media/photos/7/a.jpg'] }],
    [{ removedMedia: [] }],
  ])
  await changes.close()

  expect(noticePayloads()).toEqual([''])
  const many = Array.from(
    { length: 400 },
    (_, index) => `media/photos/7/${index}-${'x'.repeat(36)}.jpg`,
  )
  const payloads = noticePayloads({ removedMedia: many })
  expect(payloads.length).toBeGreaterThan(1)
  for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000)
  expect(payloads.flatMap((payload) => noticeOf(payload).removedMedia)).toEqual(many)
  expect(noticeOf('not json')).toEqual({ removedMedia: [] })
  expect(noticeOf('')).toEqual({ removedMedia: [] })
})

test.runIf(Boolean(serverUrl && inject('postgresTemplate')))(
  'with PostgreSQL, a change announced by one node is heard by every node within a second',
  async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${database}`)
    const url = databaseUrlFor(serverUrl!, database)
    const nodes = await Promise.all(
      [1, 2].map(async () => {
        const connection = await openDatabase({ databaseUrl: url })
        connections.push(connection)
        const heard = vi.fn()
        const catalog = vi.fn()
        return {
          heard,
          catalog,
          changes: await watchChanges(connection, changeChannels.panelContent, heard),
          catalogChanges: await watchChanges(connection, changeChannels.bookingCatalog, catalog),
        }
      }),
    )
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]]
    a.changes.announce()
    await vi.waitFor(
      () => {
        expect(a.heard).toHaveBeenCalledTimes(1)
        expect(b.heard).toHaveBeenCalledTimes(1)
      },
      { timeout: 1000 },
    )
    // The booking catalog's channel is another: a catalog change reaches every node's catalog
    // listener, and a content change none of them.
    expect(b.catalog).not.toHaveBeenCalled()
    // It names the media it removed, which every node's image cache drops.
    b.catalogChanges.announce({ removedMedia: ['media/photos/7/a.jpg'] })
    await vi.waitFor(
      () => {
        expect(a.catalog).toHaveBeenCalledTimes(1)
        expect(b.catalog).toHaveBeenCalledTimes(1)
      },
      { timeout: 1000 },
    )
    expect(a.catalog).toHaveBeenCalledWith({ removedMedia: ['media/photos/7/a.jpg'] })
    expect(a.heard).toHaveBeenCalledTimes(1)
    await Promise.all([a.catalogChanges.close(), b.catalogChanges.close()])
    // A node that stopped listening hears nothing more.
    await b.changes.close()
    a.changes.announce()
    await vi.waitFor(() => expect(a.heard).toHaveBeenCalledTimes(2), { timeout: 1000 })
    expect(b.heard).toHaveBeenCalledTimes(1)
    await a.changes.close()
  },
)
