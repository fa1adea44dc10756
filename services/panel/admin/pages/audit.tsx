import { Fragment, type ReactNode } from 'react'
import type { AuditNames } from '../audit'
import type { AdminRequestContext } from '../context'
import { commonMessages } from '../messages/common'
import { formatDateTime } from '../ui/format'
import { Layout } from '../ui/layout'
import { ScrollingTable } from '../ui/table'

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
  names,
  olderHref,
}: {
  admin: AdminRequestContext
  entries: AuditEntry[]
  names: AuditNames
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
        <ScrollingTable captionId="audit-caption" caption={m.title}>
          <thead>
            <tr>
              <th scope="col">{m.when}</th>
              <th scope="col">{m.what}</th>
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
                <td>
                  <AuditSentence admin={admin} entry={entry} names={names} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      {olderHref ? (
        <p>
          <a href={olderHref}>{m.older}</a>
        </p>
      ) : null}
    </Layout>
  )
}

type Detail = {
  name?: unknown
  title?: unknown
  talent?: unknown
  talentName?: unknown
  from?: unknown
  fromTitle?: unknown
  added?: unknown
  changed?: unknown
}

/**
 * An entry as a sentence in the back office's language: who, what they did, and to what, the
 * item named (a model's name, a package's title, a story's title) and linked to its page; an
 * item with no name known is its number.
 */
export function AuditSentence({
  admin,
  entry,
  names,
}: {
  admin: AdminRequestContext
  entry: AuditEntry
  names: AuditNames
}) {
  const m = commonMessages[admin.lang].audit
  const detail = (
    typeof entry.detail === 'object' && entry.detail !== null ? entry.detail : {}
  ) as Detail
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  const link = (href: string, name: string) => <a href={href}>{name}</a>
  const [kind, id = ''] = entry.target.split(':')
  const numbered = /^\d+$/.test(id)
  const packageItem = (packageId: number, title?: string) =>
    link(
      `${admin.base}/packages/${packageId}`,
      `“${names.packages.get(packageId) ?? title ?? m.numbered(String(packageId))}”`,
    )

  const parts: Record<string, ReactNode> = {}
  if (kind === 'package' && numbered) {
    parts.item = packageItem(Number(id), text(detail.title))
    if (typeof detail.talent === 'number') {
      parts.model = link(
        `${admin.base}/models/${detail.talent}`,
        text(detail.talentName) ?? m.numbered(String(detail.talent)),
      )
    }
    if (typeof detail.from === 'number')
      parts.from = packageItem(detail.from, text(detail.fromTitle))
  } else if (kind === 'talent' && numbered) {
    parts.item = link(`${admin.base}/models/${id}`, text(detail.name) ?? m.numbered(id))
  } else if (kind === 'post' && numbered) {
    const title = names.posts.get(Number(id))
    parts.item = link(`${admin.base}/news/${id}`, title ? `“${title}”` : m.numbered(id))
  } else if (kind === 'submission' && numbered) {
    parts.item = link(`${admin.base}/inbox/${id}`, m.numbered(id))
  } else if (kind === 'slide' && numbered) {
    parts.item = link(`${admin.base}/slides#slide-${id}`, m.numbered(id))
  } else if (kind === 'import') {
    parts.item = m.importCounts(Number(detail.added), Number(detail.changed))
  } else {
    parts.item = id || entry.target
  }

  const actor = entry.accountId === null ? m.commandLine : entry.actor
  const phrase = m.actions[entry.action] ?? m.unknown(entry.action)
  return (
    <>
      {actor} {fill(phrase, parts)}.
    </>
  )
}

/** A phrase with its `{name}` placeholders replaced by the parts given (text or links). */
function fill(phrase: string, parts: Record<string, ReactNode>): ReactNode {
  return phrase.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    return <Fragment key={index}>{name ? (parts[name] ?? '—') : piece}</Fragment>
  })
}
