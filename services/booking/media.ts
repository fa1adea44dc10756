import { Readable } from 'node:stream'
import type { NextFunction, Request, Response } from 'express'
import { isThumbnailKind, type ThumbnailKind } from '../../contracts/booking-admin'
import type { Logger } from 'pino'
import type { FileStore } from '../common/storage'
import { serveMediaFromStore } from '../common/stored-media'
import type { Database } from './db'
import { findTalent } from './catalog'
import { parseDemoImagePath } from './demo-catalog'
import { renderDemoImage } from './demo-images'
import { makeThumbnail } from './thumbnails'
import type { TalentRecord } from './talent-record'

/**
 * Media never change under a path (demo paths carry a version, imported files a content
 * hash), so browsers and the site's image endpoint may keep them for a year.
 */
const mediaCacheControl = 'public, max-age=31536000, immutable'

// A segment is a plain file or folder name: no `..`, no hidden files, no separators.
const safeSegment = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/
const servedExtension = /\.(jpe?g|png|webp|avif|gif|mp4|webm)$/i
const photoExtension = /\.(jpe?g|png|webp|avif)$/i

/** The path under the media folder that a request names, or null when it is not a safe one. */
export function mediaSegments(requestPath: string): string[] | null {
  const segments = requestPath.split('/').filter((segment) => segment !== '')
  if (segments.length === 0 || segments.length > 8) return null
  const decoded: string[] = []
  for (const segment of segments) {
    let name: string
    try {
      name = decodeURIComponent(segment)
    } catch {
      return null
    }
    if (!safeSegment.test(name) || name.includes('..')) return null
    decoded.push(name)
  }
  return servedExtension.test(decoded.at(-1) ?? '') ? decoded : null
}

type MediaOptions = { db: Database; media: FileStore; logger?: Logger }

/**
 * Serves the talents' media from their store (a folder, or the bucket every node shares),
 * drawing a demo image the first time it is asked for: seeding writes only rows, and a roster
 * of a hundred talents never pays for the thousands of images nobody views. Only images a
 * talent's record names are drawn, so requests cannot fill the store.
 */
export function createMediaHandler({ db, media, logger }: MediaOptions) {
  const drawing = new Map<string, Promise<Buffer | null>>()
  const serveStored = serveMediaFromStore(media, '')

  async function drawDemoImage(key: string) {
    const relative = `media/${key}`
    const image = parseDemoImagePath(relative)
    if (!image) return null
    const talent = await findTalent(db, image.talentId)
    if (!talent || !mediaFilesOf(talent).includes(relative)) return null
    const bytes = await renderDemoImage(image, talent)
    await media
      .put(key, Readable.from([bytes]), { contentType: 'image/jpeg' })
      .catch((error: unknown) => {
        // A read-only store still gets its images, drawn again next time.
        logger?.warn({ err: error, file: relative }, 'could not keep a demo image')
      })
    return bytes
  }

  function demoImage(key: string) {
    let pending = drawing.get(key)
    if (!pending) {
      pending = drawDemoImage(key).finally(() => drawing.delete(key))
      drawing.set(key, pending)
    }
    return pending
  }

  async function serveDemoImage(key: string, response: Response) {
    const bytes = await demoImage(key)
    if (!bytes) return void response.status(404).json({ message: 'Not found.' })
    response.set('Cache-Control', mediaCacheControl).type('image/jpeg').send(bytes)
  }

  /** The back office's thumbnail of a photo (`?thumbnail=row`), from the store or the demo. */
  async function serveThumbnail(
    key: string,
    kind: ThumbnailKind,
    request: Request,
    response: Response,
  ) {
    const stored = await media.get(key)
    const source = stored?.body ?? (await demoImage(key))
    if (!source) return void response.status(404).json({ message: 'Not found.' })
    const format = request.accepts(['image/webp', 'image/jpeg']) === 'image/webp' ? 'webp' : 'jpeg'
    let bytes: Buffer
    try {
      bytes = await makeThumbnail(source, kind, format)
    } catch (error) {
      // Bytes no decoder reads, or over the pixel cap: no thumbnail, and asking again won't mend it.
      logger?.warn({ err: error, file: `media/${key}` }, 'could not make a thumbnail')
      return void response.status(422).json({ message: 'Not an image.' })
    }
    response
      .set({ 'Cache-Control': mediaCacheControl, 'X-Content-Type-Options': 'nosniff' })
      .vary('Accept')
      .type(`image/${format}`)
      .send(bytes)
  }

  return async function serveMedia(request: Request, response: Response, next: NextFunction) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    // Only a talent's files: never the scratch folders beside them, nor a climb out.
    const segments = mediaSegments(request.path)
    if (!segments) return void response.status(404).json({ message: 'Not found.' })
    const { thumbnail } = request.query
    if (thumbnail !== undefined) {
      const key = segments.join('/')
      if (!isThumbnailKind(thumbnail) || !photoExtension.test(key)) {
        return void response.status(400).json({ message: 'Unknown thumbnail.' })
      }
      return serveThumbnail(key, thumbnail, request, response).catch(next)
    }
    await serveStored(request, response, (error?: unknown) =>
      error ? next(error) : serveDemoImage(segments.join('/'), response).catch(next),
    )
  }
}

/**
 * Removes a deleted talent's files from the store: every file its record named (an imported
 * photo, an uploaded one, a demo image drawn on demand). A file elsewhere on the web is not ours
 * to remove. Gives back the files removed.
 */
export async function removeTalentMedia(media: FileStore, talent: TalentRecord): Promise<string[]> {
  const removed: string[] = []
  for (const file of new Set(mediaFilesOf(talent))) {
    if (await removeMediaFile(media, file)) removed.push(file)
  }
  return removed
}

/**
 * Removes one file of the store that a record named (`media/…`), when it is a safe path in it;
 * anything else (an address elsewhere, a path that climbs out) is left alone. Whether it was
 * there.
 */
export async function removeMediaFile(media: FileStore, file: string): Promise<boolean> {
  const key = mediaKey(file)
  if (!key || !(await media.exists(key))) return false
  await media.delete(key)
  return true
}

/** The store's key for a file a record names (`media/photos/7/a.jpg` → `photos/7/a.jpg`). */
function mediaKey(file: string): string | null {
  const segments = file.startsWith('media/') ? mediaSegments(file.slice('media/'.length)) : null
  return segments ? segments.join('/') : null
}

/** Every file of the media store a talent's record names (and addresses elsewhere, which it skips). */
export function mediaFilesOf(talent: TalentRecord) {
  const galleries = [...talent.book, ...talent.snap, ...talent.compo].map((item) => item.file)
  return [talent.cover, talent.cover2, talent.coverWeb, ...galleries].filter(
    (file): file is string => typeof file === 'string',
  )
}
