/**
 * Where a redirect may send a browser: `target` parsed against `origin` as the browser will read
 * `Location`, kept only on that origin (and under `within`). It returns the parsed URL's path,
 * query and fragment, never the text given (the parser has dropped tabs, read `\` as `/`,
 * resolved `%2e%2e`), so what was checked is where the browser goes; anything else is `fallback`.
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
