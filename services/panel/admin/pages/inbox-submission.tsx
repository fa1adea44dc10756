import type { ReactNode } from 'react'
import { formMeasures } from '../../../../contracts/fields'
import { applicantFields, type InboxKind } from '../../../../contracts/panel'
import { submissionStatuses } from '../../db/schema'
import type { AdminRequestContext } from '../context'
import {
  ageWhenReceived,
  type FavoriteTalent,
  readPackagePicks,
  type StoredSubmission,
  wasMinorWhenReceived,
} from '../inbox'
import { inboxMessages } from '../messages/inbox'
import { CsrfField, ErrorSummary, Field, type FieldErrors, TextField } from '../ui/form'
import { formatBytes, formatDate, formatDateTime } from '../ui/format'
import { Layout } from '../ui/layout'
import { languageName, StatusBadge } from './inbox'
import { allows } from '../roles'

/** The fields of each kind in the order the agency reads them; any other follows. */
const fieldOrder: Record<InboxKind, readonly string[]> = {
  contact: ['name', 'email', 'phone', 'message'],
  favorites: ['name', 'email', 'phone', 'message'],
  'get-scouted': applicantFields,
  package: ['name', 'email', 'package'],
}

/** Fields shown in sections of their own, not among the details. */
const shownApart = new Set(['favorites', 'picks', 'package_id'])

const measures = new Set<string>(formMeasures)

export function submissionTitle(admin: AdminRequestContext, submission: StoredSubmission) {
  const m = inboxMessages[admin.lang]
  const name = submission.fields.name?.trim() || `#${submission.id}`
  return m.submission.title(m.kinds[submission.kind], name)
}

/** Everything a visitor sent, and what the staff can do with it: status, reply, delete. */
export function SubmissionPage({
  admin,
  submission,
  favorites = [],
  notice,
  errors = {},
  signs = false,
  reply,
}: {
  admin: AdminRequestContext
  submission: StoredSubmission
  /** An application may become a model here: the roster is written through this back office. */
  signs?: boolean
  /** The reply to write here, sent through `SMTP_URL`: absent without it. */
  reply?: { subject: string; body: string }
  /** A quote request's models, as the catalog knows them (`favoritesOf` in `inbox.ts`). */
  favorites?: FavoriteTalent[]
  notice?: string
  errors?: FieldErrors
}) {
  const m = inboxMessages[admin.lang]
  const s = m.submission
  const title = submissionTitle(admin, submission)
  const address = `${admin.base}/inbox/${submission.id}`
  const photos = submission.files.filter((file) => file.field === 'photos')
  const videos = submission.files.filter((file) => file.field === 'video')
  const name = submission.fields.name?.trim() || `#${submission.id}`
  return (
    <Layout admin={admin} title={title} section="inbox" notice={notice}>
      <p>
        <a href={`${admin.base}/inbox`}>{s.back}</a>
      </p>
      <ErrorSummary
        admin={admin}
        errors={errors}
        labels={{
          status: s.statusTitle,
          sign: s.signTitle,
          subject: s.replySubject,
          message: s.replyBody,
        }}
      />
      <h1>{title}</h1>
      <dl className="fields">
        <dt>{s.received}</dt>
        <dd className="tabular">
          <time dateTime={submission.receivedAt.toISOString()}>
            {formatDateTime(admin.lang, submission.receivedAt)}
          </time>
        </dd>
        <dt>{s.language}</dt>
        <dd>{languageName(admin, submission.lang)}</dd>
        <dt>{s.status}</dt>
        <dd>
          <StatusBadge admin={admin} status={submission.status} />
        </dd>
      </dl>

      <section aria-labelledby="details-title" className="panel-section">
        <h2 id="details-title">{s.details}</h2>
        <dl className="fields">
          {orderedFields(submission).map(([key, value]) => (
            <FieldRow key={key} label={fieldLabel(admin, key)}>
              <FieldValue admin={admin} submission={submission} field={key} value={value} />
            </FieldRow>
          ))}
        </dl>
      </section>

      {submission.kind === 'favorites' ? <Favorites admin={admin} favorites={favorites} /> : null}

      {submission.kind === 'package' ? (
        <PackagePicks
          admin={admin}
          json={submission.fields.picks}
          packageId={submission.fields.package_id}
        />
      ) : null}

      {submission.kind === 'get-scouted' ? (
        <>
          <section aria-labelledby="photos-title" className="panel-section">
            <h2 id="photos-title">{s.photos}</h2>
            {photos.length > 0 ? (
              <>
                <p className="hint">{s.photosHint}</p>
                <ul className="thumbnails">
                  {photos.map((file, index) => (
                    <li key={file.id}>
                      <a href={`${admin.base}/files/${file.id}`}>
                        <img
                          src={`${admin.base}/files/${file.id}/thumbnail`}
                          alt={s.photoAlt(index + 1, name)}
                          loading="lazy"
                          decoding="async"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="muted">{s.noFiles}</p>
            )}
          </section>
          {videos.length > 0 ? (
            <section aria-labelledby="video-title" className="panel-section">
              <h2 id="video-title">{s.video}</h2>
              <ul className="plain">
                {videos.map((file) => (
                  <li key={file.id}>
                    <a href={`${admin.base}/files/${file.id}?download=1`}>{s.downloadVideo}</a>{' '}
                    <span className="muted">
                      ({file.originalName}, {formatBytes(admin.lang, file.size)})
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <Consent admin={admin} submission={submission} />
        </>
      ) : null}

      <section aria-labelledby="status-title" className="panel-section">
        <h2 id="status-title">{s.statusTitle}</h2>
        <form method="post" action={`${address}/status`}>
          <CsrfField admin={admin} />
          <fieldset id="field-status" className="status-choices">
            <legend>{s.statusNow(m.statuses[submission.status])}</legend>
            <div className="row">
              {submissionStatuses
                .filter((status) => status !== submission.status)
                .map((status) => (
                  <button
                    key={status}
                    type="submit"
                    name="status"
                    value={status}
                    className="button"
                  >
                    {s.markAs[status]}
                  </button>
                ))}
            </div>
          </fieldset>
        </form>
      </section>

      <section aria-labelledby="reply-title" className="panel-section">
        <h2 id="reply-title">{s.replyTitle}</h2>
        <p>{s.replyIntro(languageName(admin, submission.lang))}</p>
        <form method="post" action={`${address}/reply`}>
          <CsrfField admin={admin} />
          <button type="submit" className={reply ? 'button' : 'button primary'}>
            {s.reply}
          </button>
        </form>
        {reply ? (
          <form method="post" action={`${address}/reply/send`} className="stack">
            <CsrfField admin={admin} />
            <p>{s.replyWrite(languageName(admin, submission.lang))}</p>
            <Field
              name="subject"
              label={s.replySubject}
              defaultValue={reply.subject}
              error={errors.subject}
              maxLength={200}
              required
            />
            <TextField
              name="message"
              label={s.replyBody}
              defaultValue={reply.body}
              error={errors.message}
              rows={8}
              maxLength={10_000}
              required
            />
            <button type="submit" className="button primary">
              {s.replySend}
            </button>
          </form>
        ) : null}
      </section>

      {submission.kind === 'get-scouted' &&
      allows(admin, 'models') &&
      (submission.signedTalentId || signs) ? (
        <section aria-labelledby="sign-title" className="panel-section">
          <h2 id="sign-title">{s.signTitle}</h2>
          {submission.signedTalentId ? (
            <p>
              <a href={`${admin.base}/models/${submission.signedTalentId}`}>
                {s.signed(submission.fields.gender)}
              </a>
            </p>
          ) : (
            <>
              <p>{s.signIntro}</p>
              <form method="post" action={`${address}/sign`} id="field-sign">
                <CsrfField admin={admin} />
                <button type="submit" className="button primary">
                  {s.sign(submission.fields.gender)}
                </button>
              </form>
            </>
          )}
        </section>
      ) : null}

      {allows(admin, 'inbox-deletion') ? (
        <section aria-labelledby="delete-title" className="panel-section">
          <h2 id="delete-title">{s.deleteTitle}</h2>
          <p>{s.deleteIntro}</p>
          <p>
            <a href={`${address}/delete`} className="button danger">
              {s.delete}
            </a>
          </p>
        </section>
      ) : null}
    </Layout>
  )
}

/** The fields in the agency's reading order, then any other the row holds. */
function orderedFields(submission: StoredSubmission): [string, string][] {
  const order = fieldOrder[submission.kind]
  const fields = submission.fields
  const known = order.map((key): [string, string] => [key, fields[key] ?? ''])
  const others = Object.keys(fields)
    .filter((key) => !order.includes(key) && !shownApart.has(key))
    .sort()
    .map((key): [string, string] => [key, fields[key] ?? ''])
  return [...known, ...others]
}

function fieldLabel(admin: AdminRequestContext, key: string): string {
  const labels: Record<string, string> = inboxMessages[admin.lang].submission.fields
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key
}

function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

function FieldValue({
  admin,
  submission,
  field,
  value,
}: {
  admin: AdminRequestContext
  submission: StoredSubmission
  field: string
  value: string
}) {
  const s = inboxMessages[admin.lang].submission
  const text = value.trim()
  if (!text) return <span className="muted">{s.notGiven}</span>
  if (field === 'phone') {
    return <a href={`tel:${text.replace(/[^\d+]/g, '')}`}>{text}</a>
  }
  if (field === 'instagram' && /^[A-Za-z0-9._]{1,30}$/.test(text)) {
    return <a href={`https://www.instagram.com/${text}/`}>{`@${text}`}</a>
  }
  if (field === 'gender') {
    const genders: Record<string, string> = s.genders
    return <>{Object.hasOwn(genders, text) ? genders[text] : text}</>
  }
  if (field === 'birthdate' && /^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const age = ageWhenReceived(text, submission.receivedAt)
    return (
      <>
        <time dateTime={text}>{formatDate(admin.lang, new Date(`${text}T12:00:00Z`))}</time>
        {age === null ? null : ` (${s.ageWhenApplying(age)})`}
      </>
    )
  }
  if (measures.has(field) && submission.kind === 'get-scouted') {
    return <span className="tabular">{s.centimetres(text)}</span>
  }
  return <>{text}</>
}

/**
 * The models of a quote request as cards: photo, name, a link to her record, all from the
 * catalog; one it no longer has (or could not be asked) shows by her id.
 */
function Favorites({
  admin,
  favorites,
}: {
  admin: AdminRequestContext
  favorites: FavoriteTalent[]
}) {
  const s = inboxMessages[admin.lang].submission
  return (
    <section aria-labelledby="favorites-title" className="panel-section">
      <h2 id="favorites-title">{s.favorites}</h2>
      <p>{s.favoritesCount(favorites.length)}</p>
      <ul className="cards">
        {favorites.map((favorite) => {
          const name = favorite.name ?? s.unknownModel(favorite.id)
          const card = (
            <>
              {favorite.image ? (
                // The name is written beneath: the photo adds nothing a screen reader should say.
                <img src={favorite.image} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className="card-placeholder" aria-hidden="true">
                  {favorite.name ? initials(favorite.name) : '?'}
                </span>
              )}
              <span className="name">{name}</span>
            </>
          )
          return (
            <li key={favorite.id}>
              {favorite.name ? <a href={`${admin.base}/models/${favorite.id}`}>{card}</a> : card}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The client's Yes / Maybe / No for each model, with the comments, as a table. */
function PackagePicks({
  admin,
  json,
  packageId,
}: {
  admin: AdminRequestContext
  json: string | undefined
  packageId: string | undefined
}) {
  const s = inboxMessages[admin.lang].submission
  return (
    <section aria-labelledby="picks-title" className="panel-section">
      <h2 id="picks-title">{s.picks}</h2>
      {packageId && /^\d+$/.test(packageId) ? (
        <p>
          <a href={`${admin.base}/packages/${packageId}`}>{s.openPackage}</a>
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{s.pickColumns.model}</th>
            <th scope="col">{s.pickColumns.pick}</th>
            <th scope="col">{s.pickColumns.comment}</th>
          </tr>
        </thead>
        <tbody>
          {readPackagePicks(json).map((pick) => (
            <tr key={pick.id}>
              <th scope="row">
                <a href={`${admin.base}/models/${pick.id}`}>{pick.name || `#${pick.id}`}</a>
              </th>
              <td>{s.pickWords[pick.pick]}</td>
              <td>{pick.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

/** The consent record an application keeps (LGPD): when, to which policy, and the guardian's. */
function Consent({
  admin,
  submission,
}: {
  admin: AdminRequestContext
  submission: StoredSubmission
}) {
  const s = inboxMessages[admin.lang].submission
  const minor = wasMinorWhenReceived(submission.fields.birthdate, submission.receivedAt)
  const { consentGivenAt, privacyVersion } = submission
  return (
    <section aria-labelledby="consent-title" className="panel-section">
      <h2 id="consent-title">{s.consent}</h2>
      <p>
        {consentGivenAt
          ? s.consentRecord(formatDateTime(admin.lang, consentGivenAt), privacyVersion ?? '—')
          : s.noConsentRecord}
      </p>
      {minor ? (
        <dl className="fields">
          <dt>{s.guardianConsent}</dt>
          <dd className={submission.guardianConsent ? undefined : 'form-error'}>
            {submission.guardianConsent ? s.guardianGiven : s.guardianMissing}
          </dd>
        </dl>
      ) : null}
    </section>
  )
}
