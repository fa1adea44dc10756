import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm'
import { fieldLimits, type TalentInput } from '../../../contracts/booking-admin'
import type { FileStore } from '../../common/storage'
import type { Database } from '../db'
import { submissionFiles, submissions } from '../db/schema'
import type { PhotoFile, RosterClient } from './roster-client'

/**
 * A scouting application signed (issue 40): a hidden model of the development division made
 * from it through the booking service's write API, with the application's photos in her
 * polaroids, and the application pointing at her. A second signing, from another tab or node,
 * finds that and makes no second model.
 */

/** How long a signing under way holds the application: one left longer (a node gone) is retried. */
const signingHold = 5 * 60 * 1000

/** What a model starts from: the application's fields, as the write API reads a talent. */
export function talentFromApplication(fields: Record<string, string>): TalentInput {
  const gender = fields.gender === 'man' ? 'man' : 'woman'
  const skills = [
    ...new Set(
      (fields.skills ?? '')
        .split(/[,;\n]/)
        .map((skill) => skill.trim())
        .filter((skill) => skill.length > 0 && skill.length <= fieldLimits.skill),
    ),
  ].slice(0, fieldLimits.skills)
  return {
    name: (fields.name ?? '').trim(),
    gender,
    birthdate: fields.birthdate || null,
    height: fields.height || null,
    // The form asks one "bust or chest": a man's is his chest.
    ...(gender === 'man' ? { chest: fields.bust || null } : { bust: fields.bust || null }),
    waist: fields.waist || null,
    hips: fields.hips || null,
    instagram: fields.instagram || null,
    city: fields.city || null,
    skills,
    divisions: ['development'],
    published: false,
  }
}

export type Signing =
  | { status: 'signed'; talentId: number; photos: 'copied' | 'failed' }
  | { status: 'already'; talentId: number }
  | { status: 'under-way' }

/**
 * Signs application `id`: its model, or the one it already has. Throws what the write API
 * throws for the model itself (`RosterRefused`, its silence), having let the application go.
 */
export async function signApplication({
  db,
  roster,
  uploads,
  id,
  actor,
  now = new Date(),
}: {
  db: Database
  roster: RosterClient
  uploads: FileStore
  id: number
  actor?: string
  now?: Date
}): Promise<Signing> {
  const [claimed] = await db
    .update(submissions)
    .set({ signingSince: now })
    .where(
      and(
        eq(submissions.id, id),
        eq(submissions.kind, 'get-scouted'),
        isNull(submissions.signedTalentId),
        or(
          isNull(submissions.signingSince),
          lt(submissions.signingSince, new Date(now.getTime() - signingHold)),
        ),
      ),
    )
    .returning({ fields: submissions.fields })
  if (!claimed) {
    const [row] = await db
      .select({ talentId: submissions.signedTalentId })
      .from(submissions)
      .where(eq(submissions.id, id))
    return row?.talentId ? { status: 'already', talentId: row.talentId } : { status: 'under-way' }
  }
  let talentId: number
  try {
    talentId = (await roster.create(talentFromApplication(claimed.fields), { actor })).id
  } catch (error) {
    await db.update(submissions).set({ signingSince: null }).where(eq(submissions.id, id))
    throw error
  }
  // Linked before the photos go: a failure there leaves one model, not a second on a retry.
  await db
    .update(submissions)
    .set({ signedTalentId: talentId, signingSince: null })
    .where(eq(submissions.id, id))
  const photos = await copyPhotos(db, roster, uploads, id, talentId, actor).then(
    () => 'copied' as const,
    () => 'failed' as const,
  )
  return { status: 'signed', talentId, photos }
}

/** The application a model was signed from, by its id in the inbox; none for most. */
export async function applicationOf(db: Database, talentId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.signedTalentId, talentId))
    .limit(1)
  return row?.id
}

/** The application's photos, read from the uploads' store, sent to her polaroids in one go. */
async function copyPhotos(
  db: Database,
  roster: RosterClient,
  uploads: FileStore,
  id: number,
  talentId: number,
  actor?: string,
) {
  const stored = await db
    .select({
      storedName: submissionFiles.storedName,
      originalName: submissionFiles.originalName,
      mimeType: submissionFiles.mimeType,
    })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, id), eq(submissionFiles.field, 'photos')))
    .orderBy(asc(submissionFiles.id))
  if (stored.length === 0) return
  const folder = await mkdtemp(path.join(os.tmpdir(), 'passarela-signing-'))
  try {
    const files: PhotoFile[] = []
    for (const [index, photo] of stored.entries()) {
      const file = await uploads.get(path.basename(photo.storedName))
      if (!file) continue
      const copy = path.join(folder, `${index}${path.extname(photo.storedName)}`)
      await pipeline(file.body, createWriteStream(copy, { mode: 0o600 }))
      files.push({ path: copy, name: photo.originalName, mime: photo.mimeType })
    }
    if (files.length > 0) await roster.uploadPhotos(talentId, 'polaroids', files, { actor })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
