import express, { type Request } from 'express'
import {
  boards,
  divisions,
  rosterMoveDirections,
  type TalentMove,
  talentStates,
} from '../../../../contracts/booking-admin'
import { adminContext, type BackOfficeOptions } from '../context'
import { modelsMessages } from '../messages/models'
import { listAddress, type ModelFilters, ModelsPage, ModelsReadOnlyPage } from '../pages/models'
import { ModelsManagedElsewherePage, ModelsUnavailablePage } from '../pages/models-unavailable'
import { createRosterClient, type RosterSettings } from '../roster-client'
import { createRosterReader, rosterPage } from '../roster-reader'
import { seeOther, sendPage } from '../ui/render'
import { field } from '../form-posts'
import { modelEditorRoutes } from './model-editor'
import { modelImportRoutes } from './model-import'
import { modelPhotoRoutes } from './model-photos'
import { modelVideoRoutes } from './model-videos'
import { notFound, rowId } from './not-found'
import { noticeIn, type RosterWrites, rosterWrites } from './roster-writes'

/**
 * The Models section (decision 026): the roster as the booking service's write API keeps it,
 * listed, searched and ordered (here); its import, a model's record, her photos and her videos
 * (each in a module of its own). Every write goes through the API, and is recorded in the audit
 * log.
 */
export function modelsRoutes(roster: RosterSettings | undefined) {
  return (options: BackOfficeOptions) => {
    const router = express.Router()
    if (!roster || 'managedAt' in roster) {
      if (roster?.readKey) {
        readOnlyRoutes(router, options, { ...roster, readKey: roster.readKey })
      }
      // A model's record (and, without the read key, the list) is kept where the roster is.
      router.get(['/models', '/models/*rest'], (_request, response) => {
        sendPage(
          response,
          ModelsManagedElsewherePage({ admin: adminContext(response), address: roster?.managedAt }),
        )
      })
      return router
    }
    const writes = rosterWrites(options, roster, createRosterClient(roster))
    // In this order: the import's paths before the record's `/models/:id` would take them.
    router.use(
      listRoutes(writes),
      modelImportRoutes(writes),
      modelEditorRoutes(writes),
      modelVideoRoutes(writes),
      modelPhotoRoutes(writes),
    )
    return router
  }
}

/**
 * The roster managed elsewhere, listed read-only as the site publishes it, searched and paged
 * here since the read API cannot search (decision 026's amendment).
 */
function readOnlyRoutes(
  router: express.Router,
  { logger }: BackOfficeOptions,
  {
    managedAt,
    readKey,
    mediaBase,
    timeoutMs,
  }: { managedAt: string; readKey: string; mediaBase?: string; timeoutMs?: number },
) {
  const reader = createRosterReader({ url: managedAt, readKey, timeoutMs, logger })
  router.get('/models', async (request, response) => {
    const admin = adminContext(response)
    const { q } = filtersOf(request.query)
    const models = await reader.roster().catch((error: unknown) => {
      logger?.error({ err: error }, 'the booking read API failed')
      return null
    })
    if (!models) return sendPage(response, ModelsUnavailablePage({ admin }), 503)
    const list = rosterPage(models, { q, page: pageIn(request.query) })
    sendPage(response, ModelsReadOnlyPage({ admin, managedAt, list, q, mediaBase }))
  })
}

/** The roster written here: listed, searched, filtered, paged, and each model moved in it. */
function listRoutes({ client, mediaBase, post, writer, calling, audit }: RosterWrites) {
  const router = express.Router()

  router.get('/models', async (request, response) => {
    const admin = adminContext(response)
    const m = modelsMessages[admin.lang]
    const filters = filtersOf(request.query)
    const list = await calling(response, () =>
      client.list({ ...filters, page: pageIn(request.query) }),
    )
    if (!list) return
    const notice =
      importedIn(request.query, m.importer.imported) ??
      noticeIn(request.query, {
        deleted: m.deleted,
        moved: m.moved,
        'import-cancelled': m.importer.cancelled,
      })
    sendPage(response, ModelsPage({ admin, list, filters, mediaBase, notice }))
  })

  router.post('/models/:id/move', ...post, async (request, response) => {
    const admin = adminContext(response)
    const id = rowId(request.params.id)
    const move = talentMoveOf(request)
    if (id === null || !move) return notFound(response)
    const back = listBack(admin.base, field(request, 'back'))
    if ('refused' in move) {
      // The list again, as the booker left it, with her typed position and what is wrong with it.
      const { filters, page } = listOf(back)
      const list = await calling(response, () => client.list({ ...filters, page }))
      if (!list) return
      // Positions count the whole roster, which a searched or filtered list does not show.
      const filtered = Object.keys(filters).length > 0
      const roster = filtered ? await calling(response, () => client.list({ page: 1 })) : list
      if (!roster) return
      const error = modelsMessages[admin.lang].positionRefused(roster.total)
      const moveError = { id, value: move.refused, message: error }
      return sendPage(response, ModelsPage({ admin, list, filters, mediaBase, moveError }), 400)
    }
    const record = await calling(response, () => client.move(id, move, writer(response)))
    if (!record) return
    await audit(response, 'talent.move', record, { ...move, position: record.position })
    seeOther(response, withNotice(back, 'moved'))
  })

  return router
}

function filtersOf(query: Request['query']): ModelFilters {
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 120) : ''
  const division = oneOf(divisions, query.division)
  const board = oneOf(boards, query.board)
  const state = oneOf(talentStates, query.state)
  return {
    ...(q ? { q } : {}),
    ...(division ? { division } : {}),
    ...(board ? { board } : {}),
    ...(state ? { state } : {}),
  }
}

/** The notice of an applied import (`?imported=3`), with its count. */
function importedIn(query: Request['query'], notice: (count: number) => string) {
  const count = Number(query.imported)
  return typeof query.imported === 'string' && Number.isSafeInteger(count) && count >= 0
    ? notice(count)
    : undefined
}

/** The list's page its address asks for (`?page=`), the first when it asks for none. */
function pageIn(query: Request['query']) {
  const page = Number(query.page)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return choices.find((choice) => choice === value)
}

/**
 * Where a model's move asks her to go: a `direction` (up, down, top, bottom) or a typed
 * `position`; a position that is not a whole number from 1 is refused as typed; neither, none.
 */
function talentMoveOf(request: Request): TalentMove | { refused: string } | null {
  const direction = rosterMoveDirections.find((way) => way === field(request, 'direction'))
  if (direction) return { direction }
  if (typeof (request.body as Record<string, unknown> | undefined)?.position !== 'string')
    return null
  const typed = field(request, 'position').trim().slice(0, 20)
  const position = /^\d{1,6}$/.test(typed) ? Number(typed) : 0
  return position >= 1 ? { position } : { refused: typed }
}

/** The list page the move came from (its filters and page), or the list. */
function listBack(base: string, back: string): string {
  return back.startsWith(`${base}/models`) && !back.startsWith(`${base}/models/`)
    ? back
    : listAddress(base, {})
}

/** The filters and page of a list's address (`listBack`'s), to show that list again. */
function listOf(address: string) {
  const query = Object.fromEntries(new URL(address, 'http://list.invalid').searchParams)
  return { filters: filtersOf(query), page: pageIn(query) }
}

function withNotice(address: string, notice: string) {
  return `${address}${address.includes('?') ? '&' : '?'}${notice}`
}
