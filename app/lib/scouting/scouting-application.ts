import { formatPaths, parse } from '@conform-to/dom'
import * as z from 'zod/mini'
import { adultAge, ageOn, isCalendarDate, isPastBirthdate } from '../../../contracts/birthdate'
import {
  fieldLengths,
  isMeasure,
  type MeasureField,
  scoutingFiles,
} from '../../../contracts/fields'
import { emailAddress, formErrors, requiredPhone, requiredText } from '../forms/form-fields'
import { genders } from '../../../contracts/talent'

/**
 * The Be a Model application in the panel's fields, checked by the same rules in the browser and
 * on the server; the server judges a file's type by its bytes, the browser by what it says it is.
 */

export const scoutingErrors = {
  gender: 'forms.errors.gender',
  birthdate: 'forms.errors.birthdate',
  birthdateFuture: 'forms.errors.birthdateFuture',
  height: 'forms.errors.height',
  bust: 'forms.errors.bust',
  waist: 'forms.errors.waist',
  hips: 'forms.errors.hips',
  instagram: 'forms.errors.instagram',
  consent: 'forms.errors.consent',
  guardianConsent: 'forms.errors.guardianConsent',
  tooFewPhotos: 'forms.errors.tooFewPhotos',
  requiredShots: 'forms.errors.requiredShots',
  tooManyPhotos: 'forms.errors.tooManyPhotos',
  photoTooLarge: 'forms.errors.photoTooLarge',
  photoType: 'forms.errors.photoType',
  photoPixels: 'forms.errors.photoPixels',
  tooManyVideos: 'forms.errors.tooManyVideos',
  videoTooLarge: 'forms.errors.videoTooLarge',
  videoType: 'forms.errors.videoType',
  uploadsBusy: 'forms.errors.uploadsBusy',
  uploadTooLarge: 'forms.errors.uploadTooLarge',
  fileNotSent: 'forms.errors.fileNotSent',
} as const

/**
 * The shots scouts ask for, one slot each on the form in this order; the first
 * `scoutingFiles.minPhotos` are required. Every slot posts as `photos`, so the server's count and
 * checks are those of any photo, and the panel keeps them in this order.
 */
export const photoShots = ['face', 'profile', 'body', 'smile'] as const
export type PhotoShot = (typeof photoShots)[number]

/** The most files an application holds: the address's allowance of files sent ahead counts them. */
export const filesPerApplication = scoutingFiles.maxPhotos + scoutingFiles.maxVideos

export function isRequiredShot(shot: PhotoShot) {
  return photoShots.indexOf(shot) < scoutingFiles.minPhotos
}

/** A measure in centimetres within the range a person can have (`contracts/fields.ts`). */
function measure(field: MeasureField) {
  return z.pipe(
    requiredText(8),
    z.string().check(z.refine((value) => isMeasure(field, value), scoutingErrors[field])),
  )
}

// Instagram handles: letters, digits, dots and underscores, up to 30; an "@" or a profile
// link is read as the handle it names.
export function instagramHandle(value: string): string | null {
  const handle = value
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/\/$/, '')
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null
}

const checkbox = z.optional(z.literal('on'))

/** The text fields, checked against `today` (`YYYY-MM-DD` on the agency's calendar). */
export function scoutingFieldsSchema(today: string) {
  return z
    .object({
      name: requiredText(fieldLengths.name),
      email: emailAddress,
      phone: requiredPhone,
      instagram: z.optional(
        z.pipe(
          z.string().check(z.trim(), z.maxLength(80, formErrors.tooLong)),
          z.transform((value, context) => {
            const handle = instagramHandle(value)
            if (handle === null) {
              context.issues.push({
                code: 'custom',
                message: scoutingErrors.instagram,
                input: value,
              })
              return z.NEVER
            }
            return handle
          }),
        ),
      ),
      gender: z.enum(genders, { error: scoutingErrors.gender }),
      birthdate: z.pipe(
        requiredText(10),
        z.string().check(
          z.refine(isCalendarDate, scoutingErrors.birthdate),
          z.refine(
            (value) => !isCalendarDate(value) || isPastBirthdate(value, today),
            scoutingErrors.birthdateFuture,
          ),
        ),
      ),
      nationality: requiredText(60),
      country: requiredText(60),
      city: requiredText(80),
      height: measure('height'),
      bust: measure('bust'),
      waist: measure('waist'),
      hips: measure('hips'),
      skills: z.optional(requiredText(1000)),
      consent: z.literal('on', { error: scoutingErrors.consent }),
      guardian_consent: checkbox,
    })
    .check(
      z.superRefine((application, context) => {
        const age = ageOn(application.birthdate, today)
        if (age !== null && age < adultAge && application.guardian_consent !== 'on') {
          context.issues.push({
            code: 'custom',
            path: ['guardian_consent'],
            message: scoutingErrors.guardianConsent,
            input: application.guardian_consent,
          })
        }
      }),
    )
}

/** A file as the rules see it: its size and its type (declared in the browser, read from its bytes on the server). */
export type ApplicationFile = { size: number; type: string }

/** What is wrong with one file by its type and size, or null: the same in the browser and here. */
export function fileProblem(file: ApplicationFile, field: 'photos' | 'video'): string | null {
  const limits = scoutingFiles
  const [types, maxBytes, wrongType, tooLarge] =
    field === 'photos'
      ? [
          limits.photoTypes,
          limits.maxPhotoBytes,
          scoutingErrors.photoType,
          scoutingErrors.photoTooLarge,
        ]
      : [
          limits.videoTypes,
          limits.maxVideoBytes,
          scoutingErrors.videoType,
          scoutingErrors.videoTooLarge,
        ]
  if (!(types as readonly string[]).includes(file.type)) return wrongType
  if (file.size > maxBytes) return tooLarge
  return null
}

/** How many of each field's files were sent ahead of the application, by their tokens. */
type SentAhead = { photos: number; video: number }

/** The photos' and the video's errors, keyed by field; none when both are acceptable. */
export function fileErrors(
  photos: ApplicationFile[],
  videos: ApplicationFile[],
  sentAhead: SentAhead = { photos: 0, video: 0 },
) {
  const errors: Record<string, string[]> = {}
  const add = (field: 'photos' | 'video', message: string) => {
    const messages = (errors[field] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  const limits = scoutingFiles
  const photoCount = photos.length + sentAhead.photos
  if (photoCount < limits.minPhotos) add('photos', scoutingErrors.tooFewPhotos)
  if (photoCount > limits.maxPhotos) add('photos', scoutingErrors.tooManyPhotos)
  for (const photo of photos) {
    const problem = fileProblem(photo, 'photos')
    if (problem) add('photos', problem)
  }
  if (videos.length + sentAhead.video > 1) add('video', scoutingErrors.tooManyVideos)
  for (const video of videos) {
    const problem = fileProblem(video, 'video')
    if (problem) add('video', problem)
  }
  return errors
}

/** The files a form field holds; an empty file input still sends one nameless, empty file. */
export function filesOf(form: FormData, field: string): File[] {
  return form
    .getAll(field)
    .filter((value): value is File => typeof value !== 'string' && value.size > 0)
}

/**
 * The tokens of a field's files sent ahead of the application (decision 032): the form's script
 * posts each file's token in the file's place, under the same name.
 */
export function sentAheadOf(form: FormData, field: string): string[] {
  return form
    .getAll(field)
    .filter((value): value is string => typeof value === 'string' && isUploadToken(value))
}

/** The panel's tokens: 32 random bytes in base64url. */
export function isUploadToken(value: string) {
  return /^[A-Za-z0-9_-]{43}$/.test(value)
}

/**
 * The application as Conform's submission: the text fields by the schema, the files by
 * `fileErrors`, all errors at once so the visitor sees everything to fix in one go.
 * `extraFileErrors` are what the server found in the bytes before the files reached here.
 */
export function parseScoutingApplication(
  form: FormData,
  today: string,
  extraFileErrors: Record<string, string[]> = {},
) {
  const schema = scoutingFieldsSchema(today)
  const photos = filesOf(form, 'photos')
  const videos = filesOf(form, 'video')
  const uploads = { photos: sentAheadOf(form, 'photos'), video: sentAheadOf(form, 'video') }
  const sentAhead = { photos: uploads.photos.length, video: uploads.video.length }
  return parse(form, {
    resolve(payload) {
      const text = Object.fromEntries(
        Object.entries(payload).filter(
          ([name, value]) =>
            typeof value === 'string' && value !== '' && name !== 'photos' && name !== 'video',
        ),
      )
      const result = schema.safeParse(text)
      const error: Record<string, string[]> = {}
      const add = (name: string, message: string) => {
        const messages = (error[name] ??= [])
        if (!messages.includes(message)) messages.push(message)
      }
      if (!result.success) {
        for (const issue of result.error.issues) {
          add(formatPaths(issue.path.filter((part) => typeof part !== 'symbol')), issue.message)
        }
      }
      for (const [name, messages] of Object.entries(extraFileErrors)) {
        for (const message of messages) add(name, message)
      }
      for (const [name, messages] of Object.entries(fileErrors(photos, videos, sentAhead))) {
        // A file the server already refused is not counted again as "too few photos".
        if (error[name]?.length) continue
        for (const message of messages) add(name, message)
      }
      if (Object.keys(error).length > 0 || !result.success) return { error }
      return {
        value: {
          ...result.data,
          photos,
          video: videos[0] ?? null,
          uploads: [...uploads.photos, ...uploads.video],
        },
      }
    },
  })
}

export type ScoutingApplication = z.output<ReturnType<typeof scoutingFieldsSchema>> & {
  photos: File[]
  video: File | null
  /** The tokens of the files sent ahead, photos first, in the page's order. */
  uploads: string[]
}
