import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { writeAccessTokens } from '../../services/booking/db/schema'
import {
  type BackOffice,
  type BackOfficeBrowser,
  startBackOffice,
} from '../../services/panel/admin/test-support'
import { startTestBookingService, type TestBookingService } from './booking-service'

const apiKey = 'booking-read-key'
const writeKey = 'booking-write-key'
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
    const signIn = await fetch(`${booking}/api/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ salt: 'nonce', api_key: apiKey }),
    })
    const { access_token } = (await signIn.json()) as { access_token: string }
    return fetch(`${booking}/api/${query}`, {
      headers: { Authorization: `Bearer ${access_token}` },
    })
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

  test('a refused field comes back with every value kept; a valid one is created', async () => {
    const refused = await staff.post('/models', {
      ...valid,
      height: '7',
      instagram: 'not a handle!',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('Informe a altura em centímetros.')
    expect(html).toContain('id="field-height-error"')
    expect(html).toContain('value="Helena Teste"')
    expect(html).toContain('value="7"')
    expect(html).toContain('Helena estuda design.')
    expect(html).toMatch(/<option value="loira" selected="">/)

    const before = changes
    const created = await staff.post('/models', { ...valid, published: 'on' })
    expect(created.status).toBe(303)
    const location = created.headers.get('location')!
    const id = Number(/\/models\/(\d+)\?created$/.exec(location)?.[1])
    expect(id).toBeGreaterThan(0)
    expect(changes).toBeGreaterThan(before)
    const record = await staff.page(`/models/${id}?created`)
    expect(record).toContain('Modelo criada.')
    expect(record).toContain('value="Helena Teste"')
    // Published: the site's read API has her profile at once.
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
