import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SubmissionKind } from '../../contracts/panel'
import type { Database } from './db'
import { submissionFiles, submissions } from './db/schema'

/**
 * Submissions written straight into the panel's tables, each file a real one in the uploads
 * folder: what the retention and erasure tests delete. A test helper, not used by the service.
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
