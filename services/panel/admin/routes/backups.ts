import { open } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import express from 'express'
import { isArchiveName, listBackups, readBackupStatus } from '../../../common/backup/schedule'
import { recordAudit } from '../audit'
import { adminContext, type BackOfficeOptions } from '../context'
import { type BackupSchedule, BackupsPage } from '../pages/backups'
import { sendPage } from '../ui/render'

/**
 * The admins' Backups section (the role guard keeps it theirs): the daily backup's last outcome
 * and the archives in `BACKUP_DIR`, each downloaded by its name alone. `backups` is absent when
 * this panel backs up nothing (PostgreSQL, a bucket).
 */
export function backupsRoutes(backups?: BackupSchedule & { dir: string }) {
  return ({ db, logger }: BackOfficeOptions) => {
    const router = express.Router()

    router.get('/backups', async (_request, response) => {
      const admin = adminContext(response)
      const [status, kept] = backups
        ? await Promise.all([readBackupStatus(backups.dir), listBackups(backups.dir)])
        : [undefined, []]
      sendPage(response, BackupsPage({ admin, schedule: backups, status, kept }))
    })

    router.get('/backups/:name', async (request, response, next) => {
      const { name } = request.params
      // Only a name the backups are written under: no path, nothing else in the folder (the
      // status file, a temporary one). Anything else is the back office's 404 page.
      if (!backups || !isArchiveName(name)) return next()
      const file = await open(path.join(backups.dir, name)).catch(() => undefined)
      const info = await file?.stat()
      if (!file || !info?.isFile()) {
        await file?.close()
        return next()
      }
      const admin = adminContext(response)
      // The archive holds everyone's personal data: who took a copy is on the record.
      try {
        await recordAudit(db, admin.session?.account ?? null, 'backup.download', `backup:${name}`)
      } catch (error) {
        await file.close()
        throw error
      }
      response.set({
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Content-Length': String(info.size),
      })
      // Streamed from the file opened above, which a pruning meanwhile cannot take away.
      pipeline(file.createReadStream(), response).catch((error: unknown) => {
        logger?.warn({ err: error, name }, 'a backup’s download ended early')
        if (!response.headersSent) next(error)
        else response.destroy()
      })
    })

    return router
  }
}
