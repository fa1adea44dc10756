import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { agencyTimeZone, todayIn } from '../../contracts/agency-time'
import type { SubmissionKind } from '../../contracts/panel'
import type { Database } from '../../services/panel/db'
import { submissionFiles, submissions } from '../../services/panel/db/schema'

/*
 * What the panel's tests submit and store: the forms the visitors send, their pictures and
 * videos, and submissions written straight into the tables. Test helpers, not used by the
 * service.
 */

/** The first of January `years` years ago in the agency's calendar: a birthdate of that age. */
export function yearsAgo(years: number) {
  return `${Number(todayIn(agencyTimeZone).slice(0, 4)) - years}-01-01`
}

/**
 * A scouting application's fields as an adult fills them in, by the names the panel's API and
 * the site's form share; `overrides` change or add any.
 */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Maria Clara Lopes',
    email: 'maria.clara@example.com',
    phone: '+55 61 99876-5432',
    instagram: 'mariaclara',
    gender: 'woman',
    birthdate: yearsAgo(22),
    nationality: 'Brasileira',
    country: 'Brasil',
    city: 'Brasília',
    height: '178',
    bust: '82',
    waist: '61',
    hips: '90',
    skills: 'dança, natação',
    consent: 'on',
    privacy_version: '2026-01',
    ...overrides,
  }
}

const colours = {
  jpeg: { channels: 3, background: '#b9573c' },
  png: { channels: 4, background: '#35506e' },
  webp: { channels: 3, background: '#4f6b5a' },
} as const

/** A picture of one colour, as sharp writes it: a real image for the upload checks to read. */
export function testImage(format: keyof typeof colours, width: number, height: number) {
  return sharp({ create: { width, height, ...colours[format] } })
    .toFormat(format)
    .toBuffer()
}

/**
 * An MP4 as file-type recognises it, by its `ftyp` box (size, 'ftyp', a major brand, compatible
 * brands), then `dataBytes` bytes of data.
 */
export function testMp4(dataBytes = 64) {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41'),
    Buffer.alloc(dataBytes, 7),
  ])
}

/** A file part: field name, bytes, file name, declared type. */
export type FilePart = [string, Buffer, string, string]

/** A multipart form as a browser posts it: its fields, then its files. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, bytes, fileName, type] of files) {
    form.append(name, new Blob([new Uint8Array(bytes)], { type }), fileName)
  }
  return form
}

/**
 * A submission written straight into the panel's tables, each file a real one in the uploads
 * folder: what the retention and erasure tests delete.
 */
export async function addSubmission(
  db: Database,
  uploadsDir: string,
  {
    kind,
    receivedAt,
    email = 'someone@example.com',
    files = kind === 'get-scouted' ? 2 : 0,
  }: { kind: SubmissionKind; receivedAt: Date; email?: string; files?: number },
) {
  const [row] = await db
    .insert(submissions)
    .values({
      kind,
      lang: 'pt',
      receivedAt,
      fields: { name: 'Ana Souza', email, phone: '+55 61 99999-0000', message: 'Olá' },
    })
    .returning({ id: submissions.id })
  if (!row) throw new Error('no submission stored')
  const storedNames = Array.from({ length: files }, () => `${randomUUID()}.jpg`)
  for (const storedName of storedNames) {
    writeFileSync(path.join(uploadsDir, storedName), 'photo bytes')
  }
  if (storedNames.length > 0) {
    await db.insert(submissionFiles).values(
      storedNames.map((storedName) => ({
        submissionId: row.id,
        field: 'photos' as const,
        originalName: 'me.jpg',
        storedName,
        mimeType: 'image/jpeg',
        size: 11,
        sha256: '0'.repeat(64),
      })),
    )
  }
  return { id: row.id, storedNames }
}
