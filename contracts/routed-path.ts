/**
 * A path segment as React Router's matcher reads it: percent-decoded, a decoded slash staying
 * `%2F` (one segment stays one); a malformed escape leaves it as it is. The site's page cache
 * and every log decide on package addresses by it, so no spelling slips past either.
 */
export function routedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\//g, '%2F')
  } catch {
    return segment
  }
}
