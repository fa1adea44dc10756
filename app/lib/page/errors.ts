import { data, isRouteErrorResponse } from 'react-router'
import { isLocale } from '~/i18n/locales'

/** The two kinds of 404: an unsupported language, or any other unknown page. */
export type NotFoundReason = 'not-found' | 'unknown-language'

export function notFound(reason: NotFoundReason = 'not-found') {
  return data({ reason }, { status: 404 })
}

/**
 * Why a path matched no page. A first segment shaped like a language code (`/de`,
 * `/xx/models`, `/pt-PT/…`) that is not one of ours is an unknown language.
 */
export function notFoundReasonFor(pathname: string): NotFoundReason {
  const first = pathname.split('/')[1] ?? ''
  return /^[a-z]{2}([-_][a-z]{2})?$/i.test(first) && !isLocale(first)
    ? 'unknown-language'
    : 'not-found'
}

export type ErrorSummary = {
  status: number
  kind: NotFoundReason | 'server'
}

/** What the error page shows for anything thrown: a status (500 when none is known) and a kind. */
export function summarizeError(error: unknown): ErrorSummary {
  if (isRouteErrorResponse(error)) {
    const reason = (error.data as { reason?: unknown } | null)?.reason
    if (error.status === 404) {
      return { status: 404, kind: reason === 'unknown-language' ? 'unknown-language' : 'not-found' }
    }
    return { status: error.status, kind: 'server' }
  }
  return { status: 500, kind: 'server' }
}

const chunkLoadFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkLoadFailure.test(error.message)
}

export const chunkReloadIntervalMs = 60_000

/**
 * After a deploy, an open tab may ask for script chunks that no longer exist. Reloading
 * fetches the new ones; allowing it once a minute keeps a lasting fault from looping.
 */
export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= chunkReloadIntervalMs
}
