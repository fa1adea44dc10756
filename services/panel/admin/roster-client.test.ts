import { once } from 'node:events'
import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRosterClient, RosterNotFound, RosterRefused } from './roster-client'

/**
 * The roster client against a stand-in write API that misbehaves on purpose: a token it forgets,
 * an answer that is not the contract's, a call that never answers.
 */
let server: Server
let adminUrl: string
let signIns = 0
let forgetNextToken = false

beforeAll(async () => {
  const app = express()
  app.use(express.json())
  app.post('/admin-api/signin', (request, response) => {
    if (request.body.api_key !== 'write-key') return void response.status(401).end()
    signIns += 1
    response.json({ access_token: `token-${signIns}`, expires_in: 3600 })
  })
  app.use('/admin-api', (request, response, next) => {
    const token = request.get('authorization')?.replace('Bearer ', '')
    if (forgetNextToken) {
      forgetNextToken = false
      return void response.status(401).end()
    }
    if (!token?.startsWith('token-')) return void response.status(401).end()
    next()
  })
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
  server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  adminUrl = `http://127.0.0.1:${address.port}/admin-api`
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

test('signs in once, keeps the token, and signs in again when it is refused', async () => {
  const client = createRosterClient({ adminUrl, writeKey: 'write-key' })
  const before = signIns
  await client.list({})
  await client.list({ q: 'ana' })
  expect(signIns - before).toBe(1)
  forgetNextToken = true
  expect((await client.list({})).total).toBe(0)
  expect(signIns - before).toBe(2)
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
