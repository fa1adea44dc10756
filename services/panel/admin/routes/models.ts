import express, { type Request, type Response } from 'express'
import {
  boards,
  divisions,
  type PhotoSection,
  photoSections,
  rosterMoveDirections,
  type TalentMove,
  type TalentRecord,
  talentStates,
} from '../../../../contracts/booking-admin'
import { recordAudit } from '../audit'
import { adminContext, type BackOfficeOptions } from '../context'
import { importUploadOf, importUploadWithCsrf } from '../import-upload'
import { modelsMessages } from '../messages/models'
import {
  draftOf,
  emptyDraft,
  formField,
  inputOf,
  type ModelDraft,
  parseModelDraft,
} from '../models'
import { photoUploadOf, photoUploadWithCsrf } from '../photo-upload'
import { ModelImportPage, ModelImportPreviewPage } from '../pages/model-import'
import {
  DeleteModelPage,
  DeletePhotoPage,
  listAddress,
  type ModelFilters,
  ModelEditorPage,
  ModelsManagedElsewherePage,
  ModelsPage,
  ModelsReadOnlyPage,
  ModelsUnavailablePage,
  type PhotoErrors,
} from '../pages/models'
import {
  createRosterClient,
  ImportRefused,
  type RosterClient,
  RosterNotFound,
  RosterRefused,
  type RosterSettings,
} from '../roster-client'
import { createRosterReader, rosterPage } from '../roster-reader'
import type { FieldErrors } from '../ui/form'
import { seeOther, sendPage } from '../ui/render'
import { field, formWithCsrf } from './auth'
import { notFound, rowId } from './not-found'

/**
 * The Models section (decision 026): the roster as the booking service's write API keeps it,
 * listed, searched and ordered; a model's record, her state on the site and her videos; her
 * deletion. Every write goes through the API, and is recorded in the audit log.
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
    return writableRoutes(router, options, roster, createRosterClient(roster))
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

function writableRoutes(
  router: express.Router,
  { db, secret, mediaDir, logger }: BackOfficeOptions,
  { mediaBase }: { mediaBase?: string },
  client: RosterClient,
) {
  const post = formWithCsrf(secret)

  function actor(response: Response) {
    return adminContext(response).session?.account ?? null
  }

  /**
   * Runs a call to the booking service: an unknown talent is the 404 page, a refused input goes
   * to `refused` (which answers), and the service's silence is a page that says so (503). Its
   * value, or undefined once the response is answered.
   */
  async function calling<T>(
    response: Response,
    call: () => Promise<T>,
    refused?: (errors: Record<string, string>) => Promise<void>,
  ): Promise<T | undefined> {
    try {
      return await call()
    } catch (error) {
      if (error instanceof RosterNotFound) {
        notFound(response)
        return undefined
      }
      if (error instanceof RosterRefused) {
        if (!refused) throw error
        await refused(error.errors)
        return undefined
      }
      logger?.error({ err: error }, 'the booking write API failed')
      sendPage(response, ModelsUnavailablePage({ admin: adminContext(response) }), 503)
      return undefined
    }
  }

  async function audit(
    response: Response,
    action: string,
    talent: { id: number; name: string },
    detail: Record<string, unknown> = {},
  ) {
    await recordAudit(db, actor(response), action, `talent:${talent.id}`, {
      name: talent.name,
      ...detail,
    })
  }

  const writer = (response: Response) => ({ actor: actor(response)?.email })

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

  // The booking software's export brought in (issue 27), before `/models/:id` takes the path.
  router.get('/models/import', (_request, response) => {
    sendPage(response, ModelImportPage({ admin: adminContext(response) }))
  })

  const importUpload = importUploadWithCsrf({ secret, mediaDir, logger })

  router.post('/models/import', importUpload, async (request, response) => {
    const admin = adminContext(response)
    const m = modelsMessages[admin.lang].importer
    const upload = importUploadOf(response)
    const refuse = (message: string) =>
      sendPage(response, ModelImportPage({ admin, error: message }), 400)
    if ('refused' in upload) return refuse(m.refusals[upload.refused](m.aFile))
    let plan
    try {
      plan = await client.stageImport(upload.zip, writer(response))
    } catch (error) {
      if (error instanceof ImportRefused) {
        const { problem, name } = error.refusal
        return refuse(m.refusals[problem](name ?? m.aFile))
      }
      logger?.error({ err: error }, 'the booking write API failed')
      return sendPage(response, ModelsUnavailablePage({ admin }), 503)
    }
    seeOther(response, `${admin.base}/models/import/${encodeURIComponent(plan.id)}`)
  })

  router.get('/models/import/:import', async (request, response) => {
    const admin = adminContext(response)
    const plan = await importCall(response, () => client.importPlan(String(request.params.import)))
    if (!plan) return
    sendPage(response, ModelImportPreviewPage({ admin, plan }))
  })

  router.post('/models/import/:import/apply', ...post, async (request, response) => {
    const admin = adminContext(response)
    const id = String(request.params.import)
    const report = await importCall(response, () => client.applyImport(id, writer(response)))
    if (!report) return
    await recordAudit(db, actor(response), 'talent.import', `import:${id}`, {
      added: report.added.length,
      changed: report.changed.length,
      imported: report.imported.length,
      refused: new Set(report.problems.map((problem) => problem.file)).size,
    })
    seeOther(response, `${admin.base}/models?imported=${report.imported.length}`)
  })

  router.post('/models/import/:import/cancel', ...post, async (request, response) => {
    const admin = adminContext(response)
    const done = await importCall(response, () =>
      client.cancelImport(String(request.params.import), writer(response)).then(() => true),
    )
    if (!done) return
    seeOther(response, `${admin.base}/models?import-cancelled`)
  })

  /**
   * A call about a staged import: one gone (expired, applied, cancelled or never made) is the
   * upload's form again, saying so, with a 404.
   */
  async function importCall<T>(response: Response, call: () => Promise<T>) {
    try {
      return await call()
    } catch (error) {
      const admin = adminContext(response)
      if (error instanceof RosterNotFound) {
        const m = modelsMessages[admin.lang].importer
        sendPage(response, ModelImportPage({ admin, error: m.expired }), 404)
        return undefined
      }
      logger?.error({ err: error }, 'the booking write API failed')
      sendPage(response, ModelsUnavailablePage({ admin }), 503)
      return undefined
    }
  }

  router.get('/models/new', (_request, response) => {
    sendPage(response, ModelEditorPage({ admin: adminContext(response), draft: emptyDraft() }))
  })

  router.post('/models', ...post, async (request, response) => {
    const admin = adminContext(response)
    const draft = parseModelDraft(request.body as Record<string, unknown>)
    // A new model starts hidden (issue 36): she has no photos until her record is saved, and is
    // published from it once she does, as docs/starting-an-agency.md walks it.
    const record = await calling(
      response,
      () => client.create({ ...inputOf(draft), published: false }, writer(response)),
      async (errors) => sendEditor(response, undefined, draft, errors),
    )
    if (!record) return
    await audit(response, 'talent.create', record, { published: record.published })
    seeOther(response, `${admin.base}/models/${record.id}?created`)
  })

  router.get('/models/:id', async (request, response) => {
    const admin = adminContext(response)
    const record = await recordOf(request, response)
    if (!record) return
    const m = modelsMessages[admin.lang]
    const notice = noticeIn(request.query, {
      created: m.created,
      saved: m.saved,
      published: m.publishedNotice,
      hidden: m.hiddenNotice,
      'video-added': m.videos.added,
      'video-removed': m.videos.removed,
      'video-moved': m.videos.moved,
      'photos-added': m.photos.addedNotice,
      'photo-moved': m.photos.moved,
      'photo-cover': m.photos.coverChosen,
      'photo-web-cover': m.photos.webCoverChosen,
      'photo-described': m.photos.described,
      'photo-removed': m.photos.removed,
    })
    sendPage(
      response,
      ModelEditorPage({ admin, record, draft: draftOf(record), notice, mediaBase }),
    )
  })

  router.post('/models/:id', ...post, async (request, response) => {
    const admin = adminContext(response)
    const id = rowId(request.params.id)
    if (id === null) return notFound(response)
    const draft = parseModelDraft(request.body as Record<string, unknown>)
    // The record is asked for only when the form comes back: its page shows her videos.
    const saved = await calling(
      response,
      () => client.update(id, inputOf(draft), writer(response)),
      async (errors) => {
        const record = await calling(response, () => client.get(id))
        if (record) sendEditor(response, record, draft, errors)
      },
    )
    if (!saved) return
    await audit(response, 'talent.update', saved)
    seeOther(response, `${admin.base}/models/${saved.id}?saved`)
  })

  for (const [path, published] of [
    ['publish', true],
    ['hide', false],
  ] as const) {
    router.post(`/models/:id/${path}`, ...post, async (request, response) => {
      const admin = adminContext(response)
      const id = rowId(request.params.id)
      if (id === null) return notFound(response)
      const record = await calling(response, () =>
        client.setPublished(id, published, writer(response)),
      )
      if (!record) return
      await audit(response, published ? 'talent.publish' : 'talent.hide', record)
      seeOther(response, `${admin.base}/models/${id}?${published ? 'published' : 'hidden'}`)
    })
  }

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

  router.get('/models/:id/delete', async (request, response) => {
    const record = await recordOf(request, response)
    if (!record) return
    sendPage(response, DeleteModelPage({ admin: adminContext(response), record }))
  })

  router.post('/models/:id/delete', ...post, async (request, response) => {
    const admin = adminContext(response)
    const record = await recordOf(request, response)
    if (!record) return
    const done = await calling(response, () =>
      client.remove(record.id, writer(response)).then(() => true),
    )
    if (!done) return
    await audit(response, 'talent.delete', record)
    seeOther(response, `${admin.base}/models?deleted`)
  })

  /** The record's page again, as saved, with what was refused of a video or photos: a 400. */
  async function sendRecordAgain(
    response: Response,
    id: number,
    refused: { videoUrl: string; videoError?: string } | { photoErrors: PhotoErrors },
  ) {
    const record = await calling(response, () => client.get(id))
    if (!record) return
    const admin = adminContext(response)
    sendPage(
      response,
      ModelEditorPage({ admin, record, draft: draftOf(record), mediaBase, ...refused }),
      400,
    )
  }

  router.post('/models/:id/videos', ...post, async (request, response) => {
    const admin = adminContext(response)
    const id = rowId(request.params.id)
    if (id === null) return notFound(response)
    const url = field(request, 'url').slice(0, 2000)
    const saved = await calling(
      response,
      () => client.addVideo(id, url, writer(response)),
      (errors) => {
        const m = modelsMessages[admin.lang].videos
        const videoError = errors.url
          ? m.refused
          : errors.videos
            ? m.tooMany
            : Object.values(errors)[0]
        return sendRecordAgain(response, id, { videoUrl: url, videoError })
      },
    )
    if (!saved) return
    await audit(response, 'talent.video-add', saved, { url: saved.videos.at(-1)?.url })
    seeOther(response, `${admin.base}/models/${id}?video-added#videos-title`)
  })

  router.post('/models/:id/videos/:index/move', ...post, async (request, response) => {
    const admin = adminContext(response)
    const id = rowId(request.params.id)
    const index = videoIndex(request.params.index)
    const direction = directionOf(request)
    if (id === null || index === null || !direction) return notFound(response)
    const record = await calling(response, () =>
      client.moveVideo(id, index, direction, writer(response)),
    )
    if (!record) return
    await audit(response, 'talent.video-move', record, { index, direction })
    seeOther(response, `${admin.base}/models/${id}?video-moved#videos-title`)
  })

  router.post('/models/:id/videos/:index/delete', ...post, async (request, response) => {
    const admin = adminContext(response)
    const id = rowId(request.params.id)
    const index = videoIndex(request.params.index)
    if (id === null || index === null) return notFound(response)
    const record = await calling(response, () => client.removeVideo(id, index, writer(response)))
    if (!record) return
    await audit(response, 'talent.video-delete', record, { index })
    seeOther(response, `${admin.base}/models/${id}?video-removed#videos-title`)
  })

  const upload = photoUploadWithCsrf({ secret, mediaDir, logger })

  router.post('/models/:id/photos/:section', upload, async (request, response) => {
    const admin = adminContext(response)
    const m = modelsMessages[admin.lang].photos
    const id = rowId(request.params.id)
    const section = photoSections.find((name) => name === request.params.section)
    if (id === null || !section) return notFound(response)
    const { files, refused } = photoUploadOf(response)
    const field = `photos-${section}`
    const refuse = (message: string | undefined) =>
      sendRecordAgain(response, id, { photoErrors: { [field]: message } })
    if (refused) return refuse(m.problems[refused.problem](refused.name))
    if (files.length === 0) return refuse(m.none)
    const record = await calling(
      response,
      () => client.uploadPhotos(id, section, files, writer(response)),
      // The service's own words: the panel checked the files by the same rules already, so what
      // is left is the section being full.
      (errors) => refuse(errors.photos ?? Object.values(errors)[0]),
    )
    if (!record) return
    await audit(response, 'talent.photo-add', record, {
      section,
      count: files.length,
      files: files.map((file) => file.name),
    })
    seeOther(response, `${admin.base}/models/${id}?photos-added#photos-${section}`)
  })

  /** The talent and photo an address names, with the photo's section; undefined once answered. */
  async function photoOf(request: Request, response: Response) {
    const record = await recordOf(request, response)
    if (!record) return undefined
    const photoId = rowId(request.params.photo)
    for (const section of photoSections) {
      const photo = record.photos[section].find((item) => item.id === photoId)
      if (photo) return { record, photo, section }
    }
    notFound(response)
    return undefined
  }

  function sectionOf(record: TalentRecord, photo: number): PhotoSection | undefined {
    return photoSections.find((section) => record.photos[section].some((p) => p.id === photo))
  }

  router.post('/models/:id/photos/:photo/move', ...post, async (request, response) => {
    const admin = adminContext(response)
    const id = rowId(request.params.id)
    const photo = rowId(request.params.photo)
    const direction = directionOf(request)
    if (id === null || photo === null || !direction) return notFound(response)
    const record = await calling(response, () =>
      client.movePhoto(id, photo, direction, writer(response)),
    )
    if (!record) return
    const section = sectionOf(record, photo)
    await audit(response, 'talent.photo-move', record, { photo, section, direction })
    seeOther(response, `${admin.base}/models/${id}?photo-moved#photos-${section}`)
  })

  for (const [path, action, notice] of [
    ['cover', 'talent.photo-cover', 'photo-cover'],
    ['web-cover', 'talent.photo-web-cover', 'photo-web-cover'],
  ] as const) {
    router.post(`/models/:id/photos/:photo/${path}`, ...post, async (request, response) => {
      const admin = adminContext(response)
      const id = rowId(request.params.id)
      const photo = rowId(request.params.photo)
      if (id === null || photo === null) return notFound(response)
      const record = await calling(response, () =>
        client.setCover(id, photo, path, writer(response)),
      )
      if (!record) return
      const section = sectionOf(record, photo)
      await audit(response, action, record, {
        photo,
        section,
        file: path === 'cover' ? record.cover : record.coverWeb,
      })
      seeOther(response, `${admin.base}/models/${id}?${notice}#photos-${section}`)
    })
  }

  router.post('/models/:id/photos/:photo/alt', ...post, async (request, response) => {
    const admin = adminContext(response)
    const id = rowId(request.params.id)
    const photo = rowId(request.params.photo)
    if (id === null || photo === null) return notFound(response)
    const alt = {
      en: field(request, 'en').slice(0, 2000),
      es: field(request, 'es').slice(0, 2000),
      pt: field(request, 'pt').slice(0, 2000),
    }
    const m = modelsMessages[admin.lang].photos
    const record = await calling(
      response,
      () => client.describePhoto(id, photo, alt, writer(response)),
      async (errors) => {
        const photoErrors: PhotoErrors = {}
        for (const lang of ['en', 'es', 'pt'] as const) {
          if (errors[lang]) photoErrors[`alt-${photo}-${lang}`] = m.altTooLong
        }
        if (Object.keys(photoErrors).length === 0) {
          photoErrors[`alt-${photo}-pt`] = Object.values(errors)[0]
        }
        await sendRecordAgain(response, id, { photoErrors })
      },
    )
    if (!record) return
    const section = sectionOf(record, photo)
    await audit(response, 'talent.photo-alt', record, { photo, section, alt })
    seeOther(response, `${admin.base}/models/${id}?photo-described#photos-${section}`)
  })

  router.get('/models/:id/photos/:photo/delete', async (request, response) => {
    const found = await photoOf(request, response)
    if (!found) return
    sendPage(response, DeletePhotoPage({ admin: adminContext(response), ...found, mediaBase }))
  })

  router.post('/models/:id/photos/:photo/delete', ...post, async (request, response) => {
    const admin = adminContext(response)
    const found = await photoOf(request, response)
    if (!found) return
    const { photo, section } = found
    const record = await calling(response, () =>
      client.removePhoto(found.record.id, photo.id, writer(response)),
    )
    if (!record) return
    await audit(response, 'talent.photo-delete', record, {
      photo: photo.id,
      section,
      file: photo.file,
    })
    seeOther(response, `${admin.base}/models/${record.id}?photo-removed#photos-${section}`)
  })

  function sendEditor(
    response: Response,
    record: TalentRecord | undefined,
    draft: ModelDraft,
    apiErrors: Record<string, string>,
  ) {
    const admin = adminContext(response)
    const m = modelsMessages[admin.lang]
    const errors: FieldErrors = {}
    for (const [apiField, message] of Object.entries(apiErrors)) {
      // The back office's own words where it knows the field; the API's otherwise.
      const name = formField(apiField)
      errors[name] ??= m.problems[apiField] ?? message
    }
    sendPage(response, ModelEditorPage({ admin, record, draft, errors, mediaBase }), 400)
  }

  async function recordOf(request: Request, response: Response) {
    const id = rowId(request.params.id)
    if (id === null) {
      notFound(response)
      return undefined
    }
    return calling(response, () => client.get(id))
  }

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

/** The notice a redirect's query names (`?saved`): the first of `notices` it has. */
function noticeIn(query: Request['query'], notices: Record<string, string>) {
  return Object.entries(notices).find(([key]) => key in query)?.[1]
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

/** The way a move posts (`direction`): up or down, else none. */
function directionOf(request: Request) {
  const direction = field(request, 'direction')
  return direction === 'up' || direction === 'down' ? direction : null
}

function videoIndex(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : null
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
