import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { type FileHandle, mkdir, open, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import busboy from 'busboy'
import { eq, or } from 'drizzle-orm'
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { scoutingFiles } from '../../../contracts/fields'
import type { FileStore } from '../../common/storage'
import type { Database } from '../db'
import { posts, slides } from '../db/schema'
import { type BackOfficeOptions, ForbiddenError, hasCsrfToken } from './context'

/**
 * The pictures and videos the staff upload for the public site (post covers, home slides):
 * public once kept, so each is judged by its bytes, never by its name or declared type, and
 * streamed to disk as it arrives (a slide video may be 100 MB, never held in memory). A file
 * waits under a temporary dot-name beside the media (which the panel never serves), and takes
 * its final random name only once the form it came with is valid.
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
 * An image's most pixels, read from its header: a few kilobytes of PNG can declare 20000 ×
 * 20000, which the site's image endpoint would have to decode. The same bound as a scouting
 * photo's.
 */
const maxImagePixels = scoutingFiles.maxPhotoPixels

/** Why a field of the form is refused: its file, or a text field cut short. */
export type MediaProblem = FileProblem | 'too-long'

/** A parsed back-office form: its text fields, its accepted files, and what was refused. */
export type MediaForm = {
  fields: Record<string, string>
  files: Partial<Record<string, ReceivedMedia>>
  /** Per field: a file refused by its size or type, or a text field cut short. */
  problems: Partial<Record<string, MediaProblem>>
}

/** The file inputs a form has, and what each accepts. */
export type MediaFields = Record<string, readonly MediaKind[]>

// file-type's own measure: most formats are known by their first 4100 bytes.
const sampleBytes = 4100
const temporaryPrefix = '.incoming-'
const maxFieldBytes = 256 * 1024

/**
 * Reads a form posted as `multipart/form-data` (or, without files, urlencoded) and checks
 * its CSRF token: a refusal is a 403 and leaves no file behind. The form is handed on in
 * `response.locals.mediaForm`; the route keeps or discards its files. Setting it up sweeps
 * what an earlier process left half-received in `mediaDir`.
 */
export function mediaFormWithCsrf(
  { secret, mediaDir, logger }: Pick<BackOfficeOptions, 'secret' | 'mediaDir' | 'logger'>,
  accepts: MediaFields,
) {
  sweepIncomingMedia(mediaDir, logger)
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
      return next(Object.assign(new Error('form too large'), { status: 413 }))
    }
    try {
      form = await readMediaForm(request, mediaDir, accepts)
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

export async function readMediaForm(
  request: Request,
  mediaDir: string,
  accepts: MediaFields,
): Promise<MediaForm> {
  const form: MediaForm = { fields: {}, files: {}, problems: {} }
  if (!request.is('multipart/form-data')) {
    // A form without a file may come urlencoded: its fields, nothing to keep.
    const body = await readUrlencoded(request)
    for (const [name, value] of body) if (!(name in form.fields)) form.fields[name] = value
    return form
  }
  await mkdir(mediaDir, { recursive: true })
  const largest = Math.max(...Object.values(mediaRules).map((rule) => rule.maxBytes))
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: {
        // One byte over the largest allowance marks a file as too large; the rest is skipped.
        fileSize: largest + 1,
        files: Object.keys(accepts).length,
        fields: 100,
        fieldSize: maxFieldBytes,
        parts: 100 + Object.keys(accepts).length,
      },
    })
  } catch (error) {
    // No boundary, or not multipart after all.
    throw new FormReadError('not a multipart form', { cause: error })
  }
  const receiving: Promise<void>[] = []
  let parseError: unknown
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) form.problems[name] = 'too-long'
    if (!(name in form.fields)) form.fields[name] = value
  })
  parser.on('file', (name, stream) => {
    const kinds = Object.hasOwn(accepts, name) ? accepts[name] : undefined
    if (!kinds || name in form.files || name in form.problems) {
      stream.resume()
      return
    }
    receiving.push(
      receiveMedia(stream, mediaDir, kinds).then((outcome) => {
        if (outcome === null) return
        if (typeof outcome === 'string') form.problems[name] = outcome
        else form.files[name] = outcome
      }),
    )
  })
  try {
    await new Promise<void>((resolve, reject) => {
      parser.on('close', resolve)
      parser.on('error', reject)
      request.on('error', reject)
      request.pipe(parser)
    })
  } catch (error) {
    parseError = new FormReadError('the form could not be read', { cause: error })
  }
  // Every file settles (kept aside, or removed) before the form is judged or thrown away.
  const outcomes = await Promise.allSettled(receiving)
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (parseError || failed) {
    await discardMedia(form)
    throw parseError ?? failed?.reason
  }
  return form
}

/**
 * One file part to a temporary file: its first bytes say what it is (refused at once if it is
 * not a kind the field takes), its size is counted against its kind's allowance. A refused
 * part is read to its end without being written, so that the form's other parts still come.
 * Null for an empty part: a file input left empty.
 */
async function receiveMedia(
  stream: Readable,
  mediaDir: string,
  kinds: readonly MediaKind[],
): Promise<ReceivedMedia | FileProblem | null> {
  const temporaryPath = path.join(mediaDir, `${temporaryPrefix}${randomUUID()}`)
  let head: Buffer[] = []
  let headSize = 0
  let size = 0
  let identified: Omit<ReceivedMedia, 'size' | 'temporaryPath'> | undefined
  let limit = Math.max(...kinds.map((kind) => mediaRules[kind].maxBytes))
  let problem: FileProblem | undefined
  let output: FileHandle | undefined
  let failure: unknown

  // Each chunk is written before the next is read: the disk's pace is the upload's.
  async function write(chunk: Buffer) {
    // wx: a random name that already exists is a bug, never something to overwrite.
    output ??= await open(temporaryPath, 'wx', 0o644)
    await output.write(chunk)
  }

  async function settleHead() {
    identified = await identify(Buffer.concat(head), kinds)
    if (!identified) return void (problem = 'wrong-type')
    limit = mediaRules[identified.kind].maxBytes
    if (size > limit) return void (problem = 'too-large')
    for (const part of head) await write(part)
    head = []
  }

  // The loop never throws or breaks: ending it early would leave the parser waiting.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (problem || failure) continue
    try {
      size += chunk.length
      if (size > limit) {
        problem = 'too-large'
        continue
      }
      if (identified) {
        await write(chunk)
        continue
      }
      head.push(chunk)
      headSize += chunk.length
      if (headSize >= sampleBytes) await settleHead()
    } catch (error) {
      failure = error
    }
  }
  try {
    if (!problem && !failure && !identified && size > 0) await settleHead()
    await output?.close()
  } catch (error) {
    failure ??= error
  }
  if (!failure && !problem && identified?.kind === 'image') {
    problem = await pixelProblemOf(temporaryPath)
  }
  if (failure || problem || size === 0 || !identified) {
    await rm(temporaryPath, { force: true })
    if (failure) throw failure
    return problem ?? (size === 0 ? null : 'wrong-type')
  }
  return { ...identified, size, temporaryPath }
}

/**
 * Read from the header alone: sharp decodes nothing for its metadata, and is told not to refuse
 * a big image before saying how big.
 */
async function pixelProblemOf(file: string): Promise<FileProblem | undefined> {
  try {
    const { width = 0, height = 0 } = await sharp(file, { limitInputPixels: false }).metadata()
    return width * height > maxImagePixels ? 'too-many-pixels' : undefined
  } catch {
    return 'wrong-type'
  }
}

async function identify(sample: Buffer, kinds: readonly MediaKind[]) {
  const type = await fileTypeFromBuffer(sample)
  if (!type) return undefined
  for (const kind of kinds) {
    const extension = mediaRules[kind].types[type.mime]
    if (extension) return { kind, mimeType: type.mime, extension }
  }
  return undefined
}

async function readUrlencoded(request: Request) {
  let text = ''
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8')
    if (text.length > 4 * maxFieldBytes)
      throw Object.assign(new Error('form too large'), { status: 413 })
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
  return folder === 'videos' ? name : `media/${folder}/${name}`
}

/** Removes the files of a form that was refused, or not kept. */
export async function discardMedia(form: MediaForm) {
  await Promise.all(
    Object.values(form.files).map((file) => file && rm(file.temporaryPath, { force: true })),
  )
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

/**
 * Temporary files outlive their request only when the process dies mid-upload: those older
 * than an hour are removed when the back office starts (younger ones may be another process's).
 */
function sweepIncomingMedia(mediaDir: string, logger?: Logger) {
  async function sweep() {
    const cutoff = Date.now() - 60 * 60 * 1000
    for (const entry of await readdir(mediaDir).catch(() => [])) {
      if (!entry.startsWith(temporaryPrefix)) continue
      const file = path.join(mediaDir, entry)
      const info = await stat(file).catch(() => undefined)
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true })
    }
  }
  sweep().catch((error: unknown) => {
    logger?.warn({ err: error }, 'could not sweep old temporary media uploads')
  })
}
