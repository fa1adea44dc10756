import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'
import type { z } from 'zod'
import { postForm } from '../../contracts/form-post'
import { createMachineToken } from '../../contracts/machine-token'
import { signInAnswer } from '../../contracts/sign-in'

/** A service behind the site failed: down, slow, refusing us, or answering nonsense. */
export class ServiceError extends Error {
  override name = 'ServiceError'
  constructor(
    message: string,
    readonly service: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

type SignIn = {
  /** The sign-in path, e.g. `/api/signin`. */
  path: string
  /** The body to send, given a fresh salt. */
  body: (salt: string) => Record<string, string>
}

type ServiceClientOptions = {
  name: string
  baseUrl: string
  signIn: SignIn
  timeoutMs?: number
  logger?: Logger
}

type RequestOptions = {
  method?: 'GET' | 'POST'
  query?: Record<string, string | number | undefined>
  json?: unknown
  body?: FormData
  timeoutMs?: number
}

/**
 * What both service clients share: a machine token held server-side, signed in on demand and
 * renewed once on a 401 or at expiry; a timeout on every call; and answers parsed with zod at
 * the boundary, so that a malformed answer is a clear ServiceError, never a crash further in.
 */
export function createServiceClient({
  name,
  baseUrl,
  signIn,
  timeoutMs = 8000,
  logger,
}: ServiceClientOptions) {
  const base = baseUrl.replace(/\/+$/, '')
  // Calls that failed (no answer, a refusal, an error status, a malformed answer), counted so
  // that a page rendered meanwhile, perhaps from a fallback, is not kept for other visitors.
  let failures = 0

  function failed(error: ServiceError): ServiceError {
    failures++
    return error
  }

  function url(path: string, query: RequestOptions['query'] = {}) {
    const target = new URL(base + path)
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) target.searchParams.set(key, String(value))
    }
    return target
  }

  async function call(target: URL, init: RequestInit, ms: number): Promise<Response> {
    try {
      const signal = AbortSignal.timeout(ms)
      if (init.body instanceof FormData) {
        return await postForm(target, init.body, {
          method: init.method,
          headers: init.headers as Record<string, string>,
          signal,
        })
      }
      return await fetch(target, { ...init, signal })
    } catch (error) {
      throw failed(
        new ServiceError(`${name} did not answer ${target.pathname}`, name, undefined, {
          cause: error,
        }),
      )
    }
  }

  // The machine token: one sign-in at a time, renewed before it expires and after a 401.
  const token = createMachineToken(async () => {
    const response = await call(
      url(signIn.path),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(signIn.body(randomBytes(16).toString('hex'))),
      },
      timeoutMs,
    )
    if (!response.ok) {
      throw failed(new ServiceError(`${name} refused the sign-in`, name, response.status))
    }
    const answer = signInAnswer.safeParse(await response.json().catch(() => null))
    if (!answer.success) {
      throw failed(new ServiceError(`${name} sent a malformed sign-in answer`, name))
    }
    logger?.debug({ service: name }, 'signed in')
    return answer.data
  })

  async function send(path: string, options: RequestOptions, bearer: string) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${bearer}`,
    }
    let body: BodyInit | undefined
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.json)
    } else if (options.body) {
      body = options.body
    }
    return call(
      url(path, options.query),
      { method: options.method ?? 'GET', headers, body },
      options.timeoutMs ?? timeoutMs,
    )
  }

  /** A call with the machine token; one renewal and retry when the service says 401. */
  async function authorized(path: string, options: RequestOptions = {}): Promise<Response> {
    return token.authorized((bearer) => send(path, options, bearer))
  }

  /** A JSON answer, validated; any other status is a ServiceError. */
  async function json<Schema extends z.ZodType>(
    schema: Schema,
    path: string,
    options: RequestOptions = {},
  ): Promise<z.infer<Schema>> {
    const found = await jsonOrNull(schema, path, options)
    if (found === null) throw new ServiceError(`${name} answered 404 to ${path}`, name, 404)
    return found
  }

  /** Like `json`, but a 404 means "no such thing" and comes back as null. */
  async function jsonOrNull<Schema extends z.ZodType>(
    schema: Schema,
    path: string,
    options: RequestOptions = {},
  ): Promise<z.infer<Schema> | null> {
    const response = await authorized(path, options)
    if (response.status === 404) return null
    if (!response.ok) {
      throw failed(
        new ServiceError(`${name} answered ${response.status} to ${path}`, name, response.status),
      )
    }
    return parseAnswer(schema, await response.json().catch(() => undefined), path)
  }

  function parseAnswer<Schema extends z.ZodType>(schema: Schema, answer: unknown, path: string) {
    const result = schema.safeParse(answer)
    if (result.success) return result.data
    logger?.error(
      { service: name, path, issues: result.error.issues.slice(0, 5) },
      'malformed answer',
    )
    throw failed(new ServiceError(`${name} sent a malformed answer to ${path}`, name))
  }

  return {
    signIn: token.fresh,
    authorized,
    json,
    jsonOrNull,
    parseAnswer,
    /** How many calls have failed since the start. */
    failures: () => failures,
    /** Counts a failure answered from memory (a failure remembered for a while, not asked again). */
    noteFailure: () => void failures++,
  }
}
