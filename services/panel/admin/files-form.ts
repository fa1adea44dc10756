import { mkdir, rm } from 'node:fs/promises'
import type { NextFunction, Request, Response } from 'express'
import type { MultipartForm, MultipartRefusal } from '../../../contracts/multipart'
import { scratchFolder, sweepTemporaryFiles } from '../uploads'
import { type BackOfficeOptions, ForbiddenError, hasCsrfToken } from './context'
import { FormReadError, formTooLarge } from './media-upload'

/**
 * A back-office form with files the booking service keeps (a model's photos, an export), read
 * before its route: declared length (413 over `maxBodyBytes`) and type first, the body by `read`
 * into the request's scratch folder, then its CSRF token (403, no file left); `accept` makes what
 * the route gets. The files are removed once the answer has gone.
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
