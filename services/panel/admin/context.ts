import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'
import type { FileStore } from '../../common/storage'
import type { Database } from '../db'
import { type AdminLanguage, commonMessages, isAdminLanguage } from './messages/common'
import { csrfToken, isSameOrigin, validCsrfToken, csrfField } from './security/csrf'
import { findSession, type StaffSession } from './security/sessions'
import { randomToken } from './security/tokens'
import { seeOther } from './ui/render'
import type { ErasureJournal } from '../erasure-journal'

/** What every back-office handler is given: its database, its folders, and how to tell the site. */
export type BackOfficeOptions = {
  db: Database
  /** The visitors' uploads (private). */
  uploadsDir: string
  /** Where the visitors' files are kept (`uploadsDir`, or a private bucket). */
  uploads: FileStore
  /** Where the back office keeps the public media it is sent (`mediaDir`, or a bucket). */
  media: FileStore
  /** Slide and post media, public under the panel's `/media` and `/videos`. */
  mediaDir: string
  /** Keys the CSRF tokens: derived from the panel's own secret, which no other service holds. */
  secret: string
  /**
   * The site's public address is `https:` (`PUBLIC_URL`): cookies go out `Secure` even when a
   * request looks plain, as behind a TLS proxy the site was not told to trust.
   */
  secureCookies?: boolean
  /** Where a submission deleted in the inbox is written, for a restore to erase it again. */
  erasures?: ErasureJournal
  /** Called after every change to what the public site shows (posts, slides, links). */
  onContentChange?: () => void
  logger?: Logger
}

/** The request as the back office sees it, kept in `response.locals.admin`. */
export type AdminRequestContext = {
  lang: AdminLanguage
  /** Where the back office is mounted: `/panel/admin` in the site, `/admin` alone. */
  base: string
  /** The signed-in browser's session; absent before signing in. */
  session?: StaffSession
  /** The token every form that changes something carries. */
  csrf: string
  /** The address asked for (path and query), for the language link to keep. */
  url: string
}

export const sessionCookie = 'passarela_staff'
const preSessionCookie = 'passarela_staff_csrf'
const languageCookie = 'passarela_staff_lang'

export function adminContext(response: Response): AdminRequestContext {
  return response.locals.admin as AdminRequestContext
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index < 1) continue
    const name = part.slice(0, index).trim()
    try {
      cookies[name] ??= decodeURIComponent(part.slice(index + 1).trim())
    } catch {
      // A cookie that is not ours, badly encoded: ignored.
    }
  }
  return cookies
}

type CookieOptions = { maxAgeSeconds?: number; httpOnly?: boolean }

/**
 * A cookie of the back office: its path only, `SameSite=Lax`, `Secure` when served over TLS or
 * when the site's public address is `https:` (`secureCookies`, kept in `response.locals`).
 */
export function setCookie(
  request: Request,
  response: Response,
  name: string,
  value: string,
  { maxAgeSeconds, httpOnly = true }: CookieOptions = {},
) {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${request.baseUrl || '/'}`,
    'SameSite=Lax',
  ]
  if (httpOnly) parts.push('HttpOnly')
  if (request.secure || response.locals.secureCookies === true) parts.push('Secure')
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`)
  response.append('Set-Cookie', parts.join('; '))
}

export function clearCookie(request: Request, response: Response, name: string) {
  setCookie(request, response, name, '', { maxAgeSeconds: 0 })
}

export function setSessionCookie(request: Request, response: Response, id: string) {
  // No Max-Age: the server ends the session (12 h idle, 7 days at most); the browser may forget
  // it sooner, when it closes.
  setCookie(request, response, sessionCookie, id)
}

/**
 * Reads the language, the session and the CSRF binding of each request. The language is the
 * browser's choice (a cookie), Portuguese until it chooses.
 */
export function contextMiddleware({ db, secret }: Pick<BackOfficeOptions, 'db' | 'secret'>) {
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      const cookies = parseCookies(request.headers.cookie)
      const lang: AdminLanguage = isAdminLanguage(cookies[languageCookie])
        ? cookies[languageCookie]
        : 'pt'
      const session = await findSession(db, cookies[sessionCookie])
      let binding = session?.idHash
      if (!binding) {
        binding = cookies[preSessionCookie]
        if (!binding || binding.length < 32) {
          binding = randomToken()
          setCookie(request, response, preSessionCookie, binding)
        }
      }
      response.locals.admin = {
        lang,
        base: request.baseUrl,
        session,
        csrf: csrfToken(secret, binding),
        url: request.originalUrl,
      } satisfies AdminRequestContext
      response.locals.csrfBinding = binding
      next()
    } catch (error) {
      next(error)
    }
  }
}

/**
 * The parameter the language link sets. Not `lang`: the inbox's list filters on the visitor's
 * language with its own `lang` (`/inbox?lang=es`), which must not switch the panel's.
 */
const languageParameter = 'panel-lang'

/** Pages whose own query names the visitor's language `lang`: there, only the link's switches. */
const pagesWithLangFilter = new Set(['/inbox', '/inbox.csv'])

/** The same address in the other language: its query kept (a link's token, the inbox's filters). */
export function languageHref(url: string, lang: AdminLanguage): string {
  const address = new URL(url, 'http://panel.invalid')
  address.searchParams.set(languageParameter, lang)
  return address.pathname + address.search
}

/**
 * `?panel-lang=en` (from the language link) remembers the choice and shows the page again
 * without it. `?lang=en` does too, as it did first, except on a page where `lang` is a filter.
 */
export function languageSwitch(request: Request, response: Response, next: NextFunction) {
  if (request.method !== 'GET') return next()
  const parameter = isAdminLanguage(request.query[languageParameter])
    ? languageParameter
    : isAdminLanguage(request.query.lang) && !pagesWithLangFilter.has(request.path)
      ? 'lang'
      : null
  const requested = parameter ? request.query[parameter] : undefined
  if (!parameter || !isAdminLanguage(requested)) return next()
  setCookie(request, response, languageCookie, requested, { maxAgeSeconds: 365 * 24 * 60 * 60 })
  const url = new URL(request.originalUrl, 'http://panel.invalid')
  url.searchParams.delete(parameter)
  seeOther(response, url.pathname + url.search)
}

/** Refuses a request from another origin, before its body is read. */
export function sameOriginOnly(request: Request, response: Response, next: NextFunction) {
  if (request.method === 'GET' || request.method === 'HEAD' || isSameOrigin(request)) return next()
  response.locals.refusal = 'origin'
  next(new ForbiddenError('cross-origin request'))
}

/** True when the parsed body carries this browser's CSRF token. */
export function hasCsrfToken(
  secret: string,
  response: Response,
  fields: Record<string, unknown> | FormData,
): boolean {
  const token = fields instanceof FormData ? fields.get(csrfField) : fields[csrfField]
  return validCsrfToken(secret, String(response.locals.csrfBinding ?? ''), token)
}

export class ForbiddenError extends Error {
  readonly status = 403
}

export function messages(response: Response) {
  return commonMessages[adminContext(response).lang]
}
