import { localeFromPath } from '~/i18n/locales'
import { translatorFor } from '~/i18n/resources.server'
import { isSameOriginPost, readFormData } from '../forms/form-post.server'
import { redirectPath } from '../page/redirect-path.server'
import { unitsCookie, unitsFromCookieHeader, withChoice } from './units'

/** The toggle's form is two or three short fields: anything bigger is not it. */
const maxFormBytes = 4 * 1024

function refusal(status: 400 | 403 | 413, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * The toggle's post without JavaScript (decision 019): the units chosen remembered for a year and
 * a 303 back to the page; units the site does not offer are a 400, another site's post a 403.
 */
export async function chooseUnits(request: Request, publicUrl: string): Promise<Response> {
  const form = await readFormData(request, maxFormBytes)
  // The page the toggle's form came from (`to`), or the home: never another origin.
  const back = form instanceof FormData ? form.get('to') : null
  const to = redirectPath(request, back)
  const t = translatorFor(localeFromPath(to))
  if (!isSameOriginPost(request, publicUrl)) return refusal(403, t('units.invalid'))
  if (!(form instanceof FormData)) return refusal(form.refused, t('units.invalid'))
  const current = unitsFromCookieHeader(request.headers.get('cookie'))
  const field = (name: string) => form.get(name) ?? undefined
  const next = withChoice(current, { length: field('length'), shoes: field('shoes') })
  if (!next) return refusal(400, t('units.invalid'))
  return new Response(null, {
    status: 303,
    headers: {
      Location: to,
      'Set-Cookie': unitsCookie(next, { secure: publicUrl.startsWith('https:') }),
      'Cache-Control': 'no-store',
    },
  })
}
