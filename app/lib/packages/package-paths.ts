import { routedSegment } from '../../../contracts/routed-path'

/**
 * The addresses of a package's pages (decision 028): `/packages/{token}` and a model's book
 * within it, `/packages/{token}/{talentId}`. They are not localized: the page speaks the
 * package's language, whatever the address.
 */

/** The query that marks the page a sent answer is redirected to: the thanks, nothing counted. */
export const answeredParam = 'answered'

export function packagePath(token: string): string {
  return `/packages/${encodeURIComponent(token)}`
}

export function packageBookPath(token: string, talentId: number): string {
  return `${packagePath(token)}/${talentId}`
}

export function answeredPackagePath(token: string): string {
  return `${packagePath(token)}?${answeredParam}`
}

/**
 * A package's page or its data (`/packages/….data`): a client's private page, never kept in
 * the rendered-page cache nor offered in another language. Decided on the path as React Router
 * matches it, each segment decoded and letters in any case (`/PACKAGES/…`, `/%70ackages/…`
 * render the same page), so that no spelling of the address reaches the cache.
 */
export function isPackagePath(pathname: string): boolean {
  // Asked of every request: a path without an escape is read as it is.
  const routed = pathname.includes('%')
    ? pathname.split('/').map(routedSegment).join('/')
    : pathname
  return /^\/packages\/[^/]/i.test(routed)
}

/** A model's id as a book's address gives it, or null for anything else. */
export function talentIdOf(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,8}$/.test(segment)) return null
  return Number(segment)
}
