import { maxPhotoUploadBytes, readPhotoUpload } from '../../../contracts/booking-admin'
import type { BackOfficeOptions } from './context'
import { filesFormOf, filesFormWithCsrf } from './files-form'
import type { FileProblem } from './media-upload'
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

/** Reads the photos' form before its route (`filesFormWithCsrf`): 20 photos of 10 MB at most. */
export function photoUploadWithCsrf(
  options: Pick<BackOfficeOptions, 'secret' | 'mediaDir' | 'logger'>,
) {
  return filesFormWithCsrf<PhotoUpload>({
    ...options,
    maxBodyBytes: maxPhotoUploadBytes,
    read: (request, folder) =>
      readPhotoUpload(request, request.get('content-type') ?? '', folder, { maxFieldBytes: 4096 }),
    accept(body, fields) {
      const problem = body.problems.find(({ field }) => field === 'photos')
      return {
        fields,
        files: body.files.map(({ path, name, mime }) => ({ path, name, mime })),
        ...(problem && problem.problem !== 'too-long'
          ? { refused: { name: problem.name ?? '', problem: problem.problem } }
          : {}),
      }
    },
  })
}

export const photoUploadOf = filesFormOf<PhotoUpload>
