import express from 'express'
import { auditNames, listAudit } from '../audit'
import { adminContext, type BackOfficeOptions } from '../context'
import { AuditPage } from '../pages/audit'
import { sendPage } from '../ui/render'

export function auditRoutes({ db }: BackOfficeOptions) {
  const router = express.Router()
  router.get('/audit', async (request, response) => {
    const admin = adminContext(response)
    const before =
      typeof request.query.before === 'string' && /^\d+$/.test(request.query.before)
        ? Number(request.query.before)
        : undefined
    const { entries, more } = await listAudit(db, { before })
    const last = entries.at(-1)
    sendPage(
      response,
      AuditPage({
        admin,
        entries,
        names: await auditNames(db, entries),
        olderHref: more && last ? `${admin.base}/audit?before=${last.id}` : undefined,
      }),
    )
  })
  return router
}
