import { pipeline } from 'node:stream/promises'
import type { RequestHandler } from 'express'
import { type ByteRange, type FileStore, storageKey } from './storage'

/**
 * Public media read from a file store, so what one node was sent every node serves: the panel's
 * (with a bucket) and the booking service's (always). A file the store lacks falls through to the
 * next handler (the demo's pictures, drawn on demand); ranges answered as video players expect.
 */

const types: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

export function serveMediaFromStore(media: FileStore, folder: string): RequestHandler {
  return async (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    let key: string
    try {
      key = storageKey(folder, decodeURIComponent(request.path))
    } catch {
      return next()
    }
    const extension = key.split('.').pop()?.toLowerCase() ?? ''
    if (!types[extension]) return next()
    const range = parseRange(request.get('range'))
    let file
    try {
      file = await media.get(key, range)
    } catch (error) {
      return next(error)
    }
    if (!file) return next()
    response.set({
      'Content-Type': types[extension],
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Accept-Ranges': 'bytes',
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
    })
    if (file.range) {
      response.status(206)
      response.set('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.totalSize}`)
    }
    if (request.method === 'HEAD') {
      file.body.destroy()
      return void response.end()
    }
    await pipeline(file.body, response).catch(() => response.destroy())
  }
}

/** `bytes=100-199` or `bytes=100-`; anything else (several ranges, a suffix) is the whole file. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match) return undefined
  const start = Number(match[1])
  const end = match[2] ? Number(match[2]) : undefined
  return end !== undefined && end < start ? undefined : { start, end }
}
