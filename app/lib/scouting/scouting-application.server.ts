import { openAsBlob } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { AppLoadContext } from 'react-router'
import { privacyPolicy } from '~/config/privacy-policy'
import type { Locale } from '~/i18n/locales'
import { agencyTimeZone, todayIn } from '../../../contracts/agency-time'
import { ConcurrencyLimitBusyError, concurrencyLimit } from '../concurrency-limit'
import { assertSameOriginPost, type FormOutcome, refusedWhole } from '../forms/form-post.server'
import { type AfterReading, type PanelForm, submitForm } from '../forms/panel-form.server'
import { centimetres, formMeasures, scoutingFiles } from '../../../contracts/fields'
import { formErrors } from '../forms/form-fields'
import { applicantFields } from '../../../contracts/panel'
import { type FilePartRules, type PartProblem, readMultipart } from '../../../contracts/multipart'
import {
  parseScoutingApplication,
  type ScoutingApplication,
  scoutingErrors,
} from './scouting-application'

/** Eight photos, a video and the fields, with room to tell "too many" from an attack. */
const maxApplicationBytes =
  scoutingFiles.maxPhotos * scoutingFiles.maxPhotoBytes + scoutingFiles.maxVideoBytes + 1024 * 1024

/** Files beyond this are not read at all; up to it, extra photos are counted and refused. */
const maxFilesRead = 20

/** A refused body is read to its end up to this much, so that the visitor gets the answer. */
const drainBytes = 64 * 1024 * 1024

/**
 * Applications whose bodies this node reads at once: each streams to disk and then to the panel
 * at the disk's and network's pace, so more at once finish no sooner and only fill the disk and
 * the memory of their buffers. The others wait up to `uploadWaitMs`, then are asked to come back.
 */
export const concurrentUploads = 2
const uploadWaitMs = 10_000
const uploadRetryAfterSeconds = 30
const uploadTurns = concurrencyLimit(concurrentUploads, { maxWaitMs: uploadWaitMs })

export const scoutingFields = [
  ...applicantFields,
  'photos',
  'video',
  'consent',
  'guardian_consent',
] as const

type FileField = 'photos' | 'video'

/** `photos`, `photos[]` and `photos[3]` all name the photos, as PHP-style forms send them. */
function fileFieldOf(name: string): FileField | undefined {
  const base = name.replace(/\[\d*\]$/, '')
  return base === 'photos' || base === 'video' ? base : undefined
}

const fileRules: Record<FileField, FilePartRules> = {
  photos: {
    maxBytes: scoutingFiles.maxPhotoBytes,
    types: scoutingFiles.photoTypes,
    maxPixels: scoutingFiles.maxPhotoPixels,
  },
  video: { maxBytes: scoutingFiles.maxVideoBytes, types: scoutingFiles.videoTypes },
}

const problemMessages: Record<FileField, Record<Exclude<PartProblem, 'too-long'>, string>> = {
  photos: {
    'too-large': scoutingErrors.photoTooLarge,
    'wrong-type': scoutingErrors.photoType,
    'too-many-pixels': scoutingErrors.photoPixels,
  },
  // A video has no pixel limit: it is never refused for them.
  video: {
    'too-large': scoutingErrors.videoTooLarge,
    'wrong-type': scoutingErrors.videoType,
    'too-many-pixels': scoutingErrors.videoType,
  },
}

/**
 * In one of the few upload turns (or `ConcurrencyLimitBusyError` when none comes in time):
 * reads the body into a scratch folder, and removes the folder once `handle` is done with it.
 */
async function inUploadTurn<T>(
  request: Request,
  handle: (received: Awaited<ReturnType<typeof receiveUploads>>) => Promise<T>,
): Promise<T> {
  return uploadTurns(async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'passarela-upload-'))
    try {
      return await handle(await receiveUploads(request, folder))
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
}

/**
 * Reads the multipart body as it streams in (`readMultipart`, decision 023); a file refused here
 * never reaches the panel, and its refusal is reported against its field.
 */
async function receiveUploads(request: Request, folder: string) {
  const source = request.body
    ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
    : Readable.from([])
  const body = await readMultipart(
    source,
    request.headers.get('content-type') ?? '',
    folder,
    (name) => {
      const field = fileFieldOf(name)
      return field && fileRules[field]
    },
    {
      maxBodyBytes: maxApplicationBytes,
      maxFiles: maxFilesRead,
      maxFieldBytes: 64 * 1024,
      drainBytes,
    },
  )
  if ('refused' in body) {
    return body.refused === 'too-large'
      ? refusedWhole(scoutingErrors.uploadTooLarge, 413)
      : refusedWhole(formErrors.unreadable, 400)
  }
  // A text field cut short is no form this page sent.
  if (body.problems.some(({ problem }) => problem === 'too-long')) {
    return refusedWhole(scoutingErrors.uploadTooLarge, 413)
  }

  const refusedFiles: Record<string, string[]> = {}
  const refuse = (field: FileField, message: string) => {
    const messages = (refusedFiles[field] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  for (const { field, problem } of body.problems) {
    const fileField = fileFieldOf(field)
    if (fileField && problem !== 'too-long') refuse(fileField, problemMessages[fileField][problem])
  }
  const form = new FormData()
  for (const [name, value] of body.fields) form.append(name, value)
  const counts: Record<FileField, number> = { photos: 0, video: 0 }
  for (const file of body.files) {
    const field = fileFieldOf(file.field)
    if (!field) continue
    counts[field] += 1
    if (field === 'photos' && counts.photos > scoutingFiles.maxPhotos) {
      refuse(field, scoutingErrors.tooManyPhotos)
      continue
    }
    if (field === 'video' && counts.video > scoutingFiles.maxVideos) {
      refuse(field, scoutingErrors.tooManyVideos)
      continue
    }
    const blob = await openAsBlob(file.path, { type: file.mime })
    const name = file.name || `${field}.${file.extension}`
    form.append(field, new File([blob], name, { type: file.mime }))
  }
  return { form, refusedFiles }
}

const kind = 'get-scouted'

/**
 * Reads the application within what its size asks for (decision 023): the request's line and
 * headers judged first, the allowance taken, then the body read in one of a few turns into a
 * scratch folder, both kept until the panel has the files.
 */
async function receiveApplication(
  request: Request,
  context: AppLoadContext,
  rest: AfterReading,
): Promise<FormOutcome> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return refusedWhole(formErrors.unreadable, 400)
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxApplicationBytes) {
    return refusedWhole(scoutingErrors.uploadTooLarge, 413)
  }
  // Counted before reading, so that posts refused for their fields count too: an address may
  // not have this node read hundreds of megabytes again and again. What was typed is not read,
  // so not kept; the page's script keeps it in the browser.
  const allowance = await context.formRateLimit.take(`${kind}:${context.clientAddress}`)
  if (!allowance.allowed) {
    return refusedWhole(formErrors.tooMany, 429, allowance.retryAfterSeconds)
  }
  try {
    return await inUploadTurn(request, async (received) => {
      if ('status' in received) return received
      return await rest({ ...received, allowanceTaken: true })
    })
  } catch (error) {
    if (!(error instanceof ConcurrencyLimitBusyError)) throw error
    context.logger.warn({ form: kind }, 'too many uploads at once; asked to come back')
    return refusedWhole(scoutingErrors.uploadsBusy, 503, uploadRetryAfterSeconds)
  }
}

const scoutingApplication: PanelForm<ScoutingApplication> = {
  kind,
  name: 'scouting application',
  read: receiveApplication,
  parse: (form, refusedFiles) =>
    parseScoutingApplication(form, todayIn(agencyTimeZone), refusedFiles),
  fields: scoutingFields,
  // Uploads take their time on the way to the panel, as they did on the way here.
  timeoutMs: 120_000,
  async prepare({ photos, video, uploads, consent, guardian_consent, ...fields }) {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') body.set(name, value)
    }
    // "61,5" and "90 cm" reach the agency as the numbers they are.
    for (const measure of formMeasures) {
      body.set(measure, String(centimetres(fields[measure])))
    }
    body.set('consent', consent === 'on' ? 'true' : 'false')
    body.set('guardian_consent', guardian_consent === 'on' ? 'true' : 'false')
    body.set('privacy_version', privacyPolicy.version)
    for (const photo of photos) body.append('photos[]', photo)
    if (video) body.set('video', video)
    for (const upload of uploads) body.append('uploads[]', upload)
    return body
  },
}

/**
 * Sends a Be a Model application to the agency's panel (`/api/get-scouted/{lang}`) with its
 * files, the consent and the privacy policy's version it was given to (LGPD).
 */
export function sendScoutingApplication(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<FormOutcome> {
  return submitForm(request, context, locale, scoutingApplication)
}

/** What the page's script hears of one file sent ahead: its token, or why not. */
export type SentAheadOutcome =
  | { status: 201; upload: string }
  | { status: 400 | 413 | 429 | 501 | 503; error: string; retryAfterSeconds?: number }

/** The answer when the panel keeps no files ahead: the page then sends them with the form. */
export const filesGoWithForm = 'files-go-with-the-form'

const fileKind = 'get-scouted-file'

/** One file and the multipart's few bytes around it. */
const maxFileBodyBytes =
  Math.max(scoutingFiles.maxPhotoBytes, scoutingFiles.maxVideoBytes) + 64 * 1024

/**
 * One file of an application sent ahead of it by the page's script (decision 032,
 * `POST /api/get-scouted/files`): read under the same rules and in the same turns as an
 * application, then kept by the panel, which answers the token the application will name it by.
 */
export async function sendFileAhead(
  request: Request,
  context: AppLoadContext,
): Promise<SentAheadOutcome> {
  assertSameOriginPost(request, context.publicUrl)
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return { status: 400, error: formErrors.unreadable }
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxFileBodyBytes) {
    return { status: 413, error: scoutingErrors.uploadTooLarge }
  }
  const allowance = await context.fileRateLimit.take(`${fileKind}:${context.clientAddress}`)
  if (!allowance.allowed) {
    const { retryAfterSeconds } = allowance
    return { status: 429, error: formErrors.tooMany, retryAfterSeconds }
  }
  try {
    return await inUploadTurn(request, async (received): Promise<SentAheadOutcome> => {
      if ('status' in received) {
        const status = received.status === 413 ? 413 : 400
        return { status, error: firstError(received) ?? formErrors.unreadable }
      }
      const refused = Object.values(received.refusedFiles).flat()[0]
      if (refused) return { status: 400, error: refused }
      const files = [...received.form.entries()].filter(
        (entry): entry is [string, File] => typeof entry[1] !== 'string',
      )
      const [file, ...more] = files
      if (!file || more.length > 0) return { status: 400, error: formErrors.unreadable }
      const body = new FormData()
      body.set(file[0], file[1])
      const staged = await context.panel.stageUpload(body)
      if (!staged.ok && 'unsupported' in staged) return { status: 501, error: filesGoWithForm }
      if (!staged.ok) {
        context.logger.warn({ errors: staged.errors }, 'the panel refused a file sent ahead')
        return { status: 400, error: formErrors.refused }
      }
      return { status: 201, upload: staged.upload }
    })
  } catch (error) {
    if (error instanceof ConcurrencyLimitBusyError) {
      return {
        status: 503,
        error: scoutingErrors.uploadsBusy,
        retryAfterSeconds: uploadRetryAfterSeconds,
      }
    }
    context.logger.error({ err: error }, 'a file sent ahead did not reach the panel')
    return { status: 503, error: formErrors.sendFailed }
  }
}

/** The first message of a refused body's reply. */
function firstError(outcome: FormOutcome): string | undefined {
  const messages = Object.values(outcome.reply.result.error ?? {}).flat()
  return messages.find((message): message is string => typeof message === 'string')
}
