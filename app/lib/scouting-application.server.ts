import { openAsBlob } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  type FileUpload,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  parseFormData,
} from '@remix-run/form-data-parser'
import { parse } from '@conform-to/dom'
import { fileTypeFromBlob } from 'file-type'
import type { AppLoadContext } from 'react-router'
import { privacyPolicy } from '~/config/privacy-policy'
import type { Locale } from '~/i18n/locales'
import { agencyTimeZone, todayIn } from '../../contracts/birthdate'
import { assertSameOriginPost, type FormOutcome, refusedBody } from './form-post.server'
import { droppedForHoneypot, relayToPanel, returnedInvalid } from './panel-form.server'
import { centimetres, scoutingFiles } from '../../contracts/fields'
import { formErrors } from './form-fields'
import { applicantFields } from '../../contracts/panel'
import { parseScoutingApplication, scoutingErrors } from './scouting-application'

/** Eight photos, a video and the fields, with room to tell "too many" from an attack. */
const maxApplicationBytes =
  scoutingFiles.maxPhotos * scoutingFiles.maxPhotoBytes + scoutingFiles.maxVideoBytes + 1024 * 1024

/** Files beyond this are not read at all; up to it, extra photos are counted and refused. */
const maxFilesRead = 20

/** Uploads take their time on the way to the panel, as they did on the way here. */
const panelTimeoutMs = 120_000

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

/**
 * Reads the multipart body as it streams in: each file is checked
 * for count and size, its type read from its bytes, and kept in a private temporary folder
 * until the application has gone to the panel. A file refused here never reaches the panel;
 * its refusal is reported against its field.
 */
async function receiveUploads(request: Request, folder: string) {
  const refused: Record<string, string[]> = {}
  const refuse = (field: FileField, message: string) => {
    const messages = (refused[field] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  const counts: Record<FileField, number> = { photos: 0, video: 0 }
  let written = 0

  async function keep(upload: FileUpload) {
    const field = fileFieldOf(upload.fieldName)
    // An empty file input still sends a part: it means "no file".
    if (!field || upload.size === 0) return null
    counts[field] += 1
    const photos = field === 'photos'
    if (photos && counts.photos > scoutingFiles.maxPhotos) {
      refuse(field, scoutingErrors.tooManyPhotos)
      return null
    }
    if (!photos && counts.video > 1) {
      refuse(field, scoutingErrors.tooManyVideos)
      return null
    }
    const maxBytes = photos ? scoutingFiles.maxPhotoBytes : scoutingFiles.maxVideoBytes
    if (upload.size > maxBytes) {
      refuse(field, photos ? scoutingErrors.photoTooLarge : scoutingErrors.videoTooLarge)
      return null
    }
    // The name and the declared type are the visitor's to choose; the bytes are not.
    const type = await fileTypeFromBlob(upload)
    const accepted: readonly string[] = photos ? scoutingFiles.photoTypes : scoutingFiles.videoTypes
    if (!type || !accepted.includes(type.mime)) {
      refuse(field, photos ? scoutingErrors.photoType : scoutingErrors.videoType)
      return null
    }
    written += 1
    const file = path.join(folder, `${written}.${type.ext}`)
    await writeFile(file, upload.stream(), { mode: 0o600 })
    const blob = await openAsBlob(file, { type: type.mime })
    return new File([blob], upload.name.slice(0, 255) || `${field}.${type.ext}`, {
      type: type.mime,
    })
  }

  try {
    const form = await parseFormData(
      request,
      {
        maxFiles: maxFilesRead,
        maxFileSize: scoutingFiles.maxVideoBytes,
        maxTotalSize: maxApplicationBytes,
      },
      keep,
    )
    return { form, refused }
  } catch (error) {
    if (error instanceof MaxFilesExceededError) {
      return { form: null, formError: scoutingErrors.tooManyPhotos, status: 400 } as const
    }
    if (error instanceof MaxFileSizeExceededError || isLimitError(error)) {
      return { form: null, formError: scoutingErrors.uploadTooLarge, status: 413 } as const
    }
    if (error instanceof Error && error.name === 'FormDataParseError') {
      return { form: null, formError: formErrors.unreadable, status: 400 } as const
    }
    throw error
  }
}

function isLimitError(error: unknown) {
  return error instanceof Error && error.name.endsWith('ExceededError')
}

const names = { kind: 'get-scouted', name: 'scouting application' } as const

/**
 * Sends a Be a Model application to the agency's panel (`/api/get-scouted/{lang}` of
 * `contracts/panel.ts`) with its photos and video, the consent and the version of the privacy
 * policy it was given to (LGPD). Like the other forms, every outcome the visitor can act on is a
 * reply the page shows under its HTTP status, keeping every typed field.
 */
export async function sendScoutingApplication(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<FormOutcome> {
  assertSameOriginPost(request, context.publicUrl)
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return refusedBody({ refused: 400 }, scoutingErrors.uploadTooLarge)
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxApplicationBytes) {
    return refusedBody({ refused: 413 }, scoutingErrors.uploadTooLarge)
  }

  const folder = await mkdtemp(path.join(os.tmpdir(), 'passarela-application-'))
  try {
    const received = await receiveUploads(request, folder)
    if (!received.form) {
      // The body broke off where a limit stopped it, or was no form: nothing to check by field.
      const nothing = parse<object, string[]>(new FormData(), { resolve: () => ({ value: {} }) })
      const result = nothing.reply({ formErrors: [received.formError] })
      return { reply: { result, sent: false }, status: received.status, byScript: false }
    }
    const { form, refused } = received
    const dropped = droppedForHoneypot(context, form, names)
    if (dropped) return dropped
    const submission = parseScoutingApplication(form, todayIn(agencyTimeZone), refused)
    if (submission.status !== 'success') {
      return returnedInvalid(context, form, submission.reply(), names)
    }

    return await relayToPanel(context, form, submission, {
      ...names,
      locale,
      fields: scoutingFields,
      timeoutMs: panelTimeoutMs,
      async prepare({ photos, video, consent, guardian_consent, ...fields }) {
        const body = new FormData()
        for (const [name, value] of Object.entries(fields)) {
          if (typeof value === 'string') body.set(name, value)
        }
        // "61,5" and "90 cm" reach the agency as the numbers they are.
        for (const measure of ['height', 'bust', 'waist', 'hips'] as const) {
          body.set(measure, String(centimetres(fields[measure])))
        }
        body.set('consent', consent === 'on' ? 'true' : 'false')
        body.set('guardian_consent', guardian_consent === 'on' ? 'true' : 'false')
        body.set('privacy_version', privacyPolicy.version)
        for (const photo of photos) body.append('photos[]', photo)
        if (video) body.set('video', video)
        return body
      },
    })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
