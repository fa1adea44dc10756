import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { importPlan } from '../../contracts/booking-admin'
import { type BackOffice, type BackOfficeBrowser, startBackOffice } from '../support/back-office'
import { makeZip } from '../support/zip'
import {
  apiKey,
  bookingToken,
  startTestBookingService,
  type TestBookingService,
  writeKey,
} from './booking-service'

/**
 * What may wait for a confirmation at once (issue 38): a booking service allowing two staged
 * exports, the write API and the back office refusing a third with a 429 that says when to retry.
 */
describe('the staged imports’ cap', () => {
  let service: TestBookingService
  let office: BackOffice
  let staff: BackOfficeBrowser
  let token: string

  beforeAll(async () => {
    service = await startTestBookingService({
      driver: 'pglite',
      demoCount: 1,
      apiKey,
      writeKey,
      importLimits: { maxStaged: 2 },
    })
    office = await startBackOffice({
      roster: { adminUrl: `${service.url}/admin-api`, writeKey, mediaBase: `${service.url}/` },
    })
    staff = await office.signIn('booker@agency.test')
    token = (await bookingToken(service.url, '/admin-api/signin', writeKey))!
  })

  afterAll(async () => {
    await office?.close()
    await service?.close()
  })

  const zip = (id: number) =>
    makeZip([{ name: 'r.json', data: JSON.stringify({ id, name: `T ${id}`, gender: 'man' }) }])

  const upload = (id: number) =>
    fetch(`${service.url}/admin-api/imports`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/zip' },
      body: new Uint8Array(zip(id)),
    })

  function exportForm(id: number) {
    const form = new FormData()
    form.append('export', new Blob([new Uint8Array(zip(id))]), 'export.zip')
    return form
  }

  test('a third export while two wait is a 429 with Retry-After, over the API and in the back office', async () => {
    const first = await upload(9601)
    expect(first.status).toBe(201)
    // The back office's own upload takes the second place, and sees its preview.
    const second = await staff.post('/models/import', exportForm(9602))
    expect(second.status).toBe(303)

    const third = await upload(9603)
    expect(third.status).toBe(429)
    const retry = Number(third.headers.get('retry-after'))
    expect(retry).toBeGreaterThan(0)
    expect(retry).toBeLessThanOrEqual(3600)
    expect(await third.json()).toMatchObject({
      problem: 'staging-full',
      errors: { export: expect.stringContaining('too many exports wait for a confirmation') },
    })

    const page = await staff.post('/models/import', exportForm(9603))
    expect(page.status).toBe(429)
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await page.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('Há importações demais esperando confirmação')

    // Cancelled, the first frees its place.
    const { id } = importPlan.parse(await first.json())
    const cancelled = await fetch(`${service.url}/admin-api/imports/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(cancelled.status).toBe(204)
    expect((await upload(9603)).status).toBe(201)
  })
})
