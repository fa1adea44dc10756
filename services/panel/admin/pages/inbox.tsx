import { languages } from '../../../../contracts/languages'
import { type InboxKind, inboxKinds } from '../../../../contracts/panel'
import { type SubmissionStatus, submissionStatuses } from '../../db/schema'
import type { AdminRequestContext } from '../context'
import { filterSearch, hasFilters, type InboxFilters, type InboxRow } from '../inbox'
import { inboxMessages } from '../messages/inbox'
import { formatDateTime } from '../ui/format'
import { Field, SelectField } from '../ui/form'
import { Layout } from '../ui/layout'
import { allows } from '../roles'

export type InboxList = { rows: InboxRow[]; total: number; page: number; pages: number }

/** The inbox: what visitors sent, newest first, with its filters and the count of new ones. */
export function InboxPage({
  admin,
  filters,
  list,
  counts,
  notice,
}: {
  admin: AdminRequestContext
  filters: InboxFilters
  list: InboxList
  counts: Record<InboxKind, number>
  notice?: string
}) {
  const m = inboxMessages[admin.lang]
  const inbox = `${admin.base}/inbox`
  const filtered = hasFilters(filters)
  // The filters that pick from a fixed list, each with its values in words.
  const choices: ['kind' | 'status' | 'lang', [string, string][]][] = [
    ['kind', inboxKinds.map((kind) => [kind, m.kinds[kind]])],
    ['status', submissionStatuses.map((status) => [status, m.statuses[status]])],
    ['lang', languages.map((lang) => [lang, m.languages[lang]])],
  ]
  return (
    <Layout admin={admin} title={m.title} section="inbox" notice={notice}>
      <h1>{m.title}</h1>

      <ul className="counts" aria-label={m.newCountsLabel}>
        {inboxKinds.map((kind) => (
          <li key={kind}>
            <a href={`${inbox}${filterSearch({ kind, status: 'new' })}`}>
              {m.newCounts[kind](counts[kind])}
            </a>
          </li>
        ))}
      </ul>

      <form method="get" action={inbox} className="inbox-filters" role="search">
        <fieldset>
          <legend>{m.filters.title}</legend>
          <div className="filter-grid">
            {choices.map(([name, options]) => (
              <SelectField
                key={name}
                name={name}
                label={m.filters[name]}
                any={m.filters.any}
                value={filters[name]}
                options={options}
              />
            ))}
            <Field name="from" label={m.filters.from} type="date" defaultValue={filters.from} />
            <Field name="to" label={m.filters.to} type="date" defaultValue={filters.to} />
            <Field
              name="q"
              label={m.filters.q}
              type="search"
              defaultValue={filters.q}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <div className="row filter-actions">
            <button type="submit" className="button primary">
              {m.filters.submit}
            </button>
            {filtered ? <a href={inbox}>{m.filters.reset}</a> : null}
          </div>
        </fieldset>
      </form>

      {allows(admin, 'inbox-export') ? (
        <p>
          <a href={`${admin.base}/inbox.csv${filterSearch(filters)}`}>
            {filtered ? m.exportFilteredCsv : m.exportCsv}
          </a>
        </p>
      ) : null}

      {list.rows.length === 0 ? (
        <p className="inbox-empty">{filtered ? m.emptyFiltered : m.empty}</p>
      ) : (
        <SubmissionTable admin={admin} list={list} filtered={filtered} />
      )}

      {list.pages > 1 ? <Pagination admin={admin} filters={filters} list={list} /> : null}
    </Layout>
  )
}

function SubmissionTable({
  admin,
  list,
  filtered,
}: {
  admin: AdminRequestContext
  list: InboxList
  filtered: boolean
}) {
  const m = inboxMessages[admin.lang]
  return (
    <div className="table-scroll">
      <table className="inbox-table">
        <caption className="inbox-caption">
          {filtered ? m.filteredCaption(list.total) : m.caption(list.total)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{m.columns.received}</th>
            <th scope="col">{m.columns.kind}</th>
            <th scope="col">{m.columns.name}</th>
            <th scope="col">{m.columns.email}</th>
            <th scope="col">{m.columns.lang}</th>
            <th scope="col">{m.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.id} className={row.status === 'new' ? 'unread' : undefined}>
              <td className="nowrap tabular">
                <time dateTime={row.receivedAt.toISOString()}>
                  {formatDateTime(admin.lang, row.receivedAt)}
                </time>
              </td>
              <td>{m.kinds[row.kind]}</td>
              <th scope="row">
                <a href={`${admin.base}/inbox/${row.id}`}>{row.name || `#${row.id}`}</a>
              </th>
              <td className="break">{row.email}</td>
              <td>{languageName(admin, row.lang)}</td>
              <td>
                <StatusBadge admin={admin} status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function StatusBadge({
  admin,
  status,
}: {
  admin: AdminRequestContext
  status: SubmissionStatus
}) {
  return (
    <span className={status === 'new' ? 'badge new' : 'badge'}>
      {inboxMessages[admin.lang].statuses[status]}
    </span>
  )
}

export function languageName(admin: AdminRequestContext, lang: string): string {
  const names: Record<string, string> = inboxMessages[admin.lang].languages
  return Object.hasOwn(names, lang) ? (names[lang] ?? lang) : lang
}

function Pagination({
  admin,
  filters,
  list,
}: {
  admin: AdminRequestContext
  filters: InboxFilters
  list: InboxList
}) {
  const m = inboxMessages[admin.lang]
  const href = (page: number) => `${admin.base}/inbox${filterSearch(filters, page)}`
  return (
    <nav aria-label={m.pagination} className="row pagination">
      {list.page > 1 ? (
        <a href={href(list.page - 1)} rel="prev">
          {m.previous}
        </a>
      ) : null}
      <span aria-current="page">{m.pageOf(list.page, list.pages)}</span>
      {list.page < list.pages ? (
        <a href={href(list.page + 1)} rel="next">
          {m.next}
        </a>
      ) : null}
    </nav>
  )
}
