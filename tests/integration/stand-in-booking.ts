import { once } from 'node:events'
import express from 'express'

/**
 * A stand-in booking API for the tests of the back office's clients (`services/panel/admin/roster-client.ts`,
 * `roster-reader.ts`): its machine sign-in at `${under}/signin` hands `token-1`, `token-2`… for
 * `key` (401 for any other), and every other call under `under` needs one of them, except the
 * next one after `forgetNextToken()`, refused with a 401 as a service that forgot it. `routes`
 * adds the API's own answers; it listens on a port of its own on loopback.
 */
export async function startStandInBooking({
  under,
  key,
  routes,
}: {
  under: string
  key: string
  routes: (app: express.Express) => void
}) {
  let signIns = 0
  let forgetNext = false
  const app = express()
  app.use(express.json())
  app.post(`${under}/signin`, (request, response) => {
    if (request.body.api_key !== key) return void response.status(401).end()
    signIns += 1
    response.json({ access_token: `token-${signIns}`, expires_in: 3600 })
  })
  app.use(under, (request, response, next) => {
    const token = request.get('authorization')?.replace('Bearer ', '')
    if (forgetNext || !token?.startsWith('token-')) {
      forgetNext = false
      return void response.status(401).end()
    }
    next()
  })
  routes(app)
  const server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return {
    /** `http://127.0.0.1:PORT`, without `under`. */
    url: `http://127.0.0.1:${address.port}`,
    /** How many sign-ins it has answered with a token. */
    signIns: () => signIns,
    forgetNextToken() {
      forgetNext = true
    },
    close() {
      server.closeAllConnections()
      server.close()
    },
  }
}

export type StandInBooking = Awaited<ReturnType<typeof startStandInBooking>>
