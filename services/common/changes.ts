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

export type Changes = {
  /** Says that something changed; every process's `onChange` for the channel hears it. */
  announce: () => void
  close: () => Promise<void>
}

export async function watchChanges(
  connection: DatabaseConnection,
  channel: ChangeChannel,
  onChange: () => void,
  logger?: Logger,
): Promise<Changes> {
  if (connection.driver !== 'postgres') {
    return { announce: onChange, close: async () => {} }
  }
  const pool = connection.client
  let listener: pg.PoolClient | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  async function listen() {
    try {
      const client = await pool.connect()
      client.on('notification', (message) => {
        if (message.channel === channel) onChange()
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
      // Whatever changed while nobody listened: refresh once to be sure.
      onChange()
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
    announce() {
      pool.query('select pg_notify($1, $2)', [channel, '']).catch((error: unknown) => {
        // The notice could not go out: this process at least refreshes.
        logger?.warn({ err: error, channel }, 'could not announce a change')
        onChange()
      })
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await stop()
    },
  }
}
