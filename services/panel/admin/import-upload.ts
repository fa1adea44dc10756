import { mkdir, rm } from 'node:fs/promises'
import type { NextFunction, Request, Response } from 'express'
import { importRules } from '../../../contracts/booking-admin'
import { readMultipart } from '../../../contracts/multipart'
import { scratchFolder, sweepTemporaryFiles } from '../uploads'
import { type BackOfficeOptions, ForbiddenError, hasCsrfToken } from './context'
import { FormReadError } from './media-upload'

/**
 * The booking software's export as the staff's browser sends it (one form, the zip in `export`):
 * read by the one reader of forms with files (`contracts/multipart.ts`), streamed to a scratch
 * folder of the request's own under the back office's media folder. Only its first bytes are
 * judged here (a zip, or nothing); the booking service unpacks it by its own rules.
 */
export type ImportUpload =
  | { zip: string }
  /** No file chosen, or a file that is not a zip. */
  | { refused: 'none' | 'not-zip' }

/**
 * Reads the form and checks its CSRF token (403 without, leaving no file); a body over the
 * export's most is a 413, as the back office's other forms with files. The zip is removed once
 * the answer has gone.
 */
export function importUploadWithCsrf({
  secret,
  mediaDir,
  logger,
}: Pick<BackOfficeOptions, 'secret' | 'mediaDir' | 'logger'>) {
  sweepTemporaryFiles(mediaDir).catch((error: unknown) => {
    logger?.warn({ err: error }, 'could not sweep old temporary uploads')
  })
  const maxBodyBytes = importRules.maxUploadBytes + 1024 * 1024
  return async (request: Request, response: Response, next: NextFunction) => {
    if (Number(request.get('content-length') ?? 0) > maxBodyBytes) return next(tooLarge())
    if (!request.is('multipart/form-data')) {
      return next(new FormReadError('the export comes as multipart/form-data'))
    }
    try {
      await mkdir(mediaDir, { recursive: true })
      const folder = await scratchFolder(mediaDir)
      response.on('close', () => void rm(folder, { recursive: true, force: true }))
      const body = await readMultipart(
        request,
        request.get('content-type') ?? '',
        folder,
        (field) =>
          field === 'export'
            ? { maxBytes: importRules.maxUploadBytes, types: ['application/zip'] }
            : undefined,
        { maxBodyBytes, maxFiles: 1, maxFieldBytes: 4096 },
      )
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
      const zip = body.files[0]
      const refused = body.problems.some(({ field }) => field === 'export')
      const upload: ImportUpload = zip
        ? { zip: zip.path }
        : { refused: refused ? 'not-zip' : 'none' }
      response.locals.importUpload = upload
      next()
    } catch (error) {
      next(error)
    }
  }
}

export function importUploadOf(response: Response): ImportUpload {
  return response.locals.importUpload as ImportUpload
}

function tooLarge() {
  return Object.assign(new Error('form too large'), { status: 413 })
}
