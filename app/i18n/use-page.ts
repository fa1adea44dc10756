import { useMatches } from 'react-router'
import { pageOfRoute, type ResolvedPage } from './pages'

/** The page of the slug table on screen, as React Router matched it; null outside the table. */
export function usePage(): ResolvedPage | null {
  const matches = useMatches()
  const last = matches.at(-1)
  return last ? pageOfRoute(last.id, last.params) : null
}
