import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { agency } from '../../app/config/agency'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { privacyPolicy } from '../../app/config/privacy-policy'
import {
  executableNamedJpeg,
  jpeg,
  largeJpeg,
  mp4,
  type PickedFile,
  sha256,
} from '../e2e/application-files'
import { pixelBombPng } from '../support/pixel-bomb'
import { type StandalonePanel, startStandalonePanel } from '../support/standalone-panel'
import { type RunningServer, startServer } from '../support/site-process'

// The scouting application's server side against the real site and a real panel: whatever
// the browser did, the site checks the fields and the files' bytes again.
let panel: StandalonePanel
let site: RunningServer
/** A site that lets one application through per address, to show the limit's answer. */
let strictSite: RunningServer

beforeAll(async () => {
  panel = await startStandalonePanel()
  const panelEnv = { PANEL_URL: panel.url, PANEL_API_TOKEN: panel.apiToken }
  ;[site, strictSite] = await Promise.all([
    startServer({ ...panelEnv, FORM_RATE_LIMIT: '1000' }),
    startServer({ ...panelEnv, FORM_RATE_LIMIT: '1' }),
  ])
}, 120_000)

afterAll(async () => {
  await Promise.all([site?.stop(), strictSite?.stop()])
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

type Reply = {
  sent: boolean
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> }
}

/**
 * Posts as the page's script does; the answer is the form's reply as JSON, under 200 when it
 * went and `status` otherwise.
 */
async function send(body: FormData, lang = 'en', status = 200) {
  const response = await fetch(`${site.url}/api/get-scouted?lang=${lang}`, {
    method: 'POST',
    body,
    headers: { Origin: site.url, Accept: 'application/json' },
  })
  expect(response.status).toBe(status)
  return (await response.json()) as Reply
}

/** Nothing of the server's insides: no stack frame, no file of the checkout. */
function expectNoInsides(body: string) {
  expect(body).not.toMatch(/\n\s+at |\.(?:ts|tsx|js|mjs):\d+/)
  expect(body).not.toContain(process.cwd())
  expect(body).not.toContain('node_modules')
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
  expect(stored?.privacyVersion).toBe(privacyPolicy.version)
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
  const reply = await send(application({ ...fields, name, height: '176' }, nine), 'es', 400)
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
    'en',
    400,
  )
  expect(reply.result.error).toEqual({ photos: ['forms.errors.photoTooLarge'] })
  expect(await storedNamed(name)).toEqual([])
})

test('a photo of 20000 × 20000 pixels in a few hundred bytes is refused by its size in pixels, in the visitor’s language, keeping what was typed', async () => {
  const name = 'Pixel bomb'
  const bomb = pixelBombPng()
  expect(bomb.length).toBeLessThan(4096)
  const photos = [await jpeg('a.jpg'), { name: 'bomb.png', mimeType: 'image/png', buffer: bomb }]
  const reply = await send(application({ ...fields, name, height: '176' }, photos), 'en', 400)
  expect(reply.result.error).toEqual({ photos: ['forms.errors.photoPixels'] })

  const page = await fetch(`${site.url}/pt/seja-modelo`, {
    method: 'POST',
    body: application({ ...fields, name, height: '176' }, photos),
    headers: { Origin: site.url },
    redirect: 'manual',
  })
  expect(page.status).toBe(400)
  const html = await page.text()
  expect(html).toContain('Cada foto pode ter no máximo 50 megapixels')
  expect(html).toContain(`value="${name}"`)
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
    'en',
    400,
  )
  expect(reply.result.error).toEqual({ photos: ['forms.errors.photoType'] })
  expect(await storedNamed(name)).toEqual([])
})

test('a 16-year-old without a guardian’s consent is refused; a height in metres is not centimetres', async () => {
  const name = 'Sixteen'
  const birthdate = `${new Date().getFullYear() - 16}-01-01`
  const photos = [await jpeg('a.jpg'), await jpeg('b.jpg', 2)]
  const reply = await send(application({ ...fields, name, birthdate }, photos), 'en', 400)
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

test('without JavaScript the page itself takes the post: 400 with the page, then 303 to its thanks', async () => {
  const name = 'Plain post'
  const photos = [await jpeg('a.jpg'), await jpeg('b.jpg', 2)]
  const response = await fetch(`${site.url}/pt/seja-modelo`, {
    method: 'POST',
    body: application({ ...fields, name, height: '176', consent: '' }, photos),
    headers: { Origin: site.url },
    redirect: 'manual',
  })
  expect(response.status).toBe(400)
  const html = await response.text()
  expect(html).toContain('Para se inscrever, marque esta caixa.')
  expect(html).toContain(`value="${name}"`)
  expect(await storedNamed(name)).toEqual([])

  const sent = await fetch(`${site.url}/pt/seja-modelo`, {
    method: 'POST',
    body: application({ ...fields, name, height: '176' }, photos),
    headers: { Origin: site.url },
    redirect: 'manual',
  })
  expect(sent.status).toBe(303)
  const location = sent.headers.get('location')
  expect(location).toBe('/pt/seja-modelo?sent=1')
  for (let reload = 0; reload < 2; reload += 1) {
    const page = await fetch(site.url + location)
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(
      /data-form-status="">Obrigado pela inscrição. Ela já está com nossos scouts.</,
    )
  }
  expect(await storedNamed(name)).toHaveLength(1)
})

test('an address past the limit gets 429 with Retry-After, in place or on the page, and nothing is stored', async () => {
  const photos = [await jpeg('a.jpg'), await jpeg('b.jpg', 2)]
  const post = (path: string, name: string) =>
    fetch(strictSite.url + path, {
      method: 'POST',
      body: application({ ...fields, name, height: '176' }, photos),
      headers: { Origin: strictSite.url, 'X-Forwarded-For': '203.0.113.20' },
      redirect: 'manual',
    })
  expect((await post('/api/get-scouted?lang=en', 'Within the limit')).status).toBe(200)

  const scripted = await post('/api/get-scouted?lang=es', 'Past the limit')
  expect(scripted.status).toBe(429)
  expect(Number(scripted.headers.get('retry-after'))).toBeGreaterThan(0)
  const reply = (await scripted.json()) as Reply
  expect(reply.result.error).toEqual({ '': ['forms.errors.tooMany'] })

  const plain = await post('/es/hazte-modelo', 'Past the limit')
  expect(plain.status).toBe(429)
  expect(Number(plain.headers.get('retry-after'))).toBeGreaterThan(0)
  // Refused before its body is read (tests/integration/upload-limits.test.ts): nothing typed
  // to keep on the page; the page's script keeps the fields in the browser.
  const html = await plain.text()
  expect(html).toContain('Demasiadas solicitudes desde tu conexión.')
  expect(await storedNamed('Past the limit')).toEqual([])
})

test('a filled honeypot with garbage is thanked like a sent application and never reaches the panel', async () => {
  const garbage = { name: 'Robot', email: 'nope', birthdate: 'yesterday', website: 'spam' }
  const reply = await send(application(garbage, [executableNamedJpeg('x.jpg')]))
  expect(reply.sent).toBe(true)
  const plain = await fetch(`${site.url}/be-a-model`, {
    method: 'POST',
    body: application(garbage, []),
    headers: { Origin: site.url },
    redirect: 'manual',
  })
  expect(plain.status).toBe(303)
  expect(plain.headers.get('location')).toBe('/be-a-model?sent=1')
  expect(await storedNamed('Robot')).toEqual([])
})

test.each([
  ['a form that is not multipart', 'application/x-www-form-urlencoded', 'name=Bia%ZZ'],
  ['a multipart without its boundary', 'multipart/form-data', '--x\r\n\r\nBia\r\n--x--\r\n'],
  [
    'a multipart cut short',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8',
  ],
  ['JSON', 'application/json', JSON.stringify(fields)],
])('%s is a 400 on both doors, showing nothing of the server', async (_, contentType, body) => {
  const post = (path: string) =>
    fetch(site.url + path, {
      method: 'POST',
      body,
      headers: { Origin: site.url, 'Content-Type': contentType },
      redirect: 'manual',
    })
  const scripted = await post('/api/get-scouted?lang=en')
  expect(scripted.status).toBe(400)
  const text = await scripted.text()
  expectNoInsides(text)
  expect((JSON.parse(text) as Reply).result.error).toEqual({ '': ['forms.errors.unreadable'] })

  const plain = await post('/pt/seja-modelo')
  expect(plain.status).toBe(400)
  const html = await plain.text()
  expectNoInsides(html)
  expect(html).toContain('Seu formulário chegou danificado e não pôde ser lido.')
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

test('the page says in each language that the agency never charges, with its e-mail and phone to check a message', async () => {
  for (const [page, words] of [
    ['/be-a-model', 'We never charge to scout or represent anyone'],
    ['/es/hazte-modelo', 'Nunca cobramos por descubrir ni por representar a nadie'],
    ['/pt/seja-modelo', 'Nunca cobramos para avaliar ou representar ninguém'],
  ] as const) {
    const html = await (await fetch(site.url + page)).text()
    const notice = new RegExp(`<p[^>]*>${words}.*?</p>`).exec(html)?.[0] ?? ''
    expect(notice, page).toContain(`<a href="mailto:${agency.email}"`)
    expect(notice, page).toContain(`>${agency.email}</a>`)
    expect(notice, page).toContain(`<a href="tel:${agency.phoneHref}"`)
  }
})

/** One file sent ahead of its application as the page's script sends it (decision 032). */
async function sendAhead(
  field: 'photos' | 'video',
  file: PickedFile,
  { on = site, address }: { on?: RunningServer; address?: string } = {},
) {
  const body = new FormData()
  body.set(field, new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }))
  const response = await fetch(`${on.url}/api/get-scouted/files`, {
    method: 'POST',
    body,
    headers: {
      Origin: on.url,
      Accept: 'application/json',
      ...(address ? { 'X-Forwarded-For': address } : {}),
    },
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    answer: (await response.json()) as { upload?: string; error?: string },
  }
}

test('files sent ahead one by one are named by the application in their places, and reach the panel byte for byte', async () => {
  const photos = [await jpeg('front.jpg', 1), await jpeg('side.jpg', 2)]
  const video = mp4('walk.mp4')
  const ahead = [
    await sendAhead('photos', photos[0] ?? (await jpeg('x.jpg'))),
    await sendAhead('photos', photos[1] ?? (await jpeg('y.jpg'))),
    await sendAhead('video', video),
  ]
  expect(ahead.map(({ status }) => status)).toEqual([201, 201, 201])
  const name = 'Sent ahead'
  const body = application({ ...fields, name, height: '176' }, [])
  body.append('photos', ahead[0]?.answer.upload ?? '')
  body.append('photos', ahead[1]?.answer.upload ?? '')
  body.set('video', ahead[2]?.answer.upload ?? '')
  expect((await send(body, 'es')).sent).toBe(true)
  const [stored] = await storedNamed(name)
  expect(stored?.lang).toBe('es')
  const files = await panel.files(stored?.id ?? 0)
  expect(files.map((file) => [file.field, file.originalName, sha256(file.bytes)])).toEqual([
    ['photos', 'front.jpg', sha256(photos[0]?.buffer ?? Buffer.alloc(0))],
    ['photos', 'side.jpg', sha256(photos[1]?.buffer ?? Buffer.alloc(0))],
    ['video', 'walk.mp4', sha256(video.buffer)],
  ])
})

test('a file sent ahead is judged by its bytes as in an application, and a token no file has is refused', async () => {
  const disguised = await sendAhead('photos', executableNamedJpeg('holiday.jpg'))
  expect(disguised).toMatchObject({ status: 400, answer: { error: 'forms.errors.photoType' } })

  const name = 'Made-up token'
  const body = application({ ...fields, name, height: '176' }, [await jpeg('a.jpg')])
  body.append('photos', 'x'.repeat(43))
  const reply = await send(body, 'en', 400)
  expect(reply.result.error?.photos).toEqual(['forms.errors.refused'])
  expect(await storedNamed(name)).toEqual([])
})

test('files sent ahead past the address’s allowance get 429 with Retry-After', async () => {
  // One application an address (FORM_RATE_LIMIT=1): its nine files, each sent twice.
  const photo = await jpeg('a.jpg')
  const address = '203.0.113.31'
  for (let sent = 0; sent < 18; sent++) {
    expect((await sendAhead('photos', photo, { on: strictSite, address })).status).toBe(201)
  }
  const refused = await sendAhead('photos', photo, { on: strictSite, address })
  expect(refused.status).toBe(429)
  expect(Number(refused.retryAfter)).toBeGreaterThan(0)
  expect(refused.answer).toEqual({ error: 'forms.errors.tooMany' })
})

test('before the panel keeps files ahead, the site says so (501) and the page sends them with the form', async () => {
  // The agency's own panel until it has the staging: the same panel, its uploads route absent.
  const older = http.createServer((request, response) => {
    if (request.url?.endsWith('/api/get-scouted/uploads')) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"message":"Not found."}')
      return
    }
    const target = new URL(request.url ?? '/', panel.url)
    const forwarded = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    request.pipe(forwarded)
  })
  older.listen(0, '127.0.0.1')
  await once(older, 'listening')
  const { port } = older.address() as AddressInfo
  const olderSite = await startServer({
    PANEL_URL: `http://127.0.0.1:${port}`,
    PANEL_API_TOKEN: panel.apiToken,
  })
  try {
    const refused = await sendAhead('photos', await jpeg('a.jpg'), { on: olderSite })
    expect(refused).toMatchObject({ status: 501, answer: { error: 'files-go-with-the-form' } })
  } finally {
    await olderSite.stop()
    older.close()
  }
})
