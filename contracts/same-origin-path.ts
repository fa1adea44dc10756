/**
 * Where a redirect of the site or the back office may send a browser: `target` parsed as a URL
 * against `origin`, as the browser will read the answer's `Location`, and kept only when it
 * lands on that origin (and under `within`, when given). What comes out is the parsed URL's
 * path, query and fragment, never the text it came in as: the parser has already dropped tabs
 * and newlines, read `\` as `/` and resolved `%2e%2e`, so what was checked is what the browser
 * will go to. Anything else is `fallback`, a page of the caller's own.
 */
export function sameOriginPath(
  target: unknown,
  { origin, fallback, within = '/' }: { origin: string; fallback: string; within?: string },
): string {
  if (typeof target !== 'string' || target === '') return fallback
  let own: string
  let url: URL
  try {
    // The back office's origin comes from the request's Host header, which may not parse.
    own = new URL(origin).origin
    url = new URL(target, own)
  } catch {
    return fallback
  }
  if (url.origin !== own) return fallback
  // A path that starts with an empty segment (`/.//elsewhere` parses to `//elsewhere`) is on
  // this origin, but written in a `Location` it names another host.
  if (url.pathname.startsWith('//')) return fallback
  if (!isWithin(url.pathname, within)) return fallback
  return url.pathname + url.search + url.hash
}

function isWithin(pathname: string, folder: string): boolean {
  const prefix = folder.endsWith('/') ? folder : `${folder}/`
  return pathname === folder || pathname.startsWith(prefix)
}
