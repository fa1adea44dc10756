import { type ReactNode, Suspense, useContext, useEffect, useState } from 'react'
import { UNSAFE_DataRouterContext } from 'react-router'
import { loadNavigationFeedback } from './page-feedback'
import { type RouterActivity, routerIsBusy } from './router-activity'

type FirstActivity = { state: RouterActivity; at: number }

// Outlives the root layout, which is mounted anew when a navigation ends on the error page.
let firstActivity: FirstActivity | null = null

/** The router's state when it first went to work on a request, and when (`performance.now()`). */
export function firstRouterActivity(): FirstActivity | null {
  return firstActivity
}

/**
 * Parts that show only while the site works on a request (the progress bar, the loading
 * overlay): rendered from the first navigation or fetcher request on, so that no page loads
 * their code before the visitor acts (decision 004). That code is fetched as the visitor first
 * reaches for the page (a pointer over it, a touch, a key, a focus), so that it is there when
 * a link is followed: a language switch shows the overlay at once.
 *
 * The first request is read from the router itself, not from React Router's hooks: the router
 * hands its state to React in a transition, which React holds back while any part of the page
 * waits for its code (the page's content, a form not yet turned to), and the parts would come
 * only once the request was over.
 */
export function OnceNavigating({ children }: { children: ReactNode }) {
  const router = useContext(UNSAFE_DataRouterContext)?.router
  const [navigated, setNavigated] = useState(firstActivity !== null)

  useEffect(() => {
    if (navigated || !router) return
    function onActivity(state: RouterActivity) {
      if (!routerIsBusy(state)) return
      firstActivity ??= { state, at: performance.now() }
      setNavigated(true)
    }
    onActivity(router.state)
    return router.subscribe(onActivity)
  }, [router, navigated])

  useEffect(loadOnFirstReach, [])

  return navigated ? <Suspense fallback={null}>{children}</Suspense> : null
}

const reachEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const
const listening = { capture: true, passive: true }
let watchingReach = false

function loadOnFirstReach() {
  if (watchingReach) return
  watchingReach = true
  function onReach() {
    // Offline, a failed fetch would count as a deploy's missing file and reload the page.
    if (!navigator.onLine) return
    for (const type of reachEvents) window.removeEventListener(type, onReach, listening)
    loadNavigationFeedback().catch(() => undefined)
  }
  for (const type of reachEvents) window.addEventListener(type, onReach, listening)
}
