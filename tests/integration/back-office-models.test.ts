import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { writeAccessTokens } from '../../services/booking/db/schema'
import { type BackOffice, type BackOfficeBrowser, startBackOffice } from '../support/back-office'
import { pixelBombPng } from '../support/pixel-bomb'
import {
  apiKey,
  bookingToken,
  startTestBookingService,
  type TestBookingService,
  writeKey,
} from './booking-service'

const demoCount = 60

/**
 * The back office's Models section over HTTP: a booking service on a port of its own (its
 * database PGlite, the demo roster), and the panel's back office writing to it through the
 * write API with the write key, as the embedded site wires them.
 */
describe('the back office’s Models section', () => {
  let service: TestBookingService
  let booking: string
  let changes = 0
  let office: BackOffice
  let staff: BackOfficeBrowser

  beforeAll(async () => {
    service = await startTestBookingService({
      driver: 'pglite',
      demoCount,
      apiKey,
      writeKey,
      onCatalogChange: () => (changes += 1),
    })
    booking = service.url
    office = await startBackOffice({
      roster: { adminUrl: `${booking}/admin-api`, writeKey, mediaBase: `${booking}/` },
    })
    staff = await office.signIn('booker@agency.test')
  })

  afterAll(async () => {
    await office?.close()
    await service?.close()
  })

  async function readApi(query: string) {
    const token = await bookingToken(booking, '/api/signin', apiKey)
    return fetch(`${booking}/api/${query}`, { headers: { Authorization: `Bearer ${token}` } })
  }

  function rows(html: string) {
    return [...html.matchAll(/<th scope="row"><a href="[^"]*\/models\/(\d+)">([^<]*)<\/a>/g)].map(
      (match) => ({ id: Number(match[1]), name: match[2]! }),
    )
  }

  const valid = {
    name: 'Helena Teste',
    gender: 'woman',
    birthdate: '2003-05-17',
    height: '177',
    bust: '82',
    waist: '61',
    hips: '89',
    shoes: '38/39',
    eyes: 'castanho claro',
    hair: 'loira',
    instagram: '@helena.teste',
    skills: 'dança\nnatação',
    aboutEn: 'Helena studies design.',
    aboutPt: 'Helena estuda design.',
    divisions: 'mainboard',
  }

  test('signed out, the section sends to the sign-in', async () => {
    const response = await office.browser().get('/models')
    expect(response.status).toBe(303)
  })

  test('the list shows the demo roster 50 a page, searched and filtered', async () => {
    const first = await staff.page('/models')
    expect(first).toContain('aria-current="page"')
    expect(rows(first)).toHaveLength(50)
    expect(first).toContain(`${demoCount} modelos`)
    expect(first).toMatch(/href="\/panel\/admin\/models\?page=2" rel="next"/)
    const second = await staff.page('/models?page=2')
    expect(rows(second)).toHaveLength(demoCount - 50)

    const someone = rows(first)[3]!
    const searched = rows(await staff.page(`/models?q=${encodeURIComponent(someone.name)}`))
    expect(searched.map((row) => row.id)).toContain(someone.id)
    expect(searched.length).toBeLessThan(50)

    const men = await staff.page('/models?board=men')
    expect(rows(men).length).toBeGreaterThan(0)
    expect(rows(men).length).toBeLessThan(demoCount)
    expect(men).toContain('<option value="men" selected="">')
  })

  /** The page's images: where each comes from and the size it is shown at. */
  function images(html: string) {
    return [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
      src: /src="([^"]+)"/.exec(tag)![1]!.replaceAll('&amp;', '&'),
      width: Number(/width="(\d+)"/.exec(tag)?.[1]),
      height: Number(/height="(\d+)"/.exec(tag)?.[1]),
    }))
  }

  test('the list’s thumbnails are small variants, not the originals: page 1 under 300 KB', async () => {
    const shown = images(await staff.page('/models'))
    // Every model of the demo has photos: none shows without a thumbnail.
    expect(shown).toHaveLength(50)
    const sizes = await Promise.all(
      shown.map(async (image) => {
        const response = await fetch(image.src, {
          headers: { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
        })
        expect(response.status, image.src).toBe(200)
        const bytes = Buffer.from(await response.arrayBuffer())
        const { width, height } = await sharp(bytes).metadata()
        // Sharp on a high-density screen, and no bigger: at most twice the size shown.
        expect(width, image.src).toBeLessThanOrEqual(2 * image.width)
        expect(height, image.src).toBeLessThanOrEqual(2 * image.height)
        return bytes.length
      }),
    )
    expect(sizes.reduce((sum, size) => sum + size)).toBeLessThan(300 * 1024)

    // A photo of her record likewise, whatever its own size.
    const someone = rows(await staff.page('/models'))[0]!
    const [photo] = images(await staff.page(`/models/${someone.id}`))
    const bytes = Buffer.from(await (await fetch(photo!.src)).arrayBuffer())
    const { width, height } = await sharp(bytes).metadata()
    expect(width).toBeLessThanOrEqual(2 * photo!.width)
    expect(height).toBeLessThanOrEqual(2 * photo!.height)
    // The demo's photos are drawn the first time they are asked for.
  }, 120_000)

  test('a refused field comes back with every value kept; a valid one is created', async () => {
    const refused = await staff.post('/models', {
      ...valid,
      height: '17800',
      shoes: '99',
      instagram: 'not a handle!',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('role="alert"')
    // Each refused measure says what it may be (issue 36).
    expect(html).toContain('Informe a altura em centímetros, de 100 a 230.')
    expect(html).toContain('Informe um tamanho de sapato de 16 a 52, ou dois com barra (38/39).')
    expect(html).toContain('id="field-height-error"')
    expect(html).toContain('value="Helena Teste"')
    expect(html).toContain('value="17800"')
    expect(html).toContain('Helena estuda design.')
    expect(html).toMatch(/<option value="loira" selected="">/)

    const before = changes
    // A new model starts hidden, as the guide says: the form has no box to publish her, and
    // one posted anyway does not (issue 36).
    const form = await staff.page('/models/new')
    expect(form).not.toContain('name="published"')
    expect(form).toContain('Ela começa oculta')
    const created = await staff.post('/models', { ...valid, published: 'on' })
    expect(created.status).toBe(303)
    const location = created.headers.get('location')!
    const id = Number(/\/models\/(\d+)\?created$/.exec(location)?.[1])
    expect(id).toBeGreaterThan(0)
    expect(changes).toBeGreaterThan(before)
    const record = await staff.page(`/models/${id}?created`)
    expect(record).toContain('Modelo criada.')
    expect(record).toContain('value="Helena Teste"')
    expect(record).toContain('<span class="badge muted">Oculta</span>')
    expect((await readApi(`talent/profile?id=${id}`)).status).toBe(404)
    // Published: the site's read API has her profile at once.
    expect((await staff.post(`/models/${id}/publish`)).status).toBe(303)
    expect((await readApi(`talent/profile?id=${id}`)).status).toBe(200)
    const audit = await office.auditOf('talent.create', `talent:${id}`)
    expect(audit[0]).toMatchObject({ actor: 'booker@agency.test' })
    expect(audit[0]!.detail).toMatchObject({ name: 'Helena Teste' })

    // Hidden: her profile is gone from the site.
    const hidden = await staff.post(`/models/${id}/hide`)
    expect(hidden.status).toBe(303)
    expect((await readApi(`talent/profile?id=${id}`)).status).toBe(404)
    expect(await staff.page(`/models/${id}?hidden`)).toContain('Oculta')
    const published = await staff.post(`/models/${id}/publish`)
    expect(published.status).toBe(303)
    expect((await readApi(`talent/profile?id=${id}`)).status).toBe(200)

    // Saved: the whole record replaced.
    const saved = await staff.post(`/models/${id}`, { ...valid, height: '178', published: 'on' })
    expect(saved.status).toBe(303)
    expect(await staff.page(`/models/${id}`)).toContain('value="178"')
  })

  test('move up changes the order and comes back to the same list', async () => {
    const list = rows(await staff.page('/models?page=2'))
    const target = list[2]!
    const back = '/panel/admin/models?page=2'
    const moved = await staff.post(`/models/${target.id}/move`, { direction: 'up', back })
    expect(moved.status).toBe(303)
    expect(moved.headers.get('location')).toBe(`${back}&moved`)
    const after = rows(await staff.page('/models?page=2'))
    expect(after.findIndex((row) => row.id === target.id)).toBe(1)
    expect(await office.auditOf('talent.move', `talent:${target.id}`)).toHaveLength(1)
  })

  test('a new model comes first in the list, not on its last page', async () => {
    const created = await staff.post('/models', { ...valid, name: 'Nova Primeira' })
    expect(created.status).toBe(303)
    const id = Number(/\/models\/(\d+)\?created$/.exec(created.headers.get('location')!)?.[1])
    expect(rows(await staff.page('/models'))[0]).toEqual({ id, name: 'Nova Primeira' })
  })

  test('a model goes to the top, the bottom or a typed position in one post', async () => {
    const back = '/panel/admin/models?page=2'
    const target = rows(await staff.page('/models?page=2'))[4]!
    const move = (fields: Record<string, string>) =>
      staff.post(`/models/${target.id}/move`, { ...fields, back })

    const top = await move({ direction: 'top' })
    expect(top.status).toBe(303)
    expect(top.headers.get('location')).toBe(`${back}&moved`)
    expect(rows(await staff.page('/models'))[0]).toEqual(target)

    expect((await move({ position: '3' })).status).toBe(303)
    const first = await staff.page('/models')
    expect(rows(first)[2]).toEqual(target)
    // Her row says where she is, in the field that moves her.
    expect(first).toMatch(new RegExp(`id="field-position-${target.id}"[^>]*value="3"`))

    expect((await move({ direction: 'bottom' })).status).toBe(303)
    const last = await staff.page('/models?page=2')
    expect(rows(last).at(-1)).toEqual(target)

    // Past the end is the last place; a position that is no place is the list again, as typed.
    expect((await move({ position: '100000' })).status).toBe(303)
    for (const typed of ['abc', '0', '-2', '2.5']) {
      const refused = await move({ position: typed })
      expect(refused.status).toBe(400)
      const html = await refused.text()
      expect(html).toContain('role="alert"')
      expect(html).toMatch(/Informe uma posição de 1 a \d+\./)
      expect(html).toContain(`href="#field-position-${target.id}"`)
      expect(html).toMatch(new RegExp(`id="field-position-${target.id}"[^>]*aria-invalid="true"`))
      expect(html).toContain(`value="${typed}"`)
      // The list the booker was on.
      expect(html).toContain('Página 2 de 2')
    }
    // Searched, the list is short, but a position still counts the whole roster.
    const searched = await staff.post(`/models/${target.id}/move`, {
      position: 'x',
      back: `/panel/admin/models?q=${encodeURIComponent(target.name)}`,
    })
    expect(searched.status).toBe(400)
    expect(await searched.text()).toMatch(/Informe uma posição de 1 a 6\d\./)
    expect(rows(await staff.page('/models?page=2')).at(-1)).toEqual(target)
    const audit = await office.auditOf('talent.move', `talent:${target.id}`)
    expect(audit).toHaveLength(4)
  })

  test('videos: a YouTube address is added, another refused, then moved and deleted', async () => {
    const created = await staff.post('/models', { ...valid, name: 'Vídeo Teste' })
    const id = Number(/\/models\/(\d+)/.exec(created.headers.get('location')!)?.[1])
    const bad = await staff.post(`/models/${id}/videos`, { url: 'https://example.com/clip' })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Use o endereço de um vídeo do YouTube')
    expect(html).toContain('value="https://example.com/clip"')

    const added = await staff.post(`/models/${id}/videos`, {
      url: 'https://youtu.be/dQw4w9WgXcQ',
    })
    expect(added.status).toBe(303)
    await staff.post(`/models/${id}/videos`, { url: 'https://vimeo.com/76979871' })
    let record = await staff.page(`/models/${id}`)
    expect(record).toContain('dQw4w9WgXcQ')
    const moved = await staff.post(`/models/${id}/videos/1/move`, { direction: 'up' })
    expect(moved.status).toBe(303)
    record = await staff.page(`/models/${id}`)
    expect(record.indexOf('76979871')).toBeLessThan(record.indexOf('dQw4w9WgXcQ'))
    const removed = await staff.post(`/models/${id}/videos/0/delete`)
    expect(removed.status).toBe(303)
    record = await staff.page(`/models/${id}`)
    expect(record).not.toContain('76979871')
    expect(await office.auditOf('talent.video-add', `talent:${id}`)).toHaveLength(2)
  })

  function photo(width: number, height: number) {
    return sharp({ create: { width, height, channels: 3, background: '#7a6a5a' } })
      .jpeg()
      .toBuffer()
  }

  function photoForm(files: [string, Buffer][]) {
    const form = new FormData()
    for (const [name, bytes] of files)
      form.append('photos', new Blob([new Uint8Array(bytes)]), name)
    return form
  }

  /** The photos of a section as the record's page lists them: their ids, in order. */
  function photoIds(html: string, section: string) {
    const part = html.slice(html.indexOf(`id="photos-${section}"`))
    const list = part.slice(0, part.indexOf('</ol>'))
    return [...list.matchAll(/\/photos\/(\d+)\/delete"/g)].map((match) => Number(match[1]))
  }

  test('photos: uploaded several at once, refused by name, ordered, covers, alt, deleted', async () => {
    const created = await staff.post('/models', { ...valid, name: 'Foto Teste' })
    const id = Number(/\/models\/(\d+)/.exec(created.headers.get('location')!)?.[1])
    await staff.post(`/models/${id}/publish`)
    const folder = path.join(service.folder, 'media', 'photos', String(id))
    const before = changes

    // A program renamed .jpg beside a good photo: the whole upload is refused, naming it.
    const program = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(6000, 1)])
    const refused = await staff.post(
      `/models/${id}/photos/portfolio`,
      photoForm([
        ['good.jpg', await photo(600, 900)],
        ['ferias.jpg', program],
      ]),
    )
    expect(refused.status).toBe(400)
    let html = await refused.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('“ferias.jpg” não é uma foto JPEG, PNG ou WebP.')
    expect(html).toContain('id="field-photos-portfolio-error"')
    const huge = await staff.post(
      `/models/${id}/photos/polaroids`,
      photoForm([['enorme.png', pixelBombPng(10_000, 10_000)]]),
    )
    expect(huge.status).toBe(400)
    expect(await huge.text()).toContain('“enorme.png” tem mais de 50 megapixels.')
    const none = await staff.post(`/models/${id}/photos/portfolio`, photoForm([]))
    expect(none.status).toBe(400)
    expect(await none.text()).toContain('Escolha uma ou mais fotos.')
    expect(existsSync(folder)).toBe(false)
    expect(changes).toBe(before)

    const uploaded = await staff.post(
      `/models/${id}/photos/portfolio`,
      photoForm([
        ['um.jpg', await photo(600, 900)],
        ['dois.jpg', await photo(900, 600)],
        ['tres.jpg', await photo(500, 750)],
      ]),
    )
    expect(uploaded.status).toBe(303)
    expect(uploaded.headers.get('location')).toBe(
      `/panel/admin/models/${id}?photos-added#photos-portfolio`,
    )
    expect(readdirSync(folder)).toHaveLength(3)
    html = await staff.page(`/models/${id}?photos-added`)
    expect(html).toContain('Fotos enviadas.')
    expect(html).toContain('600 × 900 px')
    expect(html).toContain('900 × 600 px')
    const [first, second, third] = photoIds(html, 'portfolio') as [number, number, number]
    expect(third).toBeGreaterThan(0)
    expect(html).toContain('multiple=""')
    const [audit] = await office.auditOf('talent.photo-add', `talent:${id}`)
    expect(audit).toMatchObject({ actor: 'booker@agency.test' })
    expect(audit!.detail).toMatchObject({
      name: 'Foto Teste',
      section: 'portfolio',
      count: 3,
      files: ['um.jpg', 'dois.jpg', 'tres.jpg'],
    })

    const moved = await staff.post(`/models/${id}/photos/${third}/move`, { direction: 'up' })
    expect(moved.status).toBe(303)
    expect(photoIds(await staff.page(`/models/${id}`), 'portfolio')).toEqual([first, third, second])

    expect((await staff.post(`/models/${id}/photos/${third}/cover`)).status).toBe(303)
    expect((await staff.post(`/models/${id}/photos/${first}/web-cover`)).status).toBe(303)
    html = await staff.page(`/models/${id}?photo-web-cover`)
    expect(html).toContain('Capa web escolhida.')
    expect(html).toContain('<span class="badge">Capa</span>')
    expect(html).toContain('<span class="badge">Capa web</span>')

    const tooLong = await staff.post(`/models/${id}/photos/${third}/alt`, { pt: 'x'.repeat(301) })
    expect(tooLong.status).toBe(400)
    html = await tooLong.text()
    expect(html).toContain(`id="field-alt-${third}-pt-error"`)
    expect(html).toContain('No máximo 300 caracteres.')
    const described = await staff.post(`/models/${id}/photos/${third}/alt`, {
      pt: 'Helena de casaco vermelho',
      en: 'Helena in a red coat',
      es: '',
    })
    expect(described.status).toBe(303)
    expect(await staff.page(`/models/${id}`)).toContain('value="Helena de casaco vermelho"')

    // The site's read API has them in that order, with the cover, the hover and the text.
    const profile = (await (
      await readApi(`talent/profile?id=${id}&language=pt&cover_web=1`)
    ).json()) as {
      data: { cover: string; cover_web: string; book: { id: number; file: string; alt?: string }[] }
    }
    expect(profile.data.book.map((item) => item.id)).toEqual([first, third, second])
    expect(profile.data.book[1]!.alt).toBe('Helena de casaco vermelho')
    expect(profile.data.cover).toBe(profile.data.book[1]!.file)
    expect(profile.data.cover_web).toBe(profile.data.book[0]!.file)

    // Deleting asks first, then the file goes and the site no longer has the photo.
    const confirm = await staff.page(`/models/${id}/photos/${third}/delete`)
    expect(confirm).toContain(`action="/panel/admin/models/${id}/photos/${third}/delete"`)
    expect(confirm).toContain('Foto 2 de Portfólio')
    const forged = await staff.post(`/models/${id}/photos/${third}/delete`, {}, { csrf: false })
    expect(forged.status).toBe(403)
    const deleted = await staff.post(`/models/${id}/photos/${third}/delete`)
    expect(deleted.status).toBe(303)
    expect(readdirSync(folder)).toHaveLength(2)
    const after = (await (await readApi(`talent/profile?id=${id}`)).json()) as {
      data: { cover: string | null; book: { id: number }[] }
    }
    expect(after.data.book.map((item) => item.id)).toEqual([first, second])
    // Her chosen cover gone, her first portfolio photo stands in for it.
    expect(after.data.cover).toBe(profile.data.book[0]!.file)
    expect((await staff.get(`/models/${id}/photos/${third}/delete`)).status).toBe(404)

    for (const action of [
      'photo-move',
      'photo-cover',
      'photo-web-cover',
      'photo-alt',
      'photo-delete',
    ]) {
      const entries = await office.auditOf(`talent.${action}`, `talent:${id}`)
      expect(entries, action).toHaveLength(1)
      expect(entries[0]!.detail).toMatchObject({ name: 'Foto Teste' })
    }
    expect(changes).toBeGreaterThanOrEqual(before + 6)
  })

  test('delete asks first, then the model is gone', async () => {
    const created = await staff.post('/models', { ...valid, name: 'Apagar Teste' })
    const id = Number(/\/models\/(\d+)/.exec(created.headers.get('location')!)?.[1])
    const confirm = await staff.page(`/models/${id}/delete`)
    expect(confirm).toContain('Apagar Teste')
    expect(confirm).toContain(`action="/panel/admin/models/${id}/delete"`)
    const forged = await staff.post(`/models/${id}/delete`, {}, { csrf: false })
    expect(forged.status).toBe(403)
    const deleted = await staff.post(`/models/${id}/delete`)
    expect(deleted.status).toBe(303)
    expect(deleted.headers.get('location')).toBe('/panel/admin/models?deleted')
    expect((await staff.get(`/models/${id}`)).status).toBe(404)
    expect(await office.auditOf('talent.delete', `talent:${id}`)).toHaveLength(1)
  })

  test('a token the booking service no longer knows is renewed with the write key', async () => {
    await staff.page('/models')
    await service.handle.booking.delete(writeAccessTokens)
    expect(rows(await staff.page('/models'))).toHaveLength(50)
  })

  test('a roster kept in the agency’s booking software is only named, with nothing to edit', async () => {
    const elsewhere = await startBackOffice({
      roster: { managedAt: 'https://booking.agency.example' },
    })
    try {
      const browser = await elsewhere.signIn()
      const page = await browser.page('/models')
      expect(page).toContain('https://booking.agency.example')
      expect(page).not.toContain('method="post" action="/panel/admin/models')
      expect((await browser.get('/models/new')).status).toBe(200)
      expect(await browser.page('/models/new')).not.toContain('name="name"')
    } finally {
      await elsewhere.close()
    }
  })

  test('a booking service that does not answer is a page that says so, with a 503', async () => {
    const silent = await startBackOffice({
      roster: { adminUrl: 'http://127.0.0.1:9/admin-api', writeKey, timeoutMs: 500 },
    })
    try {
      const browser = await silent.signIn()
      const response = await browser.get('/models')
      expect(response.status).toBe(503)
      expect(await response.text()).toContain('O serviço de agenciamento não respondeu.')
    } finally {
      await silent.close()
    }
  })
})
