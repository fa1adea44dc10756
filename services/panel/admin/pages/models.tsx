import type { ReactNode } from 'react'
import {
  type Board,
  boards,
  type Division,
  divisions,
  type ListQuery,
  photoRules,
  type PhotoSection,
  photoSections,
  type TalentList,
  type TalentRecord,
  talentStates,
  type ThumbnailKind,
  thumbnails,
} from '../../../../contracts/booking-admin'
import { colourTable, eyeColours, hairColours } from '../../../../contracts/colours'
import type { AdminRequestContext } from '../context'
import { modelsMessages } from '../messages/models'
import { aboutFields, type ModelDraft } from '../models'
import type { PublishedRosterPage } from '../roster-reader'
import {
  CheckboxField,
  ChoicesField,
  CsrfField,
  ErrorSummary,
  Field,
  type FieldErrors,
  SelectField,
  TextField,
} from '../ui/form'
import { Layout } from '../ui/layout'
import { ConfirmDeletePage } from './confirm-delete'

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

/** A catalog media path (`media/…`) where the staff's browser can fetch it; an URL as it is. */
export function mediaAddress(mediaBase: string | undefined, file: string | null) {
  if (!file) return null
  if (/^https?:\/\//.test(file)) return file
  if (!mediaBase) return null
  return `${mediaBase.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`
}

/**
 * A photo's thumbnail where the staff's browser can fetch it: the booking service makes it from
 * a file of its own (`?thumbnail=`, `contracts/booking-admin.ts`); a photo elsewhere on the web
 * comes as it is.
 */
export function thumbnailAddress(
  mediaBase: string | undefined,
  file: string | null,
  kind: ThumbnailKind,
) {
  const address = mediaAddress(mediaBase, file)
  return address && file && !/^https?:\/\//.test(file) ? `${address}?thumbnail=${kind}` : address
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
          <a className="button" href={`${admin.base}/models/import`}>
            {m.importer.link}
          </a>
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
        // Wider than a phone: the scrolling box takes the keyboard focus, so it can be
        // scrolled without a mouse (the read-only roster's rows hold no link).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="models-caption">
          <table className="content-table">
            <caption id="models-caption" className="content-caption">
              {m.pageOf(list.page, list.lastPage)}
            </caption>
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
          </table>
        </div>
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
 * A row's order buttons (a photo or a video in her record), each a form of its own
 * posting its direction; `labels` name the row for a screen reader.
 */
function OrderButtons({
  admin,
  action,
  labels,
}: {
  admin: AdminRequestContext
  action: string
  labels: { up: string; down: string }
}) {
  const m = modelsMessages[admin.lang]
  return (
    <>
      {(['up', 'down'] as const).map((direction) => (
        <PostButton
          key={direction}
          admin={admin}
          action={action}
          label={labels[direction]}
          fields={{ direction }}
        >
          {direction === 'up' ? m.moveUp : m.moveDown}
        </PostButton>
      ))}
    </>
  )
}

/**
 * A button that posts on its own: a form of its own with the CSRF token and its `fields`
 * (hidden), shown as a link; `label` names what it does to which row, for a screen reader.
 */
function PostButton({
  admin,
  action,
  label,
  fields = {},
  children,
}: {
  admin: AdminRequestContext
  action: string
  label: string
  fields?: Record<string, string | undefined>
  children: ReactNode
}) {
  return (
    <form method="post" action={action} className="inline-form">
      <CsrfField admin={admin} />
      {Object.entries(fields).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <button type="submit" className="link-button" aria-label={label}>
        {children}
      </button>
    </form>
  )
}

/**
 * The roster kept elsewhere (the agency's booking software), or no booking service known: said,
 * with nothing to edit.
 */
export function ModelsManagedElsewherePage({
  admin,
  address,
}: {
  admin: AdminRequestContext
  /** The booking software's address; none, a panel connected to no booking service. */
  address?: string
}) {
  const m = modelsMessages[admin.lang]
  return (
    <Layout admin={admin} title={m.managedTitle} section="models">
      <h1>{m.managedTitle}</h1>
      <p>{address ? m.managed(address) : m.notConnected}</p>
    </Layout>
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

/** A message page of the section: the booking service did not answer. */
export function ModelsUnavailablePage({ admin }: { admin: AdminRequestContext }) {
  const m = modelsMessages[admin.lang]
  return (
    <Layout admin={admin} title={m.title} section="models">
      <h1>{m.title}</h1>
      <p className="form-error" role="alert">
        {m.unavailable}
      </p>
    </Layout>
  )
}

const measureFields = ['height', 'bust', 'chest', 'waist', 'hips'] as const
const sizeFields = ['shoes', 'suit', 'shirt', 'jeans'] as const

/** A model's record: every field of the write API's input; on an existing one, her videos. */
export function ModelEditorPage({
  admin,
  record,
  draft,
  errors = {},
  videoUrl = '',
  videoError,
  photoErrors = {},
  mediaBase,
  notice,
}: {
  admin: AdminRequestContext
  /** Absent for a new model. */
  record?: TalentRecord
  draft: ModelDraft
  errors?: FieldErrors
  videoUrl?: string
  videoError?: string
  /** A refused upload's message by section, or a refused alternative text's by its field's id. */
  photoErrors?: PhotoErrors
  /** Where the photos are served for the staff's browser (`mediaAddress`). */
  mediaBase?: string
  notice?: string
}) {
  const m = modelsMessages[admin.lang]
  const e = m.editor
  const heading = record ? e.editTitle(record.name) : e.newTitle
  const action = record ? `${admin.base}/models/${record.id}` : `${admin.base}/models`
  const labels: Record<string, string> = {
    ...Object.fromEntries(
      [...measureFields, ...sizeFields].map((field) => [field, e[field]] as const),
    ),
    name: e.name,
    gender: e.gender,
    birthdate: e.birthdate,
    eyes: e.eyes,
    hair: e.hair,
    instagram: e.instagram,
    skills: e.skills,
    aboutEn: e.aboutIn.en,
    aboutEs: e.aboutIn.es,
    aboutPt: e.aboutIn.pt,
    divisions: e.divisions,
    futureFace: e.futureFace,
    url: m.videos.address,
    ...Object.fromEntries(
      photoSections.map((section) => [
        `photos-${section}`,
        m.photos.choose(m.photos.sections[section]),
      ]),
    ),
  }
  const allErrors: FieldErrors = {
    ...errors,
    ...(videoError ? { url: videoError } : {}),
    ...photoErrors,
  }
  // In English the word the site shows, with the catalog's own (several share one English word).
  const colourName = (pt: string) => {
    const en = colourTable.find((row) => row.pt === pt)?.en
    return admin.lang === 'pt' || !en ? pt : `${en} (${pt})`
  }
  return (
    <Layout admin={admin} title={heading} section="models" notice={notice}>
      <p>
        <a href={`${admin.base}/models`}>{m.back}</a>
      </p>
      <ErrorSummary admin={admin} errors={allErrors} labels={labels} />
      <h1>{heading}</h1>
      {record ? (
        <form
          method="post"
          action={`${admin.base}/models/${record.id}/${record.published ? 'hide' : 'publish'}`}
          className="row"
        >
          <CsrfField admin={admin} />
          <span className={record.published ? 'badge' : 'badge muted'}>
            {record.published ? m.published : m.hidden}
          </span>
          <button type="submit" className="button">
            {record.published ? e.hide : e.publish}
          </button>
        </form>
      ) : null}
      <form method="post" action={action} className="stack" noValidate>
        <CsrfField admin={admin} />
        <fieldset className="stack">
          <legend>{e.identity}</legend>
          <Field
            name="name"
            label={e.name}
            required
            defaultValue={draft.name}
            maxLength={120}
            autoComplete="off"
            error={errors.name}
          />
          <ChoicesField
            name="gender"
            type="radio"
            legend={e.gender}
            options={(['woman', 'man'] as const).map((gender) => [gender, e[gender]] as const)}
            checked={(gender) => draft.gender === gender}
            error={errors.gender}
          />
          <Field
            name="birthdate"
            label={e.birthdate}
            optional={e.optional}
            type="date"
            defaultValue={draft.birthdate}
            error={errors.birthdate}
          />
        </fieldset>
        <fieldset className="stack">
          <legend>{e.measures}</legend>
          {measureFields.map((field) => (
            <Field
              key={field}
              name={field}
              label={e[field]}
              optional={e.optional}
              inputMode="decimal"
              defaultValue={draft[field]}
              error={errors[field]}
            />
          ))}
        </fieldset>
        <fieldset className="stack">
          <legend>{e.sizes}</legend>
          {sizeFields.map((field) => (
            <Field
              key={field}
              name={field}
              label={e[field]}
              optional={e.optional}
              hint={e.sizeHint}
              id={`field-${field}`}
              defaultValue={draft[field]}
              error={errors[field]}
            />
          ))}
        </fieldset>
        <fieldset className="stack">
          <legend>{e.looks}</legend>
          <SelectField
            name="eyes"
            label={e.eyes}
            any={e.none}
            value={draft.eyes}
            options={eyeColours.map((colour) => [colour, colourName(colour)])}
            error={errors.eyes}
          />
          <SelectField
            name="hair"
            label={e.hair}
            any={e.none}
            value={draft.hair}
            options={hairColours.map((colour) => [colour, colourName(colour)])}
            error={errors.hair}
          />
        </fieldset>
        <fieldset className="stack">
          <legend>{e.about}</legend>
          <Field
            name="instagram"
            label={e.instagram}
            optional={e.optional}
            hint={e.instagramHint}
            defaultValue={draft.instagram}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.instagram}
          />
          <TextField
            name="skills"
            label={e.skills}
            hint={e.skillsHint}
            defaultValue={draft.skills}
            rows={4}
            error={errors.skills}
          />
          {(['en', 'es', 'pt'] as const).map((lang) => {
            const name = aboutFields[lang]
            return (
              <TextField
                key={lang}
                name={name}
                label={e.aboutIn[lang]}
                defaultValue={draft[name]}
                rows={6}
                maxLength={5000}
                lang={lang}
                error={errors[name]}
              />
            )
          })}
        </fieldset>
        <ChoicesField
          name="divisions"
          type="checkbox"
          legend={e.divisions}
          options={divisions
            .filter((division) => division !== 'development')
            .map((division) => [division, m.divisionNames[division] ?? division] as const)}
          checked={(division) => draft.divisions.includes(division)}
          error={errors.divisions ?? errors.futureFace}
        >
          <CheckboxField name="futureFace" label={e.futureFace} checked={draft.futureFace} />
        </ChoicesField>
        {/* Published or hidden by the buttons above; a new model starts hidden. */}
        {record ? (
          <input type="hidden" name="published" value={record.published ? 'on' : ''} />
        ) : (
          <p className="hint">{e.startsHidden}</p>
        )}
        <div className="row">
          <button type="submit" className="button primary">
            {record ? e.save : e.create}
          </button>
          <a href={`${admin.base}/models`}>{m.back}</a>
        </div>
      </form>
      {record ? (
        <>
          <PhotosSection admin={admin} record={record} mediaBase={mediaBase} errors={photoErrors} />
          <VideosSection admin={admin} record={record} url={videoUrl} error={videoError} />
          <p className="panel-section">
            <a className="button danger" href={`${admin.base}/models/${record.id}/delete`}>
              {e.delete}
            </a>
          </p>
        </>
      ) : null}
    </Layout>
  )
}

/**
 * Errors of the Photos part, by the id of the field they belong to (less its `field-`):
 * `photos-portfolio` for an upload, `alt-12-pt` for photo 12's Portuguese text.
 */
export type PhotoErrors = Partial<Record<string, string>>

/** The size a thumbnail is shown at: its longer side 160 px, its proportions kept. */
function thumbnailSize(width: number, height: number) {
  const longest = thumbnails.photo.shown.width
  if (width <= 0 || height <= 0) return { width: longest, height: longest }
  return width >= height
    ? { width: longest, height: Math.max(1, Math.round((longest * height) / width)) }
    : { width: Math.max(1, Math.round((longest * width) / height)), height: longest }
}

/**
 * A saved model's photos, a part per section: an upload of several at once, and each photo as a
 * thumbnail with its size, its order buttons, the two covers, its alternative texts and its
 * deletion (asked once more on a page of its own). Plain forms: no script.
 */
function PhotosSection({
  admin,
  record,
  mediaBase,
  errors,
}: {
  admin: AdminRequestContext
  record: TalentRecord
  mediaBase?: string
  errors: PhotoErrors
}) {
  const m = modelsMessages[admin.lang].photos
  const address = `${admin.base}/models/${record.id}/photos`
  return (
    <section className="panel-section stack" aria-labelledby="photos-title">
      <h2 id="photos-title">{m.title}</h2>
      {photoSections.map((section) => {
        const sectionName = m.sections[section]
        const photos = record.photos[section]
        return (
          <section key={section} className="stack" aria-labelledby={`photos-${section}`}>
            <h3 id={`photos-${section}`}>{sectionName}</h3>
            {photos.length === 0 ? (
              <p className="muted">{m.empty}</p>
            ) : (
              <ol className="photo-list">
                {photos.map((photo, index) => {
                  const name = m.photoLabel(sectionName, index + 1)
                  const source = thumbnailAddress(mediaBase, photo.file, 'photo')
                  const isCover = record.cover === photo.file
                  const isWebCover = record.coverWeb === photo.file
                  const altOpen = (['en', 'es', 'pt'] as const).some(
                    (lang) => errors[`alt-${photo.id}-${lang}`],
                  )
                  return (
                    <li key={photo.id} className="photo-item stack">
                      {source ? (
                        <img
                          src={source}
                          // Named by the text beside it; its description is edited below.
                          alt=""
                          {...thumbnailSize(photo.width, photo.height)}
                          loading="lazy"
                          className="model-thumbnail"
                        />
                      ) : null}
                      <p className="photo-meta">
                        <span>{name}</span>
                        <span className="muted tabular">{m.size(photo.width, photo.height)}</span>
                        {isCover ? (
                          <span className="badge">
                            {record.coverChosen ? m.cover : m.coverStandIn}
                          </span>
                        ) : null}
                        {isWebCover ? (
                          <span className="badge">
                            {record.coverWebChosen ? m.webCover : m.webCoverStandIn}
                          </span>
                        ) : null}
                      </p>
                      <div className="photo-actions">
                        <OrderButtons
                          admin={admin}
                          action={`${address}/${photo.id}/move`}
                          labels={{ up: m.moveUpLabel(name), down: m.moveDownLabel(name) }}
                        />
                        {isCover && record.coverChosen ? null : (
                          <PostButton
                            admin={admin}
                            action={`${address}/${photo.id}/cover`}
                            label={m.useAsCoverLabel(name)}
                          >
                            {m.useAsCover}
                          </PostButton>
                        )}
                        {isWebCover && record.coverWebChosen ? null : (
                          <PostButton
                            admin={admin}
                            action={`${address}/${photo.id}/web-cover`}
                            label={m.useAsWebCoverLabel(name)}
                          >
                            {m.useAsWebCover}
                          </PostButton>
                        )}
                        <a href={`${address}/${photo.id}/delete`} aria-label={m.removeLabel(name)}>
                          {m.remove}
                        </a>
                      </div>
                      <details open={altOpen || undefined}>
                        <summary>{m.altLabel(name)}</summary>
                        <form
                          method="post"
                          action={`${address}/${photo.id}/alt`}
                          className="stack"
                          noValidate
                        >
                          <CsrfField admin={admin} />
                          <p className="hint">{m.altHint}</p>
                          {(['pt', 'en', 'es'] as const).map((lang) => (
                            <Field
                              key={lang}
                              id={`field-alt-${photo.id}-${lang}`}
                              name={lang}
                              label={m.altIn[lang]}
                              lang={lang}
                              defaultValue={photo.alt[lang]}
                              maxLength={photoRules.maxAlt}
                              error={errors[`alt-${photo.id}-${lang}`]}
                            />
                          ))}
                          <div className="row">
                            <button type="submit" className="button">
                              {m.saveAlt}
                            </button>
                          </div>
                        </form>
                      </details>
                    </li>
                  )
                })}
              </ol>
            )}
            <form
              method="post"
              action={`${address}/${section}`}
              encType="multipart/form-data"
              className="stack"
            >
              <CsrfField admin={admin} />
              <Field
                name="photos"
                id={`field-photos-${section}`}
                label={m.choose(sectionName)}
                hint={m.chooseHint}
                type="file"
                multiple
                accept={photoRules.types.join(',')}
                error={errors[`photos-${section}`]}
              />
              <div className="row">
                <button type="submit" className="button">
                  {m.upload}
                </button>
              </div>
            </form>
          </section>
        )
      })}
    </section>
  )
}

/** Deleting a photo takes it off the site and removes its file: asked once more. */
export function DeletePhotoPage({
  admin,
  record,
  photo,
  section,
  mediaBase,
}: {
  admin: AdminRequestContext
  record: TalentRecord
  photo: TalentRecord['photos'][PhotoSection][number]
  section: PhotoSection
  mediaBase?: string
}) {
  const m = modelsMessages[admin.lang].photos
  const index = record.photos[section].findIndex((item) => item.id === photo.id)
  const name = m.photoLabel(m.sections[section], index + 1)
  const source = thumbnailAddress(mediaBase, photo.file, 'photo')
  return (
    <ConfirmDeletePage
      admin={admin}
      section="models"
      words={m.confirm}
      question={m.confirm.question}
      address={`${admin.base}/models/${record.id}/photos/${photo.id}`}
      cancel={`${admin.base}/models/${record.id}#photos-${section}`}
    >
      <p>
        {record.name}: {name}
      </p>
      {source ? (
        <img
          src={source}
          alt={photo.alt[admin.lang] || name}
          {...thumbnailSize(photo.width, photo.height)}
          className="model-thumbnail"
        />
      ) : null}
    </ConfirmDeletePage>
  )
}

function VideosSection({
  admin,
  record,
  url,
  error,
}: {
  admin: AdminRequestContext
  record: TalentRecord
  url: string
  error?: string
}) {
  const m = modelsMessages[admin.lang].videos
  const address = `${admin.base}/models/${record.id}/videos`
  return (
    <section className="panel-section stack" aria-labelledby="videos-title">
      <h2 id="videos-title">{m.title}</h2>
      {record.videos.length === 0 ? (
        <p className="muted">{m.empty}</p>
      ) : (
        <ol className="stack">
          {record.videos.map((video, index) => (
            <li key={`${video.provider}-${video.file}`} className="row">
              <a href={video.url}>{video.url}</a>
              <OrderButtons
                admin={admin}
                action={`${address}/${index}/move`}
                labels={{ up: m.moveUpLabel(index + 1), down: m.moveDownLabel(index + 1) }}
              />
              <PostButton
                admin={admin}
                action={`${address}/${index}/delete`}
                label={m.removeLabel(index + 1)}
              >
                {m.remove}
              </PostButton>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={address} className="stack" noValidate>
        <CsrfField admin={admin} />
        <Field
          name="url"
          label={m.address}
          hint={m.addressHint}
          type="url"
          defaultValue={url}
          autoCapitalize="none"
          spellCheck={false}
          error={error}
        />
        <div className="row">
          <button type="submit" className="button">
            {m.add}
          </button>
        </div>
      </form>
    </section>
  )
}

/** Deleting a model takes her, her photos and videos off the site: asked once more. */
export function DeleteModelPage({
  admin,
  record,
}: {
  admin: AdminRequestContext
  record: TalentRecord
}) {
  const m = modelsMessages[admin.lang].remove
  return (
    <ConfirmDeletePage
      admin={admin}
      section="models"
      words={m}
      question={m.question}
      address={`${admin.base}/models/${record.id}`}
    >
      <p>{record.name}</p>
    </ConfirmDeletePage>
  )
}
