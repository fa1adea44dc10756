import type { Location, RouterState } from 'react-router'

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
