import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest'
import { agencyTimeZone, todayIn } from '../../../contracts/agency-time'
import { staffAuditLog, submissionFiles, submissions } from '../db/schema'
import {
  applicationFields,
  multipart,
  testImage,
  testMp4,
  yearsAgo,
} from '../../../tests/support/submissions'
import {
  type BackOffice,
  type BackOfficeBrowser,
  startBackOffice,
} from '../../../tests/support/back-office'

/**
 * The inbox as the agency's staff use it, over HTTP against the whole panel service: submissions
 * arrive through the panel's public API as the site sends them, and a signed-in browser lists,
 * filters, opens, answers, exports and deletes them.
 */

let office: BackOffice
let staff: BackOfficeBrowser
let jpeg: Buffer
let png: Buffer
const mp4 = testMp4()

const ids = { contact: 0, quote: 0, application: 0, minor: 0, old: 0 }
const cover = 'https://passarela.test/images?w=480&src=booking%3Amedia%2F4182%2Fcover.jpg'

/** Sends a form to the panel's public API, as the site does; the new submission's id. */
async function send(kind: string, lang: string, ...form: Parameters<typeof multipart>) {
  const response = await office.api(`/${kind}/${lang}`, {
    method: 'POST',
    body: multipart(...form),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

beforeAll(async () => {
  office = await startBackOffice()
  staff = await office.signIn('ines@passarela.test')
  jpeg = await testImage('jpeg', 24, 32)
  png = await testImage('png', 20, 20)

  // Oldest first: the list must show them the other way round.
  ids.old = await send('contact', 'pt', {
    name: 'Otávio Antigo',
    email: 'otavio@example.com',
    message: 'Uma mensagem de março.',
  })
  // Received at 23:30 on 9 March 2025 in Brasília, already the 10th in UTC.
  await office.db
    .update(submissions)
    .set({ receivedAt: new Date('2025-03-10T02:30:00Z') })
    .where(eq(submissions.id, ids.old))
  ids.contact = await send('contact', 'en', {
    name: 'Ann Reader',
    email: 'Ann.Reader@Example.com',
    phone: '',
    message:
      '=HYPERLINK("http://evil.example","click"), then a "quote",\nand a new line: São Paulo;=cmd|\' /C calc\'!A0;fim',
  })
  ids.quote = await send('favorites', 'es', {
    name: 'Estudio Cerrado',
    email: 'booking@estudio.example',
    phone: '+55 61 3333-4444',
    message: 'Presupuesto para dos días.',
    favorites: JSON.stringify([
      {
        id: 4182,
        name: 'Ana Souza',
        url: 'https://passarela.test/es/modelos/4182/ana-souza',
        image: cover,
      },
      { id: 77, name: 'Bruno Lima', url: 'https://passarela.test/es/modelos/77/bruno-lima' },
    ]),
  })
  ids.application = await send('get-scouted', 'pt', applicationFields(), [
    ['photos[]', jpeg, 'frente.jpg', 'image/jpeg'],
    ['photos[]', png, 'perfil.png', 'image/png'],
    ['video', mp4, 'apresentação.mp4', 'video/mp4'],
  ])
  ids.minor = await send(
    'get-scouted',
    'en',
    applicationFields({
      name: 'Júlia Menor',
      email: 'julia@example.com',
      birthdate: yearsAgo(16),
      guardian_consent: 'on',
    }),
    [
      ['photos[]', jpeg, 'a.jpg', 'image/jpeg'],
      ['photos[]', jpeg, 'b.jpg', 'image/jpeg'],
    ],
  )
})

afterAll(async () => {
  await office?.close()
})

/** The submissions a list page links to, in its order. */
function listed(html: string): number[] {
  return [...html.matchAll(/href="\/panel\/admin\/inbox\/(\d+)"/g)].map((match) => Number(match[1]))
}

async function statusOf(id: number) {
  const [row] = await office.db
    .select({ status: submissions.status })
    .from(submissions)
    .where(eq(submissions.id, id))
  return row?.status
}

/** A download's name as `Content-Disposition` gives it, plain and in UTF-8 (RFC 6266). */
function fileName(name: string) {
  return `filename="${name}"; filename*=UTF-8''${name}`
}

async function filesOf(id: number) {
  return office.db
    .select()
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, id))
    .orderBy(submissionFiles.id)
}

test('the list shows every submission newest first, and counts the new ones per kind', async () => {
  const html = await staff.page('/inbox')
  expect(listed(html)).toEqual([ids.minor, ids.application, ids.quote, ids.contact, ids.old])
  expect(html).toContain('2 mensagens de contato novas')
  expect(html).toContain('1 pedido de orçamento novo')
  expect(html).toContain('2 inscrições de modelo novas')
  // A row: when (Brasília time, in the panel's language), what, who, language, status.
  expect(html).toContain('09/03/2025, 23:30')
  expect(html).toMatch(
    /Pedido de orçamento<\/td><th scope="row"><a href="\/panel\/admin\/inbox\/\d+">Estudio Cerrado<\/a><\/th><td class="break">booking@estudio\.example<\/td><td>Espanhol<\/td><td><span class="badge new">Novo<\/span>/,
  )
  expect(html).toContain('5 envios')
})

test('the language link switches the panel, keeping the filters, and `lang` stays a filter', async () => {
  const page = await staff.page('/inbox?kind=get-scouted&lang=en')
  expect(listed(page)).toEqual([ids.minor])
  const href = /<a href="([^"]+)" hrefLang="en-GB"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? ''
  const switched = await staff.request(href)
  expect(switched.status).toBe(303)
  expect(switched.headers.get('location')).toBe(`${office.base}/inbox?kind=get-scouted&lang=en`)
  const english = await staff.page('/inbox?kind=get-scouted&lang=en')
  expect(english).toContain('<html lang="en-GB">')
  expect(english).toContain('2 new scouting applications')
  expect(english).toContain('1 submission matches these filters')
  expect(listed(english)).toEqual([ids.minor])
  const back = /<a href="([^"]+)" hrefLang="pt-BR"/.exec(english)?.[1]?.replaceAll('&amp;', '&')
  await staff.request(back ?? '')
  expect(await staff.page('/inbox')).toContain('<html lang="pt-BR">')

  // Elsewhere `?lang=` still switches, as it did before the inbox had a filter of that name.
  const account = await staff.get('/account?lang=en')
  expect(account.status).toBe(303)
  expect(account.headers.get('location')).toBe(`${office.base}/account`)
  expect(await staff.page('/account')).toContain('<html lang="en-GB">')
  await staff.get('/account?lang=pt')
  expect(await staff.page('/account')).toContain('<html lang="pt-BR">')
})

test('filters narrow the list by kind, status, language, name or e-mail, and days', async () => {
  const only = async (query: string) => listed(await staff.page(`/inbox?${query}`))
  expect(await only('kind=get-scouted')).toEqual([ids.minor, ids.application])
  expect(await only('kind=contact&lang=en')).toEqual([ids.contact])
  expect(await only('lang=pt')).toEqual([ids.application, ids.old])
  expect(await only('q=ANN.READER@')).toEqual([ids.contact])
  expect(await only('q=clara')).toEqual([ids.application])
  // A wildcard typed in the search is a letter.
  expect(await only('q=%25')).toEqual([])
  // Days are Brasília's: 23:30 on the 9th is the 9th, though already the 10th in UTC.
  expect(await only('from=2025-03-09&to=2025-03-09')).toEqual([ids.old])
  expect(await only('to=2025-03-09')).toEqual([ids.old])
  expect(await only('from=2025-03-10&to=2025-03-10')).toEqual([])
  expect(await only(`from=${todayIn(agencyTimeZone)}`)).toEqual([
    ids.minor,
    ids.application,
    ids.quote,
    ids.contact,
  ])

  await office.db.update(submissions).set({ status: 'archived' }).where(eq(submissions.id, ids.old))
  expect(await only('status=archived')).toEqual([ids.old])
  const filtered = await staff.page('/inbox?status=archived&kind=contact')
  // The form shows the filters it applied, and a way back to everything.
  expect(filtered).toMatch(/<option value="archived" selected="">/)
  expect(filtered).toContain('href="/panel/admin/inbox">Limpar filtros</a>')
  expect(filtered).toContain('href="/panel/admin/inbox.csv?kind=contact&amp;status=archived"')
  expect(listed(await staff.page('/inbox?status=new&kind=favorites&lang=pt'))).toEqual([])
  expect(await staff.page('/inbox?status=new&kind=favorites&lang=pt')).toContain(
    'Nenhum envio com estes filtros.',
  )
})

test('invalid filters are ignored, never an error', async () => {
  const all = [ids.minor, ids.application, ids.quote, ids.contact, ids.old]
  for (const query of [
    'kind=constructor',
    'status=deleted',
    'lang=fr',
    'from=2025-02-30&to=yesterday',
    'page=-1',
    'page=99999999999',
    'kind[]=contact',
    'q=',
  ]) {
    const response = await staff.get(`/inbox?${query}`)
    expect(response.status, query).toBe(200)
    expect(listed(await response.text()), query).toEqual(all)
  }
})

test('a quote request shows every field and its models by id, never the visitor’s links or pictures', async () => {
  const html = await staff.page(`/inbox/${ids.quote}`)
  expect(html).toContain('<h1>Pedido de orçamento de Estudio Cerrado</h1>')
  for (const text of [
    'Estudio Cerrado',
    'booking@estudio.example',
    '+55 61 3333-4444',
    'Presupuesto para dos días.',
    'Espanhol',
    '2 modelos escolhidos',
  ]) {
    expect(html).toContain(text)
  }
  // Without a roster to draw them from (tests/integration/inbox-favorites.test.ts has one), each
  // model shows by her id: what the visitor sent beside it is not kept.
  expect(html).toContain('<span class="name">Modelo nº 4182 (fora do catálogo)</span>')
  expect(html).toContain('<span class="name">Modelo nº 77 (fora do catálogo)</span>')
  expect(html).not.toContain('passarela.test/es/modelos')
  expect(html).not.toContain(cover.replaceAll('&', '&amp;'))
})

test('a scouting application shows its fields, photos, video, consent and a minor’s guardian consent', async () => {
  const html = await staff.page(`/inbox/${ids.application}`)
  const files = await filesOf(ids.application)
  const [front, side, video] = files
  expect(html).toContain('<h1>Inscrição de modelo de Maria Clara Lopes</h1>')
  for (const text of [
    'Data de nascimento',
    '22 anos ao se inscrever',
    'Mulher',
    '178 cm',
    'Brasília',
    'dança, natação',
    'href="https://www.instagram.com/mariaclara/"',
  ]) {
    expect(html).toContain(text)
  }
  expect(html).toContain(
    `<a href="/panel/admin/files/${front?.id}"><img src="/panel/admin/files/${front?.id}/thumbnail" alt="Foto 1 de Maria Clara Lopes"`,
  )
  expect(html).toContain(`alt="Foto 2 de Maria Clara Lopes"`)
  expect(html).toContain(`href="/panel/admin/files/${side?.id}"`)
  expect(html).toContain(`<a href="/panel/admin/files/${video?.id}?download=1">Baixar o vídeo</a>`)
  expect(html).toMatch(
    /Consentimento dado em \d\d\/\d\d\/\d{4}, \d\d:\d\d, à política de privacidade versão 2026-01\./,
  )
  // An adult's application has no guardian to show.
  expect(html).not.toContain('Consentimento do responsável')

  const minor = await staff.page(`/inbox/${ids.minor}`)
  expect(minor).toContain('Consentimento do responsável')
  expect(minor).toContain('Dado pelo pai, mãe ou responsável')
  expect(minor).toContain('16 anos ao se inscrever')
})

test('opening a new submission marks it read and writes who looked to the audit log', async () => {
  await office.db.update(submissions).set({ status: 'new' }).where(eq(submissions.id, ids.contact))
  const before = (await office.auditOf('submission.view', `submission:${ids.contact}`)).length
  const html = await staff.page(`/inbox/${ids.contact}`)
  expect(html).toContain('<span class="badge">Lido</span>')
  expect(await statusOf(ids.contact)).toBe('read')
  const entries = await office.auditOf('submission.view', `submission:${ids.contact}`)
  expect(entries).toHaveLength(before + 1)
  expect(entries[0]?.actor).toBe('ines@passarela.test')

  // Opening it again leaves a status the staff chose.
  await office.db
    .update(submissions)
    .set({ status: 'archived' })
    .where(eq(submissions.id, ids.contact))
  await staff.page(`/inbox/${ids.contact}`)
  expect(await statusOf(ids.contact)).toBe('archived')
})

test('a submission opened from another site’s link is shown but not marked read', async () => {
  await office.db.update(submissions).set({ status: 'new' }).where(eq(submissions.id, ids.contact))
  for (const site of ['cross-site', 'same-site']) {
    const response = await staff.get(`/inbox/${ids.contact}`, {
      headers: { 'sec-fetch-site': site },
    })
    expect(response.status, site).toBe(200)
    expect(await response.text(), site).toContain('<span class="badge new">Novo</span>')
    expect(await statusOf(ids.contact), site).toBe('new')
  }
  // From the back office's own page, or an address the staff typed or bookmarked: read.
  for (const site of ['same-origin', 'none']) {
    await office.db
      .update(submissions)
      .set({ status: 'new' })
      .where(eq(submissions.id, ids.contact))
    await staff.get(`/inbox/${ids.contact}`, { headers: { 'sec-fetch-site': site } })
    expect(await statusOf(ids.contact), site).toBe('read')
  }
  await office.db
    .update(submissions)
    .set({ status: 'archived' })
    .where(eq(submissions.id, ids.contact))
})

test('the status is set from the submission’s page, and logged', async () => {
  await staff.page(`/inbox/${ids.quote}`)
  const response = await staff.post(`/inbox/${ids.quote}/status`, { status: 'archived' })
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe(`${office.base}/inbox/${ids.quote}?updated`)
  expect(await statusOf(ids.quote)).toBe('archived')
  const page = await staff.page(`/inbox/${ids.quote}?updated`)
  expect(page).toContain('Status alterado para “Arquivado”.')
  const [entry] = await office.auditOf('submission.status', `submission:${ids.quote}`)
  expect(entry?.detail).toEqual({ from: 'read', to: 'archived' })

  const invalid = await staff.post(`/inbox/${ids.quote}/status`, { status: 'deleted' })
  expect(invalid.status).toBe(400)
  const html = await invalid.text()
  expect(html).toContain('role="alert"')
  expect(html).toContain('Escolha um dos status da lista.')
  expect(await statusOf(ids.quote)).toBe('archived')

  await staff.post(`/inbox/${ids.quote}/status`, { status: 'new' })
  expect(await statusOf(ids.quote)).toBe('new')
})

test('reply opens the mail program in the visitor’s language and marks the submission answered', async () => {
  const cases = [
    [
      ids.quote,
      'booking@estudio.example',
      'Passarela: tu solicitud de presupuesto',
      'Hola, Estudio Cerrado:',
    ],
    [ids.contact, 'ann.reader@example.com', 'Passarela: your message', 'Hello Ann Reader,'],
    [
      ids.application,
      'maria.clara@example.com',
      'Passarela: sua inscrição',
      'Olá, Maria Clara Lopes,',
    ],
  ] as const
  for (const [id, email, subject, greeting] of cases) {
    const response = await staff.post(`/inbox/${id}/reply`)
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location.startsWith(`mailto:${email}?`)).toBe(true)
    const query = new URLSearchParams(location.slice(location.indexOf('?') + 1))
    expect(query.get('subject')).toBe(subject)
    expect(query.get('body')?.startsWith(greeting)).toBe(true)
    // Spaces as %20, never +: a mail program reads a + as a plus.
    expect(location).not.toContain('+')
    expect(await statusOf(id)).toBe('answered')
    expect(await office.auditOf('submission.reply', `submission:${id}`)).toHaveLength(1)
  }
})

test('the filtered list exports as CSV: a BOM, every cell quoted, accents, no formulas, and logged', async () => {
  const response = await staff.get('/inbox.csv?kind=contact')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="passarela-inbox-${todayIn(agencyTimeZone)}.csv"`,
  )
  const bytes = Buffer.from(await response.arrayBuffer())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.toString('utf8')
  const lines = text.slice(1).split('\r\n')
  expect(lines[0]).toBe(
    'id,received_at,kind,status,lang,name,email,phone,message,favorites,instagram,gender,birthdate,nationality,country,city,height,bust,waist,hips,skills,guardian_consent,consent_given_at,privacy_version,files'
      .split(',')
      .map((name) => `"${name}"`)
      .join(','),
  )
  // Two contact messages, newest first; the message's line break stays inside its quotes, and
  // the formula after a semicolon, which a spreadsheet in Portuguese would split out, is text.
  expect(text).toContain(`\r\n"${ids.contact}",`)
  expect(text).toContain(
    `,"'=HYPERLINK(""http://evil.example"",""click""), then a ""quote"",\r\nand a new line: São Paulo;'=cmd|' /C calc'!A0;fim",`,
  )
  expect(text).toContain(
    `\r\n"${ids.old}","2025-03-10T02:30:00.000Z","contact","archived","pt","Otávio Antigo",`,
  )
  expect(text.indexOf(`\r\n"${ids.contact}",`)).toBeLessThan(text.indexOf(`\r\n"${ids.old}",`))
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text).not.toContain('Estudio Cerrado')

  const quotes = await (await staff.get('/inbox.csv?kind=favorites')).text()
  // No roster here to name them: the models go by their ids.
  expect(quotes).toContain('"#4182; #77"')
  const applications = await (await staff.get('/inbox.csv?kind=get-scouted&q=julia')).text()
  expect(applications).toMatch(
    /,"Júlia Menor","julia@example\.com","'\+55 61 99876-5432","","","mariaclara","woman","\d{4}-01-01","Brasileira","Brasil","Brasília","178","82","61","90","dança, natação","yes","\d{4}-[^"]+Z","2026-01","2"\r\n$/,
  )

  const [entry] = await office.auditOf('submissions.export', 'submissions')
  // What was searched may be a visitor's name: the log says a search was made, not what.
  expect(entry?.detail).toEqual({ filters: { kind: 'get-scouted', search: true }, rows: 1 })
})

test('a photo shows as a thumbnail the server made, 480 pixels wide; the original stays downloadable', async () => {
  const large = await testImage('jpeg', 1200, 1600)
  const id = await send('get-scouted', 'pt', applicationFields({ name: 'Foto Grande' }), [
    ['photos[]', large, 'grande.jpg', 'image/jpeg'],
    ['photos[]', jpeg, 'pequena.jpg', 'image/jpeg'],
  ])
  const [big, small] = await filesOf(id)
  const html = await staff.page(`/inbox/${id}`)
  const sources = [...html.matchAll(/<img src="([^"]+)" alt="Foto \d de Foto Grande"/g)].map(
    (match) => match[1],
  )
  expect(sources).toEqual([
    `/panel/admin/files/${big?.id}/thumbnail`,
    `/panel/admin/files/${small?.id}/thumbnail`,
  ])

  const thumbnail = await staff.get(`/files/${big?.id}/thumbnail`)
  expect(thumbnail.status).toBe(200)
  expect(thumbnail.headers.get('content-type')).toBe('image/webp')
  expect(thumbnail.headers.get('cache-control')).toBe('no-store')
  const bytes = Buffer.from(await thumbnail.arrayBuffer())
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 640 })
  expect(bytes.length).toBeLessThan(large.length)
  // A photo smaller than a thumbnail keeps its size.
  const smallThumbnail = Buffer.from(
    await (await staff.get(`/files/${small?.id}/thumbnail`)).arrayBuffer(),
  )
  expect(await sharp(smallThumbnail).metadata()).toMatchObject({ width: 24, height: 32 })

  const original = await staff.get(`/files/${big?.id}?download=1`)
  expect(Buffer.from(await original.arrayBuffer()).equals(large)).toBe(true)
  // A video has no thumbnail; nor has a file that is not there.
  const [, , video] = await filesOf(ids.application)
  expect((await staff.get(`/files/${video?.id}/thumbnail`)).status).toBe(404)
  expect((await staff.get('/files/999999/thumbnail')).status).toBe(404)

  // The later tests count the submissions made before them.
  await office.db.delete(submissionFiles).where(eq(submissionFiles.submissionId, id))
  await office.db.delete(submissions).where(eq(submissions.id, id))
})

test('uploaded files are served to a signed-in browser only, never sniffed, never cached', async () => {
  const [front, side, video] = await filesOf(ids.application)
  const photo = await staff.get(`/files/${front?.id}`, { headers: { 'sec-fetch-dest': 'image' } })
  expect(photo.status).toBe(200)
  expect(photo.headers.get('content-type')).toBe('image/jpeg')
  expect(photo.headers.get('content-disposition')).toBe(
    `inline; ${fileName(`passarela-submission-${ids.application}-photo-${front?.id}.jpg`)}`,
  )
  expect(photo.headers.get('x-content-type-options')).toBe('nosniff')
  expect(photo.headers.get('cache-control')).toBe('no-store')
  expect(Buffer.from(await photo.arrayBuffer()).equals(jpeg)).toBe(true)

  const second = await staff.get(`/files/${side?.id}?download=1`)
  expect(second.headers.get('content-type')).toBe('image/png')
  expect(second.headers.get('content-disposition')).toBe(
    `attachment; ${fileName(`passarela-submission-${ids.application}-photo-${side?.id}.png`)}`,
  )
  expect(Buffer.from(await second.arrayBuffer()).equals(png)).toBe(true)

  // A video is always downloaded.
  const clip = await staff.get(`/files/${video?.id}`)
  expect(clip.headers.get('content-type')).toBe('video/mp4')
  expect(clip.headers.get('content-disposition')).toBe(
    `attachment; ${fileName(`passarela-submission-${ids.application}-video-${video?.id}.mp4`)}`,
  )
  expect(Buffer.from(await clip.arrayBuffer()).equals(mp4)).toBe(true)

  // Thumbnails are part of the page's view; a file opened or downloaded is logged each time.
  const logged = await office.auditOf('submission.file', `submission:${ids.application}`)
  expect(logged.map((entry) => entry.detail)).toEqual([
    { file: video?.id, field: 'video', download: true },
    { file: side?.id, field: 'photos', download: true },
  ])

  for (const stranger of [office.browser(), null]) {
    const url = `${office.base}/files/${front?.id}`
    const response = stranger
      ? await stranger.request(url)
      : await fetch(office.origin + url, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `${office.base}/sign-in?next=${encodeURIComponent(url)}`,
    )
    expect(response.headers.get('content-disposition')).toBeNull()
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.includes(jpeg)).toBe(false)
  }

  expect((await staff.get('/files/999999')).status).toBe(404)
  expect((await staff.get('/files/abc')).status).toBe(404)
  // Nothing of the uploads folder is reachable by name.
  expect((await staff.get(`/files/${front?.storedName}`)).status).toBe(404)
  expect((await staff.get('/files/..%2F..%2Fpackage.json')).status).toBe(404)
})

test('a photo the visitor named `x.html` downloads under the type its bytes showed, its name only shown as text', async () => {
  const id = await send('get-scouted', 'pt', applicationFields({ name: 'Rafa Nome' }), [
    ['photos[]', jpeg, 'x.html', 'text/html'],
    ['photos[]', png, 'retrato.svg', 'image/svg+xml'],
    ['video', mp4, 'clip.html', 'text/html'],
  ])
  // Out of the way of the tests that count the list, whatever this one finds.
  onTestFinished(async () => {
    expect((await staff.post(`/inbox/${id}/delete`)).status).toBe(303)
  })
  const [page, svg, clip] = await filesOf(id)
  expect(page?.originalName).toBe('x.html')
  for (const download of ['', '?download=1']) {
    const response = await staff.get(`/files/${page?.id}${download}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toBe(
      `${download ? 'attachment' : 'inline'}; ${fileName(`passarela-submission-${id}-photo-${page?.id}.jpg`)}`,
    )
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true)
  }
  const image = await staff.get(`/files/${svg?.id}?download=1`)
  expect(image.headers.get('content-type')).toBe('image/png')
  expect(image.headers.get('x-content-type-options')).toBe('nosniff')
  expect(image.headers.get('content-disposition')).toBe(
    `attachment; ${fileName(`passarela-submission-${id}-photo-${svg?.id}.png`)}`,
  )
  const video = await staff.get(`/files/${clip?.id}`)
  expect(video.headers.get('content-type')).toBe('video/mp4')
  expect(video.headers.get('x-content-type-options')).toBe('nosniff')
  expect(video.headers.get('content-disposition')).toBe(
    `attachment; ${fileName(`passarela-submission-${id}-video-${clip?.id}.mp4`)}`,
  )
  await video.arrayBuffer()
  // The visitor's name for the video is still there to read, as text on the page.
  expect(await staff.page(`/inbox/${id}`)).toContain('(clip.html, ')
})

test('an unknown or malformed submission is a 404 page', async () => {
  for (const id of ['999999', '0', 'abc', '1e3', '-1', '12345678901234567890']) {
    const response = await staff.get(`/inbox/${id}`)
    expect(response.status, id).toBe(404)
    expect(await response.text()).toContain('Página não encontrada')
  }
  expect((await staff.post('/inbox/999999/status', { status: 'read' })).status).toBe(404)
  expect((await staff.get('/inbox/999999/delete')).status).toBe(404)
})

test('a form posted without its CSRF token is refused and changes nothing', async () => {
  const before = await statusOf(ids.minor)
  const logged = (await office.db.select().from(staffAuditLog)).length
  for (const [action, fields] of [
    ['status', { status: 'archived' }],
    ['reply', {}],
    ['delete', {}],
  ] as const) {
    const forged = await staff.post(`/inbox/${ids.minor}/${action}`, fields, { csrf: false })
    expect(forged.status, action).toBe(403)
    const wrong = await staff.post(
      `/inbox/${ids.minor}/${action}`,
      { ...fields, _csrf: 'x' },
      {
        csrf: false,
      },
    )
    expect(wrong.status, action).toBe(403)
  }
  // From another site, even with the token: refused before the body is read.
  const foreign = await staff.request(`${office.base}/inbox/${ids.minor}/delete`, {
    form: { _csrf: await staff.csrf() },
    headers: { origin: 'https://evil.example' },
  })
  expect(foreign.status).toBe(403)
  // Not signed in: refused too.
  const stranger = office.browser()
  expect((await stranger.post(`/inbox/${ids.minor}/delete`)).status).toBe(403)

  expect(await statusOf(ids.minor)).toBe(before)
  expect(await filesOf(ids.minor)).toHaveLength(2)
  expect((await office.db.select().from(staffAuditLog)).length).toBe(logged)
})

test('deleting a submission, once confirmed, removes its rows and its files from disk', async () => {
  const files = await filesOf(ids.application)
  expect(files).toHaveLength(3)
  const onDisk = files.map((file) => path.join(office.uploadsDir, file.storedName))
  expect(onDisk.every((file) => existsSync(file))).toBe(true)

  const confirm = await staff.page(`/inbox/${ids.application}/delete`)
  expect(confirm).toContain('Apagar esta inscrição e os seus 3 arquivos? Não é possível desfazer.')
  expect(confirm).toContain(`href="/panel/admin/inbox/${ids.application}">Cancelar</a>`)
  expect(confirm).toMatch(
    /<button type="submit" class="button danger primary">Apagar definitivamente<\/button>/,
  )
  // Seeing the question deletes nothing.
  expect(await filesOf(ids.application)).toHaveLength(3)

  const response = await staff.post(`/inbox/${ids.application}/delete`)
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe(`${office.base}/inbox?deleted`)
  expect(await statusOf(ids.application)).toBeUndefined()
  expect(await filesOf(ids.application)).toEqual([])
  expect(onDisk.some((file) => existsSync(file))).toBe(false)
  expect((await staff.get(`/inbox/${ids.application}`)).status).toBe(404)
  expect((await staff.get(`/files/${files[0]?.id}`)).status).toBe(404)

  const list = await staff.page('/inbox?deleted')
  expect(list).toContain('Envio apagado, com os seus arquivos.')
  expect(listed(list)).not.toContain(ids.application)

  // The log says what was deleted and by whom, not whose it was.
  const [entry] = await office.auditOf('submission.delete', `submission:${ids.application}`)
  expect(entry?.actor).toBe('ines@passarela.test')
  expect(entry?.detail).toEqual({ kind: 'get-scouted', files: 3 })
  expect(JSON.stringify(entry)).not.toMatch(/Maria|maria\.clara|frente/)
  // The audit page names what was done, translated.
  const audit = await staff.page('/audit')
  expect(audit).toContain('apagou')
  expect(audit).toContain('exportou a lista')
})

test('without a session the inbox sends to the sign-in', async () => {
  const stranger = office.browser()
  for (const page of [
    '/inbox',
    '/inbox.csv',
    `/inbox/${ids.contact}`,
    `/inbox/${ids.contact}/delete`,
  ]) {
    const response = await stranger.get(page)
    expect(response.status, page).toBe(303)
    expect(response.headers.get('location')).toMatch(/\/panel\/admin\/sign-in\?next=/)
  }
  expect((await stranger.post(`/inbox/${ids.contact}/reply`)).status).toBe(403)
  expect(await statusOf(ids.contact)).toBe('answered')
})

test('the list comes 50 at a time, its page links keeping the filters', async () => {
  await office.db.insert(submissions).values(
    Array.from({ length: 50 }, (_, index) => ({
      kind: 'contact' as const,
      lang: 'pt',
      receivedAt: new Date(Date.UTC(2024, 0, 1, 12, index)),
      fields: { name: `Pessoa ${index}`, email: `pessoa${index}@example.com`, message: 'Olá' },
    })),
  )
  const first = await staff.page('/inbox')
  expect(listed(first)).toHaveLength(50)
  expect(first).toContain('54 envios')
  expect(first).toContain('Página 1 de 2')
  expect(first).toContain('href="/panel/admin/inbox?page=2" rel="next"')
  const second = await staff.page('/inbox?page=2')
  expect(listed(second)).toHaveLength(4)
  // The oldest last: Pessoa 0, received first of all.
  expect(second).toMatch(/Pessoa 0<\/a><\/th>[\s\S]*<\/tbody>/)
  expect(second).toContain('href="/panel/admin/inbox" rel="prev"')

  const contacts = await staff.page('/inbox?kind=contact&page=2')
  expect(listed(contacts)).toHaveLength(2)
  expect(contacts).toContain('href="/panel/admin/inbox?kind=contact" rel="prev"')
  // A page past the end is the last one.
  expect(listed(await staff.page('/inbox?kind=contact&page=9'))).toHaveLength(2)
})
