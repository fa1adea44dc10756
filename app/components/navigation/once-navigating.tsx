import { type ReactNode, useContext, useEffect, useState } from 'react'
import { UNSAFE_DataRouterContext } from 'react-router'
import { preloadNavigationFeedback } from './page-feedback'
import { type RouterActivity, routerIsBusy } from './router-activity'

type FirstActivity = { state: RouterActivity; at: number }

// Outlives the root layout, which is mounted anew when a navigation ends on the error page.
let firstActivity: FirstActivity | null = null

/** The router's state when it first went to work on a request, and when (`performance.now()`). */
export function firstRouterActivity(): FirstActivity | null {
  return firstActivity
}

/**
 * The progress bar and loading overlay, rendered from the first navigation or fetcher request
 * on, their code fetched as the visitor first reaches for the page (decision 017's amendment).
 * The first request is read from the router itself: React Router's hooks lag behind while part
 * of the page waits for its code (see `createFeedbackStore`).
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

  return navigated ? children : null
}

const reachEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const
const listening = { capture: true, passive: true }
let watchingReach = false

function loadOnFirstReach() {
  if (watchingReach) return
  watchingReach = true
  function onReach() {
    // Offline the fetch would fail: it waits for a reach made online.
    if (!navigator.onLine) return
    for (const type of reachEvents) window.removeEventListener(type, onReach, listening)
    preloadNavigationFeedback()
  }
  for (const type of reachEvents) window.addEventListener(type, onReach, listening)
}
