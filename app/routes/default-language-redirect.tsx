import { redirect } from 'react-router'
import { unprefixedDefaultLocalePath } from '~/i18n/locales'
import type { Route } from './+types/default-language-redirect'

/** English is served without its prefix: `/en/...` answers 301 to the same path without it. */
export function loader({ request }: Route.LoaderArgs): never {
  const url = new URL(request.url)
  throw redirect(unprefixedDefaultLocalePath(url.pathname) + url.search, 301)
}

export default function DefaultLanguageRedirect() {
  return null
}
