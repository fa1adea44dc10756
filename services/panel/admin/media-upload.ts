import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { eq, or } from 'drizzle-orm'
import type { FileStore } from '../../common/storage'
import type { Database } from '../db'
import { posts, slides } from '../db/schema'
import type { MediaForm } from './form-posts'

/**
 * The pictures and videos staff upload for the public site: judged by their bytes and streamed
 * to disk by the one multipart reader (decision 023) as their form is read (`mediaFormWithCsrf`,
 * `form-posts.ts`), waiting in a scratch folder beside the media until the form is valid, then
 * given a random name.
 */

export type MediaKind = 'image' | 'video'

const megabyte = 1024 * 1024

export const mediaRules: Record<MediaKind, { types: Record<string, string>; maxBytes: number }> = {
  image: {
    types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
    maxBytes: 10 * megabyte,
  },
  video: { types: { 'video/mp4': 'mp4', 'video/webm': 'webm' }, maxBytes: 100 * megabyte },
}

/** A kept file's folder under the media folder, by what it is for. */
export type MediaFolder = 'posts' | 'slides' | 'videos'

export type ReceivedMedia = {
  kind: MediaKind
  mimeType: string
  extension: string
  size: number
  /** Where the bytes wait until `keepMedia`. */
  temporaryPath: string
}

/** Why a file is refused: by its bytes, by its size, or by its size in pixels. */
export type FileProblem = 'too-large' | 'wrong-type' | 'too-many-pixels'

/**
 * Gives a received file its final random name under the media folder; returns its path as the
 * panel's API gives it (`media/posts/….jpg`), or for a video its name under `videos/`.
 */
export async function keepMedia(media: FileStore, file: ReceivedMedia, folder: MediaFolder) {
  const name = `${randomUUID()}.${file.extension}`
  // Streamed from the temporary copy: a 100 MB video is never held in memory.
  await media.put(`${folder}/${name}`, createReadStream(file.temporaryPath), {
    contentType: file.mimeType,
  })
  await rm(file.temporaryPath, { force: true })
  // The request's scratch folder goes with its last file (a non-empty one is left as it is).
  await rmdir(path.dirname(file.temporaryPath)).catch(() => undefined)
  return folder === 'videos' ? name : `media/${folder}/${name}`
}

/** Removes the files of a form that was refused, or not kept. */
export async function discardMedia(form: MediaForm) {
  if (form.scratch) await rm(form.scratch, { recursive: true, force: true })
}

/**
 * Removes a kept file once no post or slide shows it any more (the demo's translations share
 * their cover): `media/posts/….jpg`, `media/slides/…`, or a video's name. Anything else (an
 * address elsewhere, a path that climbs out) is left alone.
 */
export async function removeUnusedMedia(
  db: Database,
  media: FileStore,
  reference: string | null | undefined,
) {
  if (!reference) return
  const [used] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.image, reference))
    .union(
      db
        .select({ id: slides.id })
        .from(slides)
        .where(
          or(
            eq(slides.urlMobile, reference),
            eq(slides.urlDesktop, reference),
            eq(slides.videoId, reference),
          ),
        ),
    )
    .limit(1)
  if (used) return
  const file = /^media\/((?:posts|slides)\/[\w.-]+)$/.exec(reference)?.[1]
  const target = file ?? (/^[\w.-]+\.(?:mp4|webm)$/.test(reference) ? `videos/${reference}` : null)
  if (!target || target.includes('..')) return
  await media.delete(target)
}

/**
 * Where the back office's pages find a kept file: the panel serves media at `/media` and
 * videos at `/videos` beside the back office's `/admin` (`/panel/media/…` in the site's process).
 */
export function mediaUrl(backOfficeBase: string, reference: string, kind: MediaKind = 'image') {
  if (/^https?:\/\//i.test(reference)) return reference
  const panel = backOfficeBase.replace(/\/admin$/, '')
  return kind === 'video'
    ? `${panel}/videos/${encodeURIComponent(reference)}`
    : `${panel}/${reference}`
}
