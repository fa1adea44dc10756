import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'

/** A module preload held back: an unknown `rel`, which the browser neither fetches nor runs. */
export const heldModulePreload = 'held-modulepreload'
/** The bootstrap module script held back: an unknown `type`, which the browser neither fetches nor runs. */
export const heldModuleScript = 'held/module'

/** How long the script waits at most for the first screen, from the page's parse (ms). */
export const firstScreenWaitLimitMs = 3000

/**
 * Started in the page, before the held bootstrap: once the document is parsed, waits for the
 * first screen (every `fetchpriority="high"` image loaded or failed, then a frame), or
 * `firstScreenWaitLimitMs` at most. Then adds what the head's `noscript[data-after-first-screen]`
 * hold (the web fonts' stylesheet), and puts the preloads and the bootstrap back as the
 * browser's own, so the script is fetched and run. Plain ES2020, as it runs unbuilt.
 */
const starter = `(() => {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const later of document.querySelectorAll('noscript[data-after-first-screen]')) {
      document.head.insertAdjacentHTML('beforeend', later.textContent)
    }
    for (const held of document.querySelectorAll('link[rel="${heldModulePreload}"]')) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = held.href
      held.replaceWith(link)
    }
    for (const held of document.querySelectorAll('script[type="${heldModuleScript}"]')) {
      const script = document.createElement('script')
      script.type = 'module'
      script.nonce = held.nonce
      script.textContent = held.textContent
      held.replaceWith(script)
    }
  }
  const loaded = (image) =>
    image.complete ||
    new Promise((done) => {
      image.addEventListener('load', done, { once: true })
      image.addEventListener('error', done, { once: true })
    })
  const painted = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)))
  const whenParsed = () => {
    const images = [...document.querySelectorAll('img[fetchpriority="high"]')].map(loaded)
    Promise.all(images).then(painted).then(start)
  }
  setTimeout(start, ${firstScreenWaitLimitMs})
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', whenParsed, { once: true })
  else whenParsed()
})()`

/**
 * The page's script waits for its first screen (decision 011). React Router's `<Scripts>`
 * writes module preloads and a bootstrap module that the browser would fetch at once and run
 * as soon as they arrive, sharing a slow line with the stylesheet, the fonts and the largest
 * image, and the phone's one busy core with their paint. As the page streams out, both are
 * rewritten to forms the browser ignores (`heldModulePreload`, `heldModuleScript`) and a small
 * starter goes before the bootstrap: the page is whole and readable without its script, which
 * only makes it interactive, and comes once what the visitor sees first has painted. Streams
 * the page through, holding back only what could be the start of a rewrite cut between chunks.
 */
export function scriptAfterFirstScreen(nonce: string): Transform {
  const bootstrap = `<script nonce="${nonce}" type="module" async="">`
  const rewrites: [string, string][] = [
    ['<link rel="modulepreload"', `<link rel="${heldModulePreload}"`],
    [
      bootstrap,
      `<script nonce="${nonce}">${starter}</script><script nonce="${nonce}" type="${heldModuleScript}">`,
    ],
  ]
  const longest = Math.max(...rewrites.map(([from]) => from.length))
  const decoder = new StringDecoder('utf8')
  // The end of the last chunk when it may be a rewrite's opening cut short.
  let held = ''

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let text = held + decoder.write(chunk)
      for (const [from, to] of rewrites) text = text.replaceAll(from, to)
      const cut = partialMatchStart(text, rewrites, longest)
      held = text.slice(cut)
      done(null, text.slice(0, cut))
    },
    flush(done) {
      done(null, held + decoder.end())
    },
  })
}

/** Where a prefix of one of the rewrites starts at the very end of `text`, else its length. */
function partialMatchStart(text: string, rewrites: [string, string][], longest: number): number {
  for (let start = Math.max(0, text.length - longest + 1); start < text.length; start++) {
    const end = text.slice(start)
    if (rewrites.some(([from]) => from.startsWith(end))) return start
  }
  return text.length
}
