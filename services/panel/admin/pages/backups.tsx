import type { BackupStatus, KeptBackup } from '../../../common/backup/schedule'
import type { AdminRequestContext } from '../context'
import { backupsMessages } from '../messages/backups'
import { formatBytes, formatDateTime } from '../ui/format'
import { Layout } from '../ui/layout'
import { ScrollingTable } from '../ui/table'

/** How this panel backs up: daily at `hour`, keeping `keep`; absent when it backs up nothing. */
export type BackupSchedule = { hour: number; keep: number }

/**
 * The admins' Backups page: how the daily backup runs, how the last attempt went (a failure
 * with its error), and the archives kept, each to download.
 */
export function BackupsPage({
  admin,
  schedule,
  status,
  kept,
}: {
  admin: AdminRequestContext
  schedule?: BackupSchedule
  status?: BackupStatus
  kept: KeptBackup[]
}) {
  const m = backupsMessages[admin.lang]
  if (!schedule) {
    return (
      <Layout admin={admin} title={m.title} section="backups">
        <h1>{m.title}</h1>
        <p>{m.unavailable}</p>
      </Layout>
    )
  }
  return (
    <Layout admin={admin} title={m.title} section="backups">
      <h1>{m.title}</h1>
      <p>{schedule.keep === 0 ? m.off : m.schedule(schedule.hour, schedule.keep)}</p>
      <p>{m.elsewhere}</p>
      <p>{m.sensitive}</p>

      <section aria-labelledby="last-backup-title" className="panel-section">
        <h2 id="last-backup-title">{m.lastTitle}</h2>
        {status ? (
          <>
            <dl className="fields">
              <dt>{m.when}</dt>
              <dd className="tabular">
                <time dateTime={status.startedAt}>
                  {formatDateTime(admin.lang, new Date(status.startedAt))}
                </time>
              </dd>
              <dt>{m.result}</dt>
              <dd>
                {status.ok ? m.succeeded : <strong className="form-error">{m.failed}</strong>}
              </dd>
              {status.ok && status.file ? (
                <>
                  <dt>{m.file}</dt>
                  <dd className="break">{status.file}</dd>
                </>
              ) : null}
              {status.ok && status.size !== undefined ? (
                <>
                  <dt>{m.size}</dt>
                  <dd className="tabular">{formatBytes(admin.lang, status.size)}</dd>
                </>
              ) : null}
              {!status.ok && status.error ? (
                <>
                  <dt>{m.error}</dt>
                  <dd className="break">{status.error}</dd>
                </>
              ) : null}
            </dl>
            {status.ok ? null : <p>{m.failedNote}</p>}
          </>
        ) : (
          <p>{m.never}</p>
        )}
      </section>

      <section aria-labelledby="kept-backups-title" className="panel-section">
        <h2 id="kept-backups-title">{m.keptTitle}</h2>
        {kept.length === 0 ? (
          <p>{m.keptEmpty}</p>
        ) : (
          <ScrollingTable captionId="kept-caption" caption={m.keptTitle}>
            <thead>
              <tr>
                <th scope="col">{m.file}</th>
                <th scope="col">{m.when}</th>
                <th scope="col">{m.size}</th>
                <th scope="col">
                  <span className="visually-hidden">{m.download}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {kept.map((backup) => (
                <tr key={backup.name}>
                  <td className="break">{backup.name}</td>
                  <td className="nowrap">
                    <time dateTime={backup.at.toISOString()}>
                      {formatDateTime(admin.lang, backup.at)}
                    </time>
                  </td>
                  <td className="tabular nowrap">{formatBytes(admin.lang, backup.size)}</td>
                  <td>
                    <a
                      href={`${admin.base}/backups/${encodeURIComponent(backup.name)}`}
                      download={backup.name}
                      aria-label={m.downloadName(backup.name)}
                    >
                      {m.download}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        )}
      </section>
    </Layout>
  )
}
