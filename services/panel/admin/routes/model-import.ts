import express, { type Response } from 'express'
import { recordAudit } from '../audit'
import { adminContext } from '../context'
import { importUploadOf, importUploadWithCsrf } from '../import-upload'
import { modelsMessages } from '../messages/models'
import { ModelImportPage, ModelImportPreviewPage } from '../pages/model-import'
import { ModelsUnavailablePage } from '../pages/models-unavailable'
import { ImportRefused, RosterNotFound } from '../roster-client'
import { seeOther, sendPage } from '../ui/render'
import type { RosterWrites } from './roster-writes'

/**
 * The booking software's export brought in (issue 27): uploaded, staged and previewed, then
 * applied or cancelled. Mounted before the editor, whose `/models/:id` would take its paths.
 */
export function modelImportRoutes({
  client,
  db,
  secret,
  mediaDir,
  logger,
  post,
  actor,
  writer,
}: RosterWrites) {
  const router = express.Router()

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
        // Other exports wait for a confirmation: a 429 that says when to try again.
        if (problem === 'staging-full') {
          response.set('Retry-After', String(error.retryAfter ?? 60))
          return sendPage(response, ModelImportPage({ admin, error: m.refusals[problem]('') }), 429)
        }
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

  return router
}
