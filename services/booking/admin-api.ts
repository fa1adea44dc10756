import express, { type Request, type Response, type Router } from 'express'
import type { Logger } from 'pino'
import { z } from 'zod'
import {
  errorsByField,
  fieldLimits,
  listQuery,
  moveInput,
  talentInput,
  videoInput,
} from '../../contracts/booking-admin'
import { requireAccessToken, signInHandler } from '../common/machine-auth'
import type { Database } from './db'
import { writeAccessTokens } from './db/schema'
import { removeTalentMedia } from './media'
import {
  changeVideos,
  createTalent,
  deleteTalent,
  listRoster,
  moveTalent,
  rosterRecord,
  setPublished,
  updateTalent,
  type VideoChange,
} from './roster-admin'

export type AdminApiOptions = {
  db: Database
  /** The write key: the only credential this API takes, never the site's read key. */
  writeKey: string
  mediaDir: string
  tokenLifetimeSeconds: number
  /** Told after every change to the catalog, to announce it to every site in front of it. */
  onCatalogChange?: () => void
  logger?: Logger
}

const talentId = z.coerce.number().int().positive().max(2_147_483_647)
const videoIndex = z.coerce.number().int().min(0).max(1000)

/**
 * The booking service's write API (`contracts/booking-admin.ts`), for the back office only: its
 * own sign-in with the write key, its own tokens' table, so that a token the site's read key got
 * is a 401 here. Each write announces a catalog change.
 */
export function createAdminApi({
  db,
  writeKey,
  mediaDir,
  tokenLifetimeSeconds,
  onCatalogChange,
  logger,
}: AdminApiOptions): Router {
  const router = express.Router()
  const tokens = { db, table: writeAccessTokens }

  router.post(
    '/signin',
    ...signInHandler({ tokens, secret: writeKey, keyField: 'api_key', tokenLifetimeSeconds }),
  )
  router.use(
    requireAccessToken(tokens),
    express.json({ limit: '64kb' }),
    (_request, response, next) => {
      // What the back office is shown is the agency's own, never a shared cache's.
      response.set('Cache-Control', 'no-store')
      next()
    },
  )

  /** Logs a change with who made it (the `X-Actor` header) and tells the sites. */
  function changed(request: Request, action: string, talent: number) {
    const actor = request.get('x-actor')?.slice(0, 254) || null
    logger?.info({ actor, action, talent }, 'catalog changed')
    onCatalogChange?.()
  }

  function id(request: Request, response: Response): number | null {
    const parsed = talentId.safeParse(request.params.id)
    if (parsed.success) return parsed.data
    notFound(response, 'Talent')
    return null
  }

  router.get('/talents', async (request, response) => {
    const query = listQuery.safeParse(request.query)
    if (!query.success) return refused(response, query.error)
    response.json(await listRoster(db, query.data))
  })

  router.post('/talents', async (request, response) => {
    const input = talentInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    const record = await createTalent(db, input.data)
    changed(request, 'create', record.id)
    response.status(201).json({ data: record })
  })

  router.get('/talents/:id', async (request, response) => {
    const talent = id(request, response)
    if (talent === null) return
    const record = await rosterRecord(db, talent)
    if (!record) return notFound(response, 'Talent')
    response.json({ data: record })
  })

  router.put('/talents/:id', async (request, response) => {
    const talent = id(request, response)
    if (talent === null) return
    const input = talentInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    const record = await updateTalent(db, talent, input.data)
    if (!record) return notFound(response, 'Talent')
    changed(request, 'update', talent)
    response.json({ data: record })
  })

  router.delete('/talents/:id', async (request, response) => {
    const talent = id(request, response)
    if (talent === null) return
    const deleted = await deleteTalent(db, talent)
    if (!deleted) return notFound(response, 'Talent')
    changed(request, 'delete', talent)
    // The row is gone first: a file is never left named by a talent the site still shows.
    const removed = await removeTalentMedia(mediaDir, deleted)
    logger?.info({ talent, files: removed.length }, 'removed a deleted talent’s media')
    response.status(204).end()
  })

  for (const [action, published] of [
    ['publish', true],
    ['hide', false],
  ] as const) {
    router.post(`/talents/:id/${action}`, async (request, response) => {
      const talent = id(request, response)
      if (talent === null) return
      const record = await setPublished(db, talent, published)
      if (!record) return notFound(response, 'Talent')
      changed(request, action, talent)
      response.json({ data: record })
    })
  }

  router.post('/talents/:id/move', async (request, response) => {
    const talent = id(request, response)
    if (talent === null) return
    const input = moveInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    const record = await moveTalent(db, talent, input.data.direction)
    if (!record) return notFound(response, 'Talent')
    changed(request, `move ${input.data.direction}`, talent)
    response.json({ data: record })
  })

  async function videoChange(
    request: Request,
    response: Response,
    change: VideoChange,
    action: string,
  ) {
    const talent = id(request, response)
    if (talent === null) return
    const result = await changeVideos(db, talent, change, fieldLimits.videos)
    if (!result.ok) {
      if (result.status === 404) return void response.status(404).json({ message: result.message })
      return void response
        .status(400)
        .json({ errors: { [result.field ?? 'body']: result.message } })
    }
    changed(request, action, talent)
    response.status(change.kind === 'add' ? 201 : 200).json({ data: result.record })
  }

  router.post('/talents/:id/videos', async (request, response) => {
    const input = videoInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    await videoChange(request, response, { kind: 'add', video: input.data }, 'add video')
  })

  router.post('/talents/:id/videos/:index/move', async (request, response) => {
    const index = videoIndex.safeParse(request.params.index)
    if (!index.success) return notFound(response, 'Video')
    const input = moveInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    await videoChange(
      request,
      response,
      { kind: 'move', index: index.data, direction: input.data.direction },
      `move video ${input.data.direction}`,
    )
  })

  router.delete('/talents/:id/videos/:index', async (request, response) => {
    const index = videoIndex.safeParse(request.params.index)
    if (!index.success) return notFound(response, 'Video')
    await videoChange(request, response, { kind: 'delete', index: index.data }, 'delete video')
  })

  router.use((_request, response) => {
    response.status(404).json({ message: 'Not found.' })
  })

  return router
}

function refused(response: Response, error: z.ZodError) {
  response.status(400).json({ errors: errorsByField(error) })
}

function notFound(response: Response, what: 'Talent' | 'Video') {
  response.status(404).json({ message: `${what} not found.` })
}
