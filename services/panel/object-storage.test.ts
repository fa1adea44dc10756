import { readdirSync } from 'node:fs'
import { text } from 'node:stream/consumers'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startS3Server } from '../../tests/support/s3-server'
import { type FileStore, openFileStore } from '../common/storage'
import { type BackOffice, startBackOffice } from '../../tests/support/back-office'
import { submissionFiles, submissions } from './db/schema'
import { applicationFields, multipart, testImage } from '../../tests/support/submissions'

/**
 * The panel with its visitors' files in S3-compatible storage (s3rver), as several nodes share
 * them: an application's photos go to the bucket, the back office reads them from there, and
 * deleting the application deletes them there; a bucket that fails mid-submission leaves
 * neither a row nor an object behind.
 */

let s3: Awaited<ReturnType<typeof startS3Server>>
let office: BackOffice
let uploads: FileStore
let jpeg: Buffer
const saved = { ...process.env }

beforeAll(async () => {
  s3 = await startS3Server(['passarela'])
  Object.assign(process.env, s3.credentials)
  uploads = openFileStore(
    { storageUrl: 's3://passarela/site', s3Endpoint: s3.endpoint },
    '/nonexistent',
    'uploads',
  )
  office = await startBackOffice({ uploads })
  jpeg = await testImage('jpeg', 24, 32)
}, 60_000)

afterAll(async () => {
  await office?.close()
  await uploads?.close()
  await s3?.close()
  process.env = saved
})

function application(name: string) {
  return multipart(applicationFields({ name }), [
    ['photos[]', jpeg, 'frente.jpg', 'image/jpeg'],
    ['photos[]', jpeg, 'perfil.jpg', 'image/jpeg'],
  ])
}

async function storedNamesOf(id: number) {
  const rows = await office.db
    .select({ id: submissionFiles.id, storedName: submissionFiles.storedName })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, id))
  return rows
}

test('an application’s photos go to the bucket, are read from it, and go with the application', async () => {
  const sent = await office.api('/get-scouted/pt', { method: 'POST', body: application('Maria') })
  expect(sent.status).toBe(201)
  const { id } = (await sent.json()) as { id: number }
  const files = await storedNamesOf(id)
  expect(files).toHaveLength(2)
  for (const file of files) expect(await uploads.exists(file.storedName)).toBe(true)
  // Nothing of them on this machine's disk: the scratch copies are gone too.
  expect(readdirSync(office.uploadsDir).filter((name) => !name.startsWith('.'))).toEqual([])

  const staff = await office.signIn()
  const photo = await staff.get(`/files/${files[0]!.id}`)
  expect(photo.status).toBe(200)
  expect(photo.headers.get('content-type')).toBe('image/jpeg')
  expect(Buffer.from(await photo.arrayBuffer()).equals(jpeg)).toBe(true)
  // Nobody signed out reads them through the panel (the bucket itself stays private).
  expect((await office.browser().get(`/files/${files[0]!.id}`)).status).toBe(303)

  const deleted = await staff.post(`/inbox/${id}/delete`)
  expect(deleted.status).toBe(303)
  for (const file of files) expect(await uploads.exists(file.storedName)).toBe(false)
})

test('a bucket that fails mid-submission leaves neither a row nor an object', async () => {
  const before = await office.db.select({ id: submissions.id }).from(submissions)
  // The second photo's upload fails: the store refuses any put after the first.
  let puts = 0
  const failing: FileStore = {
    ...uploads,
    async put(key, body, options) {
      puts += 1
      if (puts > 1) {
        body.resume()
        throw new Error('the bucket is away')
      }
      return uploads.put(key, body, options)
    },
  }
  const broken = await startBackOffice({ uploads: failing })
  try {
    const sent = await broken.api('/get-scouted/pt', {
      method: 'POST',
      body: application('Falha'),
    })
    expect(sent.status).toBe(500)
    expect(await broken.db.select().from(submissions)).toEqual([])
    expect(await broken.db.select().from(submissionFiles)).toEqual([])
    // The first photo, which did reach the bucket, was taken out again.
    const listing = await text(
      (await fetch(`${s3.endpoint}/passarela?prefix=site/uploads/`)).body as never,
    )
    const keys = [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1])
    expect(keys).toEqual([])
  } finally {
    await broken.close()
  }
  expect(await office.db.select({ id: submissions.id }).from(submissions)).toEqual(before)
})

test('a slide uploaded in the back office goes to the bucket and is served from it, in ranges too', async () => {
  const media = openFileStore(
    { storageUrl: 's3://passarela/site', s3Endpoint: s3.endpoint },
    '/nonexistent',
    'media',
  )
  const shared = await startBackOffice({ seed: true, media })
  try {
    const staff = await shared.signIn()
    const form = new FormData()
    form.append('media', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'wide.jpg')
    form.append('caption-pt', 'No balde')
    const added = await staff.post('/slides', form)
    expect(added.status).toBe(303)
    const slides = (await (await shared.api('/slides/home')).json()) as {
      url: { desktop: string }
    }[]
    const reference = slides.at(-1)!.url.desktop
    expect(reference).toMatch(/^media\/slides\/[\w-]+\.jpg$/)
    // In the bucket, not in this node's media folder.
    expect(await media.exists(reference.replace(/^media\//, ''))).toBe(true)
    expect(readdirSync(shared.mediaDir, { recursive: true })).not.toContain(
      reference.replace(/^media\//, ''),
    )

    const served = await fetch(`${shared.origin}/panel/${reference}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true)

    const part = await fetch(`${shared.origin}/panel/${reference}`, {
      headers: { Range: 'bytes=2-9' },
    })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 2-9/${jpeg.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(jpeg.subarray(2, 10))).toBe(true)

    // The demo's pictures, drawn on each node, are still served from its folder.
    const demo = slides[0]!.url.desktop
    expect((await fetch(`${shared.origin}/panel/${demo}`)).status).toBe(200)
  } finally {
    await shared.close()
    await media.close()
  }
})
