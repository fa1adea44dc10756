import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bookingSchema } from '../../services/booking'
import { submissions } from '../../services/panel/db/schema'
import { type BackOffice, type BackOfficeBrowser, startBackOffice } from '../support/back-office'
import { multipart } from '../support/submissions'
import {
  apiKey,
  startTestBookingService,
  type TestBookingService,
  writeKey,
} from './booking-service'

/**
 * A quote request's models in the inbox (issue 38): the panel keeps only their ids, and the
 * back office draws their names, photos and links from the roster of a real booking service. A
 * visitor's own picture (a tracking pixel) or link (phishing) never reaches the staff's page.
 */
describe('a quote request’s models in the inbox', () => {
  let service: TestBookingService
  let office: BackOffice
  let staff: BackOfficeBrowser
  let talents: { id: number; name: string; cover: string | null }[]

  beforeAll(async () => {
    service = await startTestBookingService({ driver: 'pglite', demoCount: 3, apiKey, writeKey })
    office = await startBackOffice({
      roster: { adminUrl: `${service.url}/admin-api`, writeKey, mediaBase: `${service.url}/` },
    })
    staff = await office.signIn('ines@passarela.test')
    talents = await service.handle.booking
      .select({
        id: bookingSchema.talents.id,
        name: bookingSchema.talents.name,
        cover: bookingSchema.talents.cover,
      })
      .from(bookingSchema.talents)
      .orderBy(bookingSchema.talents.id)
  })

  afterAll(async () => {
    await office?.close()
    await service?.close()
  })

  async function quote(favorites: unknown[]) {
    const response = await office.api('/favorites/pt', {
      method: 'POST',
      body: multipart({
        name: 'Estúdio Cerrado',
        email: 'booking@estudio.example',
        message: 'Orçamento, por favor.',
        favorites: JSON.stringify(favorites),
      }),
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { id: number }).id
  }

  const planted = {
    name: 'Clique aqui',
    url: 'https://evil.example/phish',
    image: 'https://tracker.example/pixel.gif',
  }

  /** As React writes a text into the page. */
  const escaped = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;')

  function expectNothingPlanted(html: string) {
    expect(html).not.toContain('evil.example')
    expect(html).not.toContain('tracker.example')
    expect(html).not.toContain('Clique aqui')
  }

  test('only the ids are stored; names, photos and links come from the roster', async () => {
    const [ana] = talents
    const id = await quote([
      { id: ana!.id, ...planted },
      { id: 999_999, ...planted },
    ])
    const [row] = await office.db.select().from(submissions).where(eq(submissions.id, id))
    expect(JSON.parse(row!.fields.favorites!)).toEqual([ana!.id, 999_999])

    const html = await staff.page(`/inbox/${id}`)
    expectNothingPlanted(html)
    expect(html).toContain('2 modelos escolhidos')
    expect(html).toContain(`<a href="/panel/admin/models/${ana!.id}">`)
    expect(html).toContain(`<span class="name">${escaped(ana!.name)}</span>`)
    if (ana!.cover) {
      expect(html).toContain(`src="${service.url}/${ana!.cover}?thumbnail=row"`)
    }
    // One the roster does not have shows by her id, linking nowhere.
    expect(html).toContain('<span class="name">Modelo nº 999999 (fora do catálogo)</span>')
    expect(html).not.toContain('/panel/admin/models/999999')
  })

  test('a request stored in the earlier shape shows from its ids too', async () => {
    const [, bia] = talents
    const id = await quote([{ id: bia!.id }])
    const [row] = await office.db.select().from(submissions).where(eq(submissions.id, id))
    await office.db
      .update(submissions)
      .set({
        fields: { ...row!.fields, favorites: JSON.stringify([{ id: bia!.id, ...planted }]) },
      })
      .where(eq(submissions.id, id))

    const html = await staff.page(`/inbox/${id}`)
    expectNothingPlanted(html)
    expect(html).toContain(`<a href="/panel/admin/models/${bia!.id}">`)
    expect(html).toContain(`<span class="name">${escaped(bia!.name)}</span>`)
    const csv = await (await staff.get('/inbox.csv?kind=favorites')).text()
    expect(csv).toContain(`"${bia!.name.replaceAll('"', '""')}"`)
    expectNothingPlanted(csv)
  })
})
