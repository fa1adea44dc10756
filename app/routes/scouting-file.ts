import { retryAfterHeaders } from '~/lib/forms/form-post.server'
import { sendFileAhead } from '~/lib/scouting/scouting-application.server'
import type { Route } from './+types/scouting-file'

/**
 * One file of a Be a Model application, sent by the page's script as soon as it is chosen
 * (`POST /api/get-scouted/files`, decision 032): `{upload}` (201), the token the application
 * names it by, or `{error}`, a message key, under its status, with `Retry-After` when asked to
 * come back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await sendFileAhead(request, context)
  const headers = new Headers(
    'upload' in outcome ? undefined : retryAfterHeaders(outcome.retryAfterSeconds),
  )
  headers.set('Cache-Control', 'no-store')
  const { status, ...answer } = outcome
  return Response.json('upload' in answer ? { upload: answer.upload } : { error: answer.error }, {
    status,
    headers,
  })
}
