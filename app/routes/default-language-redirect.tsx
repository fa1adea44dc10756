import { redirect } from 'react-router'
import { unprefixedDefaultLocalePath } from '~/i18n/locales'
import { redirectPath } from '~/lib/page/redirect-path.server'
import type { Route } from './+types/default-language-redirect'

/**
 * English is served without its prefix: `/en/...` answers 301 to the same path without it.
 * `/en//elsewhere` would lose its prefix to `//elsewhere`, another host: the home instead.
 */
export function loader({ request }: Route.LoaderArgs): never {
  const url = new URL(request.url)
  const target = unprefixedDefaultLocalePath(url.pathname) + url.search
  throw redirect(redirectPath(request, target), 301)
}

export default function DefaultLanguageRedirect() {
  return null
}
