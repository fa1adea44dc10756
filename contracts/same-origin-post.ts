/**
 * Whether a post comes from one of `ownOrigins`' pages, as the browser tells it: the one rule the
 * site's forms and the back office's both follow (decision 015). `Origin` decides when it names
 * an origin. `Origin: null` (a page under `Referrer-Policy: no-referrer`, a sandboxed frame) is
 * opaque: only the browser's own `Sec-Fetch-Site: same-origin` vouches for it. Without `Origin`
 * (an older browser, a script), `Sec-Fetch-Site` judges when sent, and a post that says neither
 * is let through to the checks behind (the back office's CSRF token, the site's form limits).
 */
export function isSameOriginPost(
  headers: { origin: string | null; secFetchSite: string | null },
  ownOrigins: readonly string[],
): boolean {
  const { origin, secFetchSite: site } = headers
  if (origin !== null && origin !== 'null') return ownOrigins.includes(origin)
  if (origin === 'null') return site === 'same-origin'
  return site === null || site === 'same-origin' || site === 'none'
}
