import type { Request } from 'express'
import { isSameOriginPost } from '../../../../contracts/same-origin-post'
import { hmac, sameText } from './tokens'

/**
 * Cross-site request forgery (decision 015): every changing form carries a token bound to the
 * session, and a request whose `Origin` or `Sec-Fetch-Site` names another site is refused.
 */

export const csrfField = '_csrf'

export function csrfToken(secret: string, binding: string): string {
  return hmac(secret, `csrf:${binding}`)
}

export function validCsrfToken(secret: string, binding: string, token: unknown): boolean {
  return typeof token === 'string' && sameText(token, csrfToken(secret, binding))
}

/**
 * False when the browser says the request comes from a page of another origin: the rule the
 * site's forms follow too (`contracts/same-origin-post.ts`).
 */
export function isSameOrigin(request: Pick<Request, 'get' | 'protocol'>): boolean {
  return isSameOriginPost(
    { origin: request.get('origin') ?? null, secFetchSite: request.get('sec-fetch-site') ?? null },
    [`${request.protocol}://${request.get('host')}`],
  )
}

/**
 * Whether the browser came here from this origin's own page, or from the staff themselves (an
 * address typed, a bookmark: `none`), or says nothing (an older browser). Only then may a GET
 * change something: a link on another site, a sister subdomain's (`same-site`) included, only
 * shows the page.
 */
export function isOwnNavigation(request: Pick<Request, 'get'>): boolean {
  const site = request.get('sec-fetch-site')
  return !site || site === 'same-origin' || site === 'none'
}
