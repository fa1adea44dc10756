import { languages } from '../../../../contracts/languages'
import { defaultPackageDays, packageSections } from '../../../../contracts/packages'
import type { listPackages, PackageRecord } from '../../packages'
import type { AdminRequestContext } from '../context'
import { packageInvitation, packageSubject, packagesMessages } from '../messages/packages'
import type { PackageForm } from '../package-form'
import type { PackageSearch, PackageTalent } from '../package-roster'
import {
  CheckboxField,
  ChoicesField,
  CsrfField,
  ErrorSummary,
  Field,
  type FieldErrors,
  TextField,
} from '../ui/form'
import { formatDateTime } from '../ui/format'
import { Layout } from '../ui/layout'
import { thumbnailAddress } from './model-parts'

type PackageList = Awaited<ReturnType<typeof listPackages>>

/** Whether a package's link still opens it. */
export function packageState(
  record: { expiresAt: Date; revokedAt: Date | null },
  now = new Date(),
): 'active' | 'expired' | 'revoked' {
  if (record.revokedAt) return 'revoked'
  return record.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active'
}

/** The invitation to a package, in its language: subject, text with the link, its client. */
export function packageMail(record: PackageRecord, link: string) {
  return {
    to: record.clientEmail,
    subject: packageSubject[record.lang](record.title),
    text: packageInvitation[record.lang]({
      clientName: record.clientName,
      title: record.title,
      link,
    }),
  }
}

/** Every package, the latest first: what it is, for whom, how often its link was opened. */
export function PackagesPage({
  admin,
  list,
  notice,
}: {
  admin: AdminRequestContext
  list: PackageList
  notice?: string
}) {
  const m = packagesMessages[admin.lang]
  return (
    <Layout admin={admin} title={m.title} section="packages" notice={notice}>
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      <p>
        <a href={`${admin.base}/packages/new`} className="button primary">
          {m.new}
        </a>
      </p>
      {list.rows.length === 0 ? (
        <p className="muted">{m.none}</p>
      ) : (
        <div className="table-scroll">
          <table className="content-table">
            <caption id="packages-caption" className="visually-hidden">
              {m.title}
            </caption>
            <thead>
              <tr>
                <th scope="col">{m.columns.title}</th>
                <th scope="col">{m.columns.client}</th>
                <th scope="col">{m.columns.models}</th>
                <th scope="col">{m.columns.opened}</th>
                <th scope="col">{m.columns.state}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <a href={`${admin.base}/packages/${row.id}`}>{row.title}</a>
                  </th>
                  <td>{row.clientName}</td>
                  <td className="tabular">{row.models}</td>
                  <td>{m.openedTimes(row.openCount)}</td>
                  <td>{m.states[packageState(row)]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Layout>
  )
}

/** A package's details: new, or edited after sending (the link stays). */
export function PackageEditorPage({
  admin,
  form,
  errors = {},
  id,
  noteToReview = false,
}: {
  admin: AdminRequestContext
  form: PackageForm
  errors?: FieldErrors
  /** The package edited; none for a new one. */
  id?: number
  /** The note was copied from another client's package (a duplicate): said beside it. */
  noteToReview?: boolean
}) {
  const m = packagesMessages[admin.lang]
  const f = m.fields
  const title = id ? m.edit : m.new
  return (
    <Layout admin={admin} title={title} section="packages">
      <p>
        <a href={id ? `${admin.base}/packages/${id}` : `${admin.base}/packages`}>{m.back}</a>
      </p>
      <ErrorSummary
        admin={admin}
        errors={errors}
        labels={{
          title: f.title,
          clientName: f.clientName,
          clientEmail: f.clientEmail,
          lang: f.lang,
          note: f.note,
          sections: f.sections,
          expiresAt: f.expiresAt,
        }}
      />
      <h1>{title}</h1>
      <form
        method="post"
        action={id ? `${admin.base}/packages/${id}` : `${admin.base}/packages`}
        className="stack narrow"
        noValidate
      >
        <CsrfField admin={admin} />
        <Field
          name="title"
          label={f.title}
          hint={f.titleHint}
          defaultValue={form.title}
          maxLength={200}
          autoComplete="off"
          error={errors.title}
        />
        <Field
          name="clientName"
          label={f.clientName}
          optional={m.optional}
          defaultValue={form.clientName}
          autoComplete="off"
          error={errors.clientName}
        />
        <Field
          name="clientEmail"
          label={f.clientEmail}
          optional={m.optional}
          type="email"
          spellCheck={false}
          autoComplete="off"
          defaultValue={form.clientEmail}
          error={errors.clientEmail}
        />
        <ChoicesField
          name="lang"
          type="radio"
          legend={f.lang}
          options={languages.map((lang) => [lang, m.languages[lang]] as const)}
          checked={(lang) => form.lang === lang}
          error={errors.lang}
        />
        <TextField
          name="note"
          label={f.note}
          hint={noteToReview ? m.noteToReviewHint : undefined}
          rows={4}
          defaultValue={form.note}
          error={errors.note}
        />
        <ChoicesField
          name="sections"
          type="checkbox"
          legend={f.sections}
          options={packageSections.map((section) => [section, m.sections[section]] as const)}
          checked={(section) => form.sections.includes(section)}
          error={errors.sections}
        >
          <CheckboxField name="showMeasures" label={f.showMeasures} checked={form.showMeasures} />
        </ChoicesField>
        <Field
          name="expiresAt"
          label={f.expiresAt}
          hint={f.expiresHint(defaultPackageDays)}
          type="date"
          defaultValue={form.expiresAt}
          error={errors.expiresAt}
        />
        <div>
          <button type="submit" className="button primary">
            {id ? m.save : m.create}
          </button>
        </div>
      </form>
    </Layout>
  )
}

/**
 * A package: its models (ordered, noted, searched and added), its link and the ways to send
 * it, its visits, and what can be done with it.
 */
export function PackagePage({
  admin,
  record,
  link,
  talents,
  mediaBase,
  search,
  canMail = false,
  notice,
  errors = {},
}: {
  admin: AdminRequestContext
  record: PackageRecord
  link: string
  /** The panel sends mail itself (`SMTP_URL`). */
  canMail?: boolean
  /** The roster's view of the package's models; undefined when it could not be read. */
  talents?: Map<number, PackageTalent>
  mediaBase?: string
  search?: { q: string; results?: PackageSearch }
  notice?: string
  errors?: FieldErrors
}) {
  const m = packagesMessages[admin.lang]
  const address = `${admin.base}/packages/${record.id}`
  const state = packageState(record)
  const nameOf = (id: number) => talents?.get(id)?.name ?? `#${id}`
  const mail = packageMail(record, link)
  const mailto = `mailto:${encodeURIComponent(mail.to)}?subject=${encodeURIComponent(
    mail.subject,
  )}&body=${encodeURIComponent(mail.text)}`
  const inPackage = new Set(record.models.map((model) => model.id))
  return (
    <Layout admin={admin} title={record.title} section="packages" notice={notice}>
      <p>
        <a href={`${admin.base}/packages`}>{m.back}</a>
      </p>
      <ErrorSummary admin={admin} errors={errors} />
      <h1>{record.title}</h1>
      {state !== 'active' ? (
        <p className="notice">{state === 'revoked' ? m.revokedState : m.expiredState}</p>
      ) : null}
      {record.noteToReview ? (
        <p className="notice" data-note-to-review="">
          {m.noteToReview} <a href={`${address}/edit#field-note`}>{m.reviewNote}</a>
        </p>
      ) : null}
      <dl className="fields">
        <dt>{m.fields.clientName}</dt>
        <dd>{record.clientName || '—'}</dd>
        <dt>{m.fields.clientEmail}</dt>
        <dd>{record.clientEmail || '—'}</dd>
        <dt>{m.fields.lang}</dt>
        <dd>{m.languages[record.lang]}</dd>
        <dt>{m.fields.sections}</dt>
        <dd>
          {[
            ...(record.showMeasures ? [m.fields.showMeasures] : []),
            ...record.sections.map((section) => m.sections[section]),
          ].join(', ')}
        </dd>
        <dt>{m.fields.expiresAt}</dt>
        <dd className="tabular">{formatDateTime(admin.lang, record.expiresAt)}</dd>
      </dl>
      <p>
        <a href={`${address}/edit`}>{m.edit}</a>
      </p>

      <section aria-labelledby="models-title" className="panel-section">
        <h2 id="models-title">{m.modelsTitle}</h2>
        {talents ? null : <p className="form-error">{m.rosterUnavailable}</p>}
        {record.models.length === 0 ? (
          <p className="muted">{m.noModels}</p>
        ) : (
          <ol className="plain stack">
            {record.models.map((model, index) => {
              const name = nameOf(model.id)
              const talent = talents?.get(model.id)
              const cover = thumbnailAddress(mediaBase, talent?.cover ?? null, 'row')
              return (
                <li key={model.id} className="package-model">
                  <div className="row">
                    {cover ? (
                      <img src={cover} alt="" width={48} height={64} loading="lazy" />
                    ) : null}
                    <a href={`${admin.base}/models/${model.id}`}>{name}</a>
                    {talents && (!talent || !talent.published) ? (
                      <span className="muted"> ({m.notAvailable})</span>
                    ) : null}
                  </div>
                  <div className="row">
                    {index > 0 ? (
                      <MoveButton
                        address={address}
                        admin={admin}
                        talent={model.id}
                        direction="up"
                        label={m.moveUpLabel(name)}
                        text={m.moveUp}
                      />
                    ) : null}
                    {index < record.models.length - 1 ? (
                      <MoveButton
                        address={address}
                        admin={admin}
                        talent={model.id}
                        direction="down"
                        label={m.moveDownLabel(name)}
                        text={m.moveDown}
                      />
                    ) : null}
                    <form method="post" action={`${address}/models/${model.id}/remove`}>
                      <CsrfField admin={admin} />
                      <button
                        type="submit"
                        className="link-button"
                        aria-label={m.removeLabel(name)}
                      >
                        {m.remove}
                      </button>
                    </form>
                  </div>
                  <form method="post" action={`${address}/models/${model.id}/note`} className="row">
                    <CsrfField admin={admin} />
                    <Field
                      name={`note-${model.id}`}
                      label={m.modelNote(name)}
                      defaultValue={model.note}
                      maxLength={600}
                      autoComplete="off"
                      error={errors[`note-${model.id}`]}
                    />
                    <button type="submit" className="button">
                      {m.saveNote}
                    </button>
                  </form>
                </li>
              )
            })}
          </ol>
        )}
        <form method="get" action={`${address}#search-title`} role="search" className="row">
          <Field
            name="q"
            label={m.search}
            hint={m.searchHint}
            defaultValue={search?.q ?? ''}
            autoComplete="off"
            type="search"
          />
          <button type="submit" className="button">
            {m.searchButton}
          </button>
        </form>
        {search?.results ? (
          <>
            <h3 id="search-title">{m.searchResults(search.results.found.length)}</h3>
            <ul className="plain stack">
              {search.results.found.map((talent) => (
                <li key={talent.id} className="row">
                  <span>{talent.name}</span>
                  {inPackage.has(talent.id) ? (
                    <span className="muted">{m.inPackage}</span>
                  ) : (
                    <form method="post" action={`${address}/models`}>
                      <CsrfField admin={admin} />
                      <input type="hidden" name="talent" value={talent.id} />
                      <input type="hidden" name="q" value={search.q} />
                      <button type="submit" className="button" aria-label={m.addLabel(talent.name)}>
                        {m.add}
                      </button>
                    </form>
                  )}
                </li>
              ))}
            </ul>
            {search.results.hidden?.length ? (
              <div data-hidden-matches="">
                <h3 id="hidden-title">{m.hiddenTitle(search.results.hidden.length)}</h3>
                <p className="hint">{m.hiddenIntro}</p>
                <ul className="plain stack" aria-labelledby="hidden-title">
                  {search.results.hidden.map((talent) => (
                    <li key={talent.id} className="row">
                      <span>{talent.name}</span>
                      <a href={`${admin.base}/models/${talent.id}`}>
                        {m.publishFirst(talent.name)}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : null}
      </section>

      <section aria-labelledby="link-title" className="panel-section">
        <h2 id="link-title">{m.linkTitle}</h2>
        <p>{m.linkIntro}</p>
        <Field name="link" label={m.link} defaultValue={link} readOnly spellCheck={false} />
        <div className="row">
          {canMail && record.clientEmail && state === 'active' ? (
            <form method="post" action={`${address}/send`}>
              <CsrfField admin={admin} />
              <button type="submit" className="button primary">
                {m.sendTo(record.clientEmail)}
              </button>
            </form>
          ) : (
            <a href={mailto} className="button">
              {m.sendByEmail}
            </a>
          )}
          <a href={`https://wa.me/?text=${encodeURIComponent(mail.text)}`} className="button">
            {m.sendByWhatsApp}
          </a>
        </div>
      </section>

      <section aria-labelledby="visits-title" className="panel-section">
        <h2 id="visits-title">{m.visitsTitle}</h2>
        <p className="hint">{m.visitsIntro}</p>
        <p data-open-count={record.openCount}>{m.opened(record.openCount)}</p>
        {record.firstOpenedAt && record.lastOpenedAt ? (
          <dl className="fields">
            <dt>{m.firstOpened}</dt>
            <dd className="tabular">{formatDateTime(admin.lang, record.firstOpenedAt)}</dd>
            <dt>{m.lastOpened}</dt>
            <dd className="tabular">{formatDateTime(admin.lang, record.lastOpenedAt)}</dd>
          </dl>
        ) : null}
        <h3>{m.booksOpened}</h3>
        {record.bookOpens.length === 0 ? (
          <p className="muted">{m.noBooks}</p>
        ) : (
          <ul className="plain" data-books-opened>
            {record.bookOpens.map((book) => (
              <li key={book.talentId}>
                {nameOf(book.talentId)}: {m.bookOpened(book.openCount)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="actions-title" className="panel-section">
        <h2 id="actions-title">{m.actionsTitle}</h2>
        <ActionForm
          admin={admin}
          action={`${address}/duplicate`}
          intro={m.duplicateIntro}
          text={m.duplicate}
        />
        {state === 'active' ? (
          <>
            <ConfirmedAction href={`${address}/renew`} intro={m.renewIntro} text={m.renew} />
            <ConfirmedAction
              href={`${address}/revoke`}
              intro={m.revokeIntro}
              text={m.revoke}
              danger
            />
          </>
        ) : null}
      </section>
    </Layout>
  )
}

function MoveButton({
  admin,
  address,
  talent,
  direction,
  label,
  text,
}: {
  admin: AdminRequestContext
  address: string
  talent: number
  direction: 'up' | 'down'
  label: string
  text: string
}) {
  return (
    <form method="post" action={`${address}/models/${talent}/move`}>
      <CsrfField admin={admin} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" className="link-button" aria-label={label}>
        {text}
      </button>
    </form>
  )
}

/** An action that cannot be undone: a link to the page that asks once more, then posts. */
function ConfirmedAction({
  href,
  intro,
  text,
  danger = false,
}: {
  href: string
  intro: string
  text: string
  danger?: boolean
}) {
  return (
    <div className="stack">
      <p>{intro}</p>
      <div>
        <a href={href} className={danger ? 'button danger' : 'button'}>
          {text}
        </a>
      </div>
    </div>
  )
}

function ActionForm({
  admin,
  action,
  intro,
  text,
  danger = false,
}: {
  admin: AdminRequestContext
  action: string
  intro: string
  text: string
  danger?: boolean
}) {
  return (
    <form method="post" action={action} className="stack">
      <CsrfField admin={admin} />
      <p>{intro}</p>
      <div>
        <button type="submit" className={danger ? 'button danger' : 'button'}>
          {text}
        </button>
      </div>
    </form>
  )
}
