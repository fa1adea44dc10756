import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { eq, or } from 'drizzle-orm'
import type { NextFunction, Request, Response } from 'express'
import { scoutingFiles } from '../../../contracts/fields'
import { type FilePartRules, readMultipart } from '../../../contracts/multipart'
import type { FileStore } from '../../common/storage'
import type { Database } from '../db'
import { posts, slides } from '../db/schema'
import { scratchFolder, sweepTemporaryFiles } from '../uploads'
import { type BackOfficeOptions, ForbiddenError, hasCsrfToken } from './context'

/**
 * The pictures and videos staff upload for the public site: judged by their bytes and streamed
 * to disk by the one multipart reader (decision 023), waiting in a scratch folder beside the
 * media until the form is valid, then given a random name.
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

/** An image's most pixels, read from its header (decision 023): a scouting photo's bound. */
const maxImagePixels = scoutingFiles.maxPhotoPixels

/** Why a field of the form is refused: its file, or a text field cut short. */
export type MediaProblem = FileProblem | 'too-long'

/** A parsed back-office form: its text fields, its accepted files, and what was refused. */
export type MediaForm = {
  fields: Record<string, string>
  files: Partial<Record<string, ReceivedMedia>>
  /** Per field: a file refused by its size or type, or a text field cut short. */
  problems: Partial<Record<string, MediaProblem>>
  /** The request's scratch folder, while it holds files (`keepMedia` empties it). */
  scratch?: string
}

/** The file inputs a form has, and what each accepts. */
export type MediaFields = Record<string, readonly MediaKind[]>

const maxFieldBytes = 256 * 1024

/**
 * Reads a back-office form (multipart, or urlencoded without files) and checks its CSRF token
 * (403, no file left behind); hands it on in `response.locals.mediaForm`. Its scratch folder is
 * removed once the answer has gone; setting it up sweeps what an earlier process left.
 */
export function mediaFormWithCsrf(
  { secret, mediaDir, logger }: Pick<BackOfficeOptions, 'secret' | 'mediaDir' | 'logger'>,
  accepts: MediaFields,
) {
  sweepTemporaryFiles(mediaDir).catch((error: unknown) => {
    logger?.warn({ err: error }, 'could not sweep old temporary media uploads')
  })
  // Every file at its kind's largest, and room for the text fields.
  const maxFormBytes =
    Object.values(accepts).reduce(
      (sum, kinds) => sum + Math.max(...kinds.map((kind) => mediaRules[kind].maxBytes)),
      0,
    ) + megabyte
  return async (request: Request, response: Response, next: NextFunction) => {
    let form: MediaForm | undefined
    // A body that says it is bigger than the form can be is refused before a byte is read.
    if (Number(request.get('content-length') ?? 0) > maxFormBytes) {
      return next(formTooLarge())
    }
    try {
      form = await readMediaForm(request, response, mediaDir, accepts, maxFormBytes)
      if (!hasCsrfToken(secret, response, form.fields)) {
        await discardMedia(form)
        return next(new ForbiddenError('missing or wrong CSRF token'))
      }
      response.locals.mediaForm = form
      next()
    } catch (error) {
      if (form) await discardMedia(form)
      next(error)
    }
  }
}

/** A body that is not the form it claims to be: the browser's fault, a 400. */
export class FormReadError extends Error {
  readonly status = 400
}

export function formTooLarge() {
  return Object.assign(new Error('form too large'), { status: 413 })
}

export function mediaFormOf(response: Response): MediaForm {
  return response.locals.mediaForm as MediaForm
}

/**
 * What a file input of a form sent back says: why its file was refused, or that a good one was
 * not kept (a file input cannot be filled again); undefined when none was sent.
 */
export function fileOutcome(form: MediaForm, name: string): FileProblem | 'not-kept' | undefined {
  const problem = form.problems[name]
  if (problem === 'wrong-type' || problem === 'too-large' || problem === 'too-many-pixels') {
    return problem
  }
  return form.files[name] ? 'not-kept' : undefined
}

/** What a file input taking `kinds` may receive: any of their types, at the largest's size. */
function partRules(kinds: readonly MediaKind[]): FilePartRules {
  return {
    types: kinds.flatMap((kind) => Object.keys(mediaRules[kind].types)),
    maxBytes: Math.max(...kinds.map((kind) => mediaRules[kind].maxBytes)),
    maxPixels: maxImagePixels,
  }
}

async function readMediaForm(
  request: Request,
  response: Response,
  mediaDir: string,
  accepts: MediaFields,
  maxFormBytes: number,
): Promise<MediaForm> {
  const form: MediaForm = { fields: {}, files: {}, problems: {} }
  if (!request.is('multipart/form-data')) {
    // A form without a file may come urlencoded: its fields, nothing to keep.
    const body = await readUrlencoded(request)
    for (const [name, value] of body) if (!(name in form.fields)) form.fields[name] = value
    return form
  }
  await mkdir(mediaDir, { recursive: true })
  const folder = await scratchFolder(mediaDir)
  // Kept or discarded, its files leave it before the answer; this is for a request cut short.
  response.on('close', () => void rm(folder, { recursive: true, force: true }))
  const kindsOf = (name: string) => (Object.hasOwn(accepts, name) ? accepts[name] : undefined)
  const body = await readMultipart(
    request,
    request.get('content-type') ?? '',
    folder,
    (name) => {
      const kinds = kindsOf(name)
      return kinds && partRules(kinds)
    },
    { maxBodyBytes: maxFormBytes, maxFiles: Object.keys(accepts).length, maxFieldBytes },
  )
  if ('refused' in body) {
    if (body.refused === 'too-large') throw formTooLarge()
    throw new FormReadError('the form could not be read')
  }
  for (const [name, value] of body.fields) if (!(name in form.fields)) form.fields[name] = value
  for (const { field, problem } of body.problems) form.problems[field] ??= problem
  // One file a field, the first; its kind by its type, and that kind's size.
  for (const file of body.files) {
    const kind = kindsOf(file.field)?.find((candidate) => mediaRules[candidate].types[file.mime])
    if (!kind || file.field in form.files || file.field in form.problems) continue
    if (file.size > mediaRules[kind].maxBytes) {
      form.problems[file.field] = 'too-large'
      continue
    }
    form.files[file.field] = {
      kind,
      mimeType: file.mime,
      extension: mediaRules[kind].types[file.mime]!,
      size: file.size,
      temporaryPath: file.path,
    }
  }
  if (Object.keys(form.files).length > 0) form.scratch = folder
  else await rm(folder, { recursive: true, force: true })
  return form
}

async function readUrlencoded(request: Request) {
  let text = ''
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8')
    if (text.length > 4 * maxFieldBytes) throw formTooLarge()
  }
  return new URLSearchParams(text)
}

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
