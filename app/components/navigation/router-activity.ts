import type { Location, RouterState } from 'react-router'
import { localeFromPath } from '~/i18n/locales'

type Place = Pick<Location, 'pathname' | 'key'>

/** What of the router's state says what it is working on (a `RouterState` is one). */
export type RouterActivity = {
  navigation: { state: 'idle' | 'loading' | 'submitting'; location?: Place }
  revalidation: 'idle' | 'loading'
  fetchers: ReadonlyMap<string, { state: 'idle' | 'loading' | 'submitting' }>
  location: Place
  errors: RouterState['errors']
}

/** Whether the router is waiting on a request: a navigation's, a revalidation's or a fetcher's. */
export function routerIsBusy(state: RouterActivity): boolean {
  if (state.navigation.state !== 'idle' || state.revalidation !== 'idle') return true
  for (const fetcher of state.fetchers.values()) if (fetcher.state !== 'idle') return true
  return false
}

/** Whether the router is on its way to a page in another language. */
export function switchingLanguage(state: Pick<RouterActivity, 'navigation' | 'location'>): boolean {
  const going = state.navigation.location
  return (
    going !== undefined &&
    localeFromPath(going.pathname) !== localeFromPath(state.location.pathname)
  )
}
