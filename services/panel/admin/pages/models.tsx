import type { ReactNode } from 'react'
import {
  type Board,
  boards,
  type Division,
  divisions,
  type ListQuery,
  type TalentList,
  talentStates,
  thumbnails,
} from '../../../../contracts/booking-admin'
import type { AdminRequestContext } from '../context'
import { modelsMessages } from '../messages/models'
import type { PublishedRosterPage } from '../roster-reader'
import { CsrfField, ErrorSummary, Field, SelectField } from '../ui/form'
import { Layout } from '../ui/layout'
import { ScrollingTable } from '../ui/table'
import { PostButton, thumbnailAddress } from './model-parts'
import { allows } from '../roles'

/** The list's search and filters, as the write API's list takes them. */
export type ModelFilters = Omit<ListQuery, 'page'>

/** The list's address with its filters and page, for its links and the moves' way back. */
export function listAddress(base: string, filters: ModelFilters, page = 1) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value)
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return `${base}/models${query ? `?${query}` : ''}`
}

/** The roster: search, filters, 50 a page, each row's order buttons. */
export function ModelsPage({
  admin,
  list,
  filters,
  mediaBase,
  notice,
  moveError,
}: {
  admin: AdminRequestContext
  list: TalentList
  filters: ModelFilters
  mediaBase?: string
  notice?: string
  /** A position refused for one model: her id, the position as typed, and why. */
  moveError?: { id: number; value: string; message: string }
}) {
  const m = modelsMessages[admin.lang]
  const back = listAddress(admin.base, filters, list.page)
  const refusedName = list.data.find((talent) => talent.id === moveError?.id)?.name
  return (
    <Layout admin={admin} title={m.title} section="models" notice={notice}>
      {moveError ? (
        <ErrorSummary
          admin={admin}
          errors={{ [`position-${moveError.id}`]: moveError.message }}
          labels={{ [`position-${moveError.id}`]: m.positionLabel(refusedName ?? '') }}
        />
      ) : null}
      <div className="row">
        <h1>{m.title}</h1>
        <div className="row">
          {allows(admin, 'imports') ? (
            <a className="button" href={`${admin.base}/models/import`}>
              {m.importer.link}
            </a>
          ) : null}
          <a className="button primary" href={`${admin.base}/models/new`}>
            {m.newModel}
          </a>
        </div>
      </div>
      <ModelsSearch admin={admin} q={filters.q}>
        <SelectField
          name="division"
          label={m.division}
          any={m.any}
          value={filters.division}
          options={divisions.map((d) => [d, m.divisionNames[d] ?? d])}
        />
        <SelectField
          name="board"
          label={m.board}
          any={m.any}
          value={filters.board}
          options={boards.map((b) => [b, m.boardNames[b] ?? b])}
        />
        <SelectField
          name="state"
          label={m.state}
          any={m.any}
          value={filters.state}
          options={talentStates.map((s) => [s, m[s]])}
        />
      </ModelsSearch>
      <p className="hint">{m.positionHint}</p>
      <ModelsTable admin={admin} list={list} filters={filters} columns={[m.state, m.order]}>
        {list.data.map((talent) => (
          <tr key={talent.id}>
            <ModelCells admin={admin} model={talent} mediaBase={mediaBase}>
              <a href={`${admin.base}/models/${talent.id}`}>{talent.name}</a>
            </ModelCells>
            <td>
              <span className={talent.published ? 'badge' : 'badge muted'}>
                {talent.published ? m.published : m.hidden}
              </span>
            </td>
            <td>
              <RosterMoves
                admin={admin}
                talent={talent}
                back={back}
                error={moveError?.id === talent.id ? moveError : undefined}
              />
            </td>
          </tr>
        ))}
      </ModelsTable>
    </Layout>
  )
}

/** Both lists' search: by name, then the list's own filters (`children`); "clear" drops them all. */
function ModelsSearch({
  admin,
  q,
  children,
}: {
  admin: AdminRequestContext
  q?: string
  children?: ReactNode
}) {
  const m = modelsMessages[admin.lang]
  return (
    <form method="get" action={`${admin.base}/models`} className="inbox-filters">
      <div className="filter-grid">
        <Field name="q" label={m.search} type="search" defaultValue={q ?? ''} />
        {children}
      </div>
      <div className="row filter-actions">
        <button type="submit" className="button">
          {m.filter}
        </button>
        <a href={`${admin.base}/models`}>{m.clear}</a>
      </div>
    </form>
  )
}

/**
 * Both lists' table (the roster written here, and the one managed elsewhere): the count, the
 * page's rows under the columns both have and the list's own `columns`, and the way to the pages
 * before and after with the same filters.
 */
function ModelsTable({
  admin,
  list,
  filters,
  columns = [],
  children,
}: {
  admin: AdminRequestContext
  list: { data: readonly unknown[]; page: number; lastPage: number; total: number }
  filters: ModelFilters
  columns?: string[]
  children: ReactNode
}) {
  const m = modelsMessages[admin.lang]
  return (
    <>
      <p>{m.count(list.total)}</p>
      {list.data.length === 0 ? (
        <p className="muted">{m.empty}</p>
      ) : (
        <ScrollingTable
          captionId="models-caption"
          caption={m.pageOf(list.page, list.lastPage)}
          captionClassName="content-caption"
          className="content-table"
        >
          <thead>
            <tr>
              {[m.cover, m.name, m.divisions, m.boards, ...columns].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </ScrollingTable>
      )}
      {list.lastPage > 1 ? (
        <nav className="pagination" aria-label={m.pageOf(list.page, list.lastPage)}>
          {list.page > 1 ? (
            <a href={listAddress(admin.base, filters, list.page - 1)} rel="prev">
              {m.previous}
            </a>
          ) : null}
          {list.page < list.lastPage ? (
            <a href={listAddress(admin.base, filters, list.page + 1)} rel="next">
              {m.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}

/** A list row's first cells: her cover, her name (the row's header, `children`), divisions, boards. */
function ModelCells({
  admin,
  model,
  mediaBase,
  children,
}: {
  admin: AdminRequestContext
  model: { cover: string | null; divisions: readonly Division[]; boards: readonly Board[] }
  mediaBase?: string
  children: ReactNode
}) {
  const m = modelsMessages[admin.lang]
  const cover = thumbnailAddress(mediaBase, model.cover, 'row')
  return (
    <>
      <td>
        {cover ? (
          <img
            src={cover}
            alt=""
            {...thumbnails.row.shown}
            // Lazy, or React preloads each of the page's fifty covers in its head.
            loading="lazy"
            decoding="async"
            className="model-thumbnail"
          />
        ) : null}
      </td>
      <th scope="row">{children}</th>
      <td>{model.divisions.map((d) => m.divisionNames[d] ?? d).join(', ')}</td>
      <td>{model.boards.map((b) => m.boardNames[b] ?? b).join(', ')}</td>
    </>
  )
}

/**
 * A model's place in the roster, each way a form of its own that posts and comes back to `back`:
 * to the top, a place up or down, to the bottom, or to the position typed (issue 36: one action
 * to any place, where "Move up" alone took a reload per place).
 */
function RosterMoves({
  admin,
  talent,
  back,
  error,
}: {
  admin: AdminRequestContext
  talent: { id: number; name: string; position: number }
  back: string
  error?: { value: string; message: string }
}) {
  const m = modelsMessages[admin.lang]
  const action = `${admin.base}/models/${talent.id}/move`
  const id = `field-position-${talent.id}`
  const buttons = [
    ['top', m.toTop, m.toTopLabel],
    ['up', m.moveUp, m.moveUpLabel],
    ['down', m.moveDown, m.moveDownLabel],
    ['bottom', m.toBottom, m.toBottomLabel],
  ] as const
  return (
    <div className="roster-moves">
      <div className="photo-actions">
        {buttons.map(([direction, text, label]) => (
          <PostButton
            key={direction}
            admin={admin}
            action={action}
            label={label(talent.name)}
            fields={{ direction, back }}
          >
            {text}
          </PostButton>
        ))}
      </div>
      <form
        method="post"
        action={action}
        className={error ? 'position-form has-error' : 'position-form'}
        noValidate
      >
        <CsrfField admin={admin} />
        <input type="hidden" name="back" value={back} />
        <label className="visually-hidden" htmlFor={id}>
          {m.positionLabel(talent.name)}
        </label>
        <input
          id={id}
          name="position"
          inputMode="numeric"
          autoComplete="off"
          size={4}
          defaultValue={error ? error.value : String(talent.position)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="link-button" aria-label={m.moveToLabel(talent.name)}>
          {m.moveTo}
        </button>
        {error ? (
          <p className="field-error" id={`${id}-error`}>
            {error.message}
          </p>
        ) : null}
      </form>
    </div>
  )
}

/**
 * The roster managed elsewhere, as the site publishes it (read through the read API): the note
 * of where it is managed, the search by name, 50 a page, and nothing to edit. Rows link nowhere:
 * the back office has no record of hers, and does not know the site's public addresses.
 */
export function ModelsReadOnlyPage({
  admin,
  managedAt,
  list,
  q,
  mediaBase,
}: {
  admin: AdminRequestContext
  managedAt: string
  list: PublishedRosterPage
  q?: string
  mediaBase?: string
}) {
  const m = modelsMessages[admin.lang]
  const filters: ModelFilters = q ? { q } : {}
  return (
    <Layout admin={admin} title={m.title} section="models">
      <h1>{m.title}</h1>
      <p className="notice" role="note">
        <strong>{m.managedAt(managedAt)}</strong>. {m.readOnly}
      </p>
      <ModelsSearch admin={admin} q={q} />
      <ModelsTable admin={admin} list={list} filters={filters}>
        {list.data.map((model) => (
          <tr key={model.id}>
            <ModelCells admin={admin} model={model} mediaBase={mediaBase}>
              {model.name}
            </ModelCells>
          </tr>
        ))}
      </ModelsTable>
    </Layout>
  )
}
