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
  // The end of the last chunk when it may be a preload's opening cut short.
  let held = ''

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = (held + decoder.write(chunk)).replaceAll(modulePreload, lowPriorityModulePreload)
      const cut = partialMatchStart(text)
      held = text.slice(cut)
      done(null, text.slice(0, cut))
    },
    flush(done) {
      done(null, held + decoder.end())
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
