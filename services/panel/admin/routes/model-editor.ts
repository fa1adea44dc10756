import express, { type Response } from 'express'
import type { TalentRecord } from '../../../../contracts/booking-admin'
import { adminContext } from '../context'
import { modelsMessages } from '../messages/models'
import {
  draftOf,
  emptyDraft,
  formField,
  inputOf,
  type ModelDraft,
  parseModelDraft,
} from '../models'
import { DeleteModelPage } from '../pages/model-delete'
import { ModelEditorPage } from '../pages/model-editor'
import type { FieldErrors } from '../ui/form'
import { seeOther, sendPage } from '../ui/render'
import { notFound, rowId } from './not-found'
import { noticeIn, type RosterWrites } from './roster-writes'
import { applicationOf } from '../signing'

/**
 * A model's record: made, shown with what was done to it, saved, published or hidden, and
 * deleted (asked once more).
 */
export function modelEditorRoutes({
  client,
  db,
  mediaBase,
  post,
  writer,
  calling,
  audit,
  recordOf,
}: RosterWrites) {
  const router = express.Router()

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
      signed: m.signedNotice,
      'signed-without-photos': m.signedWithoutPhotos,
      'already-signed': m.alreadySigned,
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
      ModelEditorPage({
        admin,
        record,
        draft: draftOf(record),
        notice,
        mediaBase,
        application: await applicationOf(db, record.id),
      }),
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

  /** The form again, as typed, with what the booking service refused of it: a 400. */
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

  return router
}
