import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { importCatalogFolder, importSummary, planCatalogImport } from './catalog-import'
import { changePhotos } from './roster-admin'
import { pixelBombPng } from '../../tests/support/pixel-bomb'
import { listedDivisionId } from '../../contracts/divisions'
import { bookingSchema as schema } from '.'
import { openTestDatabase, type TestDatabase } from '../../tests/integration/test-database'

let handle: TestDatabase
let folder: string
let mediaDir: string

function photo(width: number, height: number, background = '#a34') {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()
}

beforeAll(async () => {
  handle = await openTestDatabase()
  folder = await mkdtemp(path.join(os.tmpdir(), 'passarela-import-'))
  mediaDir = path.join(folder, 'media-out')
  await mkdir(path.join(folder, 'images'))
  await writeFile(path.join(folder, 'images/ana-cover.jpg'), await photo(100, 150))
  await writeFile(path.join(folder, 'images/ana-1.jpg'), await photo(300, 200))
  await writeFile(
    path.join(folder, 'ana.json'),
    JSON.stringify({
      id: 9001,
      name: 'Ana Souza',
      gender: 'woman',
      birthdate: '2003-05-14',
      height: '178',
      shoes: '38/39',
      hair: 'loiro escuro',
      eyes: 'castanho claro',
      instagram: '@anasouza',
      about: { en: 'Born in Brasília.', pt: 'Nasceu em Brasília.' },
      cover: 'images/ana-cover.jpg',
      divisions: [{ id_category: 1446 }],
      categories: [{ id: 1913 }],
      book: [{ file: 'images/ana-1.jpg' }],
      video: [{ provider: 'vimeo', file: '76979871/8272103f6e' }],
    }),
  )
  await writeFile(
    path.join(folder, 'bad.json'),
    JSON.stringify({ id: 9002, name: 'Bruno Lima', gender: 'man', height: 'very tall' }),
  )
})

afterAll(async () => {
  await handle?.close()
  await rm(folder, { recursive: true, force: true })
})

test('a folder with one good and one bad record imports the good one and names the bad field', async () => {
  const report = await importCatalogFolder(handle.booking, folder, mediaDir)
  expect(report.imported).toEqual([9001])
  expect(report.problems).toEqual([
    {
      file: 'bad.json',
      field: 'height',
      message: expect.stringContaining('expected a number of cm'),
    },
  ])
  const [ana] = await handle.booking
    .select()
    .from(schema.talents)
    .where(eq(schema.talents.id, 9001))
  expect(ana).toMatchObject({
    name: 'Ana Souza',
    instagram: 'anasouza',
    shoes: '38/39',
    categoryIds: [1913],
  })
  // Images are copied into the catalog's media, with their real dimensions.
  expect(ana?.book).toEqual([
    {
      id: 1,
      file: expect.stringMatching(/^media\/imported\/9001\//),
      width: 300,
      height: 200,
    },
  ])
  const copied = await readFile(path.join(mediaDir, (ana?.cover ?? '').replace(/^media\//, '')))
  expect(copied.equals(await readFile(path.join(folder, 'images/ana-cover.jpg')))).toBe(true)
  expect(
    await handle.booking.select().from(schema.talents).where(eq(schema.talents.id, 9002)),
  ).toEqual([])
})

test('a record whose image is missing, or outside the folder, is refused by field', async () => {
  await writeFile(
    path.join(folder, 'ghost.json'),
    JSON.stringify({
      id: 9003,
      name: 'Carla Dias',
      gender: 'woman',
      cover: '../../etc/passwd',
      book: [{ file: 'images/none.jpg' }],
    }),
  )
  const report = await importCatalogFolder(handle.booking, folder, mediaDir)
  expect(
    report.problems
      .filter((problem) => problem.file === 'ghost.json')
      .map((problem) => problem.field),
  ).toEqual(['cover', 'book.0.file'])
})

test('exported records import as they are: empty measures, an empty cover, images by URL', async () => {
  const other = await mkdtemp(path.join(os.tmpdir(), 'passarela-import-'))
  try {
    await mkdir(path.join(other, 'images'))
    await writeFile(path.join(other, 'images/portrait.jpg'), await photo(120, 180, '#135'))
    const record = {
      id: 9010,
      name: 'Diego Rocha',
      gender: 'man',
      chest: '',
      bust: null,
      height: 186,
      cover: 'images/.jpg',
      cover_web: 'https://cdn.example.com/9010/web.jpg',
      book: [
        { file: 'images/portrait.jpg' },
        { file: 'https://cdn.example.com/9010/b2.jpg', width: 1600, height: 2400 },
      ],
    }
    await writeFile(path.join(other, 'diego.json'), JSON.stringify(record))
    const first = await importCatalogFolder(handle.booking, other, mediaDir)
    expect(first).toEqual({
      imported: [9010],
      added: [9010],
      changed: [],
      problems: [],
      removed: [],
    })
    const read = async () =>
      (await handle.booking.select().from(schema.talents).where(eq(schema.talents.id, 9010)))[0]
    const diego = await read()
    expect(diego).toMatchObject({ chest: '', bust: null, height: '186', cover: null })
    expect(diego?.coverWeb).toBe('https://cdn.example.com/9010/web.jpg')
    expect(diego?.book[1]).toMatchObject({ file: 'https://cdn.example.com/9010/b2.jpg' })

    // Media are cached for good, so a changed photo must come back under a new path.
    await writeFile(path.join(other, 'images/portrait.jpg'), await photo(120, 180, '#e83'))
    // The plan reads as the import does, writes nothing, and names the gallery as changed.
    const copies = await readdir(path.join(mediaDir, 'imported/9010'))
    expect(await planCatalogImport(handle.booking, other, mediaDir)).toEqual({
      talents: { add: [], change: [{ id: 9010, name: 'Diego Rocha', fields: ['book'] }], same: [] },
      problems: [],
    })
    expect(await readdir(path.join(mediaDir, 'imported/9010'))).toEqual(copies)
    const second = await importCatalogFolder(handle.booking, other, mediaDir)
    expect(second).toMatchObject({ added: [], changed: [9010] })
    expect(await planCatalogImport(handle.booking, other, mediaDir)).toMatchObject({
      talents: { add: [], change: [], same: [{ id: 9010, name: 'Diego Rocha' }] },
    })
    const again = await read()
    expect(again?.book[0]?.file).toMatch(/^media\/imported\/9010\/[0-9a-f]+\.jpg$/)
    expect(again?.book[0]?.file).not.toBe(diego?.book[0]?.file)
    // The photo it replaced is no longer named by anyone: its file is gone with it.
    expect(await readdir(path.join(mediaDir, 'imported/9010'))).toEqual([
      path.basename(again!.book[0]!.file),
    ])
  } finally {
    await rm(other, { recursive: true, force: true })
  }
})

test("a talent's imported photos have ids of her own across her sections: deleting the polaroid deletes the polaroid", async () => {
  const other = await mkdtemp(path.join(os.tmpdir(), 'passarela-import-'))
  try {
    await writeFile(path.join(other, 'book.jpg'), await photo(300, 400, '#123'))
    await writeFile(path.join(other, 'snap.jpg'), await photo(300, 400, '#456'))
    await writeFile(path.join(other, 'compo.jpg'), await photo(300, 400, '#789'))
    // The largest id the column holds: her photos' ids must still fit the write API's paths.
    const id = 2_147_483_647
    await writeFile(
      path.join(other, 'eva.json'),
      JSON.stringify({
        id,
        name: 'Eva Prado',
        gender: 'woman',
        book: [
          { file: 'book.jpg' },
          { file: 'https://cdn.example.com/b2.jpg', width: 4, height: 5 },
        ],
        snap: [{ file: 'snap.jpg' }],
        compo: [{ file: 'compo.jpg' }],
      }),
    )
    expect((await importCatalogFolder(handle.booking, other, mediaDir)).imported).toEqual([id])
    const read = async () =>
      (await handle.booking.select().from(schema.talents).where(eq(schema.talents.id, id)))[0]!
    const eva = await read()
    expect([eva.book, eva.snap, eva.compo].map((items) => items.map((item) => item.id))).toEqual([
      [1, 2],
      [3],
      [4],
    ])
    const polaroid = eva.snap[0]!
    const result = await changePhotos(handle.booking, id, { kind: 'delete', photo: polaroid.id })
    expect(result.ok).toBe(true)
    const after = await read()
    expect(after.snap).toEqual([])
    expect(after.book.map((item) => item.file)).toEqual(eva.book.map((item) => item.file))
  } finally {
    await rm(other, { recursive: true, force: true })
  }
})

test('the command refuses, by field, an image over 50 megapixels and an id the catalog cannot hold', async () => {
  const other = await mkdtemp(path.join(os.tmpdir(), 'passarela-import-'))
  try {
    await writeFile(path.join(other, 'huge.png'), pixelBombPng(16_000, 16_000))
    await writeFile(
      path.join(other, 'huge.json'),
      JSON.stringify({
        id: 9020,
        name: 'Flor Dias',
        gender: 'woman',
        book: [{ file: 'huge.png' }],
      }),
    )
    await writeFile(
      path.join(other, 'big.json'),
      JSON.stringify({ id: 3_000_000_000, name: 'Gil Sá', gender: 'man' }),
    )
    const report = await importCatalogFolder(handle.booking, other, mediaDir)
    expect(report.imported).toEqual([])
    expect(report.problems).toEqual([
      { file: 'big.json', field: 'id', message: 'expected an id of at most 2147483647' },
      { file: 'huge.json', field: 'book.0.file', message: 'huge.png is over 50 megapixels' },
    ])
  } finally {
    await rm(other, { recursive: true, force: true })
  }
})

test('the command ends by counting models and bad records in English’s singular and plural', () => {
  const problem = (file: string) => ({ file, field: 'height', message: 'expected a number' })
  expect(importSummary({ imported: [4182], problems: [] })).toBe(
    'Imported 1 model; skipped 0 bad records.',
  )
  expect(
    importSummary({ imported: [1, 2], problems: [problem('a.json'), problem('a.json')] }),
  ).toBe('Imported 2 models; skipped 1 bad record.')
})

test('the plan says which talents the import leaves off the site: added, or moved out of its division', async () => {
  const other = await mkdtemp(path.join(os.tmpdir(), 'passarela-import-'))
  const listed = [{ id_category: listedDivisionId }]
  const write = (id: number, name: string, divisions: { id_category: number }[]) =>
    writeFile(
      path.join(other, `${id}.json`),
      JSON.stringify({ id, name, gender: 'woman', divisions }),
    )
  try {
    await write(9031, 'Lia Reis', listed)
    await write(9032, 'Mel Dias', [])
    expect((await planCatalogImport(handle.booking, other, mediaDir)).talents.add).toEqual([
      { id: 9031, name: 'Lia Reis' },
      { id: 9032, name: 'Mel Dias', unlisted: true },
    ])
    await importCatalogFolder(handle.booking, other, mediaDir)
    await write(9031, 'Lia Reis', [{ id_category: 1447 }])
    expect((await planCatalogImport(handle.booking, other, mediaDir)).talents).toEqual({
      add: [],
      change: [{ id: 9031, name: 'Lia Reis', unlisted: true, fields: ['divisions'] }],
      // Off the site before as after: nothing to say of her.
      same: [{ id: 9032, name: 'Mel Dias' }],
    })
  } finally {
    await rm(other, { recursive: true, force: true })
  }
})
