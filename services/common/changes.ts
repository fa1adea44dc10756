import type pg from 'pg'
import type { Logger } from 'pino'
import type { DatabaseConnection } from './database'

/**
 * Tells every process serving a service that what it serves changed (the panel's content, the
 * catalog), so each site refreshes its caches at once: `NOTIFY` on PostgreSQL, heard by every
 * node including the sender; with PGlite, one process, the listener is called directly.
 */

/** One channel per kind of change: a site refreshes only what changed. */
export const changeChannels = {
  panelContent: 'passarela_panel_content',
  bookingCatalog: 'passarela_booking_catalog',
} as const

export type ChangeChannel = (typeof changeChannels)[keyof typeof changeChannels]

const reconnectMs = 1000

/**
 * What a change says besides that it happened: the media files it removed (as the service's
 * records name them, `media/photos/7/a.jpg`), whose resized copies every site must drop.
 */
export type ChangeNotice = { removedMedia: readonly string[] }

export type Changes = {
  /** Says that something changed; every process's `onChange` for the channel hears it. */
  announce: (notice?: Partial<ChangeNotice>) => void
  close: () => Promise<void>
}

// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a long list goes in several.
const maxPayloadBytes = 7000

/** The payloads that carry a notice: one empty for a change that removed nothing. */
export function noticePayloads(notice: Partial<ChangeNotice> = {}): string[] {
  const removed = notice.removedMedia ?? []
  if (removed.length === 0) return ['']
  const payloads: string[] = []
  let batch: string[] = []
  for (const file of removed) {
    const next = [...batch, file]
    if (batch.length > 0 && Buffer.byteLength(JSON.stringify(next)) > maxPayloadBytes) {
      payloads.push(JSON.stringify(batch))
      batch = [file]
    } else batch = next
  }
  payloads.push(JSON.stringify(batch))
  return payloads
}

/** The notice a payload carries; an empty or unreadable one removed nothing. */
export function noticeOf(payload: string | undefined): ChangeNotice {
  if (!payload) return { removedMedia: [] }
  try {
    const parsed: unknown = JSON.parse(payload)
    const removedMedia = Array.isArray(parsed)
      ? parsed.filter((file): file is string => typeof file === 'string')
      : []
    return { removedMedia }
  } catch {
    return { removedMedia: [] }
  }
}

export async function watchChanges(
  connection: DatabaseConnection,
  channel: ChangeChannel,
  onChange: (notice: ChangeNotice) => void,
  logger?: Logger,
): Promise<Changes> {
  if (connection.driver !== 'postgres') {
    return {
      announce: (notice) => onChange({ removedMedia: notice?.removedMedia ?? [] }),
      close: async () => {},
    }
  }
  const pool = connection.client
  let listener: pg.PoolClient | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  async function listen() {
    try {
      const client = await pool.connect()
      client.on('notification', (message) => {
        if (message.channel === channel) onChange(noticeOf(message.payload))
      })
      client.on('error', (error) => {
        logger?.warn({ err: error }, 'change listener lost its connection; reconnecting')
        client.release(true)
        listener = undefined
        scheduleRetry()
      })
      await client.query(`LISTEN ${channel}`)
      listener = client
      if (closed) await stop()
    } catch (error) {
      logger?.warn({ err: error, channel }, 'cannot listen for changes; retrying')
      scheduleRetry()
    }
  }

  function scheduleRetry() {
    if (closed) return
    retry = setTimeout(() => {
      // Whatever changed while nobody listened: refresh once to be sure. What was removed then
      // is not known here; the image endpoint's revalidation finds it (`server/images.ts`).
      onChange({ removedMedia: [] })
      void listen()
    }, reconnectMs)
    retry.unref()
  }

  async function stop() {
    const client = listener
    listener = undefined
    if (!client) return
    await client.query(`UNLISTEN ${channel}`).catch(() => undefined)
    client.release()
  }

  await listen()
  return {
    announce(notice) {
      for (const payload of noticePayloads(notice)) {
        pool.query('select pg_notify($1, $2)', [channel, payload]).catch((error: unknown) => {
          // The notice could not go out: this process at least refreshes.
          logger?.warn({ err: error, channel }, 'could not announce a change')
          onChange(noticeOf(payload))
        })
      }
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await stop()
    },
  }
}
