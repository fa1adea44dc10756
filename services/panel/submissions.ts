import {
  type FileUpload,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from '@remix-run/form-data-parser'
import type { Request as ExpressRequest } from 'express'
import type { Logger } from 'pino'
import type { z } from 'zod'
import type { Language as Locale } from '../../contracts/languages'
import type { FileStore } from '../common/storage'
import type { Database } from './db'
import { type SubmissionKind, submissionFiles, submissions } from './db/schema'
import {
  addFieldError,
  contactSchema,
  createGetScoutedSchema,
  type FieldErrors,
  favoritesSchema,
  fieldErrors,
} from './submission-schemas'
import type { Notifier } from './notifications'
import {
  acceptedTypes,
  commitFiles,
  detectType,
  discardFiles,
  type FileField,
  formatBytes,
  type ReceivedFile,
  receiveFile,
  storedNameFor,
  type UploadLimits,
} from './uploads'

export type SubmissionOutcome =
  | { status: 201; id: number }
  | { status: 422; errors: FieldErrors }
  | { status: 415; message: string }

type SubmissionContext = {
  db: Database
  /** The scratch folder uploads arrive in before they are checked. */
  uploadsDir: string
  /** Where the accepted files are kept. */
  uploads: FileStore
  limits: UploadLimits
  logger?: Logger
  /** Tells the agency of a stored submission; a failure to tell loses nothing stored. */
  notify?: Notifier
}

/** A refused body is read to its end up to this much, so that the client gets its answer. */
const minimumDrain = 64 * 1024 * 1024

/** Text parts are small; anything bigger than this is not a form field but an attack. */
const maxTextPartSize = 256 * 1024

/**
 * Receives one of the three forms of `contracts/panel.ts`: parses the multipart body as it streams
 * in, keeps the accepted files under temporary names, validates everything, and stores the row
 * and its files together or not at all.
 */
export async function receiveSubmission(
  context: SubmissionContext,
  kind: SubmissionKind,
  lang: Locale,
  request: ExpressRequest,
): Promise<SubmissionOutcome> {
  if (!request.is('multipart/form-data')) {
    return { status: 415, message: 'Send the form as multipart/form-data.' }
  }
  const receivedAt = new Date()
  const { limits } = context
  const takesFiles = kind === 'get-scouted'
  const errors: FieldErrors = {}
  const files: ReceivedFile[] = []
  const counts: Record<FileField, number> = { photos: 0, video: 0 }
  const body = trackPartNames(request)

  async function handleFile(upload: FileUpload) {
    const field = fileFieldOf(upload.fieldName)
    // An empty file input still sends a part; it means "no file".
    if (!takesFiles || !field || upload.size === 0) return null
    counts[field] += 1
    const { maxCount, maxSize } = fieldLimits(limits, field)
    if (counts[field] > maxCount) {
      addFieldError(errors, field, tooManyFilesMessage(field, maxCount))
      return null
    }
    if (upload.size > maxSize) {
      addFieldError(errors, field, tooLargeMessage(field, maxSize))
      return null
    }
    const type = await detectType(upload)
    if (!type || !acceptedTypes[field].includes(type.mime)) {
      addFieldError(errors, field, wrongTypeMessage(field))
      return null
    }
    const stored = await receiveFile(context.uploadsDir, upload)
    files.push({
      field,
      originalName: upload.name.slice(0, 255),
      mimeType: type.mime,
      size: stored.size,
      sha256: stored.sha256,
      temporaryPath: stored.temporaryPath,
      storedName: storedNameFor(type.ext),
    })
    return null
  }

  try {
    let form: FormData
    try {
      // duplex is required by Node for a streamed body, and missing from the DOM typings.
      const init = {
        method: 'POST',
        headers: { 'content-type': request.get('content-type') ?? '' },
        body: body.stream,
        duplex: 'half',
      }
      form = await parseFormData(
        new Request('http://panel.invalid/', init),
        {
          maxFiles: takesFiles ? limits.maxPhotos + limits.maxVideos + 2 : 4,
          maxFileSize: takesFiles
            ? Math.max(limits.maxPhotoSize, limits.maxVideoSize, maxTextPartSize)
            : maxTextPartSize,
          maxTotalSize: takesFiles ? limits.maxTotalSize : 4 * maxTextPartSize,
        },
        handleFile,
      )
    } catch (error) {
      const limitErrors = parserLimitErrors(error, body.currentField(), limits)
      if (!limitErrors) throw error
      await discardFiles(context.uploads, files)
      void discardRest(body.stream, Math.max(limits.maxTotalSize, minimumDrain))
      return { status: 422, errors: limitErrors }
    }

    const validated = validate(kind, receivedAt, textFields(form))
    if (!validated.success) fieldErrors(validated.error, errors)
    if (takesFiles && counts.photos < limits.minPhotos) {
      addFieldError(errors, 'photos', `Send at least ${limits.minPhotos} photos.`)
    }
    if (!validated.success || Object.keys(errors).length > 0) {
      await discardFiles(context.uploads, files)
      return { status: 422, errors }
    }

    const { id, fields, consent } = await store(
      context,
      kind,
      lang,
      receivedAt,
      validated.data,
      files,
    )
    context.logger?.info({ kind, lang, id, files: files.length }, 'submission stored')
    // The visitor's answer does not wait for the mail server.
    context
      .notify?.({ id, kind, lang, receivedAt, fields, files, consent })
      .catch((error: unknown) => {
        context.logger?.error({ err: error, id, kind }, 'the agency was not notified')
      })
    return { status: 201, id }
  } catch (error) {
    await discardFiles(context.uploads, files)
    throw error
  }
}

type Validated =
  { success: true; data: Record<string, unknown> } | { success: false; error: z.ZodError }

function validate(kind: SubmissionKind, receivedAt: Date, input: Record<string, string>) {
  const schema =
    kind === 'contact'
      ? contactSchema
      : kind === 'favorites'
        ? favoritesSchema
        : createGetScoutedSchema(receivedAt)
  const result: Validated = schema.safeParse(input)
  return result
}

async function store(
  context: SubmissionContext,
  kind: SubmissionKind,
  lang: Locale,
  receivedAt: Date,
  data: Record<string, unknown>,
  files: ReceivedFile[],
) {
  // Consent lives in its own columns (LGPD evidence); the rest is what the visitor typed.
  const { consent: consentGiven, guardian_consent, privacy_version, ...rest } = data
  const fields = Object.fromEntries(
    Object.entries(rest).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  )
  const scouting = kind === 'get-scouted'
  const consent = scouting
    ? {
        givenAt: consentGiven === true ? receivedAt : null,
        guardian: guardian_consent === true,
        privacyVersion: typeof privacy_version === 'string' ? privacy_version : null,
      }
    : undefined
  const id = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        kind,
        lang,
        receivedAt,
        fields,
        consentGivenAt: consent?.givenAt ?? null,
        guardianConsent: consent?.guardian ?? null,
        privacyVersion: consent?.privacyVersion ?? null,
      })
      .returning({ id: submissions.id })
    if (!row) throw new Error('the submission was not stored')
    if (files.length > 0) {
      await tx.insert(submissionFiles).values(
        files.map((file) => ({
          submissionId: row.id,
          field: file.field,
          originalName: file.originalName,
          storedName: file.storedName,
          mimeType: file.mimeType,
          size: file.size,
          sha256: file.sha256,
        })),
      )
    }
    // Last step inside the transaction: if a rename fails the rows roll back, and if the
    // commit fails the caller removes the renamed files.
    await commitFiles(context.uploads, files)
    return row.id
  })
  return { id, fields, consent }
}

/** The form's text fields, first value of each; files went through the upload handler. */
function textFields(form: FormData) {
  const fields: Record<string, string> = {}
  for (const [key, value] of form) {
    if (typeof value === 'string' && !(key in fields)) fields[key] = value
  }
  return fields
}

/** `photos`, `photos[]` and `photos[3]` all name the photos field, as PHP-style forms send. */
function fileFieldOf(name: string): FileField | undefined {
  const base = name.replace(/\[\d*\]$/, '')
  return base === 'photos' || base === 'video' ? base : undefined
}

function fieldLimits(limits: UploadLimits, field: FileField) {
  return field === 'photos'
    ? { maxCount: limits.maxPhotos, maxSize: limits.maxPhotoSize }
    : { maxCount: limits.maxVideos, maxSize: limits.maxVideoSize }
}

function tooManyFilesMessage(field: FileField, max: number) {
  return field === 'photos' ? `Send at most ${max} photos.` : `Send at most ${max} video.`
}

function tooLargeMessage(field: FileField, max: number) {
  return field === 'photos'
    ? `Each photo must be at most ${formatBytes(max)}.`
    : `The video must be at most ${formatBytes(max)}.`
}

function wrongTypeMessage(field: FileField) {
  return field === 'photos'
    ? 'Photos must be JPEG, PNG or WebP images.'
    : 'The video must be an MP4, MOV or WebM file.'
}

/**
 * The parser stops at the first limit it meets, before handing over the part: the field it
 * was reading comes from the part headers seen so far.
 */
function parserLimitErrors(
  error: unknown,
  partName: string | undefined,
  limits: UploadLimits,
): FieldErrors | undefined {
  const field = partName === undefined ? undefined : (fileFieldOf(partName) ?? partName)
  const key = field ?? 'form'
  if (error instanceof MaxFileSizeExceededError) {
    if (field === 'photos' || field === 'video') {
      return { [field]: [tooLargeMessage(field, fieldLimits(limits, field).maxSize)] }
    }
    return { [key]: ['This field is too long.'] }
  }
  if (error instanceof MaxFilesExceededError) {
    return { [key]: [`Send at most ${limits.maxPhotos} photos and ${limits.maxVideos} video.`] }
  }
  if (error instanceof MaxTotalSizeExceededError) {
    return { [key]: [`The files together must be at most ${formatBytes(limits.maxTotalSize)}.`] }
  }
  if (error instanceof Error && error.name.endsWith('ExceededError')) {
    return { form: ['The form is too large.'] }
  }
  if (error instanceof Error && error.name === 'FormDataParseError') {
    return { form: ['The form could not be read.'] }
  }
  return undefined
}

/**
 * The request body as a web stream, noting the name of the last part header seen on the way:
 * the parser does not say which part broke a limit, and the visitor needs to know which field.
 */
function trackPartNames(request: AsyncIterable<Buffer>) {
  let current: string | undefined
  let tail = ''
  const header = /content-disposition:[^\r\n]*?[;\s]name="([^"]*)"/gi
  const chunks = request[Symbol.asyncIterator]()
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next()
      if (done) {
        controller.close()
        return
      }
      // latin1 maps bytes one to one, so a header split across chunks is found in the tail.
      const text = tail + value.toString('latin1')
      for (const match of text.matchAll(header)) current = match[1]
      tail = text.slice(-1024)
      controller.enqueue(value)
    },
    async cancel() {
      await chunks.return?.()
    },
  })
  return { stream, currentField: () => current }
}

/**
 * After a limit error the rest of the body is read and dropped, so the client, still
 * sending, gets its 422 rather than a reset connection; past a cap the connection is cut.
 */
async function discardRest(stream: ReadableStream<Uint8Array>, cap: number) {
  try {
    const reader = stream.getReader()
    let read = 0
    while (read <= cap) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.length
    }
    await reader.cancel()
  } catch {
    // The client went away: nothing left to drain.
  }
}
