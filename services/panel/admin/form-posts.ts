import { mkdir, rm } from 'node:fs/promises'
import express, { type NextFunction, type Request, type Response } from 'express'
import { scoutingFiles } from '../../../contracts/fields'
import {
  type FilePartRules,
  type MultipartForm,
  type MultipartRefusal,
  readMultipart,
} from '../../../contracts/multipart'
import { scratchFolder, sweepTemporaryFiles } from '../uploads'
import { type BackOfficeOptions, ForbiddenError, hasCsrfToken } from './context'
import {
  discardMedia,
  type FileProblem,
  type MediaKind,
  mediaRules,
  type ReceivedMedia,
} from './media-upload'

/*
 * How the back office reads a form post, in one place: a form of text fields (`formWithCsrf`),
 * a form with the pictures and videos the panel keeps (`mediaFormWithCsrf`), and a form with
 * files the booking service keeps (`filesFormWithCsrf`). Each runs before its route and checks
 * the form's CSRF token: a refusal is a 403, never a change, and no file is left behind.
 */

type ReaderOptions = Pick<BackOfficeOptions, 'secret' | 'mediaDir' | 'logger'>

const megabyte = 1024 * 1024

const form = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 50 })

/** Parses a small form and checks its CSRF token: a refusal is a 403, never a change. */
export function formWithCsrf(secret: string) {
  return [
    form,
    (request: Request, response: Response, next: NextFunction) => {
      if (!hasCsrfToken(secret, response, (request.body ?? {}) as Record<string, unknown>)) {
        return next(csrfRefused())
      }
      next()
    },
  ]
}

/** A text field of a form `formWithCsrf` read; empty when it was not sent. */
export function field(request: Request, name: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : ''
}

/** A body that is not the form it claims to be: the browser's fault, a 400. */
export class FormReadError extends Error {
  readonly status = 400
}

export function formTooLarge() {
  return Object.assign(new Error('form too large'), { status: 413 })
}

function csrfRefused() {
  return new ForbiddenError('missing or wrong CSRF token')
}

/** A body that says it is bigger than the form can be: refused before a byte is read. */
function saysTooLarge(request: Request, maxBytes: number) {
  return Number(request.get('content-length') ?? 0) > maxBytes
}

/** What the multipart reader refused a whole body for, as the error its answer is. */
function refusalError(refusal: MultipartRefusal['refused']) {
  return refusal === 'too-large' ? formTooLarge() : new FormReadError('the form could not be read')
}

/** Files a process stopped before its answer left in the scratch folders: swept once, at setup. */
function sweepLeftovers({ mediaDir, logger }: ReaderOptions, what: string) {
  sweepTemporaryFiles(mediaDir).catch((error: unknown) => {
    logger?.warn({ err: error }, `could not sweep old temporary ${what}`)
  })
}

/** The request's own scratch folder for its files, removed once the answer has gone. */
async function scratchFor(mediaDir: string, response: Response) {
  await mkdir(mediaDir, { recursive: true })
  const folder = await scratchFolder(mediaDir)
  // Kept or discarded, its files leave it before the answer; this is for a request cut short.
  response.on('close', () => void rm(folder, { recursive: true, force: true }))
  return folder
}

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
export function mediaFormWithCsrf(options: ReaderOptions, accepts: MediaFields) {
  const { secret, mediaDir } = options
  sweepLeftovers(options, 'media uploads')
  // Every file at its kind's largest, and room for the text fields.
  const maxFormBytes =
    Object.values(accepts).reduce(
      (sum, kinds) => sum + Math.max(...kinds.map((kind) => mediaRules[kind].maxBytes)),
      0,
    ) + megabyte
  return async (request: Request, response: Response, next: NextFunction) => {
    let form: MediaForm | undefined
    if (saysTooLarge(request, maxFormBytes)) return next(formTooLarge())
    try {
      form = await readMediaForm(request, response, mediaDir, accepts, maxFormBytes)
      if (!hasCsrfToken(secret, response, form.fields)) {
        await discardMedia(form)
        return next(csrfRefused())
      }
      response.locals.mediaForm = form
      next()
    } catch (error) {
      if (form) await discardMedia(form)
      next(error)
    }
  }
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
  const folder = await scratchFor(mediaDir, response)
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
  if ('refused' in body) throw refusalError(body.refused)
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
 * A back-office form with files the booking service keeps (a model's photos, an export), read
 * before its route: declared length (413 over `maxBodyBytes`) and type first, the body by `read`
 * into the request's scratch folder, then its CSRF token (403, no file left); `accept` makes what
 * the route gets. The files are removed once the answer has gone.
 */
export function filesFormWithCsrf<Upload>({
  maxBodyBytes,
  read,
  accept,
  ...options
}: ReaderOptions & {
  maxBodyBytes: number
  read: (request: Request, folder: string) => Promise<MultipartForm | MultipartRefusal>
  accept: (form: MultipartForm, fields: Record<string, string>) => Upload
}) {
  const { secret, mediaDir } = options
  sweepLeftovers(options, 'uploads')
  return async (request: Request, response: Response, next: NextFunction) => {
    if (saysTooLarge(request, maxBodyBytes)) return next(formTooLarge())
    if (!request.is('multipart/form-data')) {
      return next(new FormReadError('the form comes as multipart/form-data'))
    }
    try {
      const folder = await scratchFor(mediaDir, response)
      const body = await read(request, folder)
      if ('refused' in body) {
        await rm(folder, { recursive: true, force: true })
        return next(refusalError(body.refused))
      }
      const fields: Record<string, string> = {}
      for (const [name, value] of body.fields) fields[name] ??= value
      if (!hasCsrfToken(secret, response, fields)) {
        await rm(folder, { recursive: true, force: true })
        return next(csrfRefused())
      }
      response.locals.filesForm = accept(body, fields)
      next()
    } catch (error) {
      next(error)
    }
  }
}

/** What `filesFormWithCsrf`'s `accept` made of the request's form. */
export function filesFormOf<Upload>(response: Response): Upload {
  return response.locals.filesForm as Upload
}
