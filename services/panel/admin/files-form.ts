import { mkdir, rm } from 'node:fs/promises'
import type { NextFunction, Request, Response } from 'express'
import type { MultipartForm, MultipartRefusal } from '../../../contracts/multipart'
import { scratchFolder, sweepTemporaryFiles } from '../uploads'
import { type BackOfficeOptions, ForbiddenError, hasCsrfToken } from './context'
import { FormReadError, formTooLarge } from './media-upload'

/**
 * A back-office form with files that the booking service keeps (a model's photos, the booking
 * software's export), read before its route: the declared length and type checked first, the
 * body read by `read` into a scratch folder of the request's own under the back office's media
 * folder, then its CSRF token (403 without, leaving no file). A body over `maxBodyBytes` is a
 * 413, as the back office's other forms with files. `accept` makes what the route gets from the
 * form and its fields (the first of each name); the files are removed once the answer has gone.
 */
export function filesFormWithCsrf<Upload>({
  secret,
  mediaDir,
  logger,
  maxBodyBytes,
  read,
  accept,
}: Pick<BackOfficeOptions, 'secret' | 'mediaDir' | 'logger'> & {
  maxBodyBytes: number
  read: (request: Request, folder: string) => Promise<MultipartForm | MultipartRefusal>
  accept: (form: MultipartForm, fields: Record<string, string>) => Upload
}) {
  sweepTemporaryFiles(mediaDir).catch((error: unknown) => {
    logger?.warn({ err: error }, 'could not sweep old temporary uploads')
  })
  return async (request: Request, response: Response, next: NextFunction) => {
    if (Number(request.get('content-length') ?? 0) > maxBodyBytes) return next(formTooLarge())
    if (!request.is('multipart/form-data')) {
      return next(new FormReadError('the form comes as multipart/form-data'))
    }
    try {
      await mkdir(mediaDir, { recursive: true })
      const folder = await scratchFolder(mediaDir)
      response.on('close', () => void rm(folder, { recursive: true, force: true }))
      const body = await read(request, folder)
      if ('refused' in body) {
        await rm(folder, { recursive: true, force: true })
        if (body.refused === 'too-large') return next(formTooLarge())
        return next(new FormReadError('the form could not be read'))
      }
      const fields: Record<string, string> = {}
      for (const [name, value] of body.fields) fields[name] ??= value
      if (!hasCsrfToken(secret, response, fields)) {
        await rm(folder, { recursive: true, force: true })
        return next(new ForbiddenError('missing or wrong CSRF token'))
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
