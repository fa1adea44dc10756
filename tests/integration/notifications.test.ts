import { once } from 'node:events'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../../scripts/site-process'

// The embedded panel tells the agency of each submission by e-mail, here to
// a real SMTP server in this process.
type Received = { from: string; to: string[]; raw: string }

let smtp: SMTPServer
const inbox: Received[] = []
let site: RunningServer
let quietSite: RunningServer

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  smtp.listen(0, '127.0.0.1')
  await once(smtp.server, 'listening')
  const address = smtp.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  ;[site, quietSite] = await Promise.all([
    startServer({
      SMTP_URL: `smtp://127.0.0.1:${address.port}`,
      AGENCY_EMAIL: 'bookings@passarela.test',
      LOG_LEVEL: 'info',
    }),
    startServer({ LOG_LEVEL: 'info' }),
  ])
}, 90_000)

afterAll(async () => {
  await Promise.all([site?.stop(), quietSite?.stop()])
  await new Promise<void>((resolve) => smtp?.close(() => resolve()))
})

async function sendContact(server: RunningServer, name: string) {
  const body = new FormData()
  body.set('name', name)
  body.set('email', 'rita@example.com')
  body.set('message', 'Do you represent models for runway shows?')
  const response = await fetch(`${server.url}/pt/contato`, {
    method: 'POST',
    body,
    headers: { Origin: server.url },
    redirect: 'manual',
  })
  // Sent: the plain post goes on to the page's thanks.
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/pt/contato?sent=1')
}

test('a contact message is mailed to the agency, with the visitor to reply to', async () => {
  await sendContact(site, 'Rita Mail')
  await expect.poll(() => inbox.length, { timeout: 10_000 }).toBe(1)
  const [mail] = inbox
  expect(mail?.to).toEqual(['bookings@passarela.test'])
  expect(mail?.raw).toMatch(/^Subject: Contact message from Rita Mail \(Portuguese\)$/m)
  expect(mail?.raw).toMatch(/^Reply-To: rita@example.com$/m)
  expect(mail?.raw).toContain('Do you represent models for runway shows?')
})

test('without SMTP_URL the submission is stored and the log says a mail would have gone', async () => {
  await sendContact(quietSite, 'Rita Log')
  await expect
    .poll(() => quietSite.output(), { timeout: 10_000 })
    .toContain('mail logged, not sent: no SMTP_URL')
  // The log names the submission, not what the visitor wrote: neither the message nor the name.
  expect(quietSite.output()).not.toContain('runway shows')
  expect(quietSite.output()).not.toContain('Rita Log')
})
