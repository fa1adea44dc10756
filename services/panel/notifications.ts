import { applicantFields } from '../../contracts/panel'
import type { Logger } from 'pino'
import { createTransport } from 'nodemailer'
import type { InboxKind } from '../../contracts/panel'
import { readFavoriteIds } from './admin/inbox'

/** A stored submission, as the agency is told of it. */
export type StoredSubmission = {
  id: number
  kind: InboxKind
  lang: string
  receivedAt: Date
  fields: Record<string, string>
  files: { field: string; originalName: string; size: number; mimeType: string }[]
  consent?: { givenAt: Date | null; guardian: boolean | null; privacyVersion: string | null }
}

export type Notifier = (submission: StoredSubmission) => Promise<void>

const titles: Record<InboxKind, string> = {
  contact: 'Contact message',
  favorites: 'Quote request',
  'get-scouted': 'Be a Model application',
  package: 'Answer to a package',
}

const languages: Record<string, string> = { en: 'English', es: 'Spanish', pt: 'Portuguese' }

// The order the agency reads an application in; anything else follows.
const fieldOrder: readonly string[] = [...applicantFields, 'message']

function megabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** Every way a mail program may break a line, so a visitor's text breaks only where we say. */
const lineBreak = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/
const lineBreaks = new RegExp(lineBreak.source, 'g')

/** A visitor's text where one line is expected (a name, a file's name): its breaks as spaces. */
function oneLine(text: string): string {
  return text.replace(lineBreaks, ' ')
}

/**
 * A field as the mail shows it: `key: value` on one line; a value of several lines below its
 * key, each line quoted with `> `, so that nothing a visitor wrote can begin a line that passes
 * for one of the form's own (`email: forged@example.com`).
 */
function fieldLines(key: string, value: string): string[] {
  const lines = value.split(lineBreak)
  if (lines.length === 1) return [`${key}: ${value}`]
  return [`${key}:`, ...lines.map((line) => (line ? `> ${line}` : '>'))]
}

/**
 * A quote request's models by their ids in the catalog: the panel keeps nothing else of them
 * (a name or a link the visitor could write), and the inbox shows each with her name and photo.
 */
function favoriteLines(json: string | undefined): string[] {
  return readFavoriteIds(json).map((id) => `- model no. ${id}`)
}

/**
 * The e-mail that tells the agency of a submission: what it is, in which language to answer,
 * everything the visitor wrote, and for an application the files received and the consent
 * given. The files themselves stay in the panel's private folder: they are named, not sent.
 */
export function notificationMessage(submission: StoredSubmission) {
  const { fields } = submission
  const name = oneLine(fields.name || 'a visitor')
  const language = languages[submission.lang] ?? submission.lang
  const subject =
    submission.kind === 'favorites'
      ? `${titles.favorites} from ${name}: ${favoriteLines(fields.favorites).length} models`
      : `${titles[submission.kind]} from ${name}`
  const keys = [
    ...fieldOrder.filter((key) => key in fields),
    ...Object.keys(fields).filter((key) => !fieldOrder.includes(key) && key !== 'favorites'),
  ]
  const lines = [
    `${titles[submission.kind]} no. ${submission.id}, received ${submission.receivedAt.toISOString()}.`,
    `Answer in ${language}.`,
    '',
    ...keys.flatMap((key) => fieldLines(key, fields[key] ?? '')),
  ]
  if (submission.kind === 'favorites') {
    lines.push(
      '',
      'Models (their names and photos are in the inbox):',
      ...favoriteLines(fields.favorites),
    )
  }
  if (submission.files.length > 0) {
    lines.push(
      '',
      'Files received (kept in the panel, not attached):',
      ...submission.files.map(
        (file) =>
          `- ${file.field}: ${oneLine(file.originalName)} (${file.mimeType}, ${megabytes(file.size)})`,
      ),
    )
  }
  if (submission.consent) {
    const { givenAt, guardian, privacyVersion } = submission.consent
    lines.push(
      '',
      `Consent given: ${givenAt ? givenAt.toISOString() : 'no'}, to privacy policy version ${privacyVersion ?? 'unknown'}.`,
      `Guardian's consent: ${guardian ? 'yes' : 'no'}.`,
    )
  }
  return {
    subject: `${subject} (${language})`,
    text: `${lines.join('\n')}\n`,
    replyTo: fields.email || undefined,
  }
}

/**
 * Tells the agency of each submission by e-mail through `SMTP_URL`. Without one, the submission
 * is only stored and the log says a mail would have gone: the log names the submission by its id
 * and kind, never with anything the visitor wrote (the subject holds their name).
 */
export function createNotifier({
  smtpUrl,
  to,
  logger,
}: {
  smtpUrl: string | undefined
  to: string
  logger?: Logger
}): Notifier {
  const transport = smtpUrl ? createTransport(smtpUrl) : null
  return async (submission) => {
    const message = notificationMessage(submission)
    if (!transport) {
      logger?.info(
        { id: submission.id, kind: submission.kind, to },
        'mail logged, not sent: no SMTP_URL',
      )
      return
    }
    await transport.sendMail({ from: { name: 'Passarela website', address: to }, to, ...message })
    logger?.info({ id: submission.id, kind: submission.kind, to }, 'notification mailed')
  }
}

/** A message the agency sends in its own name: a package to its client. */
export type AgencyMail = { to: string; subject: string; text: string }
export type Mailer = (mail: AgencyMail) => Promise<void>

/**
 * The agency's own mail through `SMTP_URL`, from its address under its name; none without
 * `SMTP_URL`, and the back office offers the staff's mail program instead.
 */
export function createMailer({
  smtpUrl,
  from,
}: {
  smtpUrl: string | undefined
  from: string
}): Mailer | undefined {
  if (!smtpUrl) return undefined
  const transport = createTransport(smtpUrl)
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from: { name: 'Passarela', address: from }, to, subject, text })
  }
}
