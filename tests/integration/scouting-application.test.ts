import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  executableNamedJpeg,
  jpeg,
  largeJpeg,
  mp4,
  type PickedFile,
  sha256,
} from '../e2e/application-files'
import { type StandalonePanel, startStandalonePanel } from '../support/standalone-panel'
import { type RunningServer, startServer } from '../../scripts/site-process'

// The scouting application's server side against the real site and a real panel: whatever
// the browser did, the site checks the fields and the files' bytes again.
let panel: StandalonePanel
let site: RunningServer

beforeAll(async () => {
  panel = await startStandalonePanel()
  site = await startServer({
    PANEL_URL: panel.url,
    PANEL_API_TOKEN: panel.apiToken,
    FORM_RATE_LIMIT: '1000',
  })
}, 90_000)

afterAll(async () => {
  await site?.stop()
  await panel?.close()
})

const fields = {
  name: 'Bia Lima',
  email: 'bia@example.com',
  phone: '+55 61 99999-0000',
  instagram: '@bia.lima',
  gender: 'woman',
  birthdate: '2001-04-09',
  nationality: 'Brasileira',
  country: 'Brasil',
  city: 'Brasília',
  height: '1,76',
  bust: '82',
  waist: '61,5',
  hips: '90 cm',
  consent: 'on',
}

function application(
  values: Record<string, string>,
  photos: PickedFile[],
  video?: PickedFile,
): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(values)) body.set(name, value)
  for (const photo of photos) {
    body.append(
      'photos',
      new File([new Uint8Array(photo.buffer)], photo.name, { type: photo.mimeType }),
    )
  }
  if (video)
    body.set(
      'video',
      new File([new Uint8Array(video.buffer)], video.name, { type: video.mimeType }),
    )
  return body
}

/** Posts as the page's script does; the answer is the form's reply as JSON. */
async function send(body: FormData, lang = 'en') {
  const response = await fetch(`${site.url}/api/get-scouted?lang=${lang}`, {
    method: 'POST',
    body,
    headers: { Origin: site.url, Accept: 'application/json' },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    sent: boolean
    result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> }
  }
}

async function storedNamed(name: string) {
  return (await panel.submissions('get-scouted')).filter((row) => row.fields.name === name)
}

test('a valid application reaches the panel with its fields, consent and byte-identical files', async () => {
  const photos = [await jpeg('a.jpg'), await jpeg('b.jpg', 3)]
  const video = mp4('walk.mov')
  const name = 'Valid applicant'
  const reply = await send(application({ ...fields, name, height: '176' }, photos, video), 'pt')
  expect(reply.sent).toBe(true)
  const [stored] = await storedNamed(name)
  expect(stored?.lang).toBe('pt')
  expect(stored?.fields).toMatchObject({
    instagram: 'bia.lima',
    height: '176',
    waist: '61.5',
    hips: '90',
  })
  expect(stored?.privacyVersion).toBe('2026-11')
  expect(stored?.guardianConsent).toBe(false)
  const files = await panel.files(stored?.id ?? 0)
  expect(files.map((file) => [file.field, file.mimeType, sha256(file.bytes)])).toEqual([
    ['photos', 'image/jpeg', sha256(photos[0]?.buffer ?? Buffer.alloc(0))],
    ['photos', 'image/jpeg', sha256(photos[1]?.buffer ?? Buffer.alloc(0))],
    ['video', 'video/mp4', sha256(video.buffer)],
  ])
})

test('nine photos are refused with the typed fields kept, and nothing is stored', async () => {
  const name = 'Nine photos'
  const nine = await Promise.all(
    Array.from({ length: 9 }, (_, index) => jpeg(`${index}.jpg`, index)),
  )
  const reply = await send(application({ ...fields, name, height: '176' }, nine), 'es')
  expect(reply.sent).toBe(false)
  expect(reply.result.error).toEqual({ photos: ['forms.errors.tooManyPhotos'] })
  expect(reply.result.initialValue).toMatchObject({ name, city: 'Brasília' })
  expect(await storedNamed(name)).toEqual([])
})

test('an 11 MB photo is refused, and nothing is stored', async () => {
  const name = 'Large photo'
  const reply = await send(
    application({ ...fields, name, height: '176' }, [
      await jpeg('a.jpg'),
      await largeJpeg('big.jpg', 11 * 1024 * 1024),
    ]),
  )
  expect(reply.result.error).toEqual({ photos: ['forms.errors.photoTooLarge'] })
  expect(await storedNamed(name)).toEqual([])
})

test('a program named .jpg and sent as image/jpeg is refused by its bytes', async () => {
  const name = 'Disguised program'
  const reply = await send(
    application({ ...fields, name, height: '176' }, [
      await jpeg('a.jpg'),
      await jpeg('b.jpg', 2),
      executableNamedJpeg('c.jpg'),
    ]),
  )
  expect(reply.result.error).toEqual({ photos: ['forms.errors.photoType'] })
  expect(await storedNamed(name)).toEqual([])
})

test('a 16-year-old without a guardian’s consent is refused; a height in metres is not centimetres', async () => {
  const name = 'Sixteen'
  const birthdate = `${new Date().getFullYear() - 16}-01-01`
  const photos = [await jpeg('a.jpg'), await jpeg('b.jpg', 2)]
  const reply = await send(application({ ...fields, name, birthdate }, photos))
  expect(reply.result.error).toEqual({
    guardian_consent: ['forms.errors.guardianConsent'],
    height: ['forms.errors.height'],
  })
  expect(await storedNamed(name)).toEqual([])
  const accepted = await send(
    application({ ...fields, name, birthdate, height: '168', guardian_consent: 'on' }, photos),
  )
  expect(accepted.sent).toBe(true)
  expect((await storedNamed(name))[0]?.guardianConsent).toBe(true)
})

test('without JavaScript the page itself takes the post and answers with the page', async () => {
  const name = 'Plain post'
  const photos = [await jpeg('a.jpg'), await jpeg('b.jpg', 2)]
  const response = await fetch(`${site.url}/pt/seja-modelo`, {
    method: 'POST',
    body: application({ ...fields, name, height: '176', consent: '' }, photos),
    headers: { Origin: site.url },
  })
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain('Para se inscrever, marque esta caixa.')
  expect(html).toContain(`value="${name}"`)
  expect(await storedNamed(name)).toEqual([])
})

test('a post from another site is refused before anything is read', async () => {
  const response = await fetch(`${site.url}/api/get-scouted?lang=en`, {
    method: 'POST',
    body: application({ ...fields, name: 'Cross site' }, []),
    headers: { 'Sec-Fetch-Site': 'cross-site' },
  })
  expect(response.status).toBe(403)
  expect(await storedNamed('Cross site')).toEqual([])
})
