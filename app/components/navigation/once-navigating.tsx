import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { useFetchers, useNavigation } from 'react-router'

// Outlives the root layout, which is mounted anew when a navigation ends on the error page.
let navigatedBefore = false

/**
 * Parts that show only while the site works on a request (the progress bar, the loading
 * overlay): rendered from the first navigation or fetcher request on, their code fetched then,
 * after the visitor acted, so that no page loads it before (decision 004). Both wait 200 ms
 * before they show, time enough for their code.
 */
export function OnceNavigating({ children }: { children: ReactNode }) {
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  const [navigated, setNavigated] = useState(navigatedBefore)
  if (busy && !navigated) setNavigated(true)

  useEffect(() => {
    if (navigated) navigatedBefore = true
  }, [navigated])

  return navigated ? <Suspense fallback={null}>{children}</Suspense> : null
}
