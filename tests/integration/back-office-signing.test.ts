import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { submissions } from '../../services/panel/db/schema'
import { type BackOffice, type BackOfficeBrowser, startBackOffice } from '../support/back-office'
import { applicationFields, multipart, testImage } from '../support/submissions'
import {
  apiKey,
  bookingToken,
  startTestBookingService,
  type TestBookingService,
  writeKey,
} from './booking-service'

/**
 * A scouting application signed from the inbox (issue 40): the back office makes a hidden model
 * of the development division from it through a booking service's write API, her photos in
 * the polaroids, the two linked, and no second model from a second signing.
 */
let service: TestBookingService
let office: BackOffice
let booker: BackOfficeBrowser
let application: number

beforeAll(async () => {
  service = await startTestBookingService({ driver: 'pglite', demoCount: 3, apiKey, writeKey })
  office = await startBackOffice({
    roster: { adminUrl: `${service.url}/admin-api`, writeKey, mediaBase: `${service.url}/` },
  })
  booker = await office.signIn('booker@agency.test', { role: 'booker' })
  const [front, side] = [await testImage('jpeg', 600, 800), await testImage('png', 600, 800)]
  const response = await office.api('/get-scouted/pt', {
    method: 'POST',
    body: multipart(
      applicationFields({
        name: 'Luiza Andrade',
        instagram: 'luiza.andrade',
        height: '176',
        bust: '83',
        waist: '61,5',
        hips: '90',
        skills: 'dança, natação; teatro',
      }),
      [
        ['photos[]', front, 'frente.jpg', 'image/jpeg'],
        ['photos[]', side, 'perfil.png', 'image/png'],
      ],
    ),
  })
  expect(response.status).toBe(201)
  application = ((await response.json()) as { id: number }).id
}, 120_000)

afterAll(async () => {
  await office?.close()
  await service?.close()
})

/** The booking service's write API, read as the back office reads it. */
async function writeApi(pathname: string) {
  const token = await bookingToken(service.url, '/admin-api/signin', writeKey)
  const response = await fetch(`${service.url}/admin-api${pathname}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  return response.json()
}

const talentFromService = async (id: number) =>
  ((await writeApi(`/talents/${id}`)) as { data: Record<string, unknown> }).data

/** How many talents the roster holds, hidden ones counted. */
const rosterSize = async () => ((await writeApi('/talents')) as { total: number }).total

test('a booker signs an application: a hidden development model with its details and photos, linked both ways', async () => {
  const page = await booker.page(`/inbox/${application}`)
  expect(page).toContain('Agenciar esta modelo')
  expect(page).toContain(`action="/panel/admin/inbox/${application}/sign"`)

  const signed = await booker.post(`/inbox/${application}/sign`)
  expect(signed.status).toBe(303)
  const location = signed.headers.get('location') ?? ''
  const talentId = Number(/\/models\/(\d+)\?signed$/.exec(location)?.[1])
  expect(talentId).toBeGreaterThan(0)

  const talent = await talentFromService(talentId)
  expect(talent).toMatchObject({
    name: 'Luiza Andrade',
    gender: 'woman',
    height: '176',
    bust: '83',
    waist: '61.5',
    hips: '90',
    instagram: 'luiza.andrade',
    city: 'Brasília',
    divisions: ['development'],
    published: false,
  })
  expect(talent.skills).toEqual(['dança', 'natação', 'teatro'])
  expect((talent.photos as { polaroids: unknown[] }).polaroids).toHaveLength(2)

  // The model's record says where she came from, and the application where she went.
  const record = await booker.page(location.replace('/panel/admin', ''))
  expect(record).toContain('Modelo criada a partir da inscrição')
  // Where she lives, for the agency alone.
  expect(record).toContain('name="city"')
  expect(record).toContain('value="Brasília"')
  expect(record).toContain(`href="/panel/admin/inbox/${application}"`)
  const again = await booker.page(`/inbox/${application}`)
  expect(again).toContain(`href="/panel/admin/models/${talentId}"`)
  expect(again).toContain('Agenciada: abrir o cadastro dela')
  expect(again).not.toContain(`/inbox/${application}/sign`)
  const [entry] = await office.auditOf('submission.sign', `submission:${application}`)
  expect(entry?.detail).toEqual({ talent: talentId, photos: 'copied' })
}, 60_000)

test('signed twice, even at once, an application makes one model', async () => {
  const [row] = await office.db
    .select({ talent: submissions.signedTalentId })
    .from(submissions)
    .where(eq(submissions.id, application))
  const before = await rosterSize()
  const answers = await Promise.all([
    booker.post(`/inbox/${application}/sign`),
    booker.post(`/inbox/${application}/sign`),
  ])
  for (const answer of answers) {
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`/panel/admin/models/${row?.talent}?already-signed`)
  }
  expect(await rosterSize()).toBe(before)

  // A fresh application signed by two clicks at once: one model, the other told it is under way.
  const response = await office.api('/get-scouted/pt', {
    method: 'POST',
    body: multipart(applicationFields({ name: 'Rafael Souza', gender: 'man' }), [
      ['photos[]', await testImage('jpeg', 40, 60), 'a.jpg', 'image/jpeg'],
      ['photos[]', await testImage('jpeg', 40, 60), 'b.jpg', 'image/jpeg'],
    ]),
  })
  const second = ((await response.json()) as { id: number }).id
  const count = await rosterSize()
  const both = await Promise.all([
    booker.post(`/inbox/${second}/sign`),
    booker.post(`/inbox/${second}/sign`),
  ])
  expect(await rosterSize()).toBe(count + 1)
  const places = both.map((answer) => answer.headers.get('location') ?? '')
  expect(places.filter((place) => /\/models\/\d+\?signed$/.test(place))).toHaveLength(1)
  expect(places.filter((place) => /\/models\/\d+\?signed$/.test(place) === false)).toHaveLength(1)
}, 60_000)

test('only an application, and only for staff who may make models, is signed', async () => {
  const contact = await office.api('/contact/pt', {
    method: 'POST',
    body: multipart({ name: 'Ana', email: 'ana@example.com', phone: '', message: 'Olá' }),
  })
  const contactId = ((await contact.json()) as { id: number }).id
  expect((await booker.post(`/inbox/${contactId}/sign`)).status).toBe(404)
  expect(await booker.page(`/inbox/${contactId}`)).not.toContain('/sign"')
  const content = await office.signIn('content@agency.test', { role: 'content' })
  expect((await content.post(`/inbox/${application}/sign`)).status).toBe(403)
})
