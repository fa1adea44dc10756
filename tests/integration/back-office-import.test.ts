import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listedDivisionId } from '../../contracts/divisions'
import { bookingSchema } from '../../services/booking'
import { type BackOffice, type BackOfficeBrowser, startBackOffice } from '../support/back-office'
import { pixelBombPng } from '../support/pixel-bomb'
import { makeZip, type ZipEntry } from '../support/zip'
import {
  apiKey,
  startTestBookingService,
  type TestBookingService,
  writeKey,
} from './booking-service'

/**
 * The back office's import of the booking software's export (issue 27) over HTTP: a booking
 * service on a port of its own (PGlite, a few demo talents), the back office uploading the zip
 * through the write API, showing the plan, applying or cancelling it.
 */
describe('the back office’s import from the booking software', () => {
  let service: TestBookingService
  let changes = 0
  let office: BackOffice
  let staff: BackOfficeBrowser

  beforeAll(async () => {
    service = await startTestBookingService({
      driver: 'pglite',
      demoCount: 3,
      apiKey,
      writeKey,
      onCatalogChange: () => (changes += 1),
    })
    office = await startBackOffice({
      roster: { adminUrl: `${service.url}/admin-api`, writeKey, mediaBase: `${service.url}/` },
    })
    staff = await office.signIn('booker@agency.test')
  })

  afterAll(async () => {
    await office?.close()
    await service?.close()
  })

  function exportForm(file?: { name: string; bytes: Buffer }) {
    const form = new FormData()
    if (file) form.append('export', new Blob([new Uint8Array(file.bytes)]), file.name)
    return form
  }

  const zipOf = (entries: ZipEntry[]) => ({ name: 'export.zip', bytes: makeZip(entries) })
  const record = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
    name: `${name.toLowerCase()}.json`,
    data: JSON.stringify({ id, name, gender: 'woman', ...extra }),
  })

  async function stored(id: number) {
    const rows = await service.handle.booking
      .select()
      .from(bookingSchema.talents)
      .where(eq(bookingSchema.talents.id, id))
    return rows[0]
  }

  test('the Models list links to the import, whose page is the upload form', async () => {
    const list = await staff.page('/models')
    expect(list).toContain('href="/panel/admin/models/import"')
    expect(list).toContain('Importar do sistema de agenciamento')
    const page = await staff.page('/models/import')
    expect(page).toMatch(/encType="multipart\/form-data"/i)
    expect(page).toMatch(/<input[^>]*type="file"[^>]*accept=".zip,application\/zip"/)
    expect(page).toContain('docs/catalog-import.md')
  })

  test.each<[string, () => FormData, string]>([
    ['no file', () => exportForm(), 'Escolha o arquivo .zip da exportação.'],
    [
      'a file that is not a zip',
      () => exportForm({ name: 'roster.zip', bytes: Buffer.from('{"id": 1}'.repeat(100)) }),
      'O arquivo não é um .zip.',
    ],
    [
      'a zip without a record',
      () => exportForm(zipOf([{ name: 'readme.txt', data: 'hello' }])),
      'O .zip não tem nenhum arquivo JSON de modelo',
    ],
    [
      'a zip reaching out of its folder',
      () => exportForm(zipOf([record(9201, 'Ana'), { name: '../evil.json', data: '{}' }])),
      'ficaria fora da pasta da exportação',
    ],
    [
      // As a photo uploaded here: a PNG of a few hundred bytes may declare 256 megapixels.
      'a zip with a 16,000 × 16,000 PNG',
      () =>
        exportForm(
          zipOf([
            record(9202, 'Bia', { book: [{ file: 'huge.png' }] }),
            { name: 'huge.png', data: pixelBombPng(16_000, 16_000) },
          ]),
        ),
      '“huge.png” tem mais de 50 megapixels',
    ],
  ])('%s: the form again, a 400 that says why', async (_, form, message) => {
    const before = changes
    const response = await staff.post('/models/import', form())
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain(message)
    expect(html).toContain('id="field-export-error"')
    expect(changes).toBe(before)
  })

  test('a forged upload is refused', async () => {
    const response = await staff.post('/models/import', exportForm(zipOf([record(9201, 'Ana')])), {
      csrf: false,
    })
    expect(response.status).toBe(403)
  })

  test('an upload shows what it would do; applied, the list says how many came in', async () => {
    const uploaded = await staff.post(
      '/models/import',
      exportForm(
        zipOf([
          record(9201, 'Ana', { height: '178', divisions: [{ id_category: listedDivisionId }] }),
          record(9202, 'Bia'),
          { name: 'bad.json', data: JSON.stringify({ id: 9203, name: 'Cris', gender: 'x' }) },
        ]),
      ),
    )
    expect(uploaded.status).toBe(303)
    const location = uploaded.headers.get('location')!
    expect(location).toMatch(/^\/panel\/admin\/models\/import\/[0-9a-f-]{36}$/)
    const preview = await staff.page(location.replace('/panel/admin', ''))
    expect(preview).toContain('O que a importação faria')
    expect(preview).toContain('2 a adicionar, 0 a alterar, 0 sem mudanças, 1 arquivo recusado.')
    expect(preview).toContain('Ana (#9201)')
    // Bia's record is not in the site's division: the preview says she comes in hidden, and why.
    expect(preview).toContain('Bia (#9202) (fica oculta)')
    expect(preview).not.toContain('Ana (#9201) (fica oculta)')
    expect(preview).toContain(
      '1 modelo fica fora do site: o registro não está na divisão do site. Ela chega oculta; Publicar, no registro dela, a mostra.',
    )
    expect(preview).toContain('bad.json')
    expect(preview).toContain('gender')
    expect(await stored(9201)).toBeUndefined()

    const before = changes
    const applied = await staff.post(`${location.replace('/panel/admin', '')}/apply`)
    expect(applied.status).toBe(303)
    expect(applied.headers.get('location')).toBe('/panel/admin/models?imported=2')
    expect(changes).toBe(before + 1)
    expect(await staff.page('/models?imported=2')).toContain('2 modelos importadas.')
    expect((await stored(9201))?.height).toBe('178')
    const audit = await office.auditOf(
      'talent.import',
      location.replace(/^.*\/import\//, 'import:'),
    )
    expect(audit[0]).toMatchObject({ actor: 'booker@agency.test' })
    expect(audit[0]!.detail).toMatchObject({ added: 2, changed: 0, imported: 2, refused: 1 })
    expect(await staff.page('/audit')).toContain('(2 adicionadas, nenhuma alterada)')

    // Applied, it is gone: its address is the upload form saying so, a 404.
    const gone = await staff.get(location.replace('/panel/admin', ''))
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('Esta importação não existe mais')
  })

  test('a change is named by field; cancelled, nothing changes', async () => {
    const uploaded = await staff.post(
      '/models/import',
      exportForm(
        zipOf([
          { name: 'export/', data: '' },
          {
            ...record(9201, 'Ana', {
              height: '180',
              divisions: [{ id_category: listedDivisionId }],
            }),
            name: 'export/ana.json',
          },
          { ...record(9202, 'Bia'), name: 'export/bia.json' },
        ]),
      ),
    )
    expect(uploaded.status).toBe(303)
    const address = uploaded.headers.get('location')!.replace('/panel/admin', '')
    const preview = await staff.page(address)
    expect(preview).toContain(
      '0 a adicionar, 1 a alterar, 1 sem mudanças, nenhum arquivo recusado.',
    )
    expect(preview).toMatch(
      /Ana \(#9201\): <span class="visually-hidden">Campos alterados: <\/span>altura/,
    )
    const before = changes
    const cancelled = await staff.post(`${address}/cancel`)
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe('/panel/admin/models?import-cancelled')
    expect(await staff.page('/models?import-cancelled')).toContain(
      'Importação cancelada: nada foi alterado.',
    )
    expect((await stored(9201))?.height).toBe('178')
    expect(changes).toBe(before)
    expect((await staff.post(`${address}/apply`)).status).toBe(404)
  })

  test('in English, the same pages and refusals in English', async () => {
    const english = await office.signIn('booker-en@agency.test')
    await english.get('/models/import?panel-lang=en')
    const form = await english.page('/models/import')
    expect(form).toContain('Import from the booking software')
    expect(await english.page('/models')).toContain('Import from the booking software')
    const refused = await english.post(
      '/models/import',
      exportForm(zipOf([{ name: 'notes.txt', data: 'no records' }])),
    )
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('The .zip holds no model’s JSON file')
    const huge = await english.post(
      '/models/import',
      exportForm(zipOf([record(9203, 'Cris'), { name: 'big.png', data: pixelBombPng() }])),
    )
    expect(huge.status).toBe(400)
    expect(await huge.text()).toContain('“big.png” is over 50 megapixels')
    const gone = await english.get('/models/import/00000000-0000-4000-8000-000000000000')
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('This import no longer exists')
  })
})
