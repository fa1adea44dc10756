import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type TalentInput,
  talentList,
  type TalentRecord,
  recordAnswer,
} from '../../contracts/booking-admin'
import { generateDemoCatalog } from '../../services/booking'
import {
  apiKey,
  bookingToken,
  startTestBookingService,
  type TestBookingService,
  writeKey,
} from './booking-service'
import { drivers } from './test-database'
import { pixelBombPng } from '../support/pixel-bomb'

const demoCount = 30

const valid = {
  name: 'Marina Teste',
  gender: 'woman',
  birthdate: '2001-04-09',
  height: '176',
  bust: 82,
  waist: '60',
  hips: '89,5',
  shoes: '38/39',
  jeans: '26',
  eyes: 'Castanho claro',
  hair: 'loira',
  instagram: 'https://www.instagram.com/Marina.Teste/',
  skills: ['dança', 'natação', 'dança'],
  about: { en: 'Marina studies design.', es: '', pt: 'Marina estuda design.' },
  divisions: ['mainboard', 'image'],
  published: true,
} satisfies TalentInput

describe.each(drivers)('the booking write API on %s', (driver) => {
  let service: TestBookingService
  let folder: string
  let base: string
  let changes = 0

  beforeAll(async () => {
    service = await startTestBookingService({
      driver,
      demoCount,
      apiKey,
      writeKey,
      onCatalogChange: () => (changes += 1),
    })
    ;({ url: base, folder } = service)
  })

  afterAll(() => service?.close())

  const tokenFor = (signInPath: string, key: string) => bookingToken(base, signInPath, key)

  let writeToken: string
  async function call(method: string, path: string, body?: unknown, token = writeToken) {
    return fetch(`${base}/admin-api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Actor': 'booker@agency.test',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  async function record(response: Response): Promise<TalentRecord> {
    return recordAnswer.parse(await response.json()).data
  }

  test('only the write key writes: anonymous calls and the read key are refused', async () => {
    const readToken = await tokenFor('/api/signin', apiKey)
    expect(readToken).toBeTruthy()
    // The read key does not sign in to the write API, and its token is not taken there.
    expect(await tokenFor('/admin-api/signin', apiKey)).toBeNull()
    writeToken = (await tokenFor('/admin-api/signin', writeKey))!
    expect(writeToken).toBeTruthy()

    for (const [method, path] of [
      ['GET', '/talents'],
      ['POST', '/talents'],
      ['GET', '/talents/4001'],
      ['PUT', '/talents/4001'],
      ['DELETE', '/talents/4001'],
      ['POST', '/talents/4001/hide'],
      ['POST', '/talents/4001/move'],
      ['POST', '/talents/4001/videos'],
    ]) {
      const anonymous = await fetch(`${base}/admin-api${path}`, { method })
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401)
      const read = await call(method!, path!, method === 'GET' ? undefined : {}, readToken!)
      expect(read.status, `${method} ${path} with the read key's token`).toBe(401)
    }
    // And the write key's token reads nothing through the site's API.
    const list = await fetch(`${base}/api/talents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${writeToken}` },
    })
    expect(list.status).toBe(401)
    expect(changes).toBe(0)
  })

  test.each<[string, Record<string, unknown>, string, RegExp]>([
    ['name missing', { name: undefined }, 'name', /name is required/],
    ['name blank', { name: '   ' }, 'name', /name is required/],
    ['name too long', { name: 'a'.repeat(121) }, 'name', /at most 120/],
    ['gender', { gender: 'other' }, 'gender', /woman or man/],
    ['birth date format', { birthdate: '09/04/2001' }, 'birthdate', /YYYY-MM-DD/],
    ['birth date not a day', { birthdate: '2001-02-30' }, 'birthdate', /real day/],
    ['birth date in the future', { birthdate: '2999-01-01' }, 'birthdate', /before today/],
    ['birth date too old', { birthdate: '1850-01-01' }, 'birthdate', /after 1900/],
    ['height too short', { height: '90' }, 'height', /height .* from 100 to 230/],
    ['height not a number', { height: 'tall' }, 'height', /centimetres/],
    ['bust', { bust: '200' }, 'bust', /bust .* from 50 to 160/],
    ['chest', { chest: '20' }, 'chest', /chest .* from 50 to 160/],
    ['waist', { waist: '300' }, 'waist', /waist .* from 40 to 150/],
    ['hips', { hips: '10' }, 'hips', /hips .* from 50 to 170/],
    ['shoes', { shoes: '60' }, 'shoes', /shoe size .* from 16 to 52/],
    ['shoes shape', { shoes: '38-39' }, 'shoes', /38\/39/],
    ['suit', { suit: '12' }, 'suit', /suit size/],
    ['shirt', { shirt: '99' }, 'shirt', /shirt size/],
    ['jeans', { jeans: 'XL' }, 'jeans', /jeans size/],
    ['eyes', { eyes: 'roxo' }, 'eyes', /eye colour must be one of: castanho/],
    ['hair', { hair: 'azul' }, 'hair', /hair colour must be one of: castanho/],
    ['instagram', { instagram: 'https://example.com/marina' }, 'instagram', /@name/],
    ['skills', { skills: 'dança' }, 'skills', /list of texts/],
    ['a skill', { skills: ['ok', ''] }, 'skills', /may not be empty/],
    ['biography', { about: { en: 'x'.repeat(5001) } }, 'about.en', /at most 5000/],
    ['biography language', { about: { fr: 'Bonjour' } }, 'about', /en, es and pt/],
    ['division', { divisions: ['catwalk'] }, 'divisions', /image, mainboard, development/],
    ['future face', { futureFace: 'yes' }, 'futureFace', /true or false/],
    ['future face', { divisions: ['development'], futureFace: false }, 'futureFace', /future face/],
    ['published', { published: 'yes' }, 'published', /true or false/],
  ])('refuses a talent whose %s is wrong', async (_case, change, field, message) => {
    const before = changes
    const response = await call('POST', '/talents', { ...valid, ...change })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(Object.keys(errors)).toEqual([field])
    expect(errors[field]).toMatch(message)
    expect(changes).toBe(before)
  })

  let created: TalentRecord

  test('creates a talent, normalised, first in the roster, and announces it', async () => {
    const before = changes
    const response = await call('POST', '/talents', { ...valid, futureFace: true })
    expect(response.status).toBe(201)
    created = await record(response)
    expect(created).toMatchObject({
      name: 'Marina Teste',
      gender: 'woman',
      birthdate: '2001-04-09',
      height: '176',
      bust: '82',
      hips: '89.5',
      shoes: '38/39',
      eyes: 'castanho claro',
      hair: 'loira',
      instagram: 'marina.teste',
      skills: ['dança', 'natação'],
      about: { en: 'Marina studies design.', es: '', pt: 'Marina estuda design.' },
      divisions: ['image', 'mainboard', 'development'],
      boards: ['women', 'future-faces'],
      futureFace: true,
      published: true,
      position: 1,
      photos: { portfolio: [], polaroids: [], composite: [] },
      videos: [],
    })
    expect(changes).toBe(before + 1)

    // The site's read API has it, under the booking software's names.
    const readToken = await tokenFor('/api/signin', apiKey)
    const profile = await fetch(`${base}/api/talent/profile?id=${created.id}&language=pt`, {
      headers: { Authorization: `Bearer ${readToken}` },
    })
    expect(await profile.json()).toMatchObject({
      data: {
        id: created.id,
        about: 'Marina estuda design.',
        divisions: [{ id_category: 1446 }],
        categories: [{ id: 1912 }, { id: 1913 }, { id: 1880 }],
      },
    })
  })

  test('lists every talent 50 a page, searched and filtered, in the roster’s order', async () => {
    const all = talentList.parse(await (await call('GET', '/talents')).json())
    expect(all).toMatchObject({ page: 1, perPage: 50, lastPage: 1, total: demoCount + 1 })
    expect(all.data.map((talent) => talent.position)).toEqual(
      Array.from({ length: demoCount + 1 }, (_, index) => index + 1),
    )
    // The demo catalog files a few talents outside the listed division: the site hides them.
    const demo = generateDemoCatalog({ count: demoCount })
    const unlisted = demo.filter((talent) => !talent.divisionIds.includes(1446))
    expect(unlisted.length).toBeGreaterThan(0)
    const hidden = talentList.parse(await (await call('GET', '/talents?state=hidden')).json())
    expect(hidden.data.map((talent) => talent.id).sort()).toEqual(
      unlisted.map((talent) => talent.id).sort(),
    )

    const search = talentList.parse(await (await call('GET', '/talents?q=marina%20t')).json())
    expect(search.data).toEqual([
      {
        id: created.id,
        name: 'Marina Teste',
        cover: null,
        coverChosen: false,
        divisions: ['image', 'mainboard', 'development'],
        boards: ['women', 'future-faces'],
        published: true,
        position: 1,
      },
    ])
    const futureFaces = talentList.parse(
      await (await call('GET', '/talents?board=future-faces&division=image')).json(),
    )
    expect(futureFaces.data.length).toBeGreaterThan(0)
    for (const talent of futureFaces.data) {
      expect(talent.boards).toContain('future-faces')
      expect(talent.divisions).toContain('image')
    }
    const men = talentList.parse(await (await call('GET', '/talents?board=men')).json())
    expect(men.total).toBe(demo.filter((talent) => talent.gender === 'man').length)
    // A wildcard is a letter like any other.
    const percent = talentList.parse(await (await call('GET', '/talents?q=%25')).json())
    expect(percent.total).toBe(0)

    const wrong = await call('GET', '/talents?board=kids&page=0')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      errors: {
        board: expect.stringMatching(/women, men, future-faces/),
        page: expect.stringMatching(/at least 1/),
      },
    })
  })

  test('an update replaces every editable field; a blank field is cleared', async () => {
    const response = await call('PUT', `/talents/${created.id}`, {
      name: 'Marina Teste Souza',
      gender: 'woman',
      height: 177,
      eyes: 'verde',
      instagram: '@marinasouza',
      divisions: ['direct'],
      published: true,
    })
    expect(response.status).toBe(200)
    const updated = await record(response)
    expect(updated).toMatchObject({
      name: 'Marina Teste Souza',
      height: '177',
      bust: null,
      birthdate: null,
      eyes: 'verde',
      hair: null,
      instagram: 'marinasouza',
      skills: [],
      divisions: ['direct'],
      futureFace: false,
      position: 1,
    })
    expect((await call('PUT', '/talents/999999', valid)).status).toBe(404)
    expect((await call('GET', '/talents/999999')).status).toBe(404)
    expect((await call('GET', '/talents/abc')).status).toBe(404)
  })

  test('hide leaves the talent out of the read API; publish brings it back', async () => {
    const readToken = await tokenFor('/api/signin', apiKey)
    const read = (query: string, filters = {}) =>
      fetch(`${base}/api/${query}`, {
        method: query.startsWith('talents?') ? 'POST' : 'GET',
        headers: { Authorization: `Bearer ${readToken}`, 'Content-Type': 'application/json' },
        body: query.startsWith('talents?') ? JSON.stringify({ filters }) : undefined,
      })
    const ids = async () => {
      const page = (await (await read('talents?paginate=1000')).json()) as {
        data: { data: { id: number }[] }
      }
      return page.data.data.map((talent) => talent.id)
    }
    expect(await ids()).toContain(created.id)

    const hidden = await record(await call('POST', `/talents/${created.id}/hide`))
    expect(hidden.published).toBe(false)
    expect(await ids()).not.toContain(created.id)
    expect((await read(`talent/profile?id=${created.id}`)).status).toBe(404)

    const published = await record(await call('POST', `/talents/${created.id}/publish`))
    expect(published.published).toBe(true)
    expect(await ids()).toContain(created.id)
    expect((await read(`talent/profile?id=${created.id}`)).status).toBe(200)

    // A demo talent filed outside the listed division is published by being filed in it.
    const unlisted = generateDemoCatalog({ count: demoCount }).find(
      (talent) => !talent.divisionIds.includes(1446),
    )!
    const before = await record(await call('GET', `/talents/${unlisted.id}`))
    expect(before.published).toBe(false)
    expect((await record(await call('POST', `/talents/${unlisted.id}/publish`))).published).toBe(
      true,
    )
  })

  test('move up and down swap a talent with its neighbour in the roster', async () => {
    const order = async () =>
      talentList.parse(await (await call('GET', '/talents')).json()).data.map((talent) => talent.id)
    const before = await order()
    const [first, second, third] = before as [number, number, number]

    const moved = await record(await call('POST', `/talents/${third}/move`, { direction: 'up' }))
    expect(moved.position).toBe(2)
    expect((await order()).slice(0, 3)).toEqual([first, third, second])

    await call('POST', `/talents/${first}/move`, { direction: 'down' })
    expect((await order()).slice(0, 3)).toEqual([third, first, second])

    // The first cannot go higher, nor the last lower.
    expect(
      (await record(await call('POST', `/talents/${third}/move`, { direction: 'up' }))).position,
    ).toBe(1)
    const last = before.at(-1)!
    expect(
      (await record(await call('POST', `/talents/${last}/move`, { direction: 'down' }))).position,
    ).toBe(before.length)
    expect((await order()).slice(3)).toEqual(before.slice(3))

    const wrong = await call('POST', `/talents/${first}/move`, { direction: 'left' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      errors: { direction: 'the direction must be up, down, top or bottom' },
    })
  })

  test('a talent goes to the top, the bottom or any position in one call', async () => {
    const order = async () =>
      talentList.parse(await (await call('GET', '/talents')).json()).data.map((talent) => talent.id)
    const before = await order()
    const move = async (id: number, body: unknown) =>
      (await record(await call('POST', `/talents/${id}/move`, body))).position
    const tenth = before[9]!

    expect(await move(tenth, { direction: 'top' })).toBe(1)
    expect(await order()).toEqual([tenth, ...before.filter((id) => id !== tenth)])
    expect(await move(tenth, { direction: 'bottom' })).toBe(before.length)
    expect(await order()).toEqual([...before.filter((id) => id !== tenth), tenth])
    expect(await move(tenth, { position: 4 })).toBe(4)
    const atFour = before.filter((id) => id !== tenth)
    atFour.splice(3, 0, tenth)
    expect(await order()).toEqual(atFour)
    // Past the end is the last place.
    expect(await move(tenth, { position: 100_000 })).toBe(before.length)

    for (const body of [{ position: 0 }, { position: 2.5 }, {}, { direction: 'up', position: 2 }]) {
      const refused = await call('POST', `/talents/${tenth}/move`, body)
      expect(refused.status).toBe(400)
    }
  })

  test('videos: added by their address, moved and deleted; other addresses refused', async () => {
    const path = `/talents/${created.id}/videos`
    const added = await call('POST', path, { url: 'https://youtu.be/dQw4w9WgXcQ' })
    expect(added.status).toBe(201)
    await call('POST', path, { url: 'https://vimeo.com/76979871/8272103f6e' })
    const third = await record(
      await call('POST', path, { url: 'https://player.vimeo.com/video/12345?h=abc123' }),
    )
    expect(third.videos).toEqual([
      {
        provider: 'youtube',
        file: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      {
        provider: 'vimeo',
        file: '76979871/8272103f6e',
        url: 'https://vimeo.com/76979871/8272103f6e',
      },
      { provider: 'vimeo', file: '12345/abc123', url: 'https://vimeo.com/12345/abc123' },
    ])

    const refused = await call('POST', path, { url: 'https://www.dailymotion.com/video/x8' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      errors: { url: expect.stringMatching(/^the address must be .*YouTube.*Vimeo/) },
    })
    const twice = await call('POST', path, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
    expect(await twice.json()).toEqual({ errors: { url: 'this video is already listed' } })

    const moved = await record(await call('POST', `${path}/2/move`, { direction: 'up' }))
    expect(moved.videos.map((video) => video.file)).toEqual([
      'dQw4w9WgXcQ',
      '12345/abc123',
      '76979871/8272103f6e',
    ])
    const deleted = await record(await call('DELETE', `${path}/0`))
    expect(deleted.videos.map((video) => video.file)).toEqual([
      '12345/abc123',
      '76979871/8272103f6e',
    ])
    expect((await call('DELETE', `${path}/7`)).status).toBe(404)

    // The site's read API sends them as the booking software does.
    const readToken = await tokenFor('/api/signin', apiKey)
    const profile = (await (
      await fetch(`${base}/api/talent/profile?id=${created.id}`, {
        headers: { Authorization: `Bearer ${readToken}` },
      })
    ).json()) as { data: { video: unknown[] } }
    expect(profile.data.video).toEqual([
      { provider: 'vimeo', file: '12345/abc123', width: 1920, height: 1080 },
      { provider: 'vimeo', file: '76979871/8272103f6e', width: 1920, height: 1080 },
    ])
  })

  function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
    return sharp({ create: { width, height, channels: 3, background: '#a08070' } })
      .toFormat(format)
      .toBuffer()
  }

  function upload(section: string, files: [string, Buffer][], talent = created.id) {
    const form = new FormData()
    for (const [name, bytes] of files)
      form.append('photos', new Blob([new Uint8Array(bytes)]), name)
    return fetch(`${base}/admin-api/talents/${talent}/photos/${section}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${writeToken}`, 'X-Actor': 'booker@agency.test' },
      body: form,
    })
  }

  async function readProfile(id: number, language = 'en') {
    const readToken = await tokenFor('/api/signin', apiKey)
    const response = await fetch(`${base}/api/talent/profile?id=${id}&language=${language}`, {
      headers: { Authorization: `Bearer ${readToken}` },
    })
    return (await response.json()) as {
      data: { book: { id: number; file: string; width: number; height: number; alt?: string }[] }
    }
  }

  const talentFolder = () => path.join(folder, 'media', 'photos', String(created.id))
  const filesOnDisk = () => (existsSync(talentFolder()) ? readdirSync(talentFolder()) : [])

  test('photos: several uploaded at once, judged by their bytes, sized and stored', async () => {
    const before = changes
    const response = await upload('portfolio', [
      ['first.jpg', await photo(600, 900)],
      ['second.png', await photo(900, 600, 'png')],
      ['third.webp', await photo(500, 750, 'webp')],
    ])
    expect(response.status).toBe(201)
    const { photos } = await record(response)
    expect(changes).toBe(before + 1)
    expect(photos.portfolio.map(({ width, height }) => [width, height])).toEqual([
      [600, 900],
      [900, 600],
      [500, 750],
    ])
    expect(new Set(photos.portfolio.map((item) => item.id)).size).toBe(3)
    for (const item of photos.portfolio) {
      expect(item.file).toMatch(
        new RegExp(`^media/photos/${created.id}/[0-9a-f-]{36}\\.(jpg|png|webp)$`),
      )
      expect(item.alt).toEqual({ en: '', es: '', pt: '' })
      const served = await fetch(`${base}/${item.file}`)
      expect(served.status).toBe(200)
    }
    expect(filesOnDisk()).toHaveLength(3)

    const polaroid = await record(await upload('polaroids', [['snap.jpg', await photo(400, 600)]]))
    expect(polaroid.photos.polaroids).toHaveLength(1)
    // Ids are unique across her sections.
    expect(photos.portfolio.map((item) => item.id)).not.toContain(polaroid.photos.polaroids[0]!.id)

    // The site's read API sends them in order with their sizes.
    const profile = await readProfile(created.id)
    expect(profile.data.book.map(({ width, height }) => [width, height])).toEqual([
      [600, 900],
      [900, 600],
      [500, 750],
    ])
  })

  test.each<[string, () => Promise<[string, Buffer][]>, RegExp]>([
    [
      'a program renamed .jpg',
      async () => [
        ['fine.jpg', await photo(300, 450)],
        [
          'holiday.jpg',
          Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(5000, 7)]),
        ],
      ],
      /^holiday\.jpg is not a JPEG, PNG or WebP image$/,
    ],
    [
      'an image of too many pixels',
      async () => [['huge.png', pixelBombPng(10_000, 10_000)]],
      /^huge\.png is over 50 megapixels$/,
    ],
    ['no file at all', async () => [], /choose one or more photos/],
  ])(
    'photos: an upload with %s is refused whole, and leaves nothing',
    async (_case, files, message) => {
      const before = changes
      const kept = filesOnDisk()
      const response = await upload('portfolio', await files())
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: { photos: expect.stringMatching(message) } })
      expect(filesOnDisk()).toEqual(kept)
      expect(existsSync(path.join(folder, 'media', '.uploads'))).toBe(true)
      expect(readdirSync(path.join(folder, 'media', '.uploads'))).toEqual([])
      expect(
        (await record(await call('GET', `/talents/${created.id}`))).photos.portfolio,
      ).toHaveLength(3)
      expect(changes).toBe(before)
    },
  )

  test('photos: a section no talent has, an unknown talent or photo is a 404', async () => {
    expect((await upload('backstage', [['a.jpg', await photo(10, 10)]])).status).toBe(404)
    expect((await upload('portfolio', [['a.jpg', await photo(10, 10)]], 999999)).status).toBe(404)
    expect((await call('POST', `/talents/${created.id}/photos/999999/cover`)).status).toBe(404)
    expect((await call('DELETE', `/talents/${created.id}/photos/0`)).status).toBe(404)
    expect((await call('DELETE', `/talents/${created.id}/photos/..%2F..%2Fx`)).status).toBe(404)
  })

  test('photos: moved by id, made covers, described; the read API follows', async () => {
    const { photos } = await record(await call('GET', `/talents/${created.id}`))
    const [a, b, c] = photos.portfolio as [
      (typeof photos.portfolio)[0],
      (typeof photos.portfolio)[0],
      (typeof photos.portfolio)[0],
    ]
    const moved = await record(
      await call('POST', `/talents/${created.id}/photos/${c.id}/move`, { direction: 'up' }),
    )
    expect(moved.photos.portfolio.map((item) => item.id)).toEqual([a.id, c.id, b.id])
    // The first cannot go higher.
    const first = await record(
      await call('POST', `/talents/${created.id}/photos/${a.id}/move`, { direction: 'up' }),
    )
    expect(first.photos.portfolio.map((item) => item.id)).toEqual([a.id, c.id, b.id])
    const wrong = await call('POST', `/talents/${created.id}/photos/${a.id}/move`, {
      direction: 'left',
    })
    expect(wrong.status).toBe(400)

    const cover = await record(await call('POST', `/talents/${created.id}/photos/${b.id}/cover`))
    expect(cover.cover).toBe(b.file)
    const web = await record(await call('POST', `/talents/${created.id}/photos/${c.id}/web-cover`))
    expect(web).toMatchObject({ cover: b.file, coverWeb: c.file })

    const described = await record(
      await call('PUT', `/talents/${created.id}/photos/${c.id}/alt`, {
        pt: '  Marina de vestido azul na praia  ',
        en: 'Marina in a blue dress on the beach',
      }),
    )
    expect(described.photos.portfolio[1]!.alt).toEqual({
      en: 'Marina in a blue dress on the beach',
      es: '',
      pt: 'Marina de vestido azul na praia',
    })
    const tooLong = await call('PUT', `/talents/${created.id}/photos/${c.id}/alt`, {
      es: 'x'.repeat(301),
    })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.json()).toEqual({ errors: { es: expect.stringMatching(/at most 300/) } })

    // The site reads the order, the covers and the text in its own language only.
    const pt = await readProfile(created.id, 'pt')
    expect(pt.data.book.map((item) => item.id)).toEqual([a.id, c.id, b.id])
    expect(pt.data.book[1]!.alt).toBe('Marina de vestido azul na praia')
    expect(pt.data.book[0]!.alt).toBeUndefined()
    expect((await readProfile(created.id, 'es')).data.book[1]!.alt).toBeUndefined()
    const readToken = await tokenFor('/api/signin', apiKey)
    const listed = (await (
      await fetch(`${base}/api/talents?paginate=1000&cover_web=1`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${readToken}` },
      })
    ).json()) as { data: { data: { id: number; cover: string; cover_web: string }[] } }
    expect(listed.data.data.find((talent) => talent.id === created.id)).toMatchObject({
      cover: b.file,
      cover_web: c.file,
    })
  })

  test('photos: deleting one removes its file, its covers, and the site no longer has it', async () => {
    const { photos } = await record(await call('GET', `/talents/${created.id}`))
    const doomed = photos.portfolio[2]!
    expect(doomed.file).toBe((await record(await call('GET', `/talents/${created.id}`))).cover)
    const onDisk = path.join(folder, doomed.file)
    expect(existsSync(onDisk)).toBe(true)
    const before = changes
    const response = await call('DELETE', `/talents/${created.id}/photos/${doomed.id}`)
    expect(response.status).toBe(200)
    const after = await record(response)
    expect(changes).toBe(before + 1)
    expect(after.photos.portfolio.map((item) => item.id)).not.toContain(doomed.id)
    // Her chosen cover gone, her first portfolio photo stands in until another is chosen.
    expect(after.cover).toBe(after.photos.portfolio[0]?.file)
    expect(after.coverChosen).toBe(false)
    expect(after.coverWeb).not.toBeNull()
    expect(existsSync(onDisk)).toBe(false)
    expect((await fetch(`${base}/${doomed.file}`)).status).toBe(404)
    const profile = await readProfile(created.id)
    expect(profile.data.book.map((item) => item.file)).not.toContain(doomed.file)
    expect((await call('DELETE', `/talents/${created.id}/photos/${doomed.id}`)).status).toBe(404)
  })

  test('photos: the read key’s token cannot write them', async () => {
    const readToken = await tokenFor('/api/signin', apiKey)
    const { photos } = await record(await call('GET', `/talents/${created.id}`))
    const target = photos.portfolio[0]!.id
    const form = new FormData()
    form.append('photos', new Blob([new Uint8Array(await photo(30, 40))]), 'a.jpg')
    const refused = [
      await fetch(`${base}/admin-api/talents/${created.id}/photos/portfolio`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${readToken}` },
        body: form,
      }),
      await call(
        'POST',
        `/talents/${created.id}/photos/${target}/move`,
        { direction: 'down' },
        readToken!,
      ),
      await call('POST', `/talents/${created.id}/photos/${target}/cover`, undefined, readToken!),
      await call(
        'POST',
        `/talents/${created.id}/photos/${target}/web-cover`,
        undefined,
        readToken!,
      ),
      await call('PUT', `/talents/${created.id}/photos/${target}/alt`, { en: 'x' }, readToken!),
      await call('DELETE', `/talents/${created.id}/photos/${target}`, undefined, readToken!),
    ]
    expect(refused.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401])
    expect(
      (await record(await call('GET', `/talents/${created.id}`))).photos.portfolio,
    ).toHaveLength(2)
  })

  test('delete removes the talent and its media files', async () => {
    const demo = generateDemoCatalog({ count: demoCount })[0]!
    // A demo image is drawn into the media folder the first time it is asked for.
    const file = demo.book[0]!.file
    const image = await fetch(`${base}/${file}`)
    expect(image.status).toBe(200)
    const onDisk = path.join(folder, file)
    expect(existsSync(onDisk)).toBe(true)

    const before = changes
    const response = await call('DELETE', `/talents/${demo.id}`)
    expect(response.status).toBe(204)
    expect(changes).toBe(before + 1)
    expect(existsSync(onDisk)).toBe(false)
    expect(existsSync(path.dirname(onDisk))).toBe(false)
    expect((await fetch(`${base}/${file}`)).status).toBe(404)
    expect((await call('GET', `/talents/${demo.id}`)).status).toBe(404)
    expect((await call('DELETE', `/talents/${demo.id}`)).status).toBe(404)
  })
})
