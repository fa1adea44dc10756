/**
 * The page's first script, inline at the top of the head (decisions 011 and 021). Until React
 * has taken over it starts the held script (at the first screen or the first input), and holds
 * clicks on `button[type="button"]` and `[data-script-control]`, and submits of
 * `form[data-script-control]`, that React has not hydrated, to make them again once it has; a
 * held press on a dialog's trigger opens the dialog's frame at once (decision 022).
 *
 * It runs unbuilt, from its own source text (`pageStarterScript`): it must use nothing from
 * outside its body, and stay small.
 */
export type PageStarterOptions = {
  /** The `rel` the held module preloads carry. */
  heldModulePreload: string
  /** The `type` the held bootstrap carries. */
  heldModuleScript: string
  /** How long the script waits at most for the first screen, from the page's parse (ms). */
  firstScreenWaitLimitMs: number
  /** Where the favorites are kept (`favoritesStorageKey`), so hearts show them before React does. */
  favoritesStorageKey: string
  /** How long an input waits, once the page is interactive, for its control before it is let go as it is. */
  heldInputLimitMs: number
  /** The controls whose clicks are held until React owns them. */
  heldClicks: string
  /** The forms whose submissions are held until React owns them (the others post as they are). */
  heldSubmits: string
}

export function startPage(options: PageStarterOptions) {
  const root = document.documentElement
  if (root.dataset.started !== undefined) return
  root.dataset.started = ''

  // React marks every element it hydrates with its props, but while it renders, before it
  // commits: until the page marks itself interactive (an effect, after the commit) a click
  // can still reach nobody. A boundary hydrated later carries its props only once it has.
  const live = (element: Element) =>
    root.dataset.hydrated !== undefined &&
    Object.keys(element).some((key) => key.startsWith('__reactProps$'))

  // The page's script: after the first screen, or as soon as the visitor acts.
  let parsed = false
  let wanted = false
  let released = false
  const release = () => {
    if (released) return
    released = true
    for (const later of document.querySelectorAll('noscript[data-after-first-screen]')) {
      document.head.insertAdjacentHTML('beforeend', later.textContent ?? '')
    }
    for (const held of document.querySelectorAll<HTMLLinkElement>(
      `link[rel="${options.heldModulePreload}"]`,
    )) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = held.href
      held.replaceWith(link)
    }
    for (const held of document.querySelectorAll<HTMLScriptElement>(
      `script[type="${options.heldModuleScript}"]`,
    )) {
      const script = document.createElement('script')
      script.type = 'module'
      script.nonce = held.nonce
      script.textContent = held.textContent
      held.replaceWith(script)
    }
  }
  const want = () => {
    wanted = true
    if (parsed) release()
  }
  const loaded = (image: HTMLImageElement) =>
    image.complete ||
    new Promise((done) => {
      image.addEventListener('load', done, { once: true })
      image.addEventListener('error', done, { once: true })
    })
  const painted = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)))

  // Which talents are favorites, as the favorites store keeps them.
  const storedFavorites = () => {
    try {
      const list: unknown = JSON.parse(localStorage.getItem(options.favoritesStorageKey) ?? '[]')
      return new Set(
        Array.isArray(list)
          ? list.map((talent: { id?: unknown } | null) => String(talent?.id))
          : [],
      )
    } catch {
      return new Set<string>()
    }
  }
  // Before React reads the store, the hearts show it: a tap then toggles what the visitor sees.
  const showFavorites = () => {
    const favorites = storedFavorites()
    for (const heart of document.querySelectorAll('[data-favorite-toggle]')) {
      if (!live(heart) && favorites.has(heart.getAttribute('data-favorite-toggle') ?? '')) {
        heart.setAttribute('aria-pressed', 'true')
      }
    }
  }

  const whenParsed = () => {
    parsed = true
    showFavorites()
    if (wanted) return release()
    const images = [
      ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
    ].map(loaded)
    void Promise.all(images).then(painted).then(release)
  }
  setTimeout(release, options.firstScreenWaitLimitMs)
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', whenParsed, { once: true })
  } else whenParsed()
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    addEventListener(type, want, { capture: true, passive: true, once: true })
  }

  // Where an element is, as a selector: should React draw a control anew before its input
  // comes back (a boundary it could not hydrate), the input goes to the element in its place.
  const pathOf = (element: Element): string => {
    if (element.id) return `[id="${element.id.replace(/["\\]/g, '\\$&')}"]`
    const parent = element.parentElement
    if (!parent) return element.localName
    const position = [...parent.children].indexOf(element) + 1
    return `${pathOf(parent)} > :nth-child(${position})`
  }
  type Place = { element: Element; path: string }
  const placeOf = (element: Element): Place => ({ element, path: pathOf(element) })
  const elementAt = (place: Place) =>
    place.element.isConnected ? place.element : document.querySelector(place.path)
  type HeldInput = { control: Place; submitter?: Place; since: number }
  const held: HeldInput[] = []
  let interactiveSince = 0
  let replaying: Element | null = null
  const replayNext = () => {
    const next = held[0]
    if (!next) return
    const control = elementAt(next.control)
    if (root.dataset.hydrated !== undefined) interactiveSince ||= performance.now()
    // Let go as it is (a link or a form then works as plain HTML) once the page has been
    // interactive for a while, or has not become so in three times as long.
    const waitedEnough = interactiveSince
      ? performance.now() - interactiveSince > options.heldInputLimitMs
      : performance.now() - next.since > 3 * options.heldInputLimitMs
    if (control && !live(control) && !waitedEnough) {
      setTimeout(replayNext, 25)
      return
    }
    held.shift()
    next.control.element.removeAttribute('data-input-held')
    if (control) {
      control.removeAttribute('data-input-held')
      replaying = control
      if (control instanceof HTMLFormElement) {
        const sender = next.submitter && elementAt(next.submitter)
        control.requestSubmit(
          sender instanceof HTMLElement && control.contains(sender) ? sender : null,
        )
      } else (control as HTMLElement).click()
      replaying = null
    }
    // One at a time: React renders what an input changed before the next one comes.
    setTimeout(replayNext, 0)
  }
  const hold = (event: Event, input: HeldInput) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    want()
    input.control.element.setAttribute('data-input-held', '')
    held.push(input)
    if (held.length === 1) replayNext()
  }
  // A dialog opened before React knows of the press that opened it (its modal frame: focus
  // inside, Escape native). Closed while that press is still held, by Escape or a
  // `data-closes-dialog` control, the press is dropped and the focus goes back to its trigger.
  const opens = (input: HeldInput, dialog: Element) =>
    input.control.element.getAttribute('aria-controls') === dialog.id
  const heldOpener = (dialog: Element) => held.findIndex((input) => opens(input, dialog))
  const openEarly = (dialog: HTMLDialogElement, trigger: Element, input: HeldInput) => {
    // A dialog's `close` event comes a task after it closes: a press in between finds a closed
    // frame whose opening press is still held. That press is dropped now, and the late event,
    // finding the frame open again, leaves this one alone.
    for (let index = held.length - 1; index >= 0; index--) {
      if (opens(held[index] as HeldInput, dialog)) held.splice(index, 1)
    }
    dialog.showModal()
    trigger.setAttribute('aria-expanded', 'true')
    const closed = () => {
      if (dialog.open) return
      dialog.removeEventListener('close', closed)
      const index = held.indexOf(input)
      if (index < 0) return
      held.splice(index, 1)
      trigger.setAttribute('aria-expanded', 'false')
      trigger.removeAttribute('data-input-held')
      if (trigger instanceof HTMLElement) trigger.focus()
    }
    dialog.addEventListener('close', closed)
  }
  // Until React traps it, Tab stays on the frame's close control (its only one then).
  addEventListener(
    'keydown',
    (event) => {
      const dialog = document.activeElement?.closest('dialog')
      if (event.key === 'Tab' && dialog?.open && !live(dialog)) event.preventDefault()
    },
    true,
  )
  const needsHolding = (control: Element | null): control is Element =>
    control !== null && control !== replaying && (!live(control) || held.length > 0)

  addEventListener(
    'click',
    (event) => {
      const control =
        event.target instanceof Element ? event.target.closest(options.heldClicks) : null
      if (!needsHolding(control)) return
      const closing = control.closest('dialog')
      if (control.hasAttribute('data-closes-dialog') && closing?.open && heldOpener(closing) >= 0) {
        event.preventDefault()
        return closing.close()
      }
      // What the visitor sees at once: a heart takes its new state, a dialog's trigger opens the
      // dialog's frame (the page has it, closed), anything else that it is on its way.
      if (control.hasAttribute('data-favorite-toggle')) {
        const pressed = control.getAttribute('aria-pressed') === 'true'
        control.setAttribute('aria-pressed', String(!pressed))
      }
      const dialog =
        control.getAttribute('aria-haspopup') === 'dialog'
          ? document.getElementById(control.getAttribute('aria-controls') ?? '')
          : null
      const input: HeldInput = { control: placeOf(control), since: performance.now() }
      if (dialog instanceof HTMLDialogElement && !dialog.open) openEarly(dialog, control, input)
      hold(event, input)
    },
    true,
  )
  addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null
      if (!form?.matches(options.heldSubmits) || !needsHolding(form)) return
      const { submitter } = event as SubmitEvent
      hold(event, {
        control: placeOf(form),
        submitter: submitter ? placeOf(submitter) : undefined,
        since: performance.now(),
      })
    },
    true,
  )
}

/** The starter as the page carries it: its own source, called with its options. */
export function pageStarterScript(options: PageStarterOptions): string {
  return `(${startPage.toString()})(${JSON.stringify(options)})`
}
