import { useContext, useSyncExternalStore } from 'react'
import { type DataRouter, UNSAFE_DataRouterContext } from 'react-router'
import {
  createFeedbackStore,
  type FeedbackStore,
  idleFeedback,
  isFailedRouterRequest,
} from './feedback-store'
import { firstRouterActivity } from './once-navigating'

const stores = new WeakMap<DataRouter, FeedbackStore>()

/**
 * What the progress bar and the loading overlay show, from the router itself (`router.subscribe`)
 * rather than React Router's hooks, which lag behind (see `createFeedbackStore`).
 */
export function useNavigationFeedback() {
  const router = useContext(UNSAFE_DataRouterContext)?.router
  const store = router ? storeFor(router) : undefined
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? idle,
    idle,
  )
}

const subscribeToNothing = () => () => undefined
const idle = () => idleFeedback

function storeFor(router: DataRouter): FeedbackStore {
  const known = stores.get(router)
  if (known) return known
  const store = createFeedbackStore()
  // This code came with the router's first request, perhaps after it ended: the clock starts
  // when the request did, and the errors before it are the page's own.
  const first = firstRouterActivity()
  if (first) store.update(first.state, first.at)
  store.update(router.state)
  router.subscribe((state) => store.update(state))
  watchServerErrors(first?.at ?? performance.now(), store.requestFailed)
  stores.set(router, store)
  return store
}

/**
 * A server error a route answers with as data (the contact form's 503) is no error to the router:
 * such answers are read from the browser's resource timings, which give the status where the
 * browser supports it (Chromium does). Elsewhere only the failures the router sees count.
 */
function watchServerErrors(since: number, onFailure: () => void) {
  if (!PerformanceObserver.supportedEntryTypes.includes('resource')) return
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (
        entry instanceof PerformanceResourceTiming &&
        entry.startTime >= since &&
        isFailedRouterRequest(entry)
      ) {
        onFailure()
      }
    }
  }).observe({ type: 'resource', buffered: true })
}
