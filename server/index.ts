import { once } from 'node:events'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { pino } from 'pino'
import { redactLogLine } from '../app/lib/log-redaction'
import { createPrivately, makePrivate } from '../app/lib/private-data.server'
import { createApp } from './app'
import { type Config, ConfigError, loadConfig, publicUrlWarning, whereToFind } from './config'

// Before anything is written: the data folder and all in it are this user's alone.
createPrivately()

let config: Config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

const logger = pino({
  level: config.LOG_LEVEL,
  // Every line, whoever wrote it (the request log, an error naming a path), hides package tokens.
  hooks: { streamWrite: redactLogLine },
  transport:
    config.NODE_ENV === 'development'
      ? { target: 'pino-pretty', options: { colorize: true } }
      : undefined,
})

// A data folder left readable by others (an earlier version, a copy) is mended before use.
const dataDir = path.resolve(config.DATA_DIR)
const mended = await makePrivate(dataDir)
if (mended > 0) logger.warn({ dataDir, mended }, 'made the data folder this user’s alone')

/** The errors of a start a person can mend, whose message says how: printed alone, exit 1. */
const stopsTheStart = new Set(['DatabaseInUseError', 'DatabaseDamagedError'])

// The port is taken first, since the embedded services' URLs name it; until the site is made,
// every request is told to come back in a moment.
function starting(_request: IncomingMessage, response: ServerResponse) {
  response.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' })
  response.end('Starting; try again shortly.')
}
const server = http.createServer(starting)
// Open connections, so that a shutdown with none to drain need not wait out its grace period.
const connections = new Set<Socket>()
server.on('connection', (socket) => {
  connections.add(socket)
  socket.once('close', () => connections.delete(socket))
})
server.listen(config.PORT, config.HOST)
await once(server, 'listening')
const address = server.address()
const port = typeof address === 'object' && address ? address.port : config.PORT
// With PORT=0 the system chose the port, which the default PUBLIC_URL names from now on.
if (port !== config.PORT) config = loadConfig({ ...process.env, PORT: String(port) })
// Set from SIGTERM on: the node says it is not ready and closes each connection it answers.
let draining = false
const site = await createApp({
  config,
  logger,
  localUrl: `http://127.0.0.1:${port}`,
  draining: () => draining,
}).catch((error: unknown) => {
  // Another Passarela holds the embedded database (decision 025), or its folder is damaged: the
  // message says what to do, as `scripts/database-in-use.ts` does for the commands. Known by its
  // name, as the host loads the services' code only when it runs them.
  if (!(error instanceof Error && stopsTheStart.has(error.name))) throw error
  console.error(error.message)
  process.exit(1)
})
server.off('request', starting)
server.on('request', (request, response) => {
  if (draining) response.setHeader('Connection', 'close')
  site.app(request, response)
})
void site.signIn()
const warning = publicUrlWarning(config.PUBLIC_URL, port)
if (warning) tell('warn', { publicUrl: config.PUBLIC_URL, port }, warning)
const where = whereToFind(config)
tell(
  'info',
  { port, ...where },
  `Passarela is serving at ${where.site} (port ${port}); the back office is at ${where.backOffice}`,
)

/**
 * What a person starting the site reads: one plain line in a terminal, pino's JSON for a log
 * collector otherwise (the pretty printer is for development, not a production dependency).
 */
function tell(level: 'info' | 'warn', fields: object, message: string) {
  if (!logger.isLevelEnabled(level)) return
  if (!process.stdout.isTTY) return logger[level](fields, message)
  console.log(level === 'warn' ? `Warning: ${message}` : message)
}

/**
 * On SIGTERM (a deploy, a container stop): first a grace period as long as a kept-alive
 * connection may stay idle, in which `/readyz` answers 503 (the load balancer stops sending),
 * every answer closes its connection, and idle ones time out on their own; a client can then no
 * longer send a request on a connection the server is closing. Then the server stops listening
 * and finishes the requests under way, cut after ten seconds; then the databases close.
 */
function shutdown(signal: string) {
  if (draining) return
  draining = true
  const graceMs = config.SHUTDOWN_GRACE_MS ?? server.keepAliveTimeout + 500
  logger.info({ signal, graceMs }, 'shutting down: draining connections')
  const graceEnds = Date.now() + graceMs
  const waitForConnections = setInterval(() => {
    if (connections.size === 0 || Date.now() >= graceEnds) {
      clearInterval(waitForConnections)
      stopServing()
    }
  }, 50)
}

function stopServing() {
  server.close((error) => {
    if (error) logger.error(error, 'error while closing the server')
    site
      .close()
      .catch((closeError: unknown) => logger.error(closeError, 'error while closing the database'))
      .finally(() => {
        logger.flush()
        process.exit(error ? 1 : 0)
      })
  })
  server.closeIdleConnections()
  setTimeout(() => {
    server.closeAllConnections()
  }, 10_000).unref()
}
// `on`, not `once`: a second signal while draining (an impatient orchestrator) must not kill
// the process with requests under way; the ten-second cut still bounds the wait.
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
