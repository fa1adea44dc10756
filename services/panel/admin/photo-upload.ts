import { maxPhotoUploadBytes, readPhotoUpload } from '../../../contracts/booking-admin'
import type { BackOfficeOptions } from './context'
import { filesFormOf, filesFormWithCsrf } from './form-posts'
import type { FileProblem } from './media-upload'
import type { PhotoFile } from './roster-client'

/**
 * A model's photos as the staff's browser sends them (`photos`, `multiple`), judged as they
 * stream in by the booking service's own rules (`photoRules`), so the panel can name a refused
 * file in the staff's language before streaming them on (decision 026).
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
