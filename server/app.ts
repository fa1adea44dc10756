import crypto from 'node:crypto'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Request, type Response } from 'express'
import helmet from 'helmet'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import type { ServerBuild } from 'react-router'
import type { LoadContext } from '../app/load-context'
import type { Config } from './config'

type AppOptions = {
  config: Config
  logger: Logger
  /** The directory holding `build/`; defaults to the project root. */
  root?: string
}

/**
 * The web server: security headers, compression, static assets, request logs, health, and
 * the React Router handler. In development Vite serves the app with hot reload instead of
 * the build.
 */
export async function createApp({ config, logger, root = process.cwd() }: AppOptions) {
  const app = express()
  const development = config.NODE_ENV === 'development'
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')

  app.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })

  app.use(compression())
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (request) => request.url?.startsWith('/assets/') ?? false },
      // A line per request says what was asked and how it went; headers stay out of the logs.
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: request.url,
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500
          ? 'error'
          : response.statusCode >= 400
            ? 'warn'
            : 'info',
    }),
  )

  app.use((_request, response, next) => {
    response.locals.cspNonce = crypto.randomBytes(16).toString('base64')
    next()
  })
  app.use(
    helmet({
      contentSecurityPolicy: development
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: [
                "'self'",
                (_request, response) => `'nonce-${nonceOf(response as Response)}'`,
              ],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
              frameAncestors: ["'none'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') ? [] : null,
            },
          },
      strictTransportSecurity: config.PUBLIC_URL.startsWith('https:'),
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  )

  const getLoadContext = (_request: Request, response: Response): LoadContext => ({
    publicUrl: config.PUBLIC_URL,
    cspNonce: nonceOf(response),
  })

  if (development) {
    const vite = await import('vite').then((module) =>
      module.createServer({ server: { middlewareMode: true }, root }),
    )
    app.use(vite.middlewares)
    app.use(async (request, response, next) => {
      try {
        const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
        return await createRequestHandler({ build, mode: 'development', getLoadContext })(
          request,
          response,
          next,
        )
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        next(error)
      }
    })
    return app
  }

  const buildDirectory = path.join(root, 'build')
  // Hashed file names change with their content, so they may be cached for good.
  app.use(
    '/assets',
    express.static(path.join(buildDirectory, 'client/assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  )
  app.use(express.static(path.join(buildDirectory, 'client'), { maxAge: '1h', index: false }))
  const build = (await import(path.join(buildDirectory, 'server/index.js'))) as ServerBuild
  app.all('/{*path}', createRequestHandler({ build, mode: 'production', getLoadContext }))
  return app
}

function nonceOf(response: Response): string {
  return String(response.locals.cspNonce ?? '')
}
