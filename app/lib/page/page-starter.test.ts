// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { type PageStarterOptions, pageStarterScript } from './page-starter'

const options: PageStarterOptions = {
  heldModulePreload: 'held-modulepreload',
  heldModuleScript: 'held/module',
  firstScreenWaitLimitMs: 3000,
  favoritesStorageKey: 'favorites-test',
  heldInputLimitMs: 10_000,
  heldClicks: 'button[type="button"], [data-script-control]:not(form)',
  heldSubmits: 'form[data-script-control]',
}

/** What React does to an element it hydrates: it keeps its props on it. */
function hydrate(element: Element, props: Record<string, unknown> = {}) {
  Object.assign(element, { __reactProps$test: props })
}

// The starter runs once a page, from its own text as the page carries it; each test then
// puts its own controls in the page.
localStorage.setItem(options.favoritesStorageKey, JSON.stringify([{ id: 7, name: 'Ana' }]))
document.body.innerHTML =
  '<button type="button" data-favorite-toggle="7" aria-pressed="false"></button>'
new Function(pageStarterScript(options))()
const storedHeart = document.querySelector('button')

function show(body: string) {
  document.body.innerHTML = body
}

test('a link clicked on a page whose script never runs goes as it is, after a while', async () => {
  vi.useFakeTimers()
  show('<a href="#later" data-script-control id="more">more</a>')
  const link = document.getElementById('more') as HTMLAnchorElement
  const reached: boolean[] = []
  link.addEventListener('click', (event) => reached.push(event.defaultPrevented))
  link.click()
  expect(reached).toEqual([])
  await vi.advanceTimersByTimeAsync(2 * options.heldInputLimitMs)
  expect(reached).toEqual([])
  await vi.advanceTimersByTimeAsync(options.heldInputLimitMs + 100)
  // Made again with nothing stopping it: the browser follows the link.
  expect(reached).toEqual([false])
  vi.useRealTimers()
})

test('a tap on a heart before React is shown at once and made again once React owns it', async () => {
  vi.useFakeTimers()
  // The stored favorite shows before React reads the store.
  expect(storedHeart?.getAttribute('aria-pressed')).toBe('true')
  show('<button type="button" data-favorite-toggle="8" aria-pressed="false"></button>')
  const other = document.querySelector('button') as HTMLButtonElement

  const reached: string[] = []
  other.addEventListener('click', () => reached.push('click'))
  other.click()
  expect(other.getAttribute('aria-pressed')).toBe('true')
  expect(other.hasAttribute('data-input-held')).toBe(true)
  await vi.advanceTimersByTimeAsync(200)
  expect(reached).toEqual([])

  // React has rendered the heart but not committed the page yet: it would still drop a click.
  hydrate(other)
  await vi.advanceTimersByTimeAsync(200)
  expect(reached).toEqual([])
  document.documentElement.dataset.hydrated = 'true'
  await vi.advanceTimersByTimeAsync(50)
  expect(reached).toEqual(['click'])
  expect(other.hasAttribute('data-input-held')).toBe(false)
  // Once React owns it, a tap goes straight through.
  other.click()
  expect(reached).toEqual(['click', 'click'])
  vi.useRealTimers()
})

test('held inputs come back in order, one at a time; links and plain buttons are let be', async () => {
  vi.useFakeTimers()
  show(
    '<button type="button" id="a"></button><button type="button" id="b"></button>' +
      '<a href="#x" id="link">x</a><form><button id="send">send</button></form>',
  )
  const order: string[] = []
  for (const id of ['a', 'b', 'link', 'send']) {
    document.getElementById(id)?.addEventListener('click', () => order.push(id))
  }
  document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault())
  document.getElementById('b')?.click()
  document.getElementById('a')?.click()
  document.getElementById('link')?.click()
  document.getElementById('send')?.click()
  expect(order).toEqual(['link', 'send'])
  // b came first: it waits for its element, and a waits behind it.
  hydrate(document.getElementById('a') as Element)
  await vi.advanceTimersByTimeAsync(100)
  expect(order).toEqual(['link', 'send'])
  hydrate(document.getElementById('b') as Element)
  await vi.advanceTimersByTimeAsync(100)
  expect(order).toEqual(['link', 'send', 'b', 'a'])
  vi.useRealTimers()
})

test('a form that waits for its script is sent again with its button; without React it goes as it is', async () => {
  vi.useFakeTimers()
  show(
    '<form data-script-control action="/units" method="post"><button name="length" value="ft">ft</button></form>',
  )
  const form = document.querySelector('form') as HTMLFormElement
  const submitted: (string | undefined)[] = []
  form.addEventListener('submit', (event) => {
    submitted.push((event.submitter as HTMLButtonElement | null)?.value)
    event.preventDefault()
  })
  ;(form.querySelector('button') as HTMLButtonElement).click()
  expect(submitted).toEqual([])
  hydrate(form)
  await vi.advanceTimersByTimeAsync(50)
  expect(submitted).toEqual(['ft'])

  // React never comes for this one: some time after the page is interactive, it goes as it is.
  ;(form.querySelector('button') as HTMLButtonElement).click()
  expect(submitted).toEqual(['ft', 'ft'])
  show('<form data-script-control><button value="cm">cm</button></form>')
  const lonely = document.querySelector('form') as HTMLFormElement
  const sent: string[] = []
  lonely.addEventListener('submit', (event) => {
    sent.push('sent')
    event.preventDefault()
  })
  ;(lonely.querySelector('button') as HTMLButtonElement).click()
  document.documentElement.dataset.hydrated = 'true'
  await vi.advanceTimersByTimeAsync(options.heldInputLimitMs / 2)
  expect(sent).toEqual([])
  await vi.advanceTimersByTimeAsync(options.heldInputLimitMs)
  expect(sent).toEqual(['sent'])
  vi.useRealTimers()
})

test('an input whose control React drew anew goes to the element in its place', async () => {
  vi.useFakeTimers()
  show('<div id="box"><p>x</p><button type="button">old</button></div>')
  ;(document.querySelector('#box button') as HTMLButtonElement).click()
  // React could not hydrate the box and drew it again: the button the tap was on is gone.
  show('<div id="box"><p>x</p><button type="button">new</button></div>')
  const drawn = document.querySelector('#box button') as HTMLButtonElement
  const reached: string[] = []
  drawn.addEventListener('click', () => reached.push(drawn.textContent ?? ''))
  hydrate(drawn)
  await vi.advanceTimersByTimeAsync(50)
  expect(reached).toEqual(['new'])

  show(
    '<form id="units" data-script-control><fieldset><button value="cm">cm</button>' +
      '<button value="ft">ft</button></fieldset></form>',
  )
  ;(document.querySelectorAll('#units button')[1] as HTMLButtonElement).click()
  show(
    '<form id="units" data-script-control><fieldset><button value="cm">cm</button>' +
      '<button value="ft">ft</button></fieldset></form>',
  )
  const form = document.querySelector('form') as HTMLFormElement
  const sent: (string | undefined)[] = []
  form.addEventListener('submit', (event) => {
    sent.push((event.submitter as HTMLButtonElement | null)?.value)
    event.preventDefault()
  })
  hydrate(form)
  await vi.advanceTimersByTimeAsync(50)
  expect(sent).toEqual(['ft'])
  vi.useRealTimers()
})
