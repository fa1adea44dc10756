import type { Logger } from 'pino'
import type { LoadContext } from '../app/load-context'
import { createRateLimiter } from '../app/lib/rate-limit'
import { createBookingClient } from '../app/services/booking.server'
import { createPanelClient } from '../app/services/panel.server'
import type { Config } from './config'
import type { ServiceKeys } from './embedded-services'

const formRateWindowMs = 10 * 60 * 1000

type ServiceContextOptions = {
  config: Config
  keys: Pick<ServiceKeys, 'bookingKey' | 'panelToken'>
  /** Where this process answers on loopback: the embedded services live under it. */
  localUrl: string
  logger: Logger
}

/**
 * What every request's load context shares, made in one place once the services' URLs are
 * known: the two clients (configured URLs, or the embedded services under this process's own
 * port), the form posts' rate limit, and where images may be fetched from.
 */
export function createServiceContext({ config, keys, localUrl, logger }: ServiceContextOptions) {
  const bookingUrl = config.BOOKING_URL ?? `${localUrl}/booking`
  const panelUrl = config.PANEL_URL ?? `${localUrl}/panel`
  const bookingMediaUrl = config.BOOKING_MEDIA_URL ?? bookingUrl
  const panelMediaUrl = config.PANEL_MEDIA_URL ?? panelUrl
  const booking = createBookingClient({
    baseUrl: bookingUrl,
    apiKey: keys.bookingKey,
    mediaUrl: bookingMediaUrl,
    logger,
  })
  const panel = createPanelClient({
    baseUrl: panelUrl,
    apiToken: keys.panelToken,
    mediaUrl: panelMediaUrl,
    contentCacheMs: config.PANEL_CACHE_SECONDS * 1000,
    logger,
  })
  const clients = {
    booking,
    panel,
    localUrl,
    logger,
    publicUrl: config.PUBLIC_URL,
    // The browser plays slide videos: the embedded panel's are on the site's own origin.
    slideVideoBase:
      config.SLIDE_VIDEO_BASE ??
      (config.PANEL_MEDIA_URL || config.PANEL_URL
        ? `${panelMediaUrl.replace(/\/+$/, '')}/videos/`
        : '/panel/videos/'),
    formRateLimit: createRateLimiter({ limit: config.FORM_RATE_LIMIT, windowMs: formRateWindowMs }),
  } satisfies Omit<LoadContext, 'cspNonce' | 'clientAddress'>

  /**
   * Signs both clients in at once. A service that is down at start is no reason not to serve:
   * the clients sign in again on their first call.
   */
  async function signIn() {
    const results = await Promise.allSettled([booking.signIn(), panel.signIn()])
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        logger.warn({ err: result.reason, service: index ? 'panel' : 'booking' }, 'sign-in failed')
      }
    })
  }

  return {
    clients,
    imageSources: [bookingMediaUrl, panelMediaUrl, ...config.IMAGE_ORIGINS],
    signIn,
  }
}
