import { mkdir, rm } from 'node:fs/promises'
import type { NextFunction, Request, Response } from 'express'
import { maxPhotoUploadBytes, readPhotoUpload } from '../../../contracts/booking-admin'
import { scratchFolder, sweepTemporaryFiles } from '../uploads'
import { type BackOfficeOptions, ForbiddenError, hasCsrfToken } from './context'
import { type FileProblem, FormReadError } from './media-upload'
import type { PhotoFile } from './roster-client'

/**
 * A model's photos as the staff's browser sends them (one form, `photos` with `multiple`): read
 * by the one reader of forms with files (`contracts/multipart.ts`), each file judged by its bytes
 * and its size in pixels as it streams to a scratch folder of the request's own under the
 * back office's media folder, by the rules the booking service applies again (`photoRules`). The
 * panel checks first so that it can name the refused file in the staff's language; the files
 * then stream on to the booking service, which keeps them.
 */
export type PhotoUpload = {
  fields: Record<string, string>
  files: PhotoFile[]
  /** The first file refused, by the name it was sent with. */
  refused?: { name: string; problem: FileProblem }
}

/**
 * Reads the form and checks its CSRF token (403 without, leaving no file); a body over the
 * form's most (20 photos of 10 MB) is a 413, as the back office's other forms with files. The
 * files are removed once the answer has gone.
 */
export function photoUploadWithCsrf({
  secret,
  mediaDir,
  logger,
}: Pick<BackOfficeOptions, 'secret' | 'mediaDir' | 'logger'>) {
  sweepTemporaryFiles(mediaDir).catch((error: unknown) => {
    logger?.warn({ err: error }, 'could not sweep old temporary photo uploads')
  })
  return async (request: Request, response: Response, next: NextFunction) => {
    if (Number(request.get('content-length') ?? 0) > maxPhotoUploadBytes) return next(tooLarge())
    if (!request.is('multipart/form-data')) {
      return next(new FormReadError('the photos come as multipart/form-data'))
    }
    try {
      await mkdir(mediaDir, { recursive: true })
      const folder = await scratchFolder(mediaDir)
      response.on('close', () => void rm(folder, { recursive: true, force: true }))
      const body = await readPhotoUpload(request, request.get('content-type') ?? '', folder, {
        maxFieldBytes: 4096,
      })
      if ('refused' in body) {
        await rm(folder, { recursive: true, force: true })
        if (body.refused === 'too-large') return next(tooLarge())
        return next(new FormReadError('the form could not be read'))
      }
      const fields: Record<string, string> = {}
      for (const [name, value] of body.fields) fields[name] ??= value
      if (!hasCsrfToken(secret, response, fields)) {
        await rm(folder, { recursive: true, force: true })
        return next(new ForbiddenError('missing or wrong CSRF token'))
      }
      const problem = body.problems.find(({ field }) => field === 'photos')
      const upload: PhotoUpload = {
        fields,
        files: body.files.map(({ path, name, mime }) => ({ path, name, mime })),
        ...(problem && problem.problem !== 'too-long'
          ? { refused: { name: problem.name ?? '', problem: problem.problem } }
          : {}),
      }
      response.locals.photoUpload = upload
      next()
    } catch (error) {
      next(error)
    }
  }
}

export function photoUploadOf(response: Response): PhotoUpload {
  return response.locals.photoUpload as PhotoUpload
}

function tooLarge() {
  return Object.assign(new Error('form too large'), { status: 413 })
}
