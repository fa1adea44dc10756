import { data } from 'react-router'
import { honeypotField } from './form-fields'

/**
 * The checks every form post passes before its fields are read: it comes from a
 * page of this site, and it is no bigger than the form can be.
 */

/**
 * A post from this site's pages. Browsers send `Origin` with every form post; one without it
 * (an old browser, a script) is judged by `Sec-Fetch-Site` when present. The site may be
 * reached under its public origin or, behind a proxy, the one the request arrived on. React
 * Router already refuses an `Origin` unlike the request's before an action runs (400); what
 * this adds is the `Sec-Fetch-Site` judgement for posts that carry no `Origin`.
 */
export function isSameOriginPost(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) {
    return origin === new URL(request.url).origin || origin === new URL(publicUrl).origin
  }
  const site = request.headers.get('sec-fetch-site')
  return site === null || site === 'same-origin' || site === 'none'
}

/**
 * The posted form, read up to `maxBytes`: a body that says it is bigger, or turns out to be,
 * is refused with a 413 before it is all in memory.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const tooLarge = () => data({ reason: 'too-large' }, { status: 413 })
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        throw tooLarge()
      }
      chunks.push(part.value)
    }
  }
  const body = new Blob(chunks as BlobPart[])
  const contentType = request.headers.get('content-type') ?? ''
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw data({ reason: 'malformed' }, { status: 400 })
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
