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
 * What the progress bar and the loading overlay show. The store follows the router itself
 * (`router.subscribe`), not React Router's hooks: those give the state React has drawn, which
 * a transition held back by a part still waiting for its code leaves behind (see
 * `createFeedbackStore`).
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
 * A server error that a route answers with as data (the contact form's 503 when the panel is
 * down) is data to the router, which says nothing of it: such answers are read from the
 * browser's resource timings, which tell the status where the browser supports it (Chromium
 * does; not every browser yet). Elsewhere only the failures the router sees count.
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
