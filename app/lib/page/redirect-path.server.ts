import type { Locale } from '~/i18n/locales'
import { homePath } from '~/i18n/pages'
import { sameOriginPath } from '../../../contracts/same-origin-path'

/**
 * Where a redirect of the site may send the browser: `target` as a path of the request's own
 * origin (`sameOriginPath`), or else the home page in `locale`. Every redirect the site makes
 * goes through here.
 */
export function redirectPath(request: Request, target: unknown, locale?: Locale): string {
  return sameOriginPath(target, { origin: request.url, fallback: homePath(locale) })
}
