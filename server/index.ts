import { once } from 'node:events'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { pino } from 'pino'
import { createApp } from './app'
import { ConfigError, loadConfig } from './config'

let config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

const logger = pino({
  level: config.LOG_LEVEL,
  transport:
    config.NODE_ENV === 'development'
      ? { target: 'pino-pretty', options: { colorize: true } }
      : undefined,
})

// The port is taken first, since the embedded services' URLs name it; until the site is made,
// every request is told to come back in a moment.
function starting(_request: IncomingMessage, response: ServerResponse) {
  response.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' })
  response.end('Starting; try again shortly.')
}
const server = http.createServer(starting)
server.listen(config.PORT, config.HOST)
await once(server, 'listening')
const address = server.address()
const port = typeof address === 'object' && address ? address.port : config.PORT
const site = await createApp({ config, logger, localUrl: `http://127.0.0.1:${port}` })
server.off('request', starting)
server.on('request', site.app)
logger.info({ port }, `Passarela is serving at http://localhost:${port}`)

// On SIGTERM (a deploy, a container stop) finish the requests under way, then exit;
// a connection that will not close is cut after ten seconds.
function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down')
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
process.once('SIGTERM', () => shutdown('SIGTERM'))
process.once('SIGINT', () => shutdown('SIGINT'))
