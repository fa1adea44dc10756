import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useFetchers, useLocation, useNavigation } from 'react-router'
import { pageIsInteractive } from '~/components/layout/page-content'
import { changedSinceServer } from '~/lib/forms/changed-since-server'

// What says a visitor turns to a form: pointer, touch, focus, a key, a file chosen or dropped.
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
 * A form whose code (Conform, zod, the form) comes when the visitor turns to it (decision 017);
 * until then it is the server's plain form, and a send waits for the code or goes as a plain
 * post. Its props must not change before it runs, or React drops its server HTML (decision 007).
 */
export function formOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let want: () => void = () => undefined
  let wanted!: Promise<void>
  const waitForIntent = () => {
    wanted = new Promise<void>((resolve) => {
      want = resolve
    })
  }
  waitForIntent()
  // Code that fails to come (its file gone after a deploy) leaves the server's plain form, which
  // posts as it is, and is asked for again at the next intent: never the error page's reload,
  // which would lose what was typed.
  let unavailable = false
  const attempt = (): Promise<{ default: ComponentType<Props> }> =>
    wanted.then(load).then(
      (component) => {
        unavailable = false
        return { default: component }
      },
      () => {
        unavailable = true
        waitForIntent()
        return attempt()
      },
    )
  const Form = lazy(attempt)
  const ask = () => want()
  // The server renders the form whole.
  if (typeof document === 'undefined') want()

  return function FormOnIntent(props: Props) {
    const island = useRef<HTMLDivElement>(null)
    // A navigation's form has no server HTML to stand in: its code is fetched at once.
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
      // The visitor may have turned to it before this effect ran.
      if (
        element.querySelector(':hover') ||
        element.contains(document.activeElement) ||
        changedSinceServer(element)
      ) {
        want()
      }
      // A send before the code runs: held, then made again once the form is live (or sent plain).
      let plain = false
      const onSubmit = (event: SubmitEvent) => {
        const form = event.target
        if (plain || unavailable || !inForm(event) || !(form instanceof HTMLFormElement)) return
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
        <WantOnRouterActivity want={ask} />
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
 * Asks for the form's code once the site navigates or sends: React holds back router updates
 * for a form it has not hydrated. Rendered before the form, to ask in the render held back.
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
