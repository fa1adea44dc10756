import { isLocale } from '~/i18n/locales'
import { notFound } from '~/lib/page/errors'
import { answerFormPostAsJson } from '~/lib/forms/form-post.server'
import { sendScoutingApplication } from '~/lib/scouting/scouting-application.server'
import type { Route } from './+types/scouting-upload'

/**
 * The Be a Model application sent by the page's script: `POST /api/get-scouted?lang=pt`,
 * answered with the form's reply as JSON under its status (200, 400, 413, 429, 503), never a
 * redirect. The script posts here rather than to the page
 * so that it can show the upload's progress; without JavaScript the form posts to the
 * page, which runs the same `sendScoutingApplication`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = new URL(request.url).searchParams.get('lang')
  if (!isLocale(locale)) throw notFound()
  return answerFormPostAsJson(await sendScoutingApplication(request, context, locale))
}
