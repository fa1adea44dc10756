import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'
import type { Database } from './db'
import { findTalent } from './catalog'
import { parseDemoImagePath } from './demo-catalog'
import { renderDemoImage } from './demo-images'
import type { TalentRecord } from './talent-record'

/**
 * Media never change under a path (demo paths carry a version, imported files a content
 * hash), so browsers and the site's image endpoint may keep them for a year.
 */
const mediaCacheControl = 'public, max-age=31536000, immutable'

// A segment is a plain file or folder name: no `..`, no hidden files, no separators.
const safeSegment = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/
const servedExtension = /\.(jpe?g|png|webp|avif|gif|mp4|webm)$/i

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

type MediaOptions = { db: Database; mediaDir: string; logger?: Logger }

/**
 * Serves `mediaDir`, drawing a demo image the first time it is asked for: seeding writes only
 * rows, and a roster of a hundred talents never pays for the thousands of images nobody
 * views. Only images a talent's record names are drawn, so requests cannot fill the disk.
 */
export function createMediaHandler({ db, mediaDir, logger }: MediaOptions) {
  const root = path.resolve(mediaDir)
  const drawing = new Map<string, Promise<Buffer | null>>()

  async function drawDemoImage(relative: string, file: string) {
    const image = parseDemoImagePath(relative)
    if (!image) return null
    const talent = await findTalent(db, image.talentId)
    if (!talent || !mediaFilesOf(talent).includes(relative)) return null
    const bytes = await renderDemoImage(image, talent)
    try {
      await mkdir(path.dirname(file), { recursive: true })
      // Written aside then renamed, so that a concurrent reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
      await writeFile(partial, bytes)
      await rename(partial, file).catch(async (error: unknown) => {
        await unlink(partial).catch(() => undefined)
        throw error
      })
    } catch (error) {
      // A read-only media folder still gets its images, drawn again next time.
      logger?.warn({ err: error, file: relative }, 'could not keep a demo image on disk')
    }
    return bytes
  }

  return async function serveMedia(request: Request, response: Response, next: NextFunction) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const segments = mediaSegments(request.path)
    if (!segments) {
      response.status(404).json({ message: 'Not found.' })
      return
    }
    const file = path.join(root, ...segments)
    if (!file.startsWith(root + path.sep)) {
      response.status(404).json({ message: 'Not found.' })
      return
    }
    const found = await stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )
    if (found) {
      response.sendFile(segments.join('/'), {
        root,
        dotfiles: 'deny',
        maxAge: '1y',
        immutable: true,
      })
      return
    }
    const relative = ['media', ...segments].join('/')
    let pending = drawing.get(relative)
    if (!pending) {
      pending = drawDemoImage(relative, file).finally(() => drawing.delete(relative))
      drawing.set(relative, pending)
    }
    const bytes = await pending
    if (!bytes) {
      response.status(404).json({ message: 'Not found.' })
      return
    }
    response.set('Cache-Control', mediaCacheControl).type('image/jpeg').send(bytes)
  }
}

/**
 * Removes a deleted talent's files from the media folder: every file its record named (an
 * imported photo, an uploaded one, a demo image drawn on demand), each as `removeMediaFile` does
 * with the folder it leaves empty, then the import's folder for it. A file elsewhere on the web is
 * not ours to remove. Gives back the files removed.
 */
export async function removeTalentMedia(mediaDir: string, talent: TalentRecord): Promise<string[]> {
  const removed: string[] = []
  for (const file of mediaFilesOf(talent)) {
    if (await removeMediaFile(mediaDir, file)) removed.push(file)
  }
  await rm(path.join(path.resolve(mediaDir), 'imported', String(talent.id)), {
    recursive: true,
    force: true,
  })
  return removed
}

/**
 * Removes one file of the media folder that a record named (`media/…`), when it is a safe path
 * in it, and its folder once empty (one still holding other files stays); anything else (an
 * address elsewhere, a path that climbs out) is left alone. Whether it was removed.
 */
export async function removeMediaFile(mediaDir: string, file: string): Promise<boolean> {
  const segments = file.startsWith('media/') ? mediaSegments(file.slice('media/'.length)) : null
  if (!segments) return false
  const root = path.resolve(mediaDir)
  const absolute = path.join(root, ...segments)
  if (!absolute.startsWith(root + path.sep)) return false
  const gone = await unlink(absolute).then(
    () => true,
    () => false,
  )
  const folder = path.dirname(absolute)
  if (folder !== root) await rmdir(folder).catch(() => undefined)
  return gone
}

function mediaFilesOf(talent: TalentRecord) {
  const galleries = [...talent.book, ...talent.snap, ...talent.compo].map((item) => item.file)
  return [talent.cover, talent.cover2, talent.coverWeb, ...galleries].filter(
    (file): file is string => typeof file === 'string',
  )
}
