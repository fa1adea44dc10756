import express from 'express'
import { adminContext } from '../context'
import { modelsMessages } from '../messages/models'
import { seeOther } from '../ui/render'
import { field } from '../form-posts'
import { notFound, rowId } from './not-found'
import { directionOf, type RosterWrites } from './roster-writes'

/** A model's videos, by the address where each is watched: added, ordered, removed. */
export function modelVideoRoutes({
  client,
  post,
  writer,
  calling,
  audit,
  sendRecordAgain,
}: RosterWrites) {
  const router = express.Router()

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

  return router
}

/** A video's place in her list, from the address (`:index`): digits only, else none. */
function videoIndex(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : null
}
