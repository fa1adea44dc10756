import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { Logger } from 'pino'
import { z } from 'zod'
import { rosterFetchSize } from '../../app/config/business'
import type { Database } from '../db'
import { talents } from '../db/schema'
import { issueAccessToken, keysMatch, requireAccessToken } from '../service-auth'
import { parseDemoImagePath } from './demo-catalog'
import { renderDemoImage } from './demo-images'
import type { Language, TalentRecord } from './talent-record'

export type BookingServiceOptions = {
  db: Database
  /** The machine key the site signs in with (`BOOKING_API_KEY`). */
  apiKey: string
  /** Where the catalog's images live, served under `/media`. */
  mediaDir: string
  tokenLifetimeSeconds?: number
  logger?: Logger
}

const language = z.enum(['en', 'es', 'pt']).catch('pt')
const flag = z
  .string()
  .optional()
  .transform((value) => value === '1' || value === 'true')

const talentsQuery = z.object({
  language,
  paginate: z.coerce
    .number()
    .int()
    .min(1)
    .catch(20)
    .transform((value) => Math.min(value, rosterFetchSize)),
  page: z.coerce.number().int().min(1).catch(1),
  cover_web: flag,
})

const filtersBody = z
  .object({
    filters: z
      .object({
        gender: z.enum(['man', 'woman']).optional(),
        category: z.coerce.number().int().optional(),
        division: z.coerce.number().int().optional(),
      })
      .partial()
      .default({}),
  })
  .catch({ filters: {} })

const profileQuery = z.object({
  language,
  id: z.coerce.number().int().positive(),
  cover2: flag,
  cover_web: flag,
})

/**
 * The embedded booking service (DESIGN §1, §5): the booking software's integration API as the
 * site uses it, over the catalog in the database. Mounted at `/booking`; the agency's real
 * service replaces it by `BOOKING_URL` alone.
 */
export function createBookingService({
  db,
  apiKey,
  mediaDir,
  tokenLifetimeSeconds = 60 * 60,
  logger,
}: BookingServiceOptions): express.Router {
  const router = express.Router()

  router.use(
    '/media',
    express.static(mediaDir, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny' }),
    demoImageOnDemand(db, mediaDir),
    (_request: Request, response: Response) => {
      response.status(404).type('text/plain').send('Not found.')
    },
  )

  router.post('/api/signin', express.json({ limit: '8kb' }), async (request, response) => {
    const body = z.object({ salt: z.string().min(1), api_key: z.unknown() }).safeParse(request.body)
    if (!body.success) {
      response.status(422).json({ message: 'salt and api_key are required.' })
      return
    }
    if (!keysMatch(body.data.api_key, apiKey)) {
      response.status(401).json({ message: 'Invalid credentials.' })
      return
    }
    const { accessToken, expiresIn } = await issueAccessToken(db, 'booking', tokenLifetimeSeconds)
    response.set('Cache-Control', 'no-store')
    response.json({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn })
  })

  router.use('/api', requireAccessToken(db, 'booking'))

  router.post('/api/talents', express.json({ limit: '16kb' }), async (request, response) => {
    const query = talentsQuery.parse(request.query)
    const { filters } = filtersBody.parse(request.body ?? {})
    const conditions: SQL[] = []
    if (filters.gender) conditions.push(eq(talents.gender, filters.gender))
    if (filters.category !== undefined) {
      conditions.push(sql`${talents.categoryIds} @> ${JSON.stringify([filters.category])}::jsonb`)
    }
    if (filters.division !== undefined) {
      conditions.push(sql`${talents.divisionIds} @> ${JSON.stringify([filters.division])}::jsonb`)
    }
    const where = conditions.length ? and(...conditions) : undefined
    const [totalRow] = await db.select({ total: count() }).from(talents).where(where)
    const total = totalRow?.total ?? 0
    const rows = await db
      .select()
      .from(talents)
      .where(where)
      .orderBy(asc(talents.position), asc(talents.name), asc(talents.id))
      .limit(query.paginate)
      .offset((query.page - 1) * query.paginate)
    response.json({
      data: {
        data: rows.map((row) =>
          wireTalent(row, { language: query.language, full: false, coverWeb: query.cover_web }),
        ),
        current_page: query.page,
        last_page: Math.max(Math.ceil(total / query.paginate), 1),
        per_page: query.paginate,
        total,
      },
    })
  })

  router.get('/api/talent/profile', async (request, response) => {
    const query = profileQuery.safeParse(request.query)
    if (!query.success) {
      response.status(404).json({ message: 'Talent not found.' })
      return
    }
    const [row] = await db.select().from(talents).where(eq(talents.id, query.data.id)).limit(1)
    if (!row) {
      response.status(404).json({ message: 'Talent not found.' })
      return
    }
    response.json({
      data: wireTalent(row, {
        language: query.data.language,
        full: true,
        coverWeb: query.data.cover_web,
        cover2: query.data.cover2,
      }),
    })
  })

  router.get('/api/talents/attributes', async (_request, response) => {
    const rows = await db
      .select({
        hair: talents.hair,
        eyes: talents.eyes,
        gender: talents.gender,
        height: talents.height,
        categoryIds: talents.categoryIds,
      })
      .from(talents)
    const options = (values: (string | null)[]) =>
      [
        ...new Set(
          values
            .filter((value): value is string => Boolean(value))
            .map((value) => value.toLowerCase()),
        ),
      ]
        .sort((a, b) => a.localeCompare(b, 'pt'))
        .map((value, index) => ({ id: index + 1, value }))
    const heights = rows.map((row) => Number.parseInt(row.height ?? '', 10)).filter(Number.isFinite)
    response.json({
      hair: options(rows.map((row) => row.hair)),
      eyes: options(rows.map((row) => row.eyes)),
      genders: [...new Set(rows.map((row) => row.gender))].sort(),
      divisions: [...new Set(rows.flatMap((row) => row.categoryIds))].sort((a, b) => a - b),
      height: heights.length ? { min: Math.min(...heights), max: Math.max(...heights) } : null,
    })
  })

  router.use('/api', (_request, response) => {
    response.status(404).json({ message: 'Not found.' })
  })

  router.use((error: unknown, request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error)
    const status = statusOf(error)
    if (status >= 500) logger?.error({ err: error, url: request.originalUrl }, 'booking error')
    response.status(status).json({ message: status >= 500 ? 'Server error.' : 'Bad request.' })
  })

  return router
}

type WireOptions = { language: Language; full: boolean; coverWeb: boolean; cover2?: boolean }

/** A talent in the booking software's own shape (DESIGN §5); list items leave out the galleries. */
function wireTalent(row: TalentRecord, { language, full, coverWeb, cover2 }: WireOptions) {
  const item = {
    id: row.id,
    name: row.name,
    gender: row.gender,
    birthdate: row.birthdate,
    height: row.height ?? '',
    bust: row.bust ?? '',
    chest: row.chest ?? '',
    waist: row.waist ?? '',
    hips: row.hips ?? '',
    shoes: row.shoes ?? '',
    weight: row.weight ?? '',
    suit: row.suit ?? '',
    shirt: row.shirt ?? '',
    jeans: row.jeans ?? '',
    eyes: row.eyes,
    hair: row.hair,
    instagram: row.instagram,
    skills: row.skills,
    cover: row.cover,
    ...(coverWeb ? { cover_web: row.coverWeb } : {}),
    divisions: row.divisionIds.map((id) => ({ id_category: id })),
    categories: row.categoryIds.map((id) => ({ id })),
  }
  if (!full) return item
  return {
    ...item,
    ...(cover2 ? { cover2: row.cover2 } : {}),
    // The biography in the visitor's language when the catalog has it, else English, else any.
    about: row.about[language] ?? row.about.en ?? Object.values(row.about)[0] ?? '',
    book: row.book,
    snap: row.snap,
    compo: row.compo,
    video: row.video,
  }
}

/**
 * Demo photographs are drawn the first time they are asked for and kept, so that seeding is
 * instant and only the images someone looks at cost anything.
 */
function demoImageOnDemand(db: Database, mediaDir: string) {
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      const relative = request.path.replace(/^\/+/, '')
      // Demo paths hold only letters, digits, dashes and dots: nothing to decode.
      const image = parseDemoImagePath(`media/${relative}`)
      if (!image || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
      const [subject] = await db
        .select({ name: talents.name, gender: talents.gender })
        .from(talents)
        .where(eq(talents.id, image.talentId))
        .limit(1)
      if (!subject) return next()
      const bytes = await renderDemoImage(image, subject)
      // parseDemoImagePath admits only digits and known words, so this stays inside mediaDir.
      const file = path.join(mediaDir, relative)
      await mkdir(path.dirname(file), { recursive: true })
      const partial = `${file}.${process.pid}.partial`
      await writeFile(partial, bytes)
      await rename(partial, file)
      response.set('Cache-Control', 'public, max-age=31536000, immutable')
      response.type('image/jpeg').send(bytes)
    } catch (error) {
      next(error)
    }
  }
}

function statusOf(error: unknown) {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error
    if (typeof status === 'number' && status >= 400 && status < 600) return status
  }
  return 500
}
