import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'

/** Where the site plays a remote panel's slide videos from, on its own origin. */
export const slideVideoPath = '/slide-videos'

// What a browser needs of the panel's answer to play, seek and cache a video.
const passedHeaders = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
]

/**
 * `GET /slide-videos/:file`: a slide video of a panel that is not embedded, streamed from its
 * media folder (`PANEL_MEDIA_URL/videos/`) with the browser's range, so that the page names
 * the video on the site's own origin rather than by the panel's (perhaps internal) address.
 * Only a plain file name is asked for: nothing can climb out of the videos folder.
 */
export function createSlideVideoHandler({
  videosUrl,
  logger,
  timeoutMs = 10_000,
}: {
  videosUrl: string
  logger: Logger
  timeoutMs?: number
}): RequestHandler {
  const folder = videosUrl.endsWith('/') ? videosUrl : `${videosUrl}/`
  return async function serveSlideVideo(request, response) {
    const file = String(request.params.file ?? '')
    if (!/^[\w-][\w.-]*$/.test(file)) return void response.status(404).end()
    const range = request.get('range')
    let upstream: Response
    try {
      upstream = await fetch(folder + encodeURIComponent(file), {
        headers: range ? { Range: range } : {},
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      logger.warn({ err: error, file }, 'slide video could not be fetched')
      return void response.status(502).set('Cache-Control', 'no-store').end()
    }
    if (!upstream.ok || !upstream.body) {
      await upstream.body?.cancel()
      const status = upstream.status === 404 || upstream.status === 416 ? upstream.status : 502
      return void response.status(status).set('Cache-Control', 'no-store').end()
    }
    response.status(upstream.status)
    for (const name of passedHeaders) {
      const value = upstream.headers.get(name)
      if (value) response.set(name, value)
    }
    response.set('Cache-Control', 'public, max-age=3600')
    const body = Readable.fromWeb(upstream.body as WebReadableStream)
    // A visitor who leaves mid-video stops the panel's download too.
    response.on('close', () => body.destroy())
    body.on('error', () => response.destroy())
    body.pipe(response)
  }
}
