import express, { type Request } from 'express'
import { recordAudit } from '../audit'
import { adminContext, type BackOfficeOptions } from '../context'
import { field, fileOutcome, formWithCsrf, mediaFormOf, mediaFormWithCsrf } from '../form-posts'
import { discardMedia, keepMedia, removeUnusedMedia } from '../media-upload'
import { contentMessages } from '../messages/content'
import { type SlideAddition, SlidesPage } from '../pages/slides'
import { DeleteSlidePage } from '../pages/slides-delete'
import {
  addHomeSlide,
  captionsOf,
  deleteHomeSlide,
  findHomeSlide,
  listHomeSlides,
  moveHomeSlide,
  parseSlideDraft,
  updateHomeSlide,
  validateCaptions,
} from '../slides'
import { seeOther, sendPage } from '../ui/render'
import { notFound, rowId } from './not-found'

/** The add form's files: the slide's picture or video, and an optional phone picture. */
const slideFiles = { media: ['image', 'video'], mobile: ['image'] } as const

/**
 * The home slides: their list in the site's order, each slide's captions and visibility, its
 * moves up and down, its deletion, and the form that adds one (an image, or a video, with an
 * optional phone picture). Every change is audited and tells the site at once.
 */
export function slidesRoutes(options: BackOfficeOptions) {
  const { db, media: mediaStore, secret, onContentChange } = options
  const router = express.Router()
  const post = formWithCsrf(secret)
  const upload = mediaFormWithCsrf(options, slideFiles)

  router.get('/slides', async (request, response) => {
    const admin = adminContext(response)
    const m = contentMessages[admin.lang].slides
    const notice =
      'added' in request.query
        ? m.added
        : 'saved' in request.query
          ? m.saved
          : 'deleted' in request.query
            ? m.deleted
            : undefined
    sendPage(response, SlidesPage({ admin, slides: await listHomeSlides(db), notice }))
  })

  router.post('/slides', upload, async (_request, response) => {
    const admin = adminContext(response)
    const form = mediaFormOf(response)
    const draft = parseSlideDraft(form.fields)
    const { errors, captions } = validateCaptions(draft)
    for (const [name, problem] of Object.entries(form.problems)) {
      if (problem === 'too-long' && name.startsWith('caption-')) errors[name] = 'too-long'
    }
    const { media, mobile } = form.files
    if (!media || form.problems.media || form.problems.mobile || Object.keys(errors).length > 0) {
      await discardMedia(form)
      const addition: SlideAddition = {
        captions: draft.captions,
        problems: errors,
        media: fileOutcome(form, 'media') ?? 'required',
        mobile: fileOutcome(form, 'mobile'),
      }
      return sendPage(
        response,
        SlidesPage({ admin, slides: await listHomeSlides(db), addition }),
        400,
      )
    }

    const kept: string[] = []
    try {
      const main = await keepMedia(mediaStore, media, media.kind === 'video' ? 'videos' : 'slides')
      kept.push(main)
      const phone = mobile ? await keepMedia(mediaStore, mobile, 'slides') : null
      if (phone) kept.push(phone)
      const slide = await addHomeSlide(db, {
        kind: media.kind,
        // A video's pictures are its poster: the phone picture serves every screen then.
        urlDesktop: media.kind === 'image' ? main : null,
        urlMobile: phone,
        videoId: media.kind === 'video' ? main : null,
        captions,
      })
      await recordAudit(db, admin.session?.account ?? null, 'slide.create', `slide:${slide.id}`, {
        kind: slide.kind,
        phoneImage: Boolean(phone),
      })
      onContentChange?.()
      seeOther(response, `${admin.base}/slides?added#slide-${slide.id}`)
    } catch (error) {
      await discardMedia(form)
      for (const reference of kept) await removeUnusedMedia(db, mediaStore, reference)
      throw error
    }
  })

  router.post('/slides/:id', ...post, async (request, response) => {
    const admin = adminContext(response)
    const slide = await slideOf(request)
    if (!slide) return notFound(response)
    const draft = parseSlideDraft(request.body as Record<string, unknown>)
    const { errors, captions } = validateCaptions(draft)
    if (Object.keys(errors).length > 0) {
      return sendPage(
        response,
        SlidesPage({
          admin,
          slides: await listHomeSlides(db),
          edit: { id: slide.id, draft, problems: errors },
        }),
        400,
      )
    }
    await updateHomeSlide(db, slide.id, { captions, active: draft.active })
    await recordAudit(db, admin.session?.account ?? null, 'slide.update', `slide:${slide.id}`, {
      captions: Object.keys(captions),
      ...(slide.active !== draft.active ? { active: draft.active } : {}),
    })
    onContentChange?.()
    seeOther(response, `${admin.base}/slides?saved#slide-${slide.id}`)
  })

  router.post('/slides/:id/move', ...post, async (request, response) => {
    const admin = adminContext(response)
    const slide = await slideOf(request)
    if (!slide) return notFound(response)
    const direction = field(request, 'direction')
    if (direction !== 'up' && direction !== 'down') {
      return seeOther(response, `${admin.base}/slides#slide-${slide.id}`)
    }
    if (await moveHomeSlide(db, slide.id, direction)) {
      await recordAudit(db, admin.session?.account ?? null, 'slide.move', `slide:${slide.id}`, {
        direction,
      })
      onContentChange?.()
    }
    // Back to the slide moved, so the keyboard goes on from where it was.
    seeOther(response, `${admin.base}/slides#slide-${slide.id}`)
  })

  router.get('/slides/:id/delete', async (request, response) => {
    const slides = await listHomeSlides(db)
    const id = rowId(request.params.id)
    const index = slides.findIndex((slide) => slide.id === id)
    const slide = slides[index]
    if (!slide) return notFound(response)
    sendPage(
      response,
      DeleteSlidePage({ admin: adminContext(response), slide, index, count: slides.length }),
    )
  })

  router.post('/slides/:id/delete', ...post, async (request, response) => {
    const admin = adminContext(response)
    const slide = await slideOf(request)
    if (!slide) return notFound(response)
    const deleted = await deleteHomeSlide(db, slide.id)
    if (deleted) {
      for (const reference of [deleted.urlDesktop, deleted.urlMobile, deleted.videoId]) {
        await removeUnusedMedia(db, mediaStore, reference)
      }
      await recordAudit(db, admin.session?.account ?? null, 'slide.delete', `slide:${slide.id}`, {
        kind: deleted.kind,
        captions: Object.keys(captionsOf(deleted)),
      })
      onContentChange?.()
    }
    seeOther(response, `${admin.base}/slides?deleted`)
  })

  async function slideOf(request: Request) {
    const id = rowId(request.params.id)
    return id === null ? undefined : findHomeSlide(db, id)
  }

  return router
}
