import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'

const modulePreload = '<link rel="modulepreload"'
const lowPriorityModulePreload = '<link rel="modulepreload" fetchpriority="low"'

/**
 * Rewrites a page's module preloads (React Router's `<Scripts>`, which takes no attributes
 * for them) to `fetchpriority="low"`. The page is whole and readable before its script runs,
 * so the stylesheet, the fonts and the largest image go first on a slow connection and the
 * 140 KB of script that only makes it interactive follows (decision 011). Streams the page
 * through, holding back only what could be the start of a preload cut between two chunks.
 */
export function lowerModulePreloadPriority(): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''

  function rewrite(text: string, final: boolean) {
    const rewritten = text.replaceAll(modulePreload, lowPriorityModulePreload)
    if (final) return { out: rewritten, rest: '' }
    // A preload's opening cut short by the chunk's end waits for the next chunk.
    const cut = partialMatchStart(rewritten)
    return { out: rewritten.slice(0, cut), rest: rewritten.slice(cut) }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const { out, rest } = rewrite(held + decoder.write(chunk), false)
      held = rest
      done(null, out)
    },
    flush(done) {
      done(null, rewrite(held + decoder.end(), true).out)
    },
  })
}

/** Where a prefix of `<link rel="modulepreload"` starts at the very end of `text`, else its length. */
function partialMatchStart(text: string): number {
  const from = Math.max(0, text.length - modulePreload.length + 1)
  for (let start = from; start < text.length; start++) {
    if (modulePreload.startsWith(text.slice(start))) return start
  }
  return text.length
}
