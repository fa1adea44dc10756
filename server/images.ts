import { createHash } from 'node:crypto'
import { utimes } from 'node:fs/promises'
import path from 'node:path'
import type { Response as ExpressResponse, RequestHandler } from 'express'
import type { Logger } from 'pino'
import { encodeImage, type ImageFormat } from '../app/lib/image-encoding.server'
import { type ImageWidth, isAllowedWidth } from '../app/lib/images'
import { type MediaService, parseMediaReference } from '../app/lib/media-reference'
import { createDiskCache } from './image-cache'

/** An encoded image, and whether it came from the disk cache. */
type Variant = { bytes: Buffer; cache: 'hit' | 'miss' }

type ImageHandlerOptions = {
  /** Where encoded images are kept (`DATA_DIR/image-cache`). */
  cacheDir: string
  /** Bytes the kept images may take on this node's disk (`IMAGE_CACHE_MB`). */
  cacheMaxBytes?: number
  /** URL prefixes, as folders, that images may come from. */
  allowedSources: readonly string[]
  /** The services' media folders, which `booking:…` and `panel:…` references name. */
  mediaFolders?: Partial<Record<MediaService, string>>
  logger: Logger
  fetchTimeoutMs?: number
  maxSourceBytes?: number
  /** How old a kept variant may be before its source is asked again whether it is there. */
  recheckMs?: number
}

/** The image endpoint: its handler, and what the host tells it of sources that are gone. */
export type ImageEndpoint = {
  handler: RequestHandler
  /**
   * Removes every kept variant of these sources (media references, `booking:media/…`, or
   * URLs): their files were removed, and the next request for them asks the source, a 404.
   */
  forget: (sources: readonly string[]) => Promise<void>
}

/**
 * A source's bytes never change under its path, but the source may go: a deleted photo, a model
 * who leaves or asks to be erased. An hour in browsers and shared caches bounds how long a
 * removed photo stays visible there; after it, each revalidation is a cheap 304 (Express's ETag)
 * or the 404 of a source that is gone. Not `immutable`, which would keep it for a year.
 */
const cacheControl = 'public, max-age=3600, must-revalidate'
/**
 * A kept variant older than this asks its source whether it is still there before it is served:
 * a removal this node did not hear of (it was down, or lost its listener) ends within the hour.
 */
const defaultRecheckMs = 60 * 60 * 1000
// A redirect may only lead to another allowed source, and not for ever.
const maxRedirects = 3

/** A failure with the status and the short, plain message the visitor gets. */
class ImageError extends Error {
  override name = 'ImageError'
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** AVIF, then WebP, for browsers that say they take them; JPEG for everyone else. */
function preferredFormat(accept: string | undefined): ImageFormat {
  const accepted = (accept ?? '').toLowerCase()
  if (accepted.includes('image/avif')) return 'avif'
  if (accepted.includes('image/webp')) return 'webp'
  return 'jpeg'
}

/**
 * The source as a URL when it lies inside one of the allowed prefixes, else null. A prefix is
 * a folder: `http://h/booking` allows `http://h/booking/media/x.jpg` but not
 * `http://h/bookingX/x.jpg`. `new URL()` resolves `..` and `%2e%2e` first, so a source
 * cannot climb out of its folder.
 */
function allowedSourceUrl(src: string, prefixes: readonly string[]): URL | null {
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return null
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null
  // An encoded slash survives normalisation, and the origin may decode it into a separator.
  if (/%(2f|5c)/i.test(url.pathname)) return null
  url.hash = ''
  const inside = prefixes.some((prefix) => {
    let base: URL
    try {
      base = new URL(prefix)
    } catch {
      return false
    }
    const folder = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`
    return base.origin === url.origin && url.pathname.startsWith(folder)
  })
  return inside ? url : null
}

/**
 * The URL a `src` names: a media reference (`booking:media/4182/cover.jpg`) inside its
 * service's media folder, or an absolute URL inside one of the allowed prefixes; else null.
 * Absolute URLs stay accepted: public CDNs, and the covers of favorites a browser stored
 * before the pages named photos by reference.
 */
function sourceUrl(
  src: string,
  prefixes: readonly string[],
  mediaFolders: Partial<Record<MediaService, string>>,
): URL | null {
  const reference = parseMediaReference(src)
  if (!reference) return allowedSourceUrl(src, prefixes)
  const folder = mediaFolders[reference.service]
  if (!folder) return null
  return allowedSourceUrl(`${folder.replace(/\/+$/, '')}/${reference.path}`, [folder])
}

/**
 * `GET /images?src=&w=`: the source resized to an allowed width and re-encoded to the best format
 * the browser takes, each variant encoded once and kept on disk, in a folder per source so that a
 * removed source's variants go together (`forget`). Only allowed sources (no open proxy) and
 * fixed widths (no flooding the cache).
 */
export function createImageHandler({
  cacheDir,
  allowedSources,
  mediaFolders = {},
  logger,
  fetchTimeoutMs = 10_000,
  maxSourceBytes = 25 * 1024 * 1024,
  cacheMaxBytes = 512 * 1024 * 1024,
  recheckMs = defaultRecheckMs,
}: ImageHandlerOptions): ImageEndpoint {
  const root = path.resolve(cacheDir)
  const cache = createDiskCache({
    root,
    maxBytes: cacheMaxBytes,
    logger,
    // Variants kept before they had a folder per source (`ab/<hash>.avif`) are never served
    // again, and a removed photo's among them could not be found: they go at start.
    outdated: (file) => path.relative(root, file).split(path.sep).length < 3,
  })
  // Concurrent requests for one variant (a page of cards, many visitors) share one encode.
  const inFlight = new Map<string, Promise<Variant>>()
  // When each source folder was last emptied: an encode that began before must not keep its
  // variant, made from a source that was there when it was fetched and is gone now.
  const forgottenAt = new Map<string, number>()

  /** The folder of a source's variants: named by the source's URL, as every node names it. */
  function folderOf(source: URL): string {
    const key = createHash('sha256').update(source.href).digest('hex')
    return path.join(root, key.slice(0, 2), key)
  }

  /** Whether the source answers that it is gone; anything else (a failure) keeps the variant. */
  async function sourceGone(source: URL): Promise<boolean> {
    try {
      const response = await fetch(source, {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(fetchTimeoutMs),
      })
      await response.body?.cancel()
      return response.status === 404 || response.status === 410
    } catch {
      return false
    }
  }

  /** Marks the folder forgotten at once (its files are no longer served), then removes it. */
  function forgetFolder(folder: string): Promise<void> {
    forgottenAt.set(folder, Date.now())
    return cache.removeFolder(folder)
  }

  async function fetchSource(source: URL, prefixes: readonly string[]): Promise<Buffer> {
    const signal = AbortSignal.timeout(fetchTimeoutMs)
    let target = source
    for (let redirects = 0; ; redirects++) {
      let response: Response
      try {
        response = await fetch(target, {
          redirect: 'manual',
          signal,
          headers: { Accept: 'image/avif,image/webp,image/*' },
        })
      } catch (error) {
        throw new ImageError(502, 'The image could not be fetched.', { cause: error })
      }
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        const next = allowedSourceUrl(new URL(location, target).href, prefixes)
        if (!next || redirects >= maxRedirects) {
          throw new ImageError(502, 'The image could not be fetched.')
        }
        target = next
        continue
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel()
        throw new ImageError(404, 'Image not found.')
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel()
        throw new ImageError(502, 'The image could not be fetched.', {
          cause: `upstream answered ${response.status}`,
        })
      }
      if (Number(response.headers.get('content-length')) > maxSourceBytes) {
        await response.body.cancel()
        throw new ImageError(502, 'The image is too large.')
      }
      return readCapped(response.body, maxSourceBytes)
    }
  }

  async function produce(
    source: URL,
    prefixes: readonly string[],
    width: ImageWidth,
    format: ImageFormat,
    file: string,
  ): Promise<Variant> {
    const startedAt = Date.now()
    const folder = path.dirname(file)
    const kept = await cache.writtenAt(file)
    // A variant written before its folder was forgotten is one being removed: not served.
    const written = kept !== null && kept > (forgottenAt.get(folder) ?? 0) ? kept : null
    if (written !== null && startedAt - written > recheckMs) {
      if (await sourceGone(source)) {
        await forgetFolder(folder)
        throw new ImageError(404, 'Image not found.')
      }
      // Still there: asked again a period from now.
      const now = new Date()
      await utimes(file, now, now).catch(() => undefined)
    }
    const cached = written === null ? null : await cache.read(file)
    if (cached) return { bytes: cached, cache: 'hit' }
    const input = await fetchSource(source, prefixes)
    // The source answered, but with bytes no image decoder reads: the request cannot be
    // served as asked, and asking again will not mend it, unlike an upstream failure's 502.
    const bytes = await encodeImage(input, width, format).catch((error: unknown) => {
      throw new ImageError(422, 'The source is not an image.', { cause: error })
    })
    if ((forgottenAt.get(folder) ?? 0) >= startedAt) return { bytes, cache: 'miss' }
    await cache.write(file, bytes).catch((error: unknown) => {
      // A full or read-only disk still gets its images, encoded again next time.
      logger.warn({ err: error, file }, 'could not keep an image in the cache')
    })
    return { bytes, cache: 'miss' }
  }

  async function forget(sources: readonly string[]) {
    // Past the longest encode and removal, a forgotten folder's time is of no more use.
    const stale = Date.now() - 10 * 60 * 1000
    for (const [folder, at] of forgottenAt) if (at < stale) forgottenAt.delete(folder)
    // Every folder is marked before the first removal is awaited: none is served meanwhile.
    const removals = sources.flatMap((src) => {
      const source = sourceUrl(src, allowedSources, mediaFolders)
      if (!source) return []
      return forgetFolder(folderOf(source)).catch((error: unknown) => {
        logger.warn({ err: error, src: source.href }, 'could not remove a removed image’s variants')
      })
    })
    await Promise.all(removals)
  }

  const serveImage: RequestHandler = async (request, response) => {
    response.set('X-Content-Type-Options', 'nosniff')
    const prefixes = allowedSources
    const { src, w } = request.query
    const width = typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : Number.NaN
    if (!isAllowedWidth(width)) return void plain(response, 400, 'Unsupported width.')
    if (typeof src !== 'string' || !src) return void plain(response, 400, 'Missing source.')
    const source = sourceUrl(src, prefixes, mediaFolders)
    if (!source) return void plain(response, 400, 'Source not allowed.')

    const format = preferredFormat(request.get('accept'))
    response.vary('Accept')
    const file = path.join(folderOf(source), `${width}.${format}`)
    let pending = inFlight.get(file)
    if (!pending) {
      pending = produce(source, prefixes, width, format, file).finally(() => inFlight.delete(file))
      inFlight.set(file, pending)
    }
    try {
      const { bytes, cache } = await pending
      response.set({
        'Content-Type': `image/${format}`,
        'Cache-Control': cacheControl,
        'X-Image-Cache': cache,
      })
      response.send(bytes)
    } catch (error) {
      if (error instanceof ImageError) {
        if (error.status >= 500 || error.status === 422) {
          logger.warn({ err: error, src: source.href }, error.message)
        }
        return void plain(response, error.status, error.message)
      }
      logger.error({ err: error, src: source.href }, 'image endpoint failed')
      plain(response, 500, 'The image could not be made.')
    }
  }

  return { handler: serveImage, forget }
}

// Errors are short plain text, never a stack; and not cached, as a 502 may mend itself.
function plain(response: ExpressResponse, status: number, message: string) {
  response.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message)
}

async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return Buffer.concat(chunks)
      size += value.byteLength
      if (size > limit) {
        await reader.cancel()
        throw new ImageError(502, 'The image is too large.')
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof ImageError) throw error
    throw new ImageError(502, 'The image could not be fetched.', { cause: error })
  }
}
