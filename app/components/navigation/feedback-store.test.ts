import { expect, test } from 'vitest'
import { languageOverlayMs, progressBar } from '~/config/business'
import {
  type Clock,
  createFeedbackStore,
  type Feedback,
  isFailedRouterRequest,
  overlayCovers,
} from './feedback-store'
import { type RouterActivity, routerIsBusy } from './router-activity'

/** A clock that moves only when told, running the timers that fall due on the way. */
function manualClock() {
  let now = 0
  let nextId = 0
  const timers = new Map<number, { at: number; run: () => void }>()
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = ++nextId
      timers.set(id, { at: now + ms, run })
      return () => void timers.delete(id)
    },
  }
  function advance(ms: number) {
    const until = now + ms
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, timer]) => timer.at <= until)
        .sort(([, a], [, b]) => a.at - b.at)[0]
      if (!due) break
      timers.delete(due[0])
      now = due[1].at
      due[1].run()
    }
    now = until
  }
  return { clock, advance }
}

const page = (pathname: string, key = pathname) => ({ pathname, key })

function at(
  location: { pathname: string; key: string },
  more: Partial<Omit<RouterActivity, 'location'>> = {},
): RouterActivity {
  return {
    navigation: { state: 'idle' },
    revalidation: 'idle',
    fetchers: new Map(),
    errors: null,
    location,
    ...more,
  }
}

const going = (from: { pathname: string; key: string }, to: { pathname: string; key: string }) =>
  at(from, { navigation: { state: 'loading', location: to } })

function watch() {
  const { clock, advance } = manualClock()
  const store = createFeedbackStore(clock)
  // The phases the bar went through, from hidden.
  const bars: Feedback['bar'][] = []
  store.subscribe(() => {
    const { bar } = store.getSnapshot()
    if ((bars.at(-1) ?? 'hidden') !== bar) bars.push(bar)
  })
  return {
    store,
    advance,
    bars,
    covers: (shownKey: string) => overlayCovers(store.getSnapshot().pageChange, shownKey),
  }
}

const privacy = page('/privacy')
const about = page('/about')

test('the bar shows nothing for a request quicker than the throttle', () => {
  const { store, advance, bars } = watch()
  store.update(at(privacy))
  store.update(going(privacy, about))
  advance(progressBar.throttleMs - 1)
  store.update(at(about))
  advance(progressBar.hideDelayMs * 2)
  expect(bars).toEqual([])
})

test('the bar runs after the throttle, fills at the end and hides after the hide delay', () => {
  const { store, advance, bars } = watch()
  store.update(at(privacy))
  store.update(going(privacy, about))
  advance(progressBar.throttleMs)
  expect(store.getSnapshot().bar).toBe('running')
  advance(1000)
  store.update(at(about))
  expect(store.getSnapshot().bar).toBe('finishing')
  advance(progressBar.hideDelayMs)
  expect(bars).toEqual(['running', 'finishing', 'hidden'])
})

test('a fetcher or a revalidation runs the bar too', () => {
  const { store, advance } = watch()
  store.update(at(privacy))
  store.update(at(privacy, { fetchers: new Map([['quote', { state: 'submitting' }]]) }))
  advance(progressBar.throttleMs)
  expect(store.getSnapshot().bar).toBe('running')
  store.update(at(privacy, { revalidation: 'loading' }))
  store.update(at(privacy))
  expect(store.getSnapshot().bar).toBe('finishing')
})

test('a request the router ends with a server error leaves the bar red, then hides it', () => {
  const { store, advance, bars } = watch()
  store.update(at(about))
  store.update(going(about, page('/news')))
  advance(50)
  store.update(at(page('/news'), { errors: { root: new TypeError('Failed to fetch') } }))
  expect(store.getSnapshot().bar).toBe('failed')
  advance(progressBar.hideDelayMs)
  expect(bars).toEqual(['failed', 'hidden'])
})

test('a page that is not found is no failed request, nor an error the page arrived with', () => {
  const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null }
  const { store, advance, bars } = watch()
  // The page itself was an error page: the errors it came with are the baseline.
  store.update(at(privacy, { errors: { root: new Error('on arrival') } }))
  store.update(going(privacy, page('/nope')))
  store.update(at(page('/nope'), { errors: { root: notFound } }))
  advance(progressBar.hideDelayMs * 2)
  expect(bars).toEqual([])
})

test('a fetcher answered with a server error turns the bar red, during the request or after it', () => {
  const sending = at(privacy, { fetchers: new Map([['contact', { state: 'submitting' }]]) })
  const during = watch()
  during.store.update(at(privacy))
  during.store.update(sending)
  during.store.requestFailed()
  during.store.update(at(privacy))
  expect(during.bars).toEqual(['failed'])

  const after = watch()
  after.store.update(at(privacy))
  after.store.update(sending)
  after.advance(progressBar.throttleMs)
  after.store.update(at(privacy))
  after.store.requestFailed()
  after.advance(progressBar.hideDelayMs)
  expect(after.bars).toEqual(['running', 'finishing', 'failed', 'hidden'])
})

test('the overlay covers a slow page change from the throttle until the new page shows', () => {
  const { store, advance, covers } = watch()
  store.update(at(privacy))
  store.update(going(privacy, page('/about', 'next')))
  advance(progressBar.throttleMs - 1)
  expect(covers('/privacy')).toBe(false)
  advance(1)
  expect(covers('/privacy')).toBe(true)
  // The data came; React draws the page once its code is there too.
  store.update(at(page('/about', 'next')))
  expect(covers('/privacy')).toBe(true)
  expect(covers('next')).toBe(false)
})

test('the overlay waits for the throttle even when the data came first, as the code may not have', () => {
  const { store, advance, covers } = watch()
  store.update(at(privacy))
  store.update(going(privacy, page('/about', 'next')))
  advance(20)
  store.update(at(page('/about', 'next')))
  expect(covers('/privacy')).toBe(false)
  advance(progressBar.throttleMs)
  expect(covers('/privacy')).toBe(true)
  expect(covers('next')).toBe(false)
})

test('a language switch is covered at once, and for its first moments over the page that came', () => {
  const { store, advance, covers } = watch()
  store.update(at(privacy))
  store.update(going(privacy, page('/es/privacidad', 'es')))
  expect(covers('/privacy')).toBe(true)
  advance(30)
  store.update(at(page('/es/privacidad', 'es')))
  expect(covers('es')).toBe(true)
  advance(languageOverlayMs - 31)
  expect(covers('es')).toBe(true)
  advance(1)
  expect(covers('es')).toBe(false)
})

test('a language switch slower than its minimum is covered until its page shows', () => {
  const { store, advance, covers } = watch()
  store.update(at(privacy))
  store.update(going(privacy, page('/pt/privacidade', 'pt')))
  advance(languageOverlayMs * 2)
  expect(covers('/privacy')).toBe(true)
  store.update(at(page('/pt/privacidade', 'pt')))
  expect(covers('/privacy')).toBe(true)
  expect(covers('pt')).toBe(false)
})

test('a redirect goes on with the same change and clock', () => {
  const { store, advance, covers } = watch()
  store.update(at(privacy))
  store.update(going(privacy, page('/models/mainboard', 'alias')))
  advance(progressBar.throttleMs - 50)
  store.update(going(privacy, page('/mainboard', 'canonical')))
  advance(50)
  expect(covers('/privacy')).toBe(true)
  store.update(at(page('/mainboard', 'canonical')))
  expect(covers('canonical')).toBe(false)
})

test('no overlay for a change within the page (a board filter), nor once a change is called off', () => {
  const { store, advance, covers } = watch()
  store.update(at(page('/models', 'all')))
  store.update(going(page('/models', 'all'), page('/models', 'filtered')))
  advance(progressBar.throttleMs * 2)
  store.update(at(page('/models', 'filtered')))
  expect(covers('all')).toBe(false)

  store.update(going(page('/models', 'filtered'), page('/about', 'next')))
  advance(progressBar.throttleMs)
  expect(covers('filtered')).toBe(true)
  // Back on the page it left: the router settles there without a change.
  store.update(at(page('/models', 'filtered')))
  expect(covers('filtered')).toBe(false)
})

test('no overlay for a post to the page a change brought, refused or redirected within it', () => {
  const { store, advance, covers } = watch()
  const book = page('/packages/t/1', 'book')
  const selection = page('/packages/t', 'back')
  store.update(at(book))
  store.update(going(book, selection))
  advance(progressBar.throttleMs)
  store.update(at(selection))
  expect(covers('back')).toBe(false)

  // The answer refused: the router stays on the page, at a location of its own.
  const refused = page('/packages/t', 'refused')
  store.update(at(selection, { navigation: { state: 'submitting', location: refused } }))
  advance(progressBar.throttleMs)
  expect(covers('back')).toBe(false)
  store.update(at(refused))
  expect(covers('refused')).toBe(false)

  // To the book and back again, then the answer sent: redirected to the thanks, on the page.
  const bookAgain = page('/packages/t/1', 'book again')
  const selectionAgain = page('/packages/t', 'back again')
  store.update(going(refused, bookAgain))
  store.update(at(bookAgain))
  store.update(going(bookAgain, selectionAgain))
  advance(progressBar.throttleMs)
  store.update(at(selectionAgain))
  const posted = page('/packages/t', 'posted')
  const thanks = page('/packages/t', 'thanks')
  store.update(at(selectionAgain, { navigation: { state: 'submitting', location: posted } }))
  store.update(at(selectionAgain, { navigation: { state: 'loading', location: thanks } }))
  advance(progressBar.throttleMs * 10)
  expect(covers('back again')).toBe(false)
  store.update(at(thanks))
  expect(covers('thanks')).toBe(false)
})

test('a language switch’s first moments are covered even if the page changes its search then', () => {
  const { store, advance, covers } = watch()
  store.update(at(page('/models', 'en')))
  store.update(going(page('/models', 'en'), page('/es/modelos', 'es')))
  store.update(at(page('/es/modelos', 'es')))
  store.update(at(page('/es/modelos', 'filtered')))
  expect(covers('filtered')).toBe(true)
  advance(languageOverlayMs)
  expect(covers('filtered')).toBe(false)
})

test('the router is busy while a navigation, a revalidation or a fetcher waits', () => {
  expect(routerIsBusy(at(privacy))).toBe(false)
  expect(routerIsBusy(going(privacy, about))).toBe(true)
  expect(routerIsBusy(at(privacy, { revalidation: 'loading' }))).toBe(true)
  expect(
    routerIsBusy(
      at(privacy, {
        fetchers: new Map([
          ['a', { state: 'idle' }],
          ['b', { state: 'loading' }],
        ]),
      }),
    ),
  ).toBe(true)
})

test('a failed router request is a .data fetch answered with a server error', () => {
  const entry = (name: string, responseStatus: number, initiatorType = 'fetch') => ({
    name: `https://passarela.example${name}`,
    initiatorType,
    responseStatus,
  })
  expect(isFailedRouterRequest(entry('/contact.data', 503))).toBe(true)
  expect(isFailedRouterRequest(entry('/_root.data?_routes=root', 500))).toBe(true)
  expect(isFailedRouterRequest(entry('/contact.data', 400))).toBe(false)
  expect(isFailedRouterRequest(entry('/contact.data', 200))).toBe(false)
  expect(isFailedRouterRequest(entry('/api/boards/women', 500))).toBe(false)
  expect(isFailedRouterRequest(entry('/contact.data', 503, 'link'))).toBe(false)
})
