import { importRules } from '../../../contracts/booking-admin'
import { readMultipart } from '../../../contracts/multipart'
import type { BackOfficeOptions } from './context'
import { filesFormOf, filesFormWithCsrf } from './form-posts'

/**
 * The booking software's export as the staff's browser sends it (the zip in `export`), streamed
 * to the request's scratch folder; only its first bytes are judged here (a zip, or nothing), the
 * booking service unpacking it by its own rules.
 */
export type ImportUpload =
  | { zip: string }
  /** No file chosen, or a file that is not a zip. */
  | { refused: 'none' | 'not-zip' }

/** Reads the export's form before its route (`filesFormWithCsrf`): one zip in `export`. */
export function importUploadWithCsrf(
  options: Pick<BackOfficeOptions, 'secret' | 'mediaDir' | 'logger'>,
) {
  const maxBodyBytes = importRules.maxUploadBytes + 1024 * 1024
  return filesFormWithCsrf<ImportUpload>({
    ...options,
    maxBodyBytes,
    read: (request, folder) =>
      readMultipart(
        request,
        request.get('content-type') ?? '',
        folder,
        (field) =>
          field === 'export'
            ? { maxBytes: importRules.maxUploadBytes, types: ['application/zip'] }
            : undefined,
        { maxBodyBytes, maxFiles: 1, maxFieldBytes: 4096 },
      ),
    accept(body) {
      const zip = body.files[0]
      if (zip) return { zip: zip.path }
      return { refused: body.problems.some(({ field }) => field === 'export') ? 'not-zip' : 'none' }
    },
  })
}

export const importUploadOf = filesFormOf<ImportUpload>
