import path from 'node:path'
import type pg from 'pg'
import type { Logger } from 'pino'
import type { LoadContext } from '../app/load-context'
import { createBookingClient } from '../app/clients/booking.server'
import { createLastRosterFile } from '../app/clients/last-roster.server'
import { createPanelClient } from '../app/clients/panel.server'
import type { Config } from './config'
import type { ServiceKeys } from './embedded-services'
import { createFormRateLimit } from './form-rate-limit'
import { filesPerApplication } from '../app/lib/scouting/scouting-application'
import { slideVideoPath } from './slide-videos'

const formRateWindowMs = 10 * 60 * 1000

type ServiceContextOptions = {
  config: Config
  keys: Pick<ServiceKeys, 'bookingKey' | 'panelToken'>
  /** Where this process answers on loopback: the embedded services live under it. */
  localUrl: string
  /** The PostgreSQL the nodes share (`DATABASE_URL`), for what they must count together. */
  sharedPool?: pg.Pool
  logger: Logger
}

/**
 * What every request's load context shares, made in one place once the services' URLs are
 * known: the two clients (configured URLs, or the embedded services under this process's own
 * port), the form posts' rate limit, and where images may be fetched from.
 */
export function createServiceContext({
  config,
  keys,
  localUrl,
  sharedPool,
  logger,
}: ServiceContextOptions) {
  const bookingUrl = config.BOOKING_URL ?? `${localUrl}/booking`
  const panelUrl = config.PANEL_URL ?? `${localUrl}/panel`
  const bookingMediaUrl = config.BOOKING_MEDIA_URL ?? bookingUrl
  const panelMediaUrl = config.PANEL_MEDIA_URL ?? panelUrl
  const remotePanelVideos =
    !config.SLIDE_VIDEO_BASE && Boolean(config.PANEL_MEDIA_URL || config.PANEL_URL)
  const booking = createBookingClient({
    baseUrl: bookingUrl,
    apiKey: keys.bookingKey,
    mediaUrl: bookingMediaUrl,
    lastRoster: createLastRosterFile(path.join(path.resolve(config.DATA_DIR), 'last-roster')),
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
    // The browser plays slide videos on the site's own origin: the embedded panel's where it
    // is mounted, another panel's through the site (`server/slide-videos.ts`), so that the
    // page never names the panel's address; SLIDE_VIDEO_BASE names a public place instead.
    slideVideoBase:
      config.SLIDE_VIDEO_BASE ?? (remotePanelVideos ? `${slideVideoPath}/` : '/panel/videos/'),
    formRateLimit: createFormRateLimit({
      limit: config.FORM_RATE_LIMIT,
      windowMs: formRateWindowMs,
      pool: sharedPool,
      logger,
    }),
    // An application's files sent ahead of it (decision 032) count apart: as many as the forms'
    // limit of applications may hold, each sent twice.
    fileRateLimit: createFormRateLimit({
      limit: config.FORM_RATE_LIMIT * filesPerApplication * 2,
      windowMs: formRateWindowMs,
      pool: sharedPool,
      logger,
      keyPrefix: 'file',
    }),
  } satisfies Omit<LoadContext, 'cspNonce' | 'clientAddress' | 'asked'>

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
    mediaFolders: { booking: bookingMediaUrl, panel: panelMediaUrl },
    /** The remote panel's videos folder the site streams slide videos from, if it does. */
    slideVideosUrl: remotePanelVideos ? `${panelMediaUrl.replace(/\/+$/, '')}/videos/` : null,
    signIn,
  }
}
