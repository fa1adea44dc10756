import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { importPlan, importReport } from '../../contracts/booking-admin'
import { bookingSchema } from '../../services/booking'
import { pixelBombPng } from '../support/pixel-bomb'
import { makeZip, type ZipEntry } from '../support/zip'
import {
  apiKey,
  bookingToken,
  startTestBookingService,
  type TestBookingService,
  writeKey,
} from './booking-service'
import { drivers } from './test-database'

function photo(background: string) {
  return sharp({ create: { width: 60, height: 90, channels: 3, background } })
    .jpeg()
    .toBuffer()
}

const ana = {
  id: 9101,
  name: 'Ana Souza',
  gender: 'woman',
  height: '178',
  cover: 'images/ana-cover.jpg',
  book: [{ file: 'images/ana-1.jpg' }],
}
const bruno = { id: 9102, name: 'Bruno Lima', gender: 'man', height: '186' }

describe.each(drivers)('importing the booking software’s export on %s', (driver) => {
  let service: TestBookingService
  let token: string
  let changes = 0
  let cover: Buffer
  let book: Buffer

  beforeAll(async () => {
    service = await startTestBookingService({
      driver,
      demoCount: 3,
      apiKey,
      writeKey,
      onCatalogChange: () => (changes += 1),
    })
    token = (await bookingToken(service.url, '/admin-api/signin', writeKey))!
    cover = await photo('#a34')
    book = await photo('#135')
  })

  afterAll(() => service?.close())

  const staging = () => path.join(service.folder, 'media', '.imports')

  function call(method: string, address: string, body?: BodyInit, headers = {}, bearer = token) {
    return fetch(`${service.url}/admin-api${address}`, {
      method,
      headers: { Authorization: `Bearer ${bearer}`, 'X-Actor': 'booker@agency.test', ...headers },
      body,
    })
  }

  const upload = (zip: Buffer) =>
    call('POST', '/imports', new Uint8Array(zip), { 'Content-Type': 'application/zip' })

  const json = (value: unknown) => JSON.stringify(value)

  async function stored(id: number) {
    const rows = await service.handle.booking
      .select()
      .from(bookingSchema.talents)
      .where(eq(bookingSchema.talents.id, id))
    return rows[0]
  }

  test('only the write key imports: anonymous calls and the read key’s token are refused', async () => {
    const readToken = (await bookingToken(service.url, '/api/signin', apiKey))!
    expect(readToken).toBeTruthy()
    const id = '00000000-0000-4000-8000-000000000000'
    for (const [method, address] of [
      ['POST', '/imports'],
      ['GET', `/imports/${id}`],
      ['POST', `/imports/${id}/apply`],
      ['DELETE', `/imports/${id}`],
    ] as const) {
      const anonymous = await fetch(`${service.url}/admin-api${address}`, { method })
      expect(anonymous.status, `${method} ${address} anonymous`).toBe(401)
      const read = await call(method, address, undefined, {}, readToken)
      expect(read.status, `${method} ${address} with the read key’s token`).toBe(401)
    }
  })

  test('an export is staged with its plan, applied by the importer, and gone after', async () => {
    const zip = makeZip([
      { name: 'ana.json', data: json(ana) },
      { name: 'bruno.json', data: json(bruno) },
      { name: 'images/', data: '' },
      { name: 'images/ana-cover.jpg', data: cover },
      { name: 'images/ana-1.jpg', data: book },
    ])
    const staged = await upload(zip)
    expect(staged.status).toBe(201)
    const plan = importPlan.parse(await staged.json())
    expect(plan.talents).toEqual({
      add: [
        { id: 9101, name: 'Ana Souza', unlisted: true },
        { id: 9102, name: 'Bruno Lima', unlisted: true },
      ],
      change: [],
      same: [],
    })
    expect(plan.problems).toEqual([])
    // Nothing is imported before the confirmation.
    expect(await stored(9101)).toBeUndefined()
    const again = await call('GET', `/imports/${plan.id}`)
    expect(importPlan.parse(await again.json())).toEqual(plan)

    const before = changes
    const applied = await call('POST', `/imports/${plan.id}/apply`)
    expect(applied.status).toBe(200)
    expect(importReport.parse(await applied.json())).toEqual({
      imported: [9101, 9102],
      added: [9101, 9102],
      changed: [],
      problems: [],
    })
    expect(changes).toBe(before + 1)
    expect(await stored(9101)).toMatchObject({
      name: 'Ana Souza',
      height: '178',
      cover: expect.stringMatching(/^media\/imported\/9101\/[0-9a-f]+\.jpg$/),
    })
    expect(readdirSync(staging())).toEqual([])
    expect((await call('GET', `/imports/${plan.id}`)).status).toBe(404)
    expect((await call('POST', `/imports/${plan.id}/apply`)).status).toBe(404)
  })

  test('a plan names whom it adds, changes (by field) and leaves; a cancel imports nothing', async () => {
    // Zipped as its folder, the images under other names: compared by their content.
    const zip = makeZip([
      {
        name: 'export/ana.json',
        data: json({
          ...ana,
          cover: 'photos/cover.jpg',
          book: [{ file: 'photos/book.jpg' }],
        }),
      },
      { name: 'export/bruno.json', data: json({ ...bruno, height: '188', skills: ['surf'] }) },
      { name: 'export/carla.json', data: json({ id: 9103, name: 'Carla Dias', gender: 'woman' }) },
      { name: 'export/bad.json', data: json({ id: 9104, name: 'Dani', gender: 'x' }) },
      { name: 'export/photos/cover.jpg', data: cover },
      { name: 'export/photos/book.jpg', data: book },
    ])
    const staged = await upload(zip)
    expect(staged.status).toBe(201)
    const plan = importPlan.parse(await staged.json())
    expect(plan.talents).toEqual({
      add: [{ id: 9103, name: 'Carla Dias', unlisted: true }],
      change: [{ id: 9102, name: 'Bruno Lima', fields: ['height', 'skills'] }],
      same: [{ id: 9101, name: 'Ana Souza' }],
    })
    expect(plan.problems).toEqual([
      { file: 'bad.json', field: 'gender', message: expect.any(String) },
    ])
    const before = changes
    expect((await call('DELETE', `/imports/${plan.id}`)).status).toBe(204)
    expect((await call('GET', `/imports/${plan.id}`)).status).toBe(404)
    expect((await call('POST', `/imports/${plan.id}/apply`)).status).toBe(404)
    expect(await stored(9103)).toBeUndefined()
    expect((await stored(9102))?.height).toBe('186')
    expect(changes).toBe(before)
    expect(readdirSync(staging())).toEqual([])
  })

  test('an export sent as a form’s file is staged the same', async () => {
    const form = new FormData()
    const zip = makeZip([
      { name: 'carla.json', data: json({ id: 9103, name: 'Carla', gender: 'woman' }) },
    ])
    form.append('export', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'a.zip')
    const staged = await call('POST', '/imports', form)
    expect(staged.status).toBe(201)
    const plan = importPlan.parse(await staged.json())
    expect(plan.talents.add).toEqual([{ id: 9103, name: 'Carla', unlisted: true }])
    expect((await call('DELETE', `/imports/${plan.id}`)).status).toBe(204)
  })

  test('a record whose id the catalog cannot hold is refused by field, the others staged', async () => {
    const staged = await upload(
      makeZip([
        { name: 'big.json', data: json({ ...bruno, id: 3_000_000_000 }) },
        { name: 'bruno.json', data: json(bruno) },
      ]),
    )
    expect(staged.status).toBe(201)
    const plan = importPlan.parse(await staged.json())
    expect(plan.problems).toEqual([
      { file: 'big.json', field: 'id', message: 'expected an id of at most 2147483647' },
    ])
    expect(plan.talents.add.concat(plan.talents.change, plan.talents.same)).toEqual([
      { id: 9102, name: 'Bruno Lima' },
    ])
    expect((await call('DELETE', `/imports/${plan.id}`)).status).toBe(204)
  })

  test('an image over 50 megapixels refuses the zip with a 400, as a photo upload', async () => {
    const waiting = () => (existsSync(staging()) ? readdirSync(staging()) : [])
    const before = waiting()
    const staged = await upload(
      makeZip([
        { name: 'ana.json', data: json({ ...ana, book: [{ file: 'images/huge.png' }] }) },
        { name: 'images/huge.png', data: pixelBombPng(16_000, 16_000) },
      ]),
    )
    expect(staged.status).toBe(400)
    expect(await staged.json()).toMatchObject({
      problem: 'too-many-pixels',
      name: 'images/huge.png',
      errors: { export: expect.stringContaining('over 50 megapixels') },
    })
    expect(waiting()).toEqual(before)
  })

  test('an unknown import is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nothing', '..%2F..%2Fetc']) {
      expect((await call('GET', `/imports/${id}`)).status, id).toBe(404)
      expect((await call('POST', `/imports/${id}/apply`)).status, id).toBe(404)
      expect((await call('DELETE', `/imports/${id}`)).status, id).toBe(404)
    }
  })

  test.each<[string, () => Buffer, string, RegExp]>([
    ['not a zip', () => Buffer.from('just some text, not a zip'), 'not-zip', /not a zip/],
    [
      'a zip without a record',
      () => makeZip([{ name: 'readme.txt', data: 'hi' }]),
      'no-json',
      /no JSON/,
    ],
    [
      'a path climbing out',
      () =>
        makeZip([
          { name: 'ok.json', data: json(bruno) },
          { name: '../../evil.json', data: '{}' },
        ]),
      'unsafe-path',
      /outside/,
    ],
    [
      'an absolute path',
      () => makeZip([{ name: '/tmp/evil.json', data: '{}' }]),
      'unsafe-path',
      /outside/,
    ],
    [
      'a link',
      () =>
        makeZip([
          { name: 'ok.json', data: json(bruno) },
          { name: 'images/passwd', data: '/etc/passwd', link: true },
        ]),
      'link',
      /link/,
    ],
    [
      'a record over 1 MB',
      () => makeZip([{ name: 'big.json', data: ' '.repeat(1024 * 1024 + 1) }]),
      'file-too-large',
      /too large/,
    ],
  ])(
    '%s is refused with a 400 that says why, leaving nothing',
    async (_, zip, problem, message) => {
      const response = await upload(zip())
      expect(response.status).toBe(400)
      const body = (await response.json()) as { problem: string; errors: { export: string } }
      expect(body.problem).toBe(problem)
      expect(body.errors.export).toMatch(message)
      expect(readdirSync(staging())).toEqual([])
      expect(existsSync(path.join(service.folder, 'media', 'evil.json'))).toBe(false)
      expect(existsSync(path.join(service.folder, 'evil.json'))).toBe(false)
    },
  )

  test('more than 20,000 entries are refused', async () => {
    const entries = Array.from({ length: 20_001 }, (_, index) => ({ name: `f${index}.txt` }))
    const response = await upload(makeZip([{ name: 'ok.json', data: json(bruno) }, ...entries]))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ problem: 'too-many-files' })
    expect(readdirSync(staging())).toEqual([])
  })

  test('a zip of its folder with a .DS_Store beside it is read from the folder', async () => {
    const zip = makeZip([
      { name: '.DS_Store', data: 'mac' },
      { name: '__MACOSX/._export', data: 'fork' },
      { name: 'export/bruno.json', data: json(bruno) },
    ])
    const response = await upload(zip)
    expect(response.status).toBe(201)
    const plan = importPlan.parse(await response.json())
    expect(plan.talents.same).toEqual([{ id: 9102, name: 'Bruno Lima' }])
    expect((await call('DELETE', `/imports/${plan.id}`)).status).toBe(204)
  })

  test('an entry bigger than it declares is refused as it is unpacked', async () => {
    const zip = makeZip([
      { name: 'big.json', data: ' '.repeat(2 * 1024 * 1024), declaredSize: 10 } satisfies ZipEntry,
    ])
    const response = await upload(zip)
    expect(response.status).toBe(400)
    expect(readdirSync(staging())).toEqual([])
  })
})
