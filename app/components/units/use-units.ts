import { useRouteLoaderData } from 'react-router'
import { defaultUnits, type Units } from '~/lib/measures/units'
import type { loader as rootLoader } from '~/root'

/**
 * The units the visitor reads measures in: the root loader's, read from the cookie the toggle
 * sets, so the server's HTML and the browser agree from the first paint. Pass them to
 * `measuresOf(talent, locale, units)`.
 */
export function useUnits(): Units {
  return useRouteLoaderData<typeof rootLoader>('root')?.units ?? defaultUnits
}
