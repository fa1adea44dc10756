import crypto from 'node:crypto'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Request, type Response } from 'express'
import helmet from 'helmet'
import pg from 'pg'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import type { ServerBuild } from 'react-router'
import { agency } from '../app/config/agency'
import { redactLogLine } from '../app/lib/log-redaction'
import type { LoadContext } from '../app/load-context'
import type { Config } from './config'
import { mountEmbeddedServices } from './embedded-services'
import { createImageHandler } from './images'
import { createPageCache } from './page-cache'
import { createPageHandlers } from './pages'
import { precompressedFiles, typeCompressed } from './precompressed'
import { createServiceContext } from './service-context'
import { createSlideVideoHandler, slideVideoPath } from './slide-videos'

type AppOptions = {
  config: Config
  logger: Logger
  /** Where this process answers on loopback (`http://127.0.0.1:PORT`): the embedded services' home. */
  localUrl: string
  /** The directory holding `build/`; defaults to the project root. */
  root?: string
  /** True once the node is shutting down: `/readyz` then sends the load balancer elsewhere. */
  draining?: () => boolean
}

/**
 * The web server: security headers, compression, static assets, logs, health, the embedded
 * services and React Router (Vite's dev server in development). Made once the process listens
 * (`server/index.ts`), since the embedded services' URLs name the port it got.
 */
export async function createApp({
  config,
  logger,
  localUrl,
  root = process.cwd(),
  draining = () => false,
}: AppOptions) {
  const app = express()
  const development = config.NODE_ENV === 'development'
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY)

  app.use(compression())
  app.use(
    pinoHttp({
      logger,
      autoLogging: {
        ignore: (request) =>
          /^\/(assets\/|booking\/media\/|panel\/media\/|slide-videos\/|healthz|readyz|images(\?|$))/.test(
            request.url ?? '',
          ),
      },
      // A line per request says what was asked and how it went; headers stay out of the logs.
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          // A package link's token and a one-time link's stay out of the logs, whatever logger
          // the host is given (the process's own also redacts every line).
          url: redactLogLine(request.url),
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
  // Slide videos play from this origin (the embedded panel's, or another panel's streamed
  // through it), unless SLIDE_VIDEO_BASE names a place of its own, whose origin is allowed.
  const mediaSources = config.SLIDE_VIDEO_BASE ? [new URL(config.SLIDE_VIDEO_BASE).origin] : []
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
              mediaSrc: ["'self'", ...mediaSources],
              // The scouting form previews the photos chosen from blob: URLs.
              connectSrc: ["'self'", 'blob:'],
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

  const services = await mountEmbeddedServices(
    app,
    config,
    config.AGENCY_EMAIL ?? agency.email,
    logger,
    localUrl,
  )
  // What several nodes must share beyond the services' own tables (the form posts' counts).
  const sharedPool = config.DATABASE_URL
    ? new pg.Pool({ connectionString: config.DATABASE_URL, max: 3 })
    : undefined
  // An idle connection the server closed is dropped and replaced; it must not end the process.
  sharedPool?.on('error', (error) => logger.warn({ err: error }, 'shared database connection lost'))
  const close = async () => {
    await services.close()
    await sharedPool?.end()
  }
  const context = createServiceContext({ config, keys: services, localUrl, sharedPool, logger })
  const pageCache =
    development || config.PAGE_CACHE_SECONDS === 0
      ? null
      : createPageCache({
          freshMs: config.PAGE_CACHE_SECONDS * 1000,
          staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
          maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
        })
  // A save in the embedded panel's back office shows on the next page, not after the cache period.
  services.onPanelContentChange(() => {
    context.clients.panel.refresh()
    pageCache?.clear()
  })
  // The image endpoint, before the React Router handler, in development and production alike.
  const images = createImageHandler({
    cacheDir: path.join(path.resolve(config.DATA_DIR), 'image-cache'),
    cacheMaxBytes: config.IMAGE_CACHE_MB * 1024 * 1024,
    allowedSources: context.imageSources,
    mediaFolders: context.mediaFolders,
    logger,
  })
  // Likewise a change to the roster through the booking service's write API: a hidden or deleted
  // talent leaves the boards, its profile and the sitemap with the next page, and the photos it
  // removed leave this node's image cache (a request for one is then a 404).
  services.onBookingCatalogChange(({ removedMedia }) => {
    context.clients.booking.refresh()
    pageCache?.clear()
    void images.forget(removedMedia.map((file) => `booking:${file}`))
  })

  // `/healthz` says the process serves; `/healthz?deep=1` also asks both services through
  // the site's own clients, for a load balancer or an operator checking the configuration.
  app.get('/healthz', async (request, response) => {
    response.set('Cache-Control', 'no-store')
    if (!('deep' in request.query)) return void response.json({ status: 'ok' })
    const { booking, panel } = context.clients
    const [bookingCheck, panelCheck] = await Promise.allSettled([
      booking.attributes(),
      panel.freshSocialLinks(),
    ])
    const reachable = {
      booking: bookingCheck.status === 'fulfilled' ? 'ok' : 'unavailable',
      panel: panelCheck.status === 'fulfilled' ? 'ok' : 'unavailable',
    }
    const healthy = reachable.booking === 'ok' && reachable.panel === 'ok'
    response
      .status(healthy ? 200 : 503)
      .json({ status: healthy ? 'ok' : 'degraded', services: reachable })
  })

  // `/readyz` is for a load balancer: this node may take traffic when what it writes to answers
  // (the embedded services' database and file store, the database the nodes share); else 503.
  app.get('/readyz', async (_request, response) => {
    response.set('Cache-Control', 'no-store')
    if (draining()) return void response.status(503).json({ status: 'draining' })
    const checks = await Promise.allSettled([
      services.checkDatabase(),
      services.checkStorage(),
      sharedPool?.query('select 1'),
    ])
    const failed = checks.find((check) => check.status === 'rejected')
    if (failed) {
      logger.warn({ err: failed.reason }, 'not ready: a database or the file store does not answer')
      return void response.status(503).json({ status: 'unavailable' })
    }
    response.json({ status: 'ready' })
  })

  app.get('/images', images.handler)

  if (context.slideVideosUrl) {
    app.get(
      `${slideVideoPath}/:file`,
      createSlideVideoHandler({ videosUrl: context.slideVideosUrl, logger }),
    )
  }

  const getLoadContext = (request: Request, response: Response): LoadContext => ({
    ...context.clients,
    cspNonce: nonceOf(response),
    // Behind a trusted proxy (`TRUST_PROXY`, `trust proxy` above), the address it forwarded.
    clientAddress: request.ip ?? 'unknown',
    asked: { method: request.method, dataRequest: isDataRequest(request) },
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
    return { app, close, signIn: context.signIn }
  }

  const buildDirectory = path.join(root, 'build')
  const build = (await import(path.join(buildDirectory, 'server/index.js'))) as ServerBuild
  const pages = createPageHandlers({
    build,
    getLoadContext,
    cache: pageCache,
    serviceFailures: () => context.clients.booking.failures() + context.clients.panel.failures(),
    logger,
  })
  // A cached page is answered before the static files are looked for on disk: only an address
  // React Router answered is ever cached, so none is a file.
  app.use(pages.lookup)
  // Hashed file names change with their content, so they may be cached for good.
  const assets = path.join(buildDirectory, 'client/assets')
  app.use('/assets', precompressedFiles(assets))
  app.use(
    '/assets',
    express.static(assets, {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      setHeaders: typeCompressed,
    }),
  )
  app.use(express.static(path.join(buildDirectory, 'client'), { maxAge: '1h', index: false }))
  app.all('/{*path}', pages.render)
  // Signing in is left to the caller: the embedded services answer on the server's own port,
  // which serves the app only once it is made.
  return { app, close, signIn: context.signIn }
}

function nonceOf(response: Response): string {
  return String(response.locals.cspNonce ?? '')
}

/** React Router's request for a page's data (`/x.data`, `/_.data`), or Remix's `?_data`. */
function isDataRequest(request: Request): boolean {
  return request.path.endsWith('.data') || request.query._data !== undefined
}
