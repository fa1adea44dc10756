import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { z } from 'zod'
import { agencyTimeZone, daysAfter, startOfDay, todayIn } from '../../../contracts/agency-time'
import { adultAge, ageOn, isCalendarDate } from '../../../contracts/birthdate'
import { isLanguage, type Language } from '../../../contracts/languages'
import { type PackagePick, packagePicks } from '../../../contracts/fields'
import { isInboxKind, type InboxKind } from '../../../contracts/panel'
import type { PackageRoster, PackageTalent } from './package-roster'
import { thumbnailAddress } from './pages/model-parts'
import type { Database } from '../db'
import {
  type SubmissionStatus,
  submissionFiles,
  submissions,
  submissionStatuses,
} from '../db/schema'
import { replyMessages } from './messages/inbox'

/**
 * What the inbox asks of the panel's database: the list of what visitors sent (contact
 * messages, quote requests, scouting applications), filtered and paged, one submission with
 * its files, and its status.
 */

export const inboxPageSize = 50

/** The list's filters, as its address carries them; a value that is not valid is absent. */
export type InboxFilters = {
  kind?: InboxKind
  status?: SubmissionStatus
  lang?: Language
  /** Received on or after this day (`YYYY-MM-DD`, the agency's calendar). */
  from?: string
  /** Received on or before this day. */
  to?: string
  /** Part of the name or of the e-mail, any letter case. */
  q?: string
}

const maxSearchLength = 100

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return submissionStatuses.some((status) => status === value)
}

function single(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The filters in a query string. Anything else (an unknown kind, a date that is no day, a
 * repeated parameter) is ignored rather than refused: an edited address still shows a list.
 */
export function parseInboxFilters(query: Record<string, unknown>): InboxFilters {
  const filters: InboxFilters = {}
  const kind = single(query.kind)
  if (isInboxKind(kind)) filters.kind = kind
  const status = single(query.status)
  if (isSubmissionStatus(status)) filters.status = status
  const lang = single(query.lang)
  if (isLanguage(lang)) filters.lang = lang
  const from = single(query.from)
  if (isCalendarDate(from)) filters.from = from
  const to = single(query.to)
  if (isCalendarDate(to)) filters.to = to
  const q = single(query.q).slice(0, maxSearchLength)
  if (q) filters.q = q
  return filters
}

/** The 1-based page a query asks for; anything but a positive whole number is the first. */
export function parsePage(query: Record<string, unknown>): number {
  const page = single(query.page)
  const number = /^\d{1,6}$/.test(page) ? Number(page) : 1
  return number >= 1 ? number : 1
}

/** The query string of `filters` (with `?`, or empty), for links that keep them. */
export function filterSearch(filters: InboxFilters, page = 1): string {
  const params = new URLSearchParams()
  for (const key of ['kind', 'status', 'lang', 'from', 'to', 'q'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

export function hasFilters(filters: InboxFilters): boolean {
  return Object.values(filters).some(Boolean)
}

const nameField = sql<string>`coalesce(${submissions.fields} ->> 'name', '')`
const emailField = sql<string>`coalesce(${submissions.fields} ->> 'email', '')`

/** `%` and `_` typed in the search are letters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function whereFilters(filters: InboxFilters): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.kind) conditions.push(eq(submissions.kind, filters.kind))
  if (filters.status) conditions.push(eq(submissions.status, filters.status))
  if (filters.lang) conditions.push(eq(submissions.lang, filters.lang))
  if (filters.from) conditions.push(gte(submissions.receivedAt, startOfDay(filters.from)))
  if (filters.to) conditions.push(lt(submissions.receivedAt, startOfDay(daysAfter(filters.to, 1))))
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    const either = or(ilike(nameField, pattern), ilike(emailField, pattern))
    if (either) conditions.push(either)
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

export type InboxRow = {
  id: number
  kind: InboxKind
  lang: string
  status: SubmissionStatus
  receivedAt: Date
  name: string
  email: string
}

const rowColumns = {
  id: submissions.id,
  kind: submissions.kind,
  lang: submissions.lang,
  status: submissions.status,
  receivedAt: submissions.receivedAt,
  name: nameField,
  email: emailField,
}

/** A page of the list, newest first; a page past the end is the last one. */
export async function listSubmissions(
  db: Database,
  filters: InboxFilters,
  requestedPage = 1,
): Promise<{ rows: InboxRow[]; total: number; page: number; pages: number }> {
  const where = whereFilters(filters)
  const [counted] = await db.select({ total: count() }).from(submissions).where(where)
  const total = counted?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / inboxPageSize))
  const page = Math.min(requestedPage, pages)
  const rows = await db
    .select(rowColumns)
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.receivedAt), desc(submissions.id))
    .limit(inboxPageSize)
    .offset((page - 1) * inboxPageSize)
  return { rows, total, page, pages }
}

/** How many submissions of each kind nobody has opened yet, whatever the list's filters. */
export async function newCounts(db: Database): Promise<Record<InboxKind, number>> {
  const rows = await db
    .select({ kind: submissions.kind, total: count() })
    .from(submissions)
    .where(eq(submissions.status, 'new'))
    .groupBy(submissions.kind)
  const counts: Record<InboxKind, number> = {
    contact: 0,
    favorites: 0,
    'get-scouted': 0,
    package: 0,
  }
  for (const row of rows) counts[row.kind] = row.total
  return counts
}

/** Every submission the filters select, newest first, with all its fields: for the export. */
export async function exportSubmissions(db: Database, filters: InboxFilters) {
  const files = db
    .select({ submissionId: submissionFiles.submissionId, total: count().as('total') })
    .from(submissionFiles)
    .groupBy(submissionFiles.submissionId)
    .as('files')
  return db
    .select({
      id: submissions.id,
      kind: submissions.kind,
      lang: submissions.lang,
      status: submissions.status,
      receivedAt: submissions.receivedAt,
      fields: submissions.fields,
      consentGivenAt: submissions.consentGivenAt,
      guardianConsent: submissions.guardianConsent,
      privacyVersion: submissions.privacyVersion,
      files: sql<number>`coalesce(${files.total}, 0)`.mapWith(Number),
    })
    .from(submissions)
    .leftJoin(files, eq(files.submissionId, submissions.id))
    .where(whereFilters(filters))
    .orderBy(desc(submissions.receivedAt), desc(submissions.id))
}

export type ExportedSubmission = Awaited<ReturnType<typeof exportSubmissions>>[number]

/** A submission's or a file's id as the address carries it; null for anything that cannot be one. */
export function parseRowId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,14}$/.test(value)) return null
  return Number(value)
}

export async function findSubmission(db: Database, id: number) {
  const [submission] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1)
  if (!submission) return undefined
  const files = await db
    .select({
      id: submissionFiles.id,
      field: submissionFiles.field,
      originalName: submissionFiles.originalName,
      mimeType: submissionFiles.mimeType,
      size: submissionFiles.size,
    })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, id))
    .orderBy(asc(submissionFiles.id))
  return { ...submission, files }
}

export type StoredSubmission = NonNullable<Awaited<ReturnType<typeof findSubmission>>>

export async function findSubmissionFile(db: Database, id: number) {
  const [file] = await db.select().from(submissionFiles).where(eq(submissionFiles.id, id)).limit(1)
  return file
}

/** Opening a new submission makes it read; any other status stays as the staff set it. */
export async function markRead(db: Database, id: number): Promise<boolean> {
  const changed = await db
    .update(submissions)
    .set({ status: 'read' })
    .where(and(eq(submissions.id, id), eq(submissions.status, 'new')))
    .returning({ id: submissions.id })
  return changed.length > 0
}

/** Sets a submission's status; the status it had before, or undefined when it is gone. */
export async function setStatus(
  db: Database,
  id: number,
  status: SubmissionStatus,
): Promise<SubmissionStatus | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, id))
      .for('update')
    if (!row) return undefined
    if (row.status !== status) {
      await tx.update(submissions).set({ status }).where(eq(submissions.id, id))
    }
    return row.status
  })
}

/**
 * The `mailto:` a reply opens: to the visitor, with a subject and a greeting in the language
 * they wrote in (English for a language the site does not speak).
 */
/** A reply's start, in the visitor's language: to whom, its subject, its greeting. */
export function replyDraft({
  kind,
  lang,
  fields,
}: Pick<StoredSubmission, 'kind' | 'lang' | 'fields'>) {
  const words = replyMessages[isLanguage(lang) ? lang : 'en']
  const name = (fields.name ?? '').trim()
  return {
    to: (fields.email ?? '').trim(),
    subject: words.subjects[kind],
    body: name ? `${words.greeting(name)}\r\n\r\n` : '',
  }
}

/** The reply handed to the staff's mail program: the draft as a `mailto:` link. */
export function replyLink(submission: Pick<StoredSubmission, 'kind' | 'lang' | 'fields'>) {
  const { to, subject, body } = replyDraft(submission)
  // The address keeps its @; everything else a URL could misread is escaped.
  const query = [`subject=${encodeURIComponent(subject)}`]
  if (body) query.push(`body=${encodeURIComponent(body)}`)
  return `mailto:${encodeURIComponent(to).replaceAll('%40', '@')}?${query.join('&')}` as const
}

/**
 * Whether an applicant was under 18 on the day the application arrived (the agency's
 * calendar): the day their guardian's consent was required (LGPD, Art. 14).
 */
export function wasMinorWhenReceived(birthdate: string | undefined, receivedAt: Date): boolean {
  const age = ageOn(birthdate, todayIn(agencyTimeZone, receivedAt))
  return age !== null && age < adultAge
}

/** The applicant's age when the application arrived; null without a valid birthdate. */
export function ageWhenReceived(birthdate: string | undefined, receivedAt: Date): number | null {
  return ageOn(birthdate, todayIn(agencyTimeZone, receivedAt))
}

/**
 * The talents' ids of a quote request's favourites, each once: a list of ids as the panel stores
 * them, or of objects with an `id` as it stored them before (their names, links and pictures were
 * the visitor's to write, so they are ignored: the inbox draws them from the catalog).
 */
export function readFavoriteIds(json: string | undefined): number[] {
  const ids = storedList(json, storedFavoriteId)
  return [...new Set(ids.filter((id) => id > 0 && id <= 2_147_483_647))]
}

/** A list a field holds as JSON, each item read by `item`; what does not read is left out. */
function storedList<T>(json: string | undefined, item: z.ZodType<T>): T[] {
  let list: unknown
  try {
    list = JSON.parse(json ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  return list.flatMap((value: unknown) => {
    const parsed = item.safeParse(value)
    return parsed.success ? [parsed.data] : []
  })
}

const storedFavoriteId = z
  .union([
    z.number(),
    z.object({ id: z.union([z.number(), z.string()]) }).transform(({ id }) => id),
  ])
  .transform(Number)
  .pipe(z.number().int())

/** A client's pick for one model of a package, as an answer's `picks` field holds them. */
export type StoredPick = { id: number; name: string; pick: PackagePick; comment: string }

/** The picks of a package's answer; anything unreadable in it is left out, never an error. */
export function readPackagePicks(json: string | undefined): StoredPick[] {
  return storedList(json, storedPick)
}

const storedPick = z.object({
  id: z.number().int().positive(),
  name: z.string().catch(''),
  pick: z.enum(packagePicks),
  comment: z.string().catch(''),
})

/** A quote request's model as the inbox shows her: from the catalog, or only her id. */
export type FavoriteTalent = { id: number; name: string | null; image: string | null }

/**
 * The models of a quote request drawn from the catalog by their ids (`readFavoriteIds`): her
 * name and cover as the roster has them. One it no longer has, or every one when the roster
 * cannot be asked, keeps only her id; the page shows it so.
 */
export async function favoritesOf(
  json: string | undefined,
  roster: PackageRoster | undefined,
  logger?: Logger,
): Promise<FavoriteTalent[]> {
  const ids = readFavoriteIds(json)
  const known = await (
    roster?.byIds(ids) ?? Promise.resolve(new Map<number, PackageTalent>())
  ).catch((error: unknown) => {
    logger?.warn({ err: error }, 'could not read the quote request’s models from the roster')
    return new Map<number, PackageTalent>()
  })
  return ids.map((id) => {
    const talent = known.get(id)
    if (!talent) return { id, name: null, image: null }
    return {
      id,
      name: talent.name,
      image: thumbnailAddress(roster?.mediaBase, talent.cover, 'row'),
    }
  })
}
