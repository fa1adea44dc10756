import {
  parseRecentlyViewed,
  recentlyViewedStorageKey,
  serializeRecentlyViewed,
  type ViewedTalent,
  withoutViewed,
  withViewed,
} from './recently-viewed'
import { storedList } from './stored-list'

/** The recently viewed profiles as the browser keeps them (`stored-list.ts`). */
const recentlyViewed = storedList({
  key: recentlyViewedStorageKey,
  parse: parseRecentlyViewed,
  serialize: serializeRecentlyViewed,
})

export const subscribeToRecentlyViewed = recentlyViewed.subscribe
export const recentlyViewedSnapshot = recentlyViewed.snapshot

/** Records a profile opened now. */
export function recordView(talent: ViewedTalent) {
  recentlyViewed.update((list) => withViewed(list, talent))
}

export function forgetView(id: number) {
  recentlyViewed.update((list) => withoutViewed(list, id))
}

export function forgetAllViews() {
  recentlyViewed.update(() => [])
}
