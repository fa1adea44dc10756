import { isLocale } from '~/i18n/locales'
import { notFound } from '~/lib/page/errors'
import { answerFormPostAsJson } from '~/lib/forms/form-post.server'
import { sendScoutingApplication } from '~/lib/scouting/scouting-application.server'
import type { Route } from './+types/scouting-upload'

/**
 * The Be a Model application from the page's script (`POST /api/get-scouted?lang=pt`), answered
 * with the form's reply as JSON under its status, never a redirect, so the script can show the
 * upload's progress; the plain form posts to the page, which runs the same sender.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = new URL(request.url).searchParams.get('lang')
  if (!isLocale(locale)) throw notFound()
  return answerFormPostAsJson(await sendScoutingApplication(request, context, locale))
}
