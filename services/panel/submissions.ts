import { rm } from 'node:fs/promises'
import type { Request as ExpressRequest } from 'express'
import type { Logger } from 'pino'
import type { z } from 'zod'
import type { Language as Locale } from '../../contracts/languages'
import { type MultipartRefusal, readMultipart } from '../../contracts/multipart'
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
import { scoutingFiles } from '../../contracts/fields'
import {
  claimUploads,
  findUploads,
  stageUpload,
  type StoredFile,
  storedFileRow,
  uploadGoneMessage,
  uploadTokensOf,
} from './staged-uploads'
import {
  acceptedTypes,
  commitFiles,
  discardFiles,
  type FileField,
  formatBytes,
  type ReceivedFile,
  scratchFolder,
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

/** A body read: its text fields, its accepted files, and what was refused of them. */
type ReadBody = {
  form: [string, string][]
  files: ReceivedFile[]
  counts: Record<FileField, number>
  errors: FieldErrors
}

/**
 * Reads a multipart body as it streams in into `folder`: the files of `takesFiles` forms
 * checked by their bytes and kept under temporary names, the refusals as field errors. A body
 * given up on whole is its errors alone.
 */
async function readBody(
  { limits }: SubmissionContext,
  request: ExpressRequest,
  folder: string,
  takesFiles: boolean,
): Promise<ReadBody | { refused: FieldErrors }> {
  const errors: FieldErrors = {}
  const files: ReceivedFile[] = []
  const counts: Record<FileField, number> = { photos: 0, video: 0 }
  const body = await readMultipart(
    request,
    request.get('content-type') ?? '',
    folder,
    (name) => {
      const field = takesFiles ? fileFieldOf(name) : undefined
      return (
        field && {
          maxBytes: fieldLimits(limits, field).maxSize,
          types: acceptedTypes[field],
          maxPixels: field === 'photos' ? scoutingFiles.maxPhotoPixels : undefined,
        }
      )
    },
    {
      maxBodyBytes: takesFiles ? limits.maxTotalSize : 4 * maxTextPartSize,
      maxFiles: takesFiles ? limits.maxPhotos + limits.maxVideos + 2 : 4,
      maxFieldBytes: maxTextPartSize,
      drainBytes: Math.max(limits.maxTotalSize, minimumDrain),
    },
  )
  if ('refused' in body) return { refused: refusalErrors(body, limits) }
  const tooLong = body.problems.find(({ problem }) => problem === 'too-long')
  if (tooLong) {
    const refusal = { refused: 'too-large', part: tooLong.field } as const
    return { refused: refusalErrors(refusal, limits) }
  }

  for (const { field, problem } of body.problems) {
    const fileField = fileFieldOf(field)
    if (!fileField) continue
    const { maxSize } = fieldLimits(limits, fileField)
    addFieldError(
      errors,
      fileField,
      problem === 'too-large'
        ? tooLargeMessage(fileField, maxSize)
        : problem === 'too-many-pixels'
          ? tooManyPixelsMessage
          : wrongTypeMessage(fileField),
    )
    counts[fileField] += 1
  }
  for (const file of body.files) {
    const field = fileFieldOf(file.field)
    if (!field) continue
    counts[field] += 1
    files.push({
      field,
      originalName: file.name,
      mimeType: file.mime,
      size: file.size,
      sha256: file.sha256,
      temporaryPath: file.path,
      storedName: storedNameFor(file.extension),
    })
  }
  return { form: body.fields, files, counts, errors }
}

/**
 * Receives one of the three forms of `contracts/panel.ts`: parses the multipart body as it streams
 * in, keeps the accepted files under temporary names, validates everything, and stores the row
 * and its files together or not at all. An application's files may also come ahead of it, as
 * uploads it names by their tokens (`uploads[]`, decision 032), claimed in the same transaction.
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
  let files: ReceivedFile[] = []
  // Each request's parts wait in a folder of their own inside the scratch folder, removed
  // whatever happens; an accepted file leaves it only for the store.
  const folder = await scratchFolder(context.uploadsDir)

  try {
    const body = await readBody(context, request, folder, takesFiles)
    if ('refused' in body) return { status: 422, errors: body.refused }
    const { form, counts, errors } = body
    files = body.files
    const tokens = takesFiles ? uploadTokensOf(form) : []
    const staged = await findUploads(context.db, tokens, receivedAt)
    if (staged.length < tokens.length) addFieldError(errors, 'photos', uploadGoneMessage)
    for (const upload of staged) counts[upload.field] += 1
    for (const field of fileFields) {
      const { maxCount } = fieldLimits(limits, field)
      if (counts[field] > maxCount)
        addFieldError(errors, field, tooManyFilesMessage(field, maxCount))
    }

    const validated = validate(kind, receivedAt, textFields(form))
    if (!validated.success) fieldErrors(validated.error, errors)
    if (takesFiles && counts.photos < limits.minPhotos) {
      addFieldError(errors, 'photos', `Send at least ${limits.minPhotos} photos.`)
    }
    if (!validated.success || Object.keys(errors).length > 0) return { status: 422, errors }

    const stored = await store(context, kind, lang, receivedAt, validated.data, files, tokens)
    if (stored === 'uploads-gone') {
      return { status: 422, errors: { photos: [uploadGoneMessage] } }
    }
    const { id, fields, consent, allFiles } = stored
    context.logger?.info({ kind, lang, id, files: allFiles.length }, 'submission stored')
    // The visitor's answer does not wait for the mail server.
    context
      .notify?.({ id, kind, lang, receivedAt, fields, files: allFiles, consent })
      .catch((error: unknown) => {
        context.logger?.error({ err: error, id, kind }, 'the agency was not notified')
      })
    return { status: 201, id }
  } catch (error) {
    await discardFiles(context.uploads, files)
    throw error
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

const fileFields: readonly FileField[] = ['photos', 'video']

export type StagedUploadOutcome =
  | { status: 201; upload: string; field: FileField }
  | { status: 422; errors: FieldErrors }
  | { status: 415; message: string }

/**
 * Receives one Be a Model file ahead of its application (decision 032), checked as the
 * application's files are, and keeps it for the application to name by the token answered.
 */
export async function receiveStagedUpload(
  context: SubmissionContext,
  request: ExpressRequest,
): Promise<StagedUploadOutcome> {
  if (!request.is('multipart/form-data')) {
    return { status: 415, message: 'Send the file as multipart/form-data.' }
  }
  const folder = await scratchFolder(context.uploadsDir)
  try {
    const body = await readBody(context, request, folder, true)
    if ('refused' in body) return { status: 422, errors: body.refused }
    if (Object.keys(body.errors).length > 0) return { status: 422, errors: body.errors }
    const [file, ...more] = body.files
    if (!file || more.length > 0) return { status: 422, errors: { form: ['Send one file.'] } }
    const upload = await stageUpload(context.db, context.uploads, file)
    context.logger?.info({ field: file.field, size: file.size }, 'scouting file staged')
    return { status: 201, upload, field: file.field }
  } finally {
    await rm(folder, { recursive: true, force: true })
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
  tokens: string[],
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
  const outcome = await context.db
    .transaction(async (tx) => {
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
      // Spent here, by this transaction alone: an upload named by two applications at once
      // belongs to the one that deletes it first; the other rolls back.
      const claimed = await claimUploads(tx, tokens, receivedAt)
      if (claimed.length < tokens.length) throw new UploadsGoneError()
      const allFiles: StoredFile[] = [...files, ...claimed]
      if (allFiles.length > 0) {
        await tx
          .insert(submissionFiles)
          .values(allFiles.map((file) => ({ submissionId: row.id, ...storedFileRow(file) })))
      }
      // Last step inside the transaction: if a rename fails the rows roll back, and if the
      // commit fails the caller removes the renamed files.
      await commitFiles(context.uploads, files)
      return { id: row.id, allFiles }
    })
    .catch((error: unknown) => {
      if (error instanceof UploadsGoneError) return 'uploads-gone' as const
      throw error
    })
  if (outcome === 'uploads-gone') return outcome
  return { ...outcome, fields, consent }
}

/** An upload the application named was claimed by another, or expired, since it was looked up. */
class UploadsGoneError extends Error {}

/** The form's text fields, first value of each. */
function textFields(form: [string, string][]) {
  const fields: Record<string, string> = {}
  for (const [key, value] of form) if (!(key in fields)) fields[key] = value
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

const tooManyPixelsMessage = `Each photo must be at most ${scoutingFiles.maxPhotoPixels / 1_000_000} megapixels.`

/**
 * A body the reader gave up on: over the whole form's size or count of parts, or no
 * well-formed form. The part it was reading names the field to blame, when it is one.
 */
function refusalErrors({ refused, part }: MultipartRefusal, limits: UploadLimits): FieldErrors {
  if (refused === 'unreadable') return { form: ['The form could not be read.'] }
  const field = part === undefined ? undefined : (fileFieldOf(part) ?? part)
  if (field === 'photos' || field === 'video') {
    return { [field]: [`The files together must be at most ${formatBytes(limits.maxTotalSize)}.`] }
  }
  if (field) return { [field]: ['This field is too long.'] }
  return { form: ['The form is too large.'] }
}
