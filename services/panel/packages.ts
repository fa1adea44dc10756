import { randomBytes } from 'node:crypto'
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Language } from '../../contracts/languages'
import type {
  OpenedPackage,
  PackageAnswerInput,
  PackageGone,
  PackageSection,
} from '../../contracts/packages'
import { packageAnswerInput } from '../../contracts/packages'
import { errorsByField } from '../../contracts/booking-admin'
import type { Database } from './db'
import type { ErasureJournal } from './erasure-journal'
import { packageBookOpens, packageModels, packages, submissions } from './db/schema'
import { hmac, tokenHash } from './admin/security/tokens'

/**
 * Packages (decision 028): what a booker makes for a client, and what the client's link opens;
 * the link's token is derived from the package's nonce and a key, only its hash kept.
 */

export type PackageModel = { id: number; note: string }

/** What the booker decides: everything but the link and the counters. */
export type PackageDraft = {
  title: string
  clientName: string
  clientEmail: string
  lang: Language
  note: string
  showMeasures: boolean
  sections: PackageSection[]
  expiresAt: Date
  models: PackageModel[]
}

export type PackageRecord = PackageDraft & {
  id: number
  /** The note was copied from another client's package: the booker reviews it before sending. */
  noteToReview: boolean
  createdBy: string
  createdAt: Date
  updatedAt: Date
  revokedAt: Date | null
  firstOpenedAt: Date | null
  lastOpenedAt: Date | null
  openCount: number
  /** The models whose books the client opened, most recently opened first. */
  bookOpens: { talentId: number; firstOpenedAt: Date; lastOpenedAt: Date; openCount: number }[]
}

/**
 * The key package links are made with, derived from the panel's secret for this use alone.
 * Links made before the panel had a secret of its own were made with the same derivation of its
 * machine key (`PANEL_API_TOKEN`): `packageLinkToken` still shows those.
 */
export function packageKey(secret: string): string {
  return hmac(secret, 'packages')
}

/** The link's token for a nonce: 43 URL-safe characters, 256 bits. */
export function packageToken(key: string, nonce: string): string {
  return hmac(key, `package:${nonce}`)
}

function newLink(key: string) {
  const linkNonce = randomBytes(32).toString('base64url')
  return { linkNonce, tokenHash: tokenHash(packageToken(key, linkNonce)) }
}

/** A new package; its id. */
export async function createPackage(
  db: Database,
  key: string,
  draft: PackageDraft,
  createdBy: string,
  { noteToReview = false }: { noteToReview?: boolean } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const { models, ...fields } = draft
    const [created] = await tx
      .insert(packages)
      .values({ ...fields, ...newLink(key), createdBy, noteToReview })
      .returning({ id: packages.id })
    await insertModels(tx, created!.id, models)
    return created!.id
  })
}

/**
 * Replaces what the booker decides; the link and the counters stay. With `noteReviewed` (the
 * details saved by the booker), a duplicate's note is no longer flagged. False when there is none.
 */
export async function updatePackage(
  db: Database,
  id: number,
  draft: PackageDraft,
  { noteReviewed = false }: { noteReviewed?: boolean } = {},
) {
  return db.transaction(async (tx) => {
    const { models, ...fields } = draft
    const updated = await tx
      .update(packages)
      .set({ ...fields, ...(noteReviewed ? { noteToReview: false } : {}), updatedAt: new Date() })
      .where(eq(packages.id, id))
      .returning({ id: packages.id })
    if (updated.length === 0) return false
    await tx.delete(packageModels).where(eq(packageModels.packageId, id))
    await insertModels(tx, id, models)
    return true
  })
}

async function insertModels(
  tx: Pick<Database, 'insert'>,
  packageId: number,
  models: PackageModel[],
) {
  if (models.length === 0) return
  await tx.insert(packageModels).values(
    models.map((model, position) => ({
      packageId,
      talentId: model.id,
      position,
      note: model.note,
    })),
  )
}

/**
 * A copy of a package under a new title, with a link of its own and no visits: what a booker
 * sends the next client. It is for someone else, so the client's name and e-mail are left empty
 * and the note, written for the first client, is flagged for review (the new client was greeted
 * with the old one's name). Null when there is no such package.
 */
export async function duplicatePackage(
  db: Database,
  key: string,
  id: number,
  { title, createdBy }: { title: string; createdBy: string },
): Promise<number | null> {
  const source = await findPackage(db, id)
  if (!source) return null
  return createPackage(
    db,
    key,
    { ...draftOf(source), title, clientName: '', clientEmail: '' },
    createdBy,
    { noteToReview: source.note.trim() !== '' },
  )
}

/** The link stops working at once (410); the package stays for the record. */
export async function revokePackage(db: Database, id: number, now = new Date()) {
  const revoked = await db
    .update(packages)
    .set({ revokedAt: now, updatedAt: now })
    .where(eq(packages.id, id))
    .returning({ id: packages.id })
  return revoked.length > 0
}

/** A new link for the package: the old one answers 404 from now on. */
export async function renewPackageLink(db: Database, key: string, id: number) {
  const renewed = await db
    .update(packages)
    .set({ ...newLink(key), updatedAt: new Date() })
    .where(eq(packages.id, id))
    .returning({ id: packages.id })
  return renewed.length > 0
}

/**
 * The package's link token, for the back office to show and send: made with `key`, or with
 * `earlierKey` when that is the one its stored hash matches (a link sent before the panel had a
 * secret of its own), so a link already sent is still the one shown. Renewing moves it to `key`.
 */
export async function packageLinkToken(db: Database, key: string, id: number, earlierKey?: string) {
  const [row] = await db
    .select({ linkNonce: packages.linkNonce, tokenHash: packages.tokenHash })
    .from(packages)
    .where(eq(packages.id, id))
  if (!row) return null
  const token = packageToken(key, row.linkNonce)
  if (earlierKey && tokenHash(token) !== row.tokenHash) {
    const earlier = packageToken(earlierKey, row.linkNonce)
    if (tokenHash(earlier) === row.tokenHash) return earlier
  }
  return token
}

export async function findPackage(db: Database, id: number): Promise<PackageRecord | null> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id))
  if (!row) return null
  const [models, bookOpens] = await Promise.all([
    db
      .select({ id: packageModels.talentId, note: packageModels.note })
      .from(packageModels)
      .where(eq(packageModels.packageId, id))
      .orderBy(asc(packageModels.position)),
    db
      .select({
        talentId: packageBookOpens.talentId,
        firstOpenedAt: packageBookOpens.firstOpenedAt,
        lastOpenedAt: packageBookOpens.lastOpenedAt,
        openCount: packageBookOpens.openCount,
      })
      .from(packageBookOpens)
      .where(eq(packageBookOpens.packageId, id))
      .orderBy(desc(packageBookOpens.lastOpenedAt)),
  ])
  const { linkNonce: _nonce, tokenHash: _hash, ...fields } = row
  return { ...fields, models, bookOpens }
}

/** The packages, the latest first, with how many models each holds. */
export async function listPackages(db: Database, { page = 1, perPage = 50 } = {}) {
  const rows = await db
    .select({
      id: packages.id,
      title: packages.title,
      clientName: packages.clientName,
      lang: packages.lang,
      expiresAt: packages.expiresAt,
      revokedAt: packages.revokedAt,
      openCount: packages.openCount,
      lastOpenedAt: packages.lastOpenedAt,
      createdAt: packages.createdAt,
      models: sql<number>`(select count(*)::int from ${packageModels} where ${packageModels.packageId} = ${packages.id})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(packages)
    .orderBy(desc(packages.createdAt), desc(packages.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  return { rows, total: rows[0]?.total ?? 0 }
}

export type PackageLookup =
  | { status: 'open'; package: OpenedPackage }
  | ({ status: 'gone' } & Required<PackageGone>)
  | { status: 'unknown' }

/**
 * The package a link's token opens, as the client's page shows it. With `count`, the visit is
 * counted: the package's own page, or with `book` that model's book (a model not in the
 * package is unknown). Nothing else about the visitor is kept. Expired or revoked: gone.
 */
export async function openPackage(
  db: Database,
  token: string,
  { book, count = false, now = new Date() }: { book?: number; count?: boolean; now?: Date } = {},
): Promise<PackageLookup> {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.tokenHash, tokenHash(token)))
  const found = row ? await findPackage(db, row.id) : null
  if (!found) return { status: 'unknown' }
  if (found.revokedAt) return { status: 'gone', reason: 'revoked', lang: found.lang }
  if (found.expiresAt.getTime() <= now.getTime()) {
    return { status: 'gone', reason: 'expired', lang: found.lang }
  }
  if (book !== undefined && !found.models.some((model) => model.id === book)) {
    return { status: 'unknown' }
  }
  if (count && book !== undefined) {
    await db
      .insert(packageBookOpens)
      .values({ packageId: found.id, talentId: book, firstOpenedAt: now, lastOpenedAt: now })
      .onConflictDoUpdate({
        target: [packageBookOpens.packageId, packageBookOpens.talentId],
        set: { lastOpenedAt: now, openCount: sql`${packageBookOpens.openCount} + 1` },
      })
  } else if (count) {
    await db
      .update(packages)
      .set({
        openCount: sql`${packages.openCount} + 1`,
        firstOpenedAt: sql`coalesce(${packages.firstOpenedAt}, ${now})`,
        lastOpenedAt: now,
      })
      .where(eq(packages.id, found.id))
  }
  return {
    status: 'open',
    package: {
      id: found.id,
      title: found.title,
      clientName: found.clientName,
      lang: found.lang,
      note: found.note,
      showMeasures: found.showMeasures,
      sections: found.sections,
      expiresAt: found.expiresAt.toISOString(),
      models: found.models,
    },
  }
}

/** What the booker decided of a package, to change one part of it. */
export function draftOf(record: PackageRecord): PackageDraft {
  return {
    title: record.title,
    clientName: record.clientName,
    clientEmail: record.clientEmail,
    lang: record.lang,
    note: record.note,
    showMeasures: record.showMeasures,
    sections: record.sections,
    expiresAt: record.expiresAt,
    models: record.models,
  }
}

export type PackageAnswerOutcome =
  | { status: 'stored'; submission: typeof submissions.$inferSelect }
  | { status: 'invalid'; errors: Record<string, string> }
  | Exclude<PackageLookup, { status: 'open' }>

/**
 * The client's answer, stored as a submission of the inbox's kind `package`: linked to the
 * package by id, named by its title, with the client's name and the booker's e-mail for them,
 * so the staff reply from the inbox as to any other kind. A pick for a model not in the package
 * is refused; the package must still be open.
 */
export async function answerPackage(
  db: Database,
  token: string,
  body: PackageAnswerInput,
  now = new Date(),
): Promise<PackageAnswerOutcome> {
  const input = packageAnswerInput.safeParse(body)
  if (!input.success) return { status: 'invalid', errors: errorsByField(input.error) }
  const lookup = await openPackage(db, token, { now })
  if (lookup.status !== 'open') return lookup
  const opened = lookup.package
  const inPackage = new Set(opened.models.map((model) => model.id))
  if (input.data.picks.some((pick) => !inPackage.has(pick.id))) {
    return { status: 'invalid', errors: { picks: 'a pick names a model not in the package' } }
  }
  const record = await findPackage(db, opened.id)
  const [submission] = await db
    .insert(submissions)
    .values({
      kind: 'package',
      lang: opened.lang,
      receivedAt: now,
      fields: {
        name: input.data.name || opened.clientName,
        email: record?.clientEmail ?? '',
        package: opened.title,
        package_id: String(opened.id),
        picks: JSON.stringify(input.data.picks),
      },
    })
    .returning()
  return { status: 'stored', submission: submission! }
}

/**
 * Forgets a client's name and e-mail on every package made for them (any letter case), when
 * they ask to have their data deleted; the packages stay, for the agency's record. How many.
 */
export async function forgetPackageClient(
  db: Database,
  email: string,
  /** Where the erasure is written for a restore to replay. */
  journal?: ErasureJournal,
): Promise<number> {
  return db.transaction(async (tx) => {
    const clients = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(sql`lower(${packages.clientEmail}) = ${email.trim().toLowerCase()}`)
      .for('update')
    if (clients.length === 0) return 0
    const ids = clients.map((row) => row.id)
    await journal?.record({ packages: ids })
    const cleared = await tx
      .update(packages)
      .set({ clientName: '', clientEmail: '', updatedAt: new Date() })
      .where(inArray(packages.id, ids))
      .returning({ id: packages.id })
    return cleared.length
  })
}
