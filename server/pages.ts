import { createRequestHandler as createStreamingHandler } from '@react-router/express'
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { LoadContext } from '../app/load-context'
import { isPackagePath } from '../app/lib/packages/package-paths'
import {
  defaultUnits,
  sameUnits,
  serializeUnits,
  unitsCookieName,
  unitsFromCookieHeader,
} from '../app/lib/measures/units'
import { type CachedPage, noncePlaceholder, type PageCache, type RenderedPage } from './page-cache'
import { bytesTemplate, filledGzipPage, filledPage, pageTemplate } from './page-template'

type PagesOptions = {
  build: ServerBuild
  getLoadContext: (request: Request, response: Response) => LoadContext
  /** Null when pages are not cached (`PAGE_CACHE_SECONDS=0`). */
  cache: PageCache | null
  /** Failed calls to the services so far: a page rendered while one failed is not cached. */
  serviceFailures: () => number
  logger: Logger
}

// Headers of one connection, one encoding or one visitor: never replayed from a cached page.
const uncachedHeaders = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
])

// Pages (HTML) and their data for client-side navigation (React Router's turbo-stream).
const cachedTypes = /^(text\/html|text\/x-script)\b/

/**
 * The site's pages through React Router, held in the page cache when they may be (decision 016),
 * by address and units (`pageCacheEntry`): `lookup` answers early in the chain, `render` renders the
 * rest. A page that sets a cookie, says `private` or `no-store`, or saw a service fail is not
 * kept. Every answer carries the visitor's own CSP nonce.
 */
export function createPageHandlers({
  build,
  getLoadContext,
  cache,
  serviceFailures,
  logger,
}: PagesOptions) {
  const handleRequest = createRequestHandler(build, 'production')
  const streaming = createStreamingHandler({ build, mode: 'production', getLoadContext })

  async function renderPage(
    entry: PageCacheEntry,
    request: Request,
    response: Response,
  ): Promise<RenderedPage> {
    const placeholder = noncePlaceholder()
    const failuresBefore = serviceFailures()
    const answer = await handleRequest(entry.request(), {
      ...getLoadContext(request, response),
      cspNonce: placeholder,
    })
    const body = Buffer.from(await answer.arrayBuffer())
    const isPage = cachedTypes.test(answer.headers.get('content-type') ?? '')
    const headers = [...answer.headers].filter(([name]) => !uncachedHeaders.has(name))
    const mayCache =
      answer.status === 200 &&
      isPage &&
      !answer.headers.has('set-cookie') &&
      !/\b(no-store|private)\b/.test(answer.headers.get('cache-control') ?? '') &&
      serviceFailures() === failuresBefore
    // Only a page's text is cut at the placeholder; other answers (a PDF) are bytes as they came.
    const template = isPage ? pageTemplate(body.toString(), placeholder) : bytesTemplate(body)
    return { status: answer.status, headers, template, mayCache }
  }

  /** Answers from a cached page, fresh or stale (then refreshed in the background); else next. */
  function lookup(request: Request, response: Response, next: NextFunction) {
    if (!cache || !cacheable(request)) return next()
    const entry = entryOf(request)
    const found = cache.lookup(entry.key)
    if (!found) return next()
    if (found.state === 'stale') {
      cache
        .render(entry.key, () => renderPage(entry, request, response))
        .catch((error: unknown) => logger.warn({ err: error }, 'a cached page failed to refresh'))
    }
    send(request, response, found.page, found.state === 'fresh' ? 'hit' : 'stale')
  }

  /** Renders a page: once for all who ask the same address meanwhile, when it may be cached. */
  async function render(request: Request, response: Response, next: NextFunction) {
    if (!cacheable(request)) return streaming(request, response, next)
    const entry = entryOf(request)
    try {
      const page = cache
        ? await cache.render(entry.key, () => renderPage(entry, request, response))
        : await renderPage(entry, request, response).then(
            ({ mayCache: _mayCache, ...page }) => page,
          )
      send(request, response, page, 'miss')
    } catch (error) {
      next(error)
    }
  }

  return { lookup, render }
}

/**
 * A package's page (decision 028) is one client's, and each view of it is counted by the
 * panel: never answered from the cache nor cached, whatever headers it says.
 */
function cacheable(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isPackagePath(request.path)
}

function entryOf(request: Request): PageCacheEntry {
  return pageCacheEntry(pageUrl(request), request.get('cookie'))
}

/**
 * A page that may be cached, by its address and the visitor's cookie header. Its key is the
 * whole address, host included (a page's links may be made from it), and the visitor's units
 * when they are not the default: one visitor's feet must not reach another's centimetres
 * (decision 019); a cookie the site cannot read shares the default page. It is rendered from
 * exactly what the key covers, so no other header or cookie of this visitor reaches a shared page.
 */
export type PageCacheEntry = ReturnType<typeof pageCacheEntry>

export function pageCacheEntry(url: string, cookie: string | undefined) {
  const units = unitsFromCookieHeader(cookie)
  const own = sameUnits(units, defaultUnits) ? '' : serializeUnits(units)
  return {
    key: own ? `${url} units=${own}` : url,
    request: () =>
      new globalThis.Request(url, { headers: own ? { cookie: `${unitsCookieName}=${own}` } : {} }),
  }
}

function send(
  request: Request,
  response: Response,
  page: Omit<CachedPage, 'renderedAt'>,
  state: 'hit' | 'stale' | 'miss',
) {
  if (response.headersSent || response.destroyed) return
  const nonce = String(response.locals.cspNonce ?? '')
  response.status(page.status)
  for (const [name, value] of page.headers) response.append(name, value)
  response.append('Vary', 'Accept-Encoding')
  response.set('X-Page-Cache', state)
  const gzip = page.template.deflatedParts !== null && request.acceptsEncodings('gzip') === 'gzip'
  const body = gzip ? filledGzipPage(page.template, nonce) : filledPage(page.template, nonce)
  // Set before the compression middleware looks: it leaves an encoded answer alone.
  if (gzip) response.set('Content-Encoding', 'gzip')
  response.set('Content-Length', String(body.length))
  response.end(request.method === 'HEAD' ? undefined : body)
}

/**
 * The address React Router is asked for, as `@react-router/express` makes it. The render is
 * always a GET without an abort signal: a HEAD's render serves the GETs after it, and a render
 * may serve others after this visitor has gone.
 */
function pageUrl(request: Request): string {
  const forwardedHost = request.app.enabled('trust proxy') ? request.get('X-Forwarded-Host') : ''
  const [, forwardedPort] = forwardedHost?.split(':') ?? []
  const [, hostPort] = request.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort].find((value) => value && /^\d+$/.test(value))
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || 'localhost'
  return new URL(`${request.protocol}://${hostname}${port ? `:${port}` : ''}${request.originalUrl}`)
    .href
}
