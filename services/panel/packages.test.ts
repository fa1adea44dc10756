import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { drivers, openTestDatabase, type TestDatabase } from '../../tests/integration/test-database'
import { schema } from './db'
import {
  createPackage,
  duplicatePackage,
  findPackage,
  forgetPackageClient,
  listPackages,
  openPackage,
  type PackageDraft,
  packageLinkToken,
  packageToken,
  renewPackageLink,
  revokePackage,
  updatePackage,
} from './packages'

const key = 'the back office key of this test'
const day = 24 * 60 * 60 * 1000
const now = new Date('2026-11-27T12:00:00Z')

const draft: PackageDraft = {
  title: 'Campanha de verão, dia 12',
  clientName: 'Estúdio Cerrado',
  clientEmail: 'casting@cerrado.example',
  lang: 'es',
  note: 'Morenas, 1,75 m ou mais.',
  showMeasures: true,
  sections: ['polaroids'],
  expiresAt: new Date(now.getTime() + 30 * day),
  models: [
    { id: 4101, note: 'Disponível dia 12' },
    { id: 4102, note: '' },
    { id: 4103, note: '' },
  ],
}

test('a token is 256 bits, URL-safe, fixed by its nonce and key, and unlike another key’s', () => {
  const token = packageToken(key, 'nonce')
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(packageToken(key, 'nonce')).toBe(token)
  expect(packageToken('another key', 'nonce')).not.toBe(token)
  expect(packageToken(key, 'other nonce')).not.toBe(token)
})

describe.each(drivers)('packages on %s', (driver) => {
  let handle: TestDatabase
  beforeAll(async () => {
    handle = await openTestDatabase(driver)
  })
  afterAll(async () => {
    await handle?.close()
  })

  test('a link made with the earlier key is still the one shown, until it is renewed (issue 38)', async () => {
    const db = handle.panel
    const earlierKey = 'the key links were made with before'
    const id = await createPackage(db, earlierKey, draft, 'Ana Booker')
    const sent = await packageLinkToken(db, earlierKey, id)
    expect(await packageLinkToken(db, key, id, earlierKey)).toBe(sent)
    expect((await openPackage(db, sent!, { now })).status).toBe('open')
    // A link made with the new key is shown as it is.
    const other = await createPackage(db, key, draft, 'Ana Booker')
    expect(await packageLinkToken(db, key, other, earlierKey)).toBe(
      await packageLinkToken(db, key, other),
    )
    // Renewing makes it with the new key; the old link opens nothing.
    await renewPackageLink(db, key, id)
    const renewed = await packageLinkToken(db, key, id, earlierKey)
    expect(renewed).toBe(await packageLinkToken(db, key, id))
    expect((await openPackage(db, renewed!, { now })).status).toBe('open')
    expect((await openPackage(db, sent!, { now })).status).toBe('unknown')
  })

  test('the tables keep the token’s hash only, and the link opens the package', async () => {
    const db = handle.panel
    const id = await createPackage(db, key, draft, 'Ana Booker')
    const token = await packageLinkToken(db, key, id)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [row] = await db.select().from(schema.packages)
    expect(JSON.stringify(row)).not.toContain(token!)
    expect(await packageLinkToken(db, key, id)).toBe(token)

    const opened = await openPackage(db, token!, { now })
    expect(opened).toEqual({
      status: 'open',
      package: {
        id,
        title: draft.title,
        clientName: draft.clientName,
        lang: 'es',
        note: draft.note,
        showMeasures: true,
        sections: ['polaroids'],
        expiresAt: draft.expiresAt.toISOString(),
        models: draft.models,
      },
    })
    // Another key's token, or one a character off, opens nothing.
    expect(await openPackage(db, packageToken('another key', row!.linkNonce))).toEqual({
      status: 'unknown',
    })
    // Another last character: one in 64 tokens already ends in A.
    const offByOne = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`
    expect(await openPackage(db, offByOne)).toEqual({ status: 'unknown' })
  })

  test('visits and books are counted, and nothing is counted when only read', async () => {
    const db = handle.panel
    const id = await createPackage(db, key, draft, 'Ana Booker')
    const token = (await packageLinkToken(db, key, id))!
    await openPackage(db, token, { now })
    expect((await findPackage(db, id))?.openCount).toBe(0)
    await openPackage(db, token, { count: true, now })
    await openPackage(db, token, { count: true, book: 4102, now: new Date(now.getTime() + 1000) })
    await openPackage(db, token, { count: true, book: 4102, now: new Date(now.getTime() + 2000) })
    await openPackage(db, token, { count: true, now: new Date(now.getTime() + 3000) })
    expect(await openPackage(db, token, { count: true, book: 9999, now })).toEqual({
      status: 'unknown',
    })
    const record = await findPackage(db, id)
    expect(record).toMatchObject({
      openCount: 2,
      firstOpenedAt: now,
      lastOpenedAt: new Date(now.getTime() + 3000),
      bookOpens: [
        {
          talentId: 4102,
          openCount: 2,
          firstOpenedAt: new Date(now.getTime() + 1000),
          lastOpenedAt: new Date(now.getTime() + 2000),
        },
      ],
    })
  })

  test('an expired or revoked package is gone; a renewed link retires the old one', async () => {
    const db = handle.panel
    const id = await createPackage(db, key, draft, 'Ana Booker')
    const token = (await packageLinkToken(db, key, id))!
    expect(await openPackage(db, token, { now: draft.expiresAt })).toEqual({
      status: 'gone',
      reason: 'expired',
      lang: 'es',
    })
    await renewPackageLink(db, key, id)
    const renewed = (await packageLinkToken(db, key, id))!
    expect(renewed).not.toBe(token)
    expect(await openPackage(db, token, { now })).toEqual({ status: 'unknown' })
    expect((await openPackage(db, renewed, { now })).status).toBe('open')
    expect(await revokePackage(db, id, now)).toBe(true)
    expect(await openPackage(db, renewed, { count: true, now })).toEqual({
      status: 'gone',
      reason: 'revoked',
      lang: 'es',
    })
    expect((await findPackage(db, id))?.openCount).toBe(0)
    expect(await revokePackage(db, 999_999)).toBe(false)
  })

  test('edited after sending: same link, new models in the new order, counters kept', async () => {
    const db = handle.panel
    const id = await createPackage(db, key, draft, 'Ana Booker')
    const token = (await packageLinkToken(db, key, id))!
    await openPackage(db, token, { count: true, now })
    const models = [
      { id: 4103, note: 'Primeira opção' },
      { id: 4101, note: '' },
    ]
    expect(await updatePackage(db, id, { ...draft, showMeasures: false, models })).toBe(true)
    const opened = await openPackage(db, token, { now })
    expect(opened.status === 'open' && opened.package).toMatchObject({
      showMeasures: false,
      models,
    })
    expect((await findPackage(db, id))?.openCount).toBe(1)
    expect(await updatePackage(db, 999_999, draft)).toBe(false)
  })

  test('a client who asks to be forgotten leaves packages without their name and e-mail', async () => {
    const db = handle.panel
    const id = await createPackage(db, key, draft, 'Ana Booker')
    const other = await createPackage(db, key, { ...draft, clientEmail: 'outra@example.com' }, '')
    expect(await forgetPackageClient(db, ' CASTING@Cerrado.example ')).toBeGreaterThanOrEqual(1)
    expect(await findPackage(db, id)).toMatchObject({
      clientName: '',
      clientEmail: '',
      models: draft.models,
    })
    expect(await findPackage(db, other)).toMatchObject({ clientEmail: 'outra@example.com' })
  })

  test('a duplicate has its own link, the same models, and no visits', async () => {
    const db = handle.panel
    const id = await createPackage(db, key, draft, 'Ana Booker')
    await openPackage(db, (await packageLinkToken(db, key, id))!, { count: true, now })
    const copy = await duplicatePackage(db, key, id, {
      title: 'Campanha de inverno',
      createdBy: 'Bia Booker',
    })
    const record = await findPackage(db, copy!)
    expect(record).toMatchObject({
      title: 'Campanha de inverno',
      createdBy: 'Bia Booker',
      models: draft.models,
      openCount: 0,
      firstOpenedAt: null,
    })
    expect(await packageLinkToken(db, key, copy!)).not.toBe(await packageLinkToken(db, key, id))
    expect(await duplicatePackage(db, key, 999_999, { title: 'x', createdBy: '' })).toBeNull()

    // For another client: no client's name or e-mail, and the first one's note flagged for review
    // until the details are saved again; the original keeps its client.
    expect(record).toMatchObject({
      clientName: '',
      clientEmail: '',
      note: draft.note,
      noteToReview: true,
    })
    expect(await findPackage(db, id)).toMatchObject({
      clientName: draft.clientName,
      noteToReview: false,
    })
    await updatePackage(db, copy!, { ...draft, title: 'Campanha de inverno', clientName: 'Outro' })
    expect((await findPackage(db, copy!))?.noteToReview).toBe(true)
    await updatePackage(
      db,
      copy!,
      { ...draft, title: 'Campanha de inverno', clientName: 'Outro' },
      { noteReviewed: true },
    )
    expect((await findPackage(db, copy!))?.noteToReview).toBe(false)

    const { rows, total } = await listPackages(db)
    expect(total).toBeGreaterThanOrEqual(2)
    expect(rows[0]).toMatchObject({ id: copy, title: 'Campanha de inverno', models: 3 })
  })

  test('a duplicate of a package without a note has nothing to review', async () => {
    const db = handle.panel
    const silent = await createPackage(db, key, { ...draft, note: '' }, 'Ana Booker')
    const copy = await duplicatePackage(db, key, silent, { title: 'y', createdBy: '' })
    expect((await findPackage(db, copy!))?.noteToReview).toBe(false)
  })
})
