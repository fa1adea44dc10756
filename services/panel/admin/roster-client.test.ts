import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRosterClient, RosterNotFound, RosterRefused } from './roster-client'
import {
  type StandInBooking,
  startStandInBooking,
} from '../../../tests/integration/stand-in-booking'

/**
 * The roster client against a stand-in write API that misbehaves on purpose: a token it forgets,
 * an answer that is not the contract's, a call that never answers.
 */
let booking: StandInBooking
let adminUrl: string

beforeAll(async () => {
  booking = await startStandInBooking({
    under: '/admin-api',
    key: 'write-key',
    routes(app) {
      app.get('/admin-api/talents', (_request, response) => {
        response.json({ data: [], page: 1, perPage: 50, lastPage: 1, total: 0 })
      })
      app.get('/admin-api/talents/1', (_request, response) => {
        response.json({ data: { id: 1, name: 'Not a whole record' } })
      })
      app.get('/admin-api/talents/2', (_request, response) => {
        response.status(404).json({ message: 'Talent not found.' })
      })
      app.post('/admin-api/talents', (_request, response) => {
        response.status(400).json({ errors: { height: 'the height must be a number' } })
      })
      app.get('/admin-api/talents/3', () => {
        // Never answers.
      })
    },
  })
  adminUrl = `${booking.url}/admin-api`
})

afterAll(() => booking?.close())

test('signs in once, keeps the token, and signs in again when it is refused', async () => {
  const client = createRosterClient({ adminUrl, writeKey: 'write-key' })
  const before = booking.signIns()
  await client.list({})
  await client.list({ q: 'ana' })
  expect(booking.signIns() - before).toBe(1)
  booking.forgetNextToken()
  expect((await client.list({})).total).toBe(0)
  expect(booking.signIns() - before).toBe(2)
})

test('a wrong key, an answer not the contract’s, a refusal and an unknown talent are told apart', async () => {
  await expect(createRosterClient({ adminUrl, writeKey: 'wrong' }).list({})).rejects.toThrow(
    /refused the sign-in \(401\)/,
  )
  const client = createRosterClient({ adminUrl, writeKey: 'write-key' })
  await expect(client.get(1)).rejects.toThrow()
  await expect(client.get(2)).rejects.toBeInstanceOf(RosterNotFound)
  const refusal = await client.create({ name: 'Ana', gender: 'woman' }).catch((error) => error)
  expect(refusal).toBeInstanceOf(RosterRefused)
  expect((refusal as RosterRefused).errors).toEqual({ height: 'the height must be a number' })
})

test('a call that does not answer in time fails', async () => {
  const client = createRosterClient({ adminUrl, writeKey: 'write-key', timeoutMs: 200 })
  await expect(client.get(3)).rejects.toThrow(/timeout|aborted/i)
})
