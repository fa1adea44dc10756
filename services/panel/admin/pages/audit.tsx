import type { AdminRequestContext } from '../context'
import { commonMessages } from '../messages/common'
import { formatDateTime } from '../ui/format'
import { Layout } from '../ui/layout'

export type AuditEntry = {
  id: number
  at: Date
  actor: string
  accountId: number | null
  action: string
  target: string
  detail?: unknown
}

export function AuditPage({
  admin,
  entries,
  olderHref,
}: {
  admin: AdminRequestContext
  entries: AuditEntry[]
  olderHref?: string
}) {
  const m = commonMessages[admin.lang].audit
  return (
    <Layout admin={admin} title={m.title} section="audit">
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      {entries.length === 0 ? (
        <p>{m.empty}</p>
      ) : (
        // Wider than a phone: the scrolling box takes the keyboard focus, so it can be
        // scrolled without a mouse (its rows may hold no link).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="audit-caption">
          <table>
            <caption id="audit-caption" className="visually-hidden">
              {m.title}
            </caption>
            <thead>
              <tr>
                <th scope="col">{m.when}</th>
                <th scope="col">{m.who}</th>
                <th scope="col">{m.what}</th>
                <th scope="col">{m.target}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="nowrap">
                    <time dateTime={entry.at.toISOString()}>
                      {formatDateTime(admin.lang, entry.at)}
                    </time>
                  </td>
                  <td>{entry.accountId === null ? m.commandLine : entry.actor}</td>
                  <td>{m.actions[entry.action] ?? entry.action}</td>
                  <td>
                    <TargetLink admin={admin} target={entry.target} detail={entry.detail} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {olderHref ? (
        <p>
          <a href={olderHref}>{m.older}</a>
        </p>
      ) : null}
    </Layout>
  )
}

/**
 * A submission, a post or a model that may still exist is a link; an import, how many models it
 * added and changed; anything else is its name.
 */
function TargetLink({
  admin,
  target,
  detail,
}: {
  admin: AdminRequestContext
  target: string
  detail?: unknown
}) {
  const [kind, id] = target.split(':')
  if (kind === 'import' && typeof detail === 'object' && detail !== null) {
    const { added, changed } = detail as { added?: unknown; changed?: unknown }
    return <>{commonMessages[admin.lang].audit.importCounts(Number(added), Number(changed))}</>
  }
  if (kind === 'submission' && id && /^\d+$/.test(id)) {
    return <a href={`${admin.base}/inbox/${id}`}>{`#${id}`}</a>
  }
  if (kind === 'post' && id && /^\d+$/.test(id)) {
    return <a href={`${admin.base}/news/${id}`}>{target}</a>
  }
  if (kind === 'talent' && id && /^\d+$/.test(id)) {
    return <a href={`${admin.base}/models/${id}`}>{target}</a>
  }
  return <>{target.replace(/^account:/, '')}</>
}
