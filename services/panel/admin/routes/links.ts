import express from 'express'
import { recordAudit } from '../audit'
import { adminContext, type BackOfficeOptions } from '../context'
import { draftOfLinks, parseLinksDraft, readLinks, saveLinks, validateLinks } from '../links'
import { contentMessages } from '../messages/content'
import { LinksPage } from '../pages/links'
import { seeOther, sendPage } from '../ui/render'
import { formWithCsrf } from '../form-posts'

/** The agency's social profiles and contact channels, as the site's footer and contact page show. */
export function linksRoutes({ db, secret, onContentChange }: BackOfficeOptions) {
  const router = express.Router()
  const post = formWithCsrf(secret)

  router.get('/links', async (request, response) => {
    const admin = adminContext(response)
    const notice = 'saved' in request.query ? contentMessages[admin.lang].links.saved : undefined
    sendPage(response, LinksPage({ admin, draft: draftOfLinks(await readLinks(db)), notice }))
  })

  router.post('/links', ...post, async (request, response) => {
    const admin = adminContext(response)
    const draft = parseLinksDraft(request.body as Record<string, unknown>)
    const { errors, links } = validateLinks(draft)
    if (!links) return sendPage(response, LinksPage({ admin, draft, problems: errors }), 400)
    const changed = await saveLinks(db, links)
    // The addresses are the agency's public ones: the log may name which changed.
    await recordAudit(db, admin.session?.account ?? null, 'links.update', 'links', { changed })
    onContentChange?.()
    seeOther(response, `${admin.base}/links?saved`)
  })

  return router
}
