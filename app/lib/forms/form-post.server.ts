import { data, redirect } from 'react-router'
import { localeFromPath } from '~/i18n/locales'
import { byScriptField, formErrors, honeypotField } from './form-fields'
import type { FormReply } from './form-parse'
import { redirectPath } from '../page/redirect-path.server'
import { isSameOriginPost as sameOriginPost } from '../../../contracts/same-origin-post'

/**
 * The checks every form post passes before its fields are read (same site, size, a form at
 * all), and how its outcome is answered over HTTP.
 */

/**
 * How a post ended: the reply its form shows, the status that says the same over HTTP, and
 * whether the page's script sent it. 200 when it went; 400 for invalid fields or a body that is
 * no form; 413 for a body or files beyond the form's limits; 429 for too many posts, with the
 * seconds until the next one may go; 503 when the post was right but the panel (or its database
 * or file store) could not take it, and the visitor is asked to try again with everything kept.
 */
export type FormOutcome = {
  reply: FormReply
  status: 200 | 400 | 413 | 429 | 503
  retryAfterSeconds?: number
  byScript: boolean
}

/**
 * A post from this site's pages, under its public origin or the one the request arrived on
 * (`contracts/same-origin-post.ts`, the back office's rule too). React Router already refuses
 * an `Origin` unlike the request's (400); this adds the `Sec-Fetch-Site` judgement.
 */
export function isSameOriginPost(request: Request, publicUrl: string): boolean {
  return sameOriginPost(
    {
      origin: request.headers.get('origin'),
      secFetchSite: request.headers.get('sec-fetch-site'),
    },
    [new URL(request.url).origin, new URL(publicUrl).origin],
  )
}

/**
 * A body that could not be read as the form: not a well-formed one (400), or bigger than the
 * form can be (413). Its page says so rather than an error page, as it would any other refusal.
 */
export type BodyRefusal = { refused: 400 | 413 }

/**
 * The posted form, read up to `maxBytes`: bigger (declared or found) is a 413 before it is all
 * in memory; not a well-formed form (a multipart cut short, JSON, a broken escape) a 400.
 * The reader of every form without files; forms with files stream through `readMultipart`.
 */
export async function readFormData(
  request: Request,
  maxBytes: number,
): Promise<FormData | BodyRefusal> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { refused: 413 }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    try {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        size += part.value.byteLength
        if (size > maxBytes) {
          await reader.cancel()
          return { refused: 413 }
        }
        chunks.push(part.value)
      }
    } catch {
      // A body that broke off on the way.
      return { refused: 400 }
    }
  }
  const body = new Blob(chunks as BlobPart[])
  const contentType = request.headers.get('content-type') ?? ''
  if (
    contentType.toLowerCase().startsWith('application/x-www-form-urlencoded') &&
    !isWellFormedUrlEncoded(new Uint8Array(await body.arrayBuffer()))
  ) {
    return { refused: 400 }
  }
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return { refused: 400 }
  }
}

/**
 * A form refused whole, before its fields could be read: its error and nothing typed (the
 * page's script keeps the fields in the browser, so it has no values to replace them with).
 */
export function refusedWhole(
  formError: string,
  status: FormOutcome['status'],
  retryAfterSeconds?: number,
): FormOutcome {
  const result = { status: 'error' as const, error: { '': [formError] } }
  return { reply: { result, sent: false }, status, retryAfterSeconds, byScript: false }
}

/** The form's page for a body it could not read, with what went wrong as the form's error. */
export function refusedBody({ refused }: BodyRefusal, tooLargeError: string): FormOutcome {
  return refusedWhole(refused === 413 ? tooLargeError : formErrors.unreadable, refused)
}

/**
 * Browsers read a broken percent-escape (`%ZZ`) or bytes that are not UTF-8 as they are, or as
 * replacement characters: the form would go on with what the visitor did not type.
 */
function isWellFormedUrlEncoded(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    for (const pair of text.split('&')) decodeURIComponent(pair.replaceAll('+', ' '))
    return true
  } catch {
    return false
  }
}

/** Refuses a post from another site with a 403, before anything else is done with it. */
export function assertSameOriginPost(request: Request, publicUrl: string) {
  if (!isSameOriginPost(request, publicUrl)) throw data({ reason: 'cross-site' }, { status: 403 })
}

export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(honeypotField)
  return typeof value === 'string' && value.trim() !== ''
}

/** Whether the page's script sent the form in place (see `byScriptField`). */
export function isSentByScript(form: FormData): boolean {
  return form.has(byScriptField)
}

/** The query that marks a form's page as the one a plain post that went is redirected to. */
const sentParam = 'sent'

/** The page a plain post was sent from, with the rest of its query, marked as sent. */
export function sentPagePath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.set(sentParam, '1')
  return redirectPath(request, url.pathname + url.search, localeFromPath(url.pathname))
}

/** Whether the page is the one a sent plain post was redirected to. */
export function isSentPage(request: Request): boolean {
  return request.method === 'GET' && new URL(request.url).searchParams.get(sentParam) === '1'
}

/** `Retry-After`, when a limit asked the sender to come back in so many seconds. */
export function retryAfterHeaders(seconds: number | undefined): HeadersInit | undefined {
  return seconds === undefined ? undefined : { 'Retry-After': String(seconds) }
}

/**
 * A form page's answer to a post: a plain post that went is redirected (303) to the page marked
 * as sent, so a reload does not post again; anything else is the form's reply under its status.
 * A fetcher must not be redirected: React Router would navigate.
 */
export function answerFormPost(request: Request, outcome: FormOutcome) {
  if (outcome.reply.sent && !outcome.byScript) return redirect(sentPagePath(request), 303)
  return data(outcome.reply, {
    status: outcome.status,
    headers: retryAfterHeaders(outcome.retryAfterSeconds),
  })
}

/** The same outcome for a script that posted to an endpoint of its own: the reply as JSON. */
export function answerFormPostAsJson(outcome: FormOutcome): Response {
  const headers = new Headers(retryAfterHeaders(outcome.retryAfterSeconds))
  headers.set('Cache-Control', 'no-store')
  return Response.json(outcome.reply, { status: outcome.status, headers })
}
