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

const site = await createApp({ config, logger })
const server = site.app.listen(config.PORT, config.HOST, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  void site.connectClients(port)
  logger.info({ port }, `Passarela is serving at http://localhost:${port}`)
})

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
