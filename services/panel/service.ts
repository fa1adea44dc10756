import { mkdirSync } from 'node:fs'
import path from 'node:path'
import express, { type Response } from 'express'
import type { Logger } from 'pino'
import { isLanguage } from '../../contracts/languages'
import { errorsByField } from '../../contracts/booking-admin'
import { packageOpenInput, packageToken } from '../../contracts/packages'
import {
  isSubmissionKind,
  type WirePost,
  type WirePostPage,
  type WireSlide,
  type WireSocialLinks,
  type WireStagedUpload,
} from '../../contracts/panel'
import type { Database } from './db'
import { accessTokens } from './db/schema'
import { jsonErrors, requireAccessToken, signInHandler } from '../common/machine-auth'
import { findPost, listPosts, listSlides, readSocialLinks } from './content'
import { type FileStore, localFileStore } from '../common/storage'
import { createBackOffice } from './admin'
import { accountRoutes } from './admin/routes/account'
import { auditRoutes } from './admin/routes/audit'
import { serveMediaFromStore } from '../common/stored-media'
import { hmac } from './admin/security/tokens'
import { inboxRoutes } from './admin/routes/inbox'
import { linksRoutes } from './admin/routes/links'
import { modelsRoutes } from './admin/routes/models'
import { packagesRoutes } from './admin/routes/packages'
import { newsRoutes } from './admin/routes/news'
import type { RosterSettings } from './admin/roster-client'
import { slidesRoutes } from './admin/routes/slides'
import { staffAccountsRoutes } from './admin/routes/accounts'
import { backupsRoutes } from './admin/routes/backups'
import type { BackupSchedule } from './admin/pages/backups'
import type { Mailer, Notifier } from './notifications'
import { answerPackage, openPackage, packageKey, type PackageLookup } from './packages'
import { receiveStagedUpload, receiveSubmission } from './submissions'
import { erasureJournal } from './erasure-journal'
import { defaultUploadLimits, sweepTemporaryFiles, type UploadLimits } from './uploads'

export type PanelServiceOptions = {
  db: Database
  /** The machine key the site signs in with (`PANEL_API_TOKEN`). */
  apiToken: string
  /**
   * The panel's own secret (`PANEL_SECRET`), which the site never holds: it keys the back
   * office's CSRF tokens and the packages' links.
   */
  secret: string
  /** The scratch folder uploads arrive in, and where they are kept unless `uploads` says. */
  uploadsDir: string
  /** Where accepted uploads are kept (private: a folder never served, or a private bucket). */
  uploads?: FileStore
  /**
   * A shared store for the back office's public media (covers, slides), served from there
   * before `mediaDir`; without one, `mediaDir` holds and serves them.
   */
  media?: FileStore
  /** Slide and post images, served under `/media`; slide videos under `/videos`. */
  mediaDir: string
  tokenLifetimeSeconds?: number
  limits?: Partial<UploadLimits>
  /** Tells the agency of each submission (by e-mail, or in the log). */
  notify?: Notifier
  /** Told after the back office changes what the public site shows. */
  onContentChange?: () => void
  /**
   * Where the back office's Models section writes the roster (the booking service's write API
   * and key), or where the agency's booking software keeps it; none, the section says it is
   * connected to no booking service.
   */
  roster?: RosterSettings
  /** The public site's address, which packages' links open (`PUBLIC_URL`). */
  siteUrl?: string
  /** Sends packages to clients by e-mail; the staff's mail program without it. */
  mailer?: Mailer
  /**
   * The daily backup this panel takes (`BACKUP_DIR`, its hour and how many are kept), shown to
   * admins in the back office; absent when it takes none (PostgreSQL, a bucket).
   */
  backups?: BackupSchedule & { dir: string }
  logger?: Logger
}

/**
 * The embedded panel service: the agency's panel as the site sees it (`contracts/panel.ts`).
 * It speaks the same contract as the agency's real panel, so the site can switch to that one
 * with `PANEL_URL` alone.
 */
export function createPanelService(options: PanelServiceOptions): express.Router {
  const { db, apiToken, secret, uploadsDir, mediaDir, notify, logger } = options
  const uploads = options.uploads ?? localFileStore(uploadsDir)
  const media = options.media ?? localFileStore(mediaDir)
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 60 * 60
  const limits = { ...defaultUploadLimits, ...options.limits }
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 })
  sweepTemporaryFiles(uploadsDir).catch((error: unknown) => {
    logger?.warn({ err: error }, 'could not sweep old temporary uploads')
  })

  const router = express.Router()
  const tokens = { db, table: accessTokens }

  // Media is public: browsers and the site's image endpoint fetch it without a token. File
  // names never change content, so a year of caching is safe.
  const staticMedia = {
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'deny',
    fallthrough: false,
  } as const
  if (options.media) {
    router.use('/media', serveMediaFromStore(options.media, ''))
    router.use('/videos', serveMediaFromStore(options.media, 'videos'))
  }
  router.use('/media', express.static(mediaDir, staticMedia))
  router.use('/videos', express.static(path.join(mediaDir, 'videos'), staticMedia))

  // The back office: pages for the agency's staff, signed in with accounts of their own.
  router.use(
    '/admin',
    createBackOffice(
      {
        db,
        uploadsDir,
        uploads,
        media,
        mediaDir,
        secret: hmac(secret, 'back-office'),
        secureCookies: options.siteUrl?.startsWith('https:') === true,
        // Beside the backups: what a restore of an older one erases again.
        erasures: options.backups ? erasureJournal(options.backups.dir) : undefined,
        onContentChange: options.onContentChange,
        logger,
      },
      // Every section, in one place; the sign-in, the roles and the 404 are the back office's own.
      [
        accountRoutes,
        auditRoutes,
        inboxRoutes(options.roster, options.mailer),
        modelsRoutes(options.roster),
        packagesRoutes({
          roster: options.roster,
          key: packageKey(secret),
          // Links sent before the panel had a secret of its own were made from its machine key.
          earlierKey: packageKey(apiToken),
          siteUrl: options.siteUrl,
          mailer: options.mailer,
        }),
        newsRoutes,
        slidesRoutes,
        linksRoutes,
        staffAccountsRoutes({ mailer: options.mailer }),
        backupsRoutes(options.backups),
      ],
    ),
  )

  router.post(
    '/api/login',
    ...signInHandler({
      tokens,
      secret: apiToken,
      keyField: 'api_token',
      tokenLifetimeSeconds,
    }),
  )

  router.use('/api', requireAccessToken(tokens))

  router.get('/api/social-media', async (_request, response) => {
    const links = await readSocialLinks(db)
    if (!links) {
      response.status(404).json({ message: 'No social links yet.' })
      return
    }
    // Each answer typed as the contract reads it: the embedded panel cannot drift from it.
    response.json(links satisfies WireSocialLinks)
  })

  // The client's page of a package (decision 028): read, or opened and counted.
  function sendLookup(response: Response, lookup: PackageLookup) {
    if (lookup.status === 'open') return void response.json({ data: lookup.package })
    if (lookup.status === 'gone') {
      return void response.status(410).json({ reason: lookup.reason, lang: lookup.lang })
    }
    response.status(404).json({ message: 'Package not found.' })
  }

  router.get('/api/packages/:token', async (request, response) => {
    const token = packageToken.safeParse(request.params.token)
    sendLookup(response, token.success ? await openPackage(db, token.data) : unknown)
  })

  router.post(
    '/api/packages/:token/open',
    express.json({ limit: '1kb' }),
    async (request, response) => {
      const token = packageToken.safeParse(request.params.token)
      const input = packageOpenInput.safeParse(request.body ?? {})
      if (!input.success)
        return void response.status(400).json({ errors: errorsByField(input.error) })
      sendLookup(
        response,
        token.success ? await openPackage(db, token.data, { ...input.data, count: true }) : unknown,
      )
    },
  )

  router.post(
    '/api/packages/:token/answer',
    express.json({ limit: '128kb' }),
    async (request, response) => {
      const token = packageToken.safeParse(request.params.token)
      if (!token.success) return sendLookup(response, unknown)
      const outcome = await answerPackage(db, token.data, request.body ?? {})
      if (outcome.status === 'invalid')
        return void response.status(400).json({ errors: outcome.errors })
      if (outcome.status !== 'stored') return sendLookup(response, outcome)
      const { id, kind, lang, receivedAt, fields } = outcome.submission
      logger?.info({ kind, lang, id }, 'submission stored')
      // The client's answer does not wait for the mail server.
      notify?.({ id, kind, lang, receivedAt, fields, files: [] }).catch((error: unknown) => {
        logger?.error({ err: error, id, kind }, 'the agency was not notified')
      })
      response.status(201).json({ id })
    },
  )

  // An application's file sent ahead of it (decision 032): before the forms' route, whose
  // `:lang` it would otherwise be.
  router.post('/api/get-scouted/uploads', async (request, response) => {
    const outcome = await receiveStagedUpload({ db, uploadsDir, uploads, limits, logger }, request)
    if (outcome.status === 201) {
      response
        .status(201)
        .json({ upload: outcome.upload, field: outcome.field } satisfies WireStagedUpload)
    } else if (outcome.status === 422) response.status(422).json({ errors: outcome.errors })
    else response.status(outcome.status).json({ message: outcome.message })
  })

  router.post('/api/:kind/:lang', async (request, response, next) => {
    const { kind, lang } = request.params
    if (!isSubmissionKind(kind)) return next()
    if (!isLanguage(lang)) {
      response.status(404).json({ message: `Unknown language: ${lang}.` })
      return
    }
    const outcome = await receiveSubmission(
      { db, uploadsDir, uploads, limits, notify, logger },
      kind,
      lang,
      request,
    )
    if (outcome.status === 201) response.status(201).json({ id: outcome.id })
    else if (outcome.status === 422) response.status(422).json({ errors: outcome.errors })
    else response.status(outcome.status).json({ message: outcome.message })
  })

  router.get('/api/posts/:type/:lang', async (request, response) => {
    const { type, lang } = request.params
    if (!isLanguage(lang)) {
      response.status(404).json({ message: `Unknown language: ${lang}.` })
      return
    }
    const page = await listPosts(db, {
      type,
      lang,
      perPage: positiveInteger(request.query.paginate, 10, 100),
      page: positiveInteger(request.query.page, 1, 100_000),
    })
    response.json(page satisfies WirePostPage)
  })

  router.get('/api/posts/:type/:lang/:slug', async (request, response) => {
    const { type, lang, slug } = request.params
    const post = isLanguage(lang) ? await findPost(db, type, lang, slug) : undefined
    if (!post) {
      response.status(404).json({ message: 'Post not found.' })
      return
    }
    response.json({ data: post satisfies WirePost })
  })

  router.get('/api/slides/:type', async (request, response) => {
    response.json((await listSlides(db, request.params.type)) satisfies WireSlide[])
  })

  router.use('/api', (_request, response) => {
    response.status(404).json({ message: 'Not found.' })
  })

  router.use(jsonErrors('panel', logger))

  return router
}

const unknown: PackageLookup = { status: 'unknown' }

/** A query parameter as a whole number within bounds, or the default for anything else. */
function positiveInteger(value: unknown, fallback: number, max: number) {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(number) && number >= 1 ? Math.min(number, max) : fallback
}
