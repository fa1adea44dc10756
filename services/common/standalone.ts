import { once } from 'node:events'
import type { Server } from 'node:http'
import express, { type Router } from 'express'
import { type Logger, pino } from 'pino'
import { z } from 'zod'
import { redactLogLine } from '../../contracts/log-redaction'
import { createPrivately, makePrivate } from '../../contracts/private-data'
import { databaseOptions, openDatabase, type DatabaseConnection } from './database'

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

type StandaloneOptions<Settings extends z.ZodRawShape> = {
  name: 'booking' | 'panel'
  /** The service's own variables, besides the port, host, data folder and database. */
  settings: Settings
  defaultPort: number
  start: (context: {
    connection: DatabaseConnection
    dataDir: string
    settings: z.infer<z.ZodObject<Settings>>
    logger: Logger
  }) => Promise<{ handler: Router; close?: () => Promise<void> }>
}

/**
 * Runs an embedded service alone, on a port of its own, as the agency could run it apart from
 * the site: `<NAME>_PORT`, `<NAME>_DATA_DIR` (its own folder: PGlite admits one process), and
 * `DATABASE_URL`, `HOST` and `LOG_LEVEL` as the site reads them. A bad variable stops it with
 * a message naming it; SIGTERM lets the requests under way finish.
 */
export async function runStandalone<Settings extends z.ZodRawShape>({
  name,
  settings,
  defaultPort,
  start,
}: StandaloneOptions<Settings>): Promise<Server> {
  // Before anything is written: the data folder and all in it are this user's alone.
  createPrivately()
  const prefix = name.toUpperCase()
  const environment = z.object({
    [`${prefix}_PORT`]: z.coerce.number().int().min(0).max(65535).default(defaultPort),
    [`${prefix}_DATA_DIR`]: z.string().min(1).default(`./data/${name}`),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    LOG_LEVEL: logLevel.default('info'),
  })
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value))
  const parsed = environment.extend(settings).safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    console.error(`Invalid environment configuration:\n${problems.join('\n')}`)
    process.exit(1)
  }
  const values = parsed.data as Record<string, unknown>
  const port = Number(values[`${prefix}_PORT`])
  const dataDir = String(values[`${prefix}_DATA_DIR`])
  // Every line hides package tokens and one-time links (an error names the path it failed on).
  const logger = pino({
    level: String(values.LOG_LEVEL),
    base: { service: name },
    hooks: { streamWrite: redactLogLine },
  })

  // A data folder left readable by others (an earlier version, a copy) is mended before use.
  const mended = await makePrivate(dataDir)
  if (mended > 0) logger.warn({ dataDir, mended }, 'made the data folder this user’s alone')

  const connection = await openDatabase(
    databaseOptions({ databaseUrl: values.DATABASE_URL as string | undefined, dataDir }),
  )
  const { handler, close } = await start({
    connection,
    dataDir,
    settings: parsed.data as z.infer<z.ZodObject<Settings>>,
    logger,
  })
  const app = express()
  app.disable('x-powered-by')
  // Behind a proxy on the same machine, its X-Forwarded-Proto says whether the visitor used TLS
  // (the back office's cookies are Secure then).
  app.set('trust proxy', 'loopback')
  app.get('/healthz', (_request, response) => void response.json({ status: 'ok' }))
  app.use(handler)
  const server = app.listen(port, String(values.HOST))
  await once(server, 'listening')
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  logger.info(
    { port: actualPort },
    `the ${name} service is serving at http://localhost:${actualPort}`,
  )

  process.once('SIGTERM', () => {
    server.close(() => {
      // The service's own work (a scheduled job) ends before its database closes.
      Promise.resolve(close?.())
        .then(() => connection.close())
        .finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  })
  process.once('SIGINT', () => process.kill(process.pid, 'SIGTERM'))
  return server
}
