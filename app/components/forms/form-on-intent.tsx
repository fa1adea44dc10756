import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useFetchers, useLocation, useNavigation } from 'react-router'
import { pageIsInteractive } from '~/components/layout/page-content'
import { changedSinceServer } from '~/lib/forms/changed-since-server'

// What says a visitor turns to a form: the pointer over it, a touch or a press in it, the
// focus entering it, a key, a file chosen or dropped.
const intentEvents = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
  'dragenter',
] as const

/**
 * A form whose code (Conform, zod and the form itself: most of a form page's script) comes
 * when the visitor turns to it, not before (decision 004). The server renders it whole; until
 * its code runs it is the plain form a browser without JavaScript gets, which React keeps as
 * it is: typing works and is kept when the code arrives. A send before then waits for the
 * code and goes through it, checks and all; should the code not come, it goes as a plain post.
 * On a page the visitor navigated to, where there is no server HTML to stand in, the code is
 * fetched at once.
 *
 * Until it runs React cannot update it, and holds back every router update that reaches it
 * (a navigation's, a fetcher's) until it can: so a navigation or a request starting on the page
 * fetches its code too. Its props must not change before it runs, or React would drop its
 * server HTML (see decision 007): give it what the loader gave.
 */
export function formOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let want: () => void = () => undefined
  const wanted = new Promise<void>((resolve) => {
    want = resolve
  })
  const Form = lazy(() => wanted.then(load).then((component) => ({ default: component })))
  // The server renders the form whole.
  if (typeof document === 'undefined') want()

  return function FormOnIntent(props: Props) {
    const island = useRef<HTMLDivElement>(null)
    // Whether this form first rendered in the browser (a navigation), not over server HTML.
    // Nothing here may re-render the form's boundary before it runs: React would drop it.
    const [renderedInBrowser] = useState(pageIsInteractive)
    if (renderedInBrowser) want()

    useEffect(() => {
      const element = island.current
      if (!element) return
      const inForm = (event: Event) =>
        event.target instanceof Node && element.contains(event.target)
      const onIntent = (event: Event) => {
        if (inForm(event)) want()
      }
      // The visitor may have turned to it before this code ran: the pointer over it, the focus
      // in it, a field filled or a file chosen.
      if (
        element.querySelector(':hover') ||
        element.contains(document.activeElement) ||
        changedSinceServer(element)
      ) {
        want()
      }
      // A send before the code runs: held, then made again once the form is live, or let go
      // as the plain post it is if the code does not come.
      let plain = false
      const onSubmit = (event: SubmitEvent) => {
        const form = event.target
        if (plain || !inForm(event) || !(form instanceof HTMLFormElement)) return
        if (form.dataset.live === 'true') return
        event.preventDefault()
        want()
        void whenLive(form).then((live) => {
          plain = !live
          form.requestSubmit(event.submitter)
        })
      }
      // On the window, before React's own listeners on the document: until the form hydrates,
      // React holds back the events aimed inside it from everything below.
      const options = { capture: true, passive: true }
      for (const type of intentEvents) window.addEventListener(type, onIntent, options)
      window.addEventListener('submit', onSubmit, { capture: true })
      return () => {
        for (const type of intentEvents) window.removeEventListener(type, onIntent, options)
        window.removeEventListener('submit', onSubmit, { capture: true })
      }
    }, [])

    return (
      <>
        <WantOnRouterActivity want={want} />
        {/* `contents`: the wrapper only says where the form is, and takes no place in the layout. */}
        <div ref={island} className="contents">
          <Suspense>
            <Form {...props} />
          </Suspense>
        </div>
      </>
    )
  }
}

/**
 * Asks for the form's code once the site navigates (a load under way, or an address changed
 * without one) or sends. Rendered before the form, so that it asks in the very render React
 * then holds back for the form.
 */
function WantOnRouterActivity({ want }: { want: () => void }) {
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const { key } = useLocation()
  const [arrivedAt] = useState(key)
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  if (busy || key !== arrivedAt) want()
  return null
}

/** How long a held send waits for the form's code before it goes as a plain post. */
const liveTimeoutMs = 10_000

/** Resolves true once the form marks itself live (`data-live`), false if it does not in time. */
function whenLive(form: HTMLFormElement): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (form.dataset.live !== 'true') return
      finish(true)
    })
    const timer = window.setTimeout(() => finish(false), liveTimeoutMs)
    function finish(live: boolean) {
      observer.disconnect()
      window.clearTimeout(timer)
      resolve(live)
    }
    observer.observe(form, { attributes: true, attributeFilter: ['data-live'] })
  })
}
