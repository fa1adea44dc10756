import { languageOverlayMs, progressBar } from '~/config/business'
import { summarizeError } from '~/lib/page/errors'
import { type RouterActivity, routerIsBusy, switchingLanguage } from './router-activity'

export type BarPhase = 'hidden' | 'running' | 'finishing' | 'failed'

/** A change of page under way, or just made: what the loading overlay may cover. */
export type PageChange = {
  /** The key of the location the router is going to, or went to. */
  to: string
  /** The throttle has run out, or the language is switched: the overlay may show. */
  due: boolean
  /** A language switch in its first moments: the overlay stays even over the page that came. */
  held: boolean
}

export type Feedback = { bar: BarPhase; pageChange: PageChange | null }

/** The time, and timers that give back how to cancel them. */
export type Clock = {
  now: () => number
  setTimeout: (run: () => void, ms: number) => () => void
}

const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  },
}

export const idleFeedback: Feedback = { bar: 'hidden', pageChange: null }

/**
 * Whether the loading overlay covers the page whose location key is `shownKey`, the one on
 * screen: from the throttle (at once for a language switch) until the page it waits for shows,
 * and for a language switch its first 600 ms whatever shows.
 */
export function overlayCovers(pageChange: PageChange | null, shownKey: string): boolean {
  return pageChange !== null && pageChange.due && (pageChange.held || pageChange.to !== shownKey)
}

function failedWith(errors: RouterActivity['errors']): boolean {
  return (
    errors !== null &&
    Object.values(errors).some((error) => summarizeError(error).kind === 'server')
  )
}

/**
 * Whether a request the browser made was one of the router's (`.data`: a page's data, a form a
 * fetcher sent) answered with a server error.
 */
export function isFailedRouterRequest(
  entry: Pick<PerformanceResourceTiming, 'name' | 'initiatorType' | 'responseStatus'>,
): boolean {
  return (
    entry.initiatorType === 'fetch' &&
    new URL(entry.name).pathname.endsWith('.data') &&
    // Undefined where the browser does not tell, which compares as false.
    entry.responseStatus >= 500
  )
}

type Timer = 'throttle' | 'hide' | 'due' | 'hold'

/**
 * What the progress bar and the loading overlay show, worked out from the router's own
 * subscription outside React: React holds the router's state back while any part of the page
 * waits for its code, so feedback read from it came late (decision 017's amendment).
 *
 * The bar: shown once requests have run for the throttle; at their end it fills and hides, red
 * first when one failed. The overlay: see `overlayCovers`.
 */
export function createFeedbackStore(clock: Clock = browserClock) {
  let snapshot: Feedback = idleFeedback
  const listeners = new Set<() => void>()
  const timers = new Map<Timer, () => void>()

  let bar: BarPhase = 'hidden'
  let busy = false
  let failed = false
  // The router's errors as first seen: the page's own, which no request of the visitor's made.
  let errors: RouterActivity['errors'] | undefined
  let change: {
    to: string
    language: boolean
    landed: boolean
    due: boolean
    held: boolean
  } | null = null

  function emit() {
    const pageChange = change && { to: change.to, due: change.due, held: change.held }
    const previous = snapshot.pageChange
    const samePage =
      previous === pageChange ||
      (previous !== null &&
        pageChange !== null &&
        previous.to === pageChange.to &&
        previous.due === pageChange.due &&
        previous.held === pageChange.held)
    if (snapshot.bar === bar && samePage) return
    snapshot = { bar, pageChange: samePage ? previous : pageChange }
    for (const listener of listeners) listener()
  }

  function schedule(timer: Timer, dueAt: number, run: () => void) {
    cancel(timer)
    const stop = clock.setTimeout(
      () => {
        timers.delete(timer)
        run()
        emit()
      },
      Math.max(0, dueAt - clock.now()),
    )
    timers.set(timer, stop)
  }

  function cancel(timer: Timer) {
    timers.get(timer)?.()
    timers.delete(timer)
  }

  function hideLater(at: number) {
    schedule('hide', at + progressBar.hideDelayMs, () => {
      bar = 'hidden'
    })
  }

  function fail(at: number) {
    if (busy) {
      failed = true
      return
    }
    bar = 'failed'
    hideLater(at)
  }

  function trackRequests(nowBusy: boolean, at: number) {
    if (nowBusy === busy) return
    busy = nowBusy
    if (busy) {
      failed = false
      schedule('throttle', at + progressBar.throttleMs, () => {
        if (!busy) return
        cancel('hide')
        bar = 'running'
      })
      return
    }
    cancel('throttle')
    if (failed) bar = 'failed'
    else if (bar === 'running') bar = 'finishing'
    if (bar !== 'hidden') hideLater(at)
  }

  function startChange(to: string, language: boolean, at: number) {
    const started = { to, language, landed: false, due: language, held: language }
    change = started
    cancel('due')
    cancel('hold')
    if (language) {
      schedule('hold', at + languageOverlayMs, () => {
        started.held = false
      })
    } else {
      // Kept after the data came: the page's code may still be on its way.
      schedule('due', at + progressBar.throttleMs, () => {
        started.due = true
      })
    }
    return started
  }

  function trackPage(state: RouterActivity, at: number) {
    const going = state.navigation.state === 'idle' ? undefined : state.navigation.location
    if (going && going.pathname !== state.location.pathname) {
      const language = switchingLanguage(state)
      // A redirect, or another link followed meanwhile, goes on with the same change.
      const current =
        change && !change.landed && change.language === language
          ? change
          : startChange(going.key, language, at)
      current.to = going.key
    } else if (change && !change.landed) {
      if (going) {
        // Turned back to the page it left.
        change = null
      } else {
        change.landed = true
        change.to = state.location.key
      }
    } else if (change && state.location.key !== change.to) {
      // The router moved on within the page the change brought (a form's post, a search): that
      // page showed, so the change is over, and its key no longer says what is on screen.
      if (change.held) change.to = state.location.key
      else change = null
    }
  }

  return {
    /** Takes in a state of the router's, made at `at` (now, unless told). */
    update(state: RouterActivity, at = clock.now()) {
      if (errors === undefined) errors = state.errors
      else if (state.errors !== errors) {
        errors = state.errors
        if (failedWith(errors)) fail(at)
      }
      trackRequests(routerIsBusy(state), at)
      trackPage(state, at)
      emit()
    },
    /** A request the router made was answered with a server error, which it took as data. */
    requestFailed() {
      fail(clock.now())
      emit()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
  }
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>
