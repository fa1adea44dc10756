/**
 * What must never reach a log in clear: a package link's token (`/packages/<token>` on the site,
 * `/api/packages/<token>/open` on the panel; the database keeps only its hash, decision 028) and
 * a one-time link's `?token=` (the back office's password link). The site and both services
 * pass every log line through `redactLogLine` (pino's `streamWrite` hook), whoever wrote it.
 */

import { routedSegment } from './routed-path'

const redacted = '[redacted]'
// Any spelling of `packages` keeps its tail or holds an escape; a one-time link names `token=`.
const mayHoldSecret = /ackages|%|token=/i
// A path segment as it appears in a log line: no separator, query, space, quote or escape.
const pathPair = /\/([^/?#\s"'\\]+)\/([^/?#\s"'\\]+)/g

/** `text` with the segment after each `/packages/` (in any spelling) and each `token=` value hidden. */
export function redactLogLine(text: string): string {
  // Most lines name neither (every request's line goes through here): left as they are at once.
  if (!mayHoldSecret.test(text)) return text
  let out = ''
  let from = 0
  pathPair.lastIndex = 0
  for (let match = pathPair.exec(text); match; match = pathPair.exec(text)) {
    const [, name, secret] = match as unknown as [string, string, string]
    const secretAt = match.index + 1 + name.length + 1
    if (routedSegment(name).toLowerCase() === 'packages' && secret !== redacted) {
      out += text.slice(from, secretAt) + redacted
      from = secretAt + secret.length
      pathPair.lastIndex = from
    } else {
      // The second segment may itself be `packages`, followed by a token.
      pathPair.lastIndex = secretAt - 1
    }
  }
  out += text.slice(from)
  return out.replace(/([?&]token=)[^&\s"'\\]*/gi, `$1${redacted}`)
}
