import type { Logger } from 'pino'
import type { BookingClient } from './clients/booking.server'
import type { PanelClient } from './clients/panel.server'

/** Counts form posts per key (a form and an address) and says when one is one too many. */
export type RateLimiter = {
  /** Counts a post for `key` when it is allowed; says when to retry when it is not. */
  take(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>
}

/** What the Express server hands every loader and action (see `server/app.ts`). */
export type LoadContext = {
  /** The agency's booking service (talents), over HTTP. Server-side only. */
  booking: BookingClient
  /** The agency's panel service (content, submissions), over HTTP. Server-side only. */
  panel: PanelClient
  /** The server's log, for a failure a page handles rather than throws. */
  logger: Logger
  /** Where the server reaches itself, for its own endpoints (a comp card's photos come from `/images`). */
  localUrl: string
  /** Where the home's video slides play from (`SLIDE_VIDEO_BASE`): a video's URL is this + its id. */
  slideVideoBase: string
  /** The site's public origin, for canonical and alternate links. */
  publicUrl: string
  /** The visitor's address, for the form posts' rate limit. */
  clientAddress: string
  /** Form posts per address and form (`FORM_RATE_LIMIT`): `take('favorites:1.2.3.4')`. */
  formRateLimit: RateLimiter
  /** Be a Model files sent ahead of their application, per address: `take('get-scouted-file:1.2.3.4')`. */
  fileRateLimit: RateLimiter
  /** This response's CSP nonce, for the inline scripts React Router writes. */
  cspNonce: string
  /**
   * How the visitor asked, before React Router hands a loader its own GET of the page: the
   * method (`HEAD` included) and whether it was the page's data request (`/x.data`, `/_.data`,
   * `?_data`) rather than the document. A package's visits are counted from it.
   */
  asked: { method: string; dataRequest: boolean }
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends LoadContext {}
}
