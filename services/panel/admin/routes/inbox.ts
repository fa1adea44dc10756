import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { eq } from 'drizzle-orm'
import express, { type Request, type Response } from 'express'
import { agencyTimeZone, todayIn } from '../../../../contracts/agency-time'
import { applicantFields } from '../../../../contracts/panel'
import { submissions } from '../../db/schema'
import { eraseSubmissions } from '../../erasure'
import { recordAudit } from '../audit'
import {
  adminContext,
  type AdminRequestContext,
  type BackOfficeOptions,
  messages,
} from '../context'
import { packageRoster, type PackageRoster, type PackageTalent } from '../package-roster'
import {
  createRosterClient,
  type RosterClient,
  RosterRefused,
  type RosterSettings,
} from '../roster-client'
import { allows } from '../roles'
import { type Signing, signApplication } from '../signing'
import { ModelsUnavailablePage } from '../pages/models-unavailable'
import type { Mailer } from '../../notifications'
import { type CsvValue, toCsv } from '../csv'
import {
  type ExportedSubmission,
  exportSubmissions,
  findSubmission,
  findSubmissionFile,
  isSubmissionStatus,
  listSubmissions,
  markRead,
  newCounts,
  parseInboxFilters,
  parsePage,
  parseRowId,
  favoritesOf,
  readFavoriteIds,
  replyDraft,
  replyLink,
  setStatus,
  type StoredSubmission,
} from '../inbox'
import { inboxMessages } from '../messages/inbox'
import { MessagePage } from '../pages/auth'
import { InboxPage } from '../pages/inbox'
import { DeleteSubmissionPage } from '../pages/inbox-delete'
import { SubmissionPage } from '../pages/inbox-submission'
import { isOwnNavigation } from '../security/csrf'
import { makeThumbnail, thumbnailSources } from '../thumbnails'
import { handToMailProgram, seeOther, sendPage } from '../ui/render'
import { field, formWithCsrf } from '../form-posts'

/**
 * The inbox: the list, each submission, its status, reply, deletion, export and files, to signed-in
 * staff only. Every look at personal data and every change goes to the audit log.
 */
export function inboxRoutes(rosterSettings: RosterSettings | undefined, mailer?: Mailer) {
  // A quote request's models are drawn from the roster, as packages draw theirs.
  const roster = packageRoster(rosterSettings)
  // An application becomes a model where the back office writes the roster (decision 026).
  const writer =
    rosterSettings && 'adminUrl' in rosterSettings ? createRosterClient(rosterSettings) : undefined
  return (options: BackOfficeOptions) => inboxRouter(options, roster, writer, mailer)
}

function inboxRouter(
  { db, uploads, erasures, secret, logger }: BackOfficeOptions,
  roster: PackageRoster | undefined,
  writer: RosterClient | undefined,
  mailer: Mailer | undefined,
) {
  const router = express.Router()
  const post = formWithCsrf(secret)

  async function favoriteNames(rows: ExportedSubmission[]) {
    const ids = [
      ...new Set(
        rows.flatMap((row) =>
          row.kind === 'favorites' ? readFavoriteIds(row.fields.favorites) : [],
        ),
      ),
    ]
    if (!roster || ids.length === 0) return new Map<number, string>()
    const talents = await roster.byIds(ids).catch((error: unknown) => {
      logger?.warn({ err: error }, 'could not read the quote requests’ models from the roster')
      return new Map<number, PackageTalent>()
    })
    return new Map([...talents].map(([id, talent]) => [id, talent.name]))
  }

  /** The page of a submission, a quote request's models drawn from the roster. */
  async function submissionPage(
    admin: AdminRequestContext,
    submission: StoredSubmission,
    extra: {
      notice?: string
      errors?: Record<string, string>
      reply?: { subject: string; body: string }
    } = {},
  ) {
    const favorites =
      submission.kind === 'favorites'
        ? await favoritesOf(submission.fields.favorites, roster, logger)
        : []
    const reply = mailer ? (extra.reply ?? replyDraft(submission)) : undefined
    return SubmissionPage({
      admin,
      submission,
      favorites,
      signs: writer !== undefined,
      ...extra,
      reply,
    })
  }

  router.get('/inbox', async (request, response) => {
    const admin = adminContext(response)
    const filters = parseInboxFilters(request.query)
    const [list, counts] = await Promise.all([
      listSubmissions(db, filters, parsePage(request.query)),
      newCounts(db),
    ])
    const notice = 'deleted' in request.query ? inboxMessages[admin.lang].deleted : undefined
    sendPage(response, InboxPage({ admin, filters, list, counts, notice }))
  })

  router.get('/inbox.csv', async (request, response) => {
    const admin = adminContext(response)
    const filters = parseInboxFilters(request.query)
    const rows = await exportSubmissions(db, filters)
    // The log keeps no visitor's personal data: that a name or e-mail was searched, not which.
    const { q, ...logged } = filters
    await recordAudit(db, admin.session?.account ?? null, 'submissions.export', 'submissions', {
      filters: q ? { ...logged, search: true } : logged,
      rows: rows.length,
    })
    // The quote requests' models by the names the roster gives them, asked once for the export.
    const names = await favoriteNames(rows)
    const day = todayIn(agencyTimeZone)
    response
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="passarela-inbox-${day}.csv"`,
      })
      .send(
        toCsv(
          csvHeader,
          rows.map((row) => csvRow(row, names)),
        ),
      )
  })

  router.get('/inbox/:id', async (request, response) => {
    const admin = adminContext(response)
    const submission = await submissionOf(request)
    if (!submission) return notFound(response)
    // Opening a new submission is reading it; the page shows the status it now has. A link on
    // another site opens it too, but must not mark what no one has seen as read.
    if (isOwnNavigation(request) && (await markRead(db, submission.id))) submission.status = 'read'
    await recordAudit(db, admin.session?.account ?? null, 'submission.view', target(submission))
    const s = inboxMessages[admin.lang]
    const notice =
      'updated' in request.query
        ? s.submission.statusChanged(s.statuses[submission.status])
        : 'signing' in request.query
          ? s.submission.signUnderWay
          : 'replied' in request.query
            ? s.submission.replySent(replyDraft(submission).to)
            : undefined
    sendPage(response, await submissionPage(admin, submission, { notice }))
  })

  router.post('/inbox/:id/status', ...post, async (request, response) => {
    const admin = adminContext(response)
    const submission = await submissionOf(request)
    if (!submission) return notFound(response)
    const status = field(request, 'status')
    if (!isSubmissionStatus(status)) {
      const errors = { status: inboxMessages[admin.lang].submission.invalidStatus }
      return sendPage(response, await submissionPage(admin, submission, { errors }), 400)
    }
    const from = await setStatus(db, submission.id, status)
    if (from === undefined) return notFound(response)
    await recordAudit(db, admin.session?.account ?? null, 'submission.status', target(submission), {
      from,
      to: status,
    })
    seeOther(response, `${admin.base}/inbox/${submission.id}?updated`)
  })

  router.post('/inbox/:id/reply', ...post, async (request, response) => {
    const admin = adminContext(response)
    const submission = await submissionOf(request)
    if (!submission) return notFound(response)
    const from = await setStatus(db, submission.id, 'answered')
    if (from === undefined) return notFound(response)
    await recordAudit(db, admin.session?.account ?? null, 'submission.reply', target(submission), {
      from,
      lang: submission.lang,
    })
    // The policy's form-action allows `mailto:`.
    handToMailProgram(response, replyLink(submission))
  })

  // Written here and sent from the agency's address (`SMTP_URL`): what was typed comes back
  // with its errors, or when the mail server fails.
  router.post('/inbox/:id/reply/send', ...post, async (request, response) => {
    const admin = adminContext(response)
    const submission = await submissionOf(request)
    if (!submission || !mailer) return notFound(response)
    const s = inboxMessages[admin.lang].submission
    const reply = { subject: field(request, 'subject').trim(), body: field(request, 'message') }
    const errors: Record<string, string> = {}
    if (!reply.subject || reply.subject.length > 200) errors.subject = s.replySubjectMissing
    if (!reply.body.trim() || reply.body.length > 10_000) errors.message = s.replyBodyMissing
    if (Object.keys(errors).length > 0) {
      return sendPage(response, await submissionPage(admin, submission, { errors, reply }), 400)
    }
    try {
      await mailer({ to: replyDraft(submission).to, subject: reply.subject, text: reply.body })
    } catch (error) {
      logger?.error({ err: error }, 'the reply could not be sent')
      const failed = { message: s.replyFailed }
      return sendPage(
        response,
        await submissionPage(admin, submission, { errors: failed, reply }),
        503,
      )
    }
    const from = await setStatus(db, submission.id, 'answered')
    await recordAudit(db, admin.session?.account ?? null, 'submission.reply', target(submission), {
      from,
      lang: submission.lang,
      sent: true,
    })
    seeOther(response, `${admin.base}/inbox/${submission.id}?replied`)
  })

  router.post('/inbox/:id/sign', ...post, async (request, response) => {
    const admin = adminContext(response)
    const submission = await submissionOf(request)
    if (!submission || submission.kind !== 'get-scouted' || !writer || !allows(admin, 'models')) {
      return notFound(response)
    }
    const account = admin.session?.account ?? null
    let signing: Signing
    try {
      signing = await signApplication({
        db,
        roster: writer,
        uploads,
        id: submission.id,
        actor: account?.email,
      })
    } catch (error) {
      if (error instanceof RosterRefused) {
        const s = inboxMessages[admin.lang].submission
        const fields = Object.keys(error.errors).join(', ')
        const errors = { sign: s.signRefused(fields) }
        return sendPage(response, await submissionPage(admin, submission, { errors }), 400)
      }
      logger?.error({ err: error }, 'the booking write API failed')
      return sendPage(response, ModelsUnavailablePage({ admin }), 503)
    }
    if (signing.status === 'under-way') {
      return seeOther(response, `${admin.base}/inbox/${submission.id}?signing`)
    }
    if (signing.status === 'signed') {
      await recordAudit(db, account, 'submission.sign', target(submission), {
        talent: signing.talentId,
        photos: signing.photos,
      })
    }
    const notice =
      signing.status === 'already'
        ? 'already-signed'
        : signing.photos === 'copied'
          ? 'signed'
          : 'signed-without-photos'
    seeOther(response, `${admin.base}/models/${signing.talentId}?${notice}`)
  })

  router.get('/inbox/:id/delete', async (request, response) => {
    const admin = adminContext(response)
    const submission = await submissionOf(request)
    if (!submission) return notFound(response)
    sendPage(response, DeleteSubmissionPage({ admin, submission }))
  })

  router.post('/inbox/:id/delete', ...post, async (request, response) => {
    const admin = adminContext(response)
    const submission = await submissionOf(request)
    if (!submission) return notFound(response)
    // The LGPD's right to erasure: the row and the files kept, as the retention job does.
    const report = await eraseSubmissions(db, uploads, eq(submissions.id, submission.id), erasures)
    const deleted = Object.values(report.submissions).reduce((sum, count) => sum + count, 0)
    if (deleted > 0) {
      // No personal data in the log: what it was and how many files, not whose.
      await recordAudit(
        db,
        admin.session?.account ?? null,
        'submission.delete',
        target(submission),
        { kind: submission.kind, files: submission.files.length },
      )
    }
    seeOther(response, `${admin.base}/inbox?deleted`)
  })

  // The photo as the submission's page shows it, made here (`makeThumbnail`); viewing the page
  // is what is logged, not each of its thumbnails.
  router.get('/files/:fileId/thumbnail', async (request, response, next) => {
    const id = parseRowId(request.params.fileId)
    const file = id === null ? undefined : await findSubmissionFile(db, id)
    if (!file || !thumbnailSources.has(file.mimeType)) return notFound(response)
    try {
      const stored = await uploads.get(path.basename(file.storedName))
      if (!stored) return notFound(response)
      const thumbnail = await makeThumbnail(stored.body).catch((error: unknown) => {
        logger?.warn({ err: error, file: file.id }, 'no thumbnail for an uploaded photo')
        return null
      })
      if (!thumbnail) return notFound(response)
      response.set({
        'Content-Type': 'image/webp',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      })
      response.send(thumbnail)
    } catch (error) {
      next(error)
    }
  })

  router.get('/files/:fileId', async (request, response, next) => {
    const admin = adminContext(response)
    const id = parseRowId(request.params.fileId)
    const file = id === null ? undefined : await findSubmissionFile(db, id)
    if (!file) return notFound(response)
    const stored = await uploads.get(path.basename(file.storedName)).catch((error: unknown) => {
      next(error)
      return undefined
    })
    if (stored === undefined) return
    if (!stored) return notFound(response)
    const download = request.query.download === '1'
    const inline = !download && inlineTypes.has(file.mimeType)
    // A thumbnail on the submission's page is part of viewing it, logged once as such; a file
    // opened on its own (full size, or downloaded) is logged each time.
    if (download || request.get('sec-fetch-dest') !== 'image') {
      await recordAudit(
        db,
        admin.session?.account ?? null,
        'submission.file',
        `submission:${file.submissionId}`,
        { file: file.id, field: file.field, download: !inline },
      )
    }
    // The stored name ends in the extension of the type its bytes showed at upload.
    const kind = file.field === 'video' ? 'video' : 'photo'
    const name = `passarela-submission-${file.submissionId}-${kind}-${file.id}${path.extname(file.storedName)}`
    response.set({
      'Content-Type': file.mimeType,
      // Named by the checked type, never by the visitor (a photo they called `x.html` would be
      // saved, and opened from the disk, as a page); their name is only text on the page.
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${name}`,
      'Content-Length': String(stored.size),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    })
    // From the store as it streams: a video is never held whole in memory.
    pipeline(stored.body, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy()
      response.removeHeader('Content-Disposition')
      next(error)
    })
  })

  async function submissionOf(request: Request): Promise<StoredSubmission | undefined> {
    const id = parseRowId(request.params.id)
    return id === null ? undefined : findSubmission(db, id)
  }

  return router
}

/** Only photos open in the browser; a video or anything else is downloaded. */
const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/webp'])

function target(submission: { id: number }) {
  return `submission:${submission.id}`
}

function notFound(response: Response) {
  const m = messages(response).errors
  sendPage(
    response,
    MessagePage({ admin: adminContext(response), title: m.notFoundTitle, text: m.notFound }),
    404,
  )
}

const applicantDetails = applicantFields.filter(
  (key) => key !== 'name' && key !== 'email' && key !== 'phone',
)

const csvHeader = [
  'id',
  'received_at',
  'kind',
  'status',
  'lang',
  'name',
  'email',
  'phone',
  'message',
  'favorites',
  ...applicantDetails,
  'guardian_consent',
  'consent_given_at',
  'privacy_version',
  'files',
]

/** A row of the export; a quote request's models named as the roster has them, else `#id`. */
function csvRow(row: ExportedSubmission, names: Map<number, string>): CsvValue[] {
  const { fields } = row
  const favorites = readFavoriteIds(fields.favorites)
  return [
    row.id,
    row.receivedAt.toISOString(),
    row.kind,
    row.status,
    row.lang,
    fields.name,
    fields.email,
    fields.phone,
    fields.message,
    favorites.map((id) => names.get(id) ?? `#${id}`).join('; '),
    ...applicantDetails.map((key) => fields[key]),
    row.guardianConsent === null ? '' : row.guardianConsent ? 'yes' : 'no',
    row.consentGivenAt?.toISOString(),
    row.privacyVersion,
    row.files,
  ]
}
