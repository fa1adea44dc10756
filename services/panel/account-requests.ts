import { once } from 'node:events'
import { rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { Logger } from 'pino'
import { z } from 'zod'
import { createOrResetAccount, LastAdminError } from './admin/accounts'
import { staffRoles, type StaffRole } from './admin/roles'
import type { Database } from './db'

/**
 * `npm run panel:user` and `npm run backup` beside a running panel on the embedded database
 * (decision 025): the folder's holder takes their requests over a Unix socket in the data folder
 * that only its user may open, never over the network, since whoever reaches it may make a staff
 * account or copy the database.
 */

/** Where a panel whose data folder is `dataDir` takes account requests. */
export function accountRequestsPath(dataDir: string) {
  return path.join(path.resolve(dataDir), 'control.sock')
}

const accountRequest = z.object({
  operation: z.literal('create-or-reset-account'),
  email: z.string().max(320),
  name: z.string().max(200).optional(),
  role: z.enum(staffRoles).optional(),
})

const backupRequest = z.object({
  operation: z.literal('backup'),
  /** The archive's absolute path, chosen by the command (`BACKUP_DIR`, `--out`). */
  out: z.string().max(4096),
  withKeys: z.boolean(),
})

const backupAnswer = z.union([
  z.object({ path: z.string(), files: z.number(), keys: z.string(), vanished: z.number() }),
  z.object({ error: z.string() }),
])

/** What the holder does for `npm run backup`: writes the archive and says what it holds. */
export type BackupHandler = (request: {
  out: string
  withKeys: boolean
}) => Promise<{ files: number; keys: string; vanished: number }>

const accountAnswer = z.union([
  z.object({
    token: z.string(),
    created: z.boolean(),
    expiresAt: z.iso.datetime(),
    // Absent from a panel started before roles existed, which made an admin.
    role: z.enum(staffRoles).default('admin'),
    // Where the running process's back office is, which the command may not know (PORT, a proxy).
    backOfficeUrl: z.url().optional(),
  }),
  z.object({ error: z.string() }),
])

/** A request is one short line of JSON; anything longer is not one. */
const longestRequest = 4096
const requestTimeoutMs = 10_000
/**
 * The longest path a Unix socket may have everywhere the site runs: macOS's `sun_path` holds
 * 104 bytes with the closing NUL, Linux's 108. Node 20 binds a longer one cut short, as another
 * file in another place, rather than fail.
 */
const longestSocketPath = 103

/**
 * Takes account requests at `socketPath` until `close`. Only the process holding the database
 * calls it, so a socket file already there is a dead process's and is replaced. Resolves to
 * undefined, with a warning, when the socket cannot be made (a path too long for one, say): the
 * site serves all the same, and the command says the process takes no requests.
 */
export async function listenForAccountRequests({
  socketPath,
  db,
  backOfficeUrl,
  backup,
  logger,
}: {
  socketPath: string
  db: Database
  /** Takes `npm run backup`'s requests, when the process can make one. */
  backup?: BackupHandler
  /** The back office's address as its users reach it, when this process knows it. */
  backOfficeUrl?: string
  logger?: Logger
}): Promise<{ close: () => Promise<void> } | undefined> {
  const unreachable = (reason: unknown) => {
    logger?.warn({ err: reason, socketPath }, 'npm run panel:user cannot reach this process')
    return undefined
  }
  if (Buffer.byteLength(socketPath) > longestSocketPath) {
    return unreachable(new Error(`A socket path is at most ${longestSocketPath} bytes`))
  }
  const server = net.createServer((socket) => {
    socket.setTimeout(requestTimeoutMs, () => socket.destroy())
    let received = ''
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8')
      const end = received.indexOf('\n')
      if (end < 0 && received.length <= longestRequest) return
      socket.removeAllListeners('data')
      // A backup of a large catalog takes longer than a request may take to arrive.
      socket.setTimeout(0)
      void answer(received.slice(0, end < 0 ? longestRequest : end)).then((reply) =>
        socket.end(`${JSON.stringify(reply)}\n`),
      )
    })
    socket.on('error', () => socket.destroy())
  })

  async function answer(
    line: string,
  ): Promise<z.infer<typeof accountAnswer> | z.infer<typeof backupAnswer>> {
    let request: z.infer<typeof accountRequest> | z.infer<typeof backupRequest>
    try {
      request = z.union([accountRequest, backupRequest]).parse(JSON.parse(line))
    } catch {
      return { error: 'Not an account request.' }
    }
    if (request.operation === 'backup') {
      if (!backup) return { error: 'This process makes no backups.' }
      try {
        const made = await backup({ out: request.out, withKeys: request.withKeys })
        logger?.info({ path: request.out, files: made.files }, 'backup written')
        return { path: request.out, ...made }
      } catch (error) {
        logger?.error(error, 'a backup failed')
        return { error: error instanceof Error ? error.message : String(error) }
      }
    }
    try {
      const account = await createOrResetAccount(db, {
        email: request.email,
        name: request.name,
        role: request.role,
      })
      logger?.info({ created: account.created }, 'staff account set up from the command line')
      return { ...account, expiresAt: account.expiresAt.toISOString(), backOfficeUrl }
    } catch (error) {
      if (error instanceof RangeError || error instanceof LastAdminError) {
        return { error: error.message }
      }
      logger?.error(error, 'an account request failed')
      return { error: 'The panel could not set up the account; its log says why.' }
    }
  }

  rmSync(socketPath, { force: true })
  // Made as the owner's alone from the start: a mode set after listening would leave a moment
  // in which another user could connect.
  const umask = process.umask(0o177)
  try {
    server.listen(socketPath)
  } finally {
    process.umask(umask)
  }
  try {
    await once(server, 'listening')
  } catch (error) {
    server.close()
    return unreachable(error)
  }
  return {
    close: async () => {
      const closed = once(server, 'close')
      server.close()
      rmSync(socketPath, { force: true })
      await closed
    },
  }
}

/** What `npm run panel:user` prints from: the account's one-time link, made here or by the site. */
export type AccountLink = Awaited<ReturnType<typeof createOrResetAccount>> & {
  backOfficeUrl?: string
}

/**
 * Asks the process listening at `socketPath` to create or reset the account of `email`. Rejects
 * with the connection's error (`ENOENT`, `ECONNREFUSED`) when none listens, with the panel's
 * message when it refused.
 */
export async function requestAccount(
  socketPath: string,
  { email, name, role }: { email: string; name?: string; role?: StaffRole },
): Promise<AccountLink> {
  const socket = net.createConnection(socketPath)
  socket.setTimeout(requestTimeoutMs * 3, () =>
    socket.destroy(new Error('The running panel did not answer.')),
  )
  await once(socket, 'connect')
  const request: z.infer<typeof accountRequest> = {
    operation: 'create-or-reset-account',
    email,
    name,
    role,
  }
  // Written, not ended: the panel closes the connection once it has answered.
  socket.write(`${JSON.stringify(request)}\n`)
  let received = ''
  for await (const chunk of socket) received += String(chunk)
  const reply = accountAnswer.parse(JSON.parse(received))
  if ('error' in reply) throw new Error(reply.error)
  return { ...reply, expiresAt: new Date(reply.expiresAt) }
}

/**
 * Asks the process listening at `socketPath` to write a backup to `out`; rejects as
 * `requestAccount` does. No time limit: a large catalog's backup takes as long as it takes.
 */
export async function requestBackup(
  socketPath: string,
  { out, withKeys }: { out: string; withKeys: boolean },
): Promise<{ path: string; files: number; keys: string; vanished: number }> {
  const socket = net.createConnection(socketPath)
  await once(socket, 'connect')
  const request: z.infer<typeof backupRequest> = { operation: 'backup', out, withKeys }
  socket.write(`${JSON.stringify(request)}\n`)
  let received = ''
  for await (const chunk of socket) received += String(chunk)
  const reply = backupAnswer.parse(JSON.parse(received))
  if ('error' in reply) throw new Error(reply.error)
  return reply
}
