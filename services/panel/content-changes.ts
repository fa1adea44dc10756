import type pg from 'pg'
import type { Logger } from 'pino'
import type { DatabaseConnection } from '../common/database'

/**
 * Tells every process serving the panel that its content changed, so that each site in front of
 * it refreshes its cache at once rather than after the cache period. With PostgreSQL, through
 * `NOTIFY`: each process listens, its own announcements included, so a save on one node reaches
 * all within a second. With PGlite there is one process: the listener is called directly.
 */

const channel = 'passarela_panel_content'
const reconnectMs = 1000

export type ContentChanges = {
  /** Says that the content changed; every process's `onChange` hears it. */
  announce: () => void
  close: () => Promise<void>
}

export async function watchContentChanges(
  connection: DatabaseConnection,
  onChange: () => void,
  logger?: Logger,
): Promise<ContentChanges> {
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
        logger?.warn({ err: error }, 'content change listener lost its connection; reconnecting')
        client.release(true)
        listener = undefined
        scheduleRetry()
      })
      await client.query(`LISTEN ${channel}`)
      listener = client
      if (closed) await stop()
    } catch (error) {
      logger?.warn({ err: error }, 'cannot listen for content changes; retrying')
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
        logger?.warn({ err: error }, 'could not announce a content change')
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
