import express, { type Response, type Router } from 'express'
import type { Logger } from 'pino'
import { z } from 'zod'
import { maxTalentsPerPage } from '../../contracts/divisions'
import type { Database } from './db'
import { accessTokens } from './db/schema'
import { jsonErrors, requireAccessToken, signInHandler } from '../common/machine-auth'
import type { ChangeNotice } from '../common/changes'
import { type FileStore, localFileStore } from '../common/storage'
import {
  catalogAttributes,
  findPublishedTalent,
  listTalents,
  toWireTalent,
  type WireOptions,
} from './catalog'
import { createMediaHandler } from './media'
import { createAdminApi } from './admin-api'
import type { RosterImportLimits } from './roster-import'
import { genders } from '../../contracts/talent'

export type BookingServiceOptions = {
  db: Database
  /** Aborted when the service stops: ends its timers. */
  signal?: AbortSignal
  /** The write API's limits on staged imports, when not `importRules`' (tests). */
  importLimits?: RosterImportLimits
  apiKey: string
  /**
   * The back office's key to the write API (`/admin-api`, `contracts/booking-admin.ts`); without
   * one, the service only reads.
   */
  writeKey?: string
  /** Told after each write through the write API, with the media files it removed. */
  onCatalogChange?: (notice?: Partial<ChangeNotice>) => void
  /**
   * This node's media folder (`DATA_DIR/media`): uploads and imports in progress, and the media
   * themselves unless `media` names another store.
   */
  mediaDir: string
  /**
   * Where the talents' media are kept when not in `mediaDir`: the bucket every node shares
   * (`STORAGE_URL`). Demo images are drawn into it on demand.
   */
  media?: FileStore
  tokenLifetimeSeconds?: number
  logger?: Logger
}

const defaultPageSize = 20
const defaultTokenLifetimeSeconds = 3600

const wholeNumber = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .transform(Number)
const pageNumber = wholeNumber.pipe(z.number().min(1, 'must be at least 1'))
// The booking software takes `1` for yes; anything else, or nothing, is no.
const flag = z
  .string()
  .optional()
  .transform((value) => value === '1' || value === 'true')
// An unknown language is no error: the biography falls back to English (see `biography`).
const language = z.string().max(16).catch('en')

const listQuery = z.object({
  language,
  paginate: pageNumber.optional(),
  page: pageNumber.optional(),
  cover_web: flag,
  cover2: flag,
})

// Laravel clients send "" or null for "no filter".
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const filterId = z.preprocess(
  blankToUndefined,
  z.union([z.number().int().positive(), wholeNumber]).optional(),
)
const listBody = z
  .object({
    filters: z
      .object({
        gender: z.preprocess(blankToUndefined, z.enum(genders).optional()),
        category: filterId,
        division: filterId,
      })
      .nullish(),
  })
  .nullish()

const profileQuery = z.object({
  language,
  id: wholeNumber,
  cover_web: flag,
  cover2: flag,
  // Accepted for the real service's sake; skills always come with the talent.
  skills: flag,
})

/**
 * The embedded booking service: the booking software's integration API (`contracts/booking.ts`)
 * over the catalog in the database, plus its media. The site's booking client talks to it over
 * HTTP exactly as it would to the agency's real service.
 */
export function createBookingService({
  db,
  signal,
  importLimits,
  apiKey,
  writeKey,
  onCatalogChange,
  mediaDir,
  media = localFileStore(mediaDir),
  tokenLifetimeSeconds = defaultTokenLifetimeSeconds,
  logger,
}: BookingServiceOptions): Router {
  const router = express.Router()
  const log = logger?.child({ service: 'booking' })
  const tokens = { db, table: accessTokens }

  router.post(
    '/api/signin',
    ...signInHandler({
      tokens,
      secret: apiKey,
      keyField: 'api_key',
      tokenLifetimeSeconds,
    }),
  )

  router.use('/api', requireAccessToken(tokens), express.json({ limit: '64kb' }))

  router.post('/api/talents', async (request, response) => {
    const query = listQuery.safeParse(request.query)
    if (!query.success) return invalid(response, query.error)
    const body = listBody.safeParse(request.body)
    if (!body.success) return invalid(response, body.error)
    const perPage = Math.min(query.data.paginate ?? defaultPageSize, maxTalentsPerPage)
    const page = query.data.page ?? 1
    const filters = body.data?.filters ?? {}
    const { rows, total } = await listTalents(db, { filters, page, perPage })
    const options = wireOptions(query.data)
    const from = (page - 1) * perPage + 1
    // Laravel's LengthAwarePaginator, which the booking software's clients read.
    response.json({
      data: {
        data: rows.map((talent) => toWireTalent(talent, options)),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
        from: rows.length > 0 ? from : null,
        to: rows.length > 0 ? from + rows.length - 1 : null,
      },
    })
  })

  router.get('/api/talent/profile', async (request, response) => {
    const query = profileQuery.safeParse(request.query)
    // An id that cannot exist (`id=abc`) is a talent that does not exist, as the real service says.
    const talent = query.success ? await findPublishedTalent(db, query.data.id) : undefined
    if (!query.success || !talent) {
      response.status(404).json({ message: 'Talent not found.' })
      return
    }
    response.json({ data: toWireTalent(talent, wireOptions(query.data)) })
  })

  router.get('/api/talents/attributes', async (_request, response) => {
    // The catalog's colours are Portuguese, which is what `hair=pt&eyes=pt` asks for.
    response.json(await catalogAttributes(db))
  })

  router.use('/api', (_request, response) => {
    response.status(404).json({ message: 'Not found.' })
  })

  if (writeKey) {
    router.use(
      '/admin-api',
      createAdminApi({
        db,
        signal,
        importLimits,
        writeKey,
        media,
        scratchDir: mediaDir,
        tokenLifetimeSeconds,
        onCatalogChange,
        logger: log,
      }),
    )
  }

  router.use('/media', createMediaHandler({ db, media, logger: log }))

  router.use(jsonErrors('booking', log))

  return router
}

function wireOptions(query: {
  language: string
  cover2: boolean
  cover_web: boolean
}): WireOptions {
  return { language: query.language, cover2: query.cover2, coverWeb: query.cover_web }
}

/** Laravel's validation answer: 422 with the messages by field. */
function invalid(response: Response, error: z.ZodError) {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body'
    ;(errors[field] ??= []).push(issue.message)
  }
  response.status(422).json({ message: 'The given data was invalid.', errors })
}
