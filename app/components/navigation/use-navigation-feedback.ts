import { useContext, useSyncExternalStore } from 'react'
import { type DataRouter, UNSAFE_DataRouterContext } from 'react-router'
import { createFeedbackStore, type FeedbackStore, idleFeedback } from './feedback-store'
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
  stores.set(router, store)
  return store
}
