import express, { type Request, type Response } from 'express'
import {
  type PhotoSection,
  photoSections,
  type TalentRecord,
} from '../../../../contracts/booking-admin'
import { adminContext } from '../context'
import { modelsMessages } from '../messages/models'
import { DeletePhotoPage, type PhotoErrors } from '../pages/model-photos'
import { photoUploadOf, photoUploadWithCsrf } from '../photo-upload'
import { seeOther, sendPage } from '../ui/render'
import { field } from '../form-posts'
import { notFound, rowId } from './not-found'
import { directionOf, type RosterWrites } from './roster-writes'

/**
 * A model's photos, a part per section: uploaded several at once, ordered, chosen as her cover or
 * her card's, described in each language, and deleted (asked once more).
 */
export function modelPhotoRoutes({
  client,
  secret,
  mediaDir,
  logger,
  mediaBase,
  post,
  writer,
  calling,
  audit,
  recordOf,
  sendRecordAgain,
}: RosterWrites) {
  const router = express.Router()

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

  return router
}
