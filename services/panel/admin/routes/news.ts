import express, { type Request, type Response } from 'express'
import { recordAudit } from '../audit'
import { adminContext, type BackOfficeOptions } from '../context'
import {
  fileOutcome,
  formWithCsrf,
  type MediaForm,
  mediaFormOf,
  mediaFormWithCsrf,
} from '../form-posts'
import { discardMedia, keepMedia, removeUnusedMedia } from '../media-upload'
import { contentMessages } from '../messages/content'
import {
  deleteStory,
  draftOf,
  findStory,
  listStories,
  parseStoryDraft,
  saveStory,
  type StoredStory,
  type StoryDraft,
  type StoryErrors,
  takenSlugs,
  validateStory,
} from '../news'
import { NewsPage, storyTitle } from '../pages/news'
import { DeleteStoryPage } from '../pages/news-delete'
import { StoryEditorPage } from '../pages/news-editor'
import { seeOther, sendPage } from '../ui/render'
import { notFound, rowId } from './not-found'

/**
 * The news: the list of stories, the editor (a story's date, status and cover, and its text in
 * each language), and the deletion. Every change is audited and tells the site at once.
 */
export function newsRoutes(options: BackOfficeOptions) {
  const { db, media: mediaStore, secret, onContentChange } = options
  const router = express.Router()
  const post = formWithCsrf(secret)
  const upload = mediaFormWithCsrf(options, { cover: ['image'] })

  router.get('/news', async (request, response) => {
    const admin = adminContext(response)
    const notice = 'deleted' in request.query ? contentMessages[admin.lang].news.deleted : undefined
    sendPage(response, NewsPage({ admin, stories: await listStories(db), notice }))
  })

  router.get('/news/new', (_request, response) => {
    sendPage(
      response,
      StoryEditorPage({ admin: adminContext(response), draft: draftOf(undefined), cover: null }),
    )
  })

  router.post('/news', upload, (_request, response) => save(response, undefined))

  router.get('/news/:storyId', async (request, response) => {
    const admin = adminContext(response)
    const story = await storyOf(request)
    if (!story) return notFound(response)
    const m = contentMessages[admin.lang].news
    const notice =
      'created' in request.query ? m.created : 'saved' in request.query ? m.saved : undefined
    sendPage(
      response,
      StoryEditorPage({
        admin,
        storyId: story.id,
        title: storyTitle(admin, story).title,
        draft: draftOf(story),
        cover: story.image,
        notice,
      }),
    )
  })

  router.post('/news/:storyId', upload, async (request, response) => {
    const story = await storyOf(request)
    if (!story) {
      await discardMedia(mediaFormOf(response))
      return notFound(response)
    }
    await save(response, story)
  })

  router.get('/news/:storyId/delete', async (request, response) => {
    const story = await storyOf(request)
    if (!story) return notFound(response)
    sendPage(response, DeleteStoryPage({ admin: adminContext(response), story }))
  })

  router.post('/news/:storyId/delete', ...post, async (request, response) => {
    const admin = adminContext(response)
    const story = await storyOf(request)
    if (!story) return notFound(response)
    const deleted = await deleteStory(db, story.id)
    await removeUnusedMedia(db, mediaStore, deleted.image)
    await recordAudit(db, admin.session?.account ?? null, 'post.delete', `post:${story.id}`, {
      languages: deleted.languages,
    })
    onContentChange?.()
    seeOther(response, `${admin.base}/news?deleted`)
  })

  /**
   * Creates or saves a story. A form with problems comes back as typed, with a 400; a cover
   * sent with it is not kept (a file input cannot be filled again), which its field says.
   */
  async function save(response: Response, stored: StoredStory | undefined) {
    const admin = adminContext(response)
    const form = mediaFormOf(response)
    const draft = parseStoryDraft(form.fields)
    const { errors, story, slugs } = validateStory(draft)
    for (const [name, problem] of Object.entries(form.problems)) {
      if (problem === 'too-long') errors[name] = 'too-long'
    }
    const coverProblem = form.problems.cover
    if (!story || coverProblem || Object.keys(errors).length > 0) {
      // Every problem at once: a slug already taken too, not only after the rest is fixed.
      Object.assign(errors, await takenSlugs(db, slugs, stored?.id))
      await discardMedia(form)
      return sendEditor(response, stored, draft, errors, form)
    }

    const cover = form.files.cover
    const image = cover ? await keepMedia(mediaStore, cover, 'posts') : undefined
    let outcome: Awaited<ReturnType<typeof saveStory>>
    try {
      outcome = await saveStory(db, stored?.id, story, image)
    } catch (error) {
      await removeUnusedMedia(db, mediaStore, image)
      throw error
    }
    if ('errors' in outcome) {
      await removeUnusedMedia(db, mediaStore, image)
      return sendEditor(response, stored, draft, outcome.errors, form)
    }
    const { saved } = outcome
    await removeUnusedMedia(db, mediaStore, saved.replacedImage)
    await recordAudit(
      db,
      admin.session?.account ?? null,
      stored ? 'post.update' : 'post.create',
      `post:${saved.id}`,
      {
        languages: saved.languages,
        ...(saved.removed.length > 0 ? { removed: saved.removed } : {}),
        status: story.status,
        ...(image ? { cover: 'new' } : saved.replacedImage ? { cover: 'removed' } : {}),
      },
    )
    onContentChange?.()
    seeOther(response, `${admin.base}/news/${saved.id}?${stored ? 'saved' : 'created'}`)
  }

  function sendEditor(
    response: Response,
    stored: StoredStory | undefined,
    draft: StoryDraft,
    problems: StoryErrors,
    form: MediaForm,
  ) {
    const admin = adminContext(response)
    sendPage(
      response,
      StoryEditorPage({
        admin,
        storyId: stored?.id,
        title: stored ? storyTitle(admin, stored).title : undefined,
        draft,
        cover: stored?.image ?? null,
        problems,
        coverOutcome: fileOutcome(form, 'cover'),
      }),
      400,
    )
  }

  async function storyOf(request: Request) {
    const id = rowId(request.params.storyId)
    return id === null ? undefined : findStory(db, id)
  }

  return router
}
