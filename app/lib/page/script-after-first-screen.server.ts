import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'
import { favoritesStorageKey } from '../favorites/favorites'
import { pageStarterScript } from './page-starter'

/** A module preload held back: an unknown `rel`, which the browser neither fetches nor runs. */
export const heldModulePreload = 'held-modulepreload'
/** The bootstrap module script held back: an unknown `type`, which the browser neither fetches nor runs. */
export const heldModuleScript = 'held/module'

/** How long the script waits at most for the first screen, from the page's parse (ms). */
export const firstScreenWaitLimitMs = 3000

/** The page starter's text for the head (`app/lib/page/page-starter.ts`, decision 021). */
export const pageStarter = pageStarterScript({
  heldModulePreload,
  heldModuleScript,
  firstScreenWaitLimitMs,
  favoritesStorageKey,
  heldInputLimitMs: 10_000,
  heldClicks: 'button[type="button"], [data-script-control]:not(form)',
  heldSubmits: 'form[data-script-control]',
})

/**
 * The page's script waits for its first screen (decision 011's amendment): as the page streams
 * out, React Router's module preloads and bootstrap are rewritten to forms the browser ignores,
 * which the page starter puts back. Holds back only what could be a rewrite cut between chunks.
 */
export function scriptAfterFirstScreen(nonce: string): Transform {
  const rewrites: [string, string][] = [
    ['<link rel="modulepreload"', `<link rel="${heldModulePreload}"`],
    [
      `<script nonce="${nonce}" type="module" async="">`,
      `<script nonce="${nonce}" type="${heldModuleScript}">`,
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
