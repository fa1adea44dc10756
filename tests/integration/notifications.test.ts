import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../support/site-process'
import { startSmtpServer } from '../support/smtp-server'

// The embedded panel tells the agency of each submission by e-mail, here to
// a real SMTP server in this process.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let site: RunningServer
let quietSite: RunningServer

beforeAll(async () => {
  smtp = await startSmtpServer()
  ;[site, quietSite] = await Promise.all([
    startServer({
      SMTP_URL: smtp.url,
      AGENCY_EMAIL: 'bookings@passarela.test',
      LOG_LEVEL: 'info',
    }),
    startServer({ LOG_LEVEL: 'info' }),
  ])
}, 90_000)

afterAll(async () => {
  await Promise.all([site?.stop(), quietSite?.stop()])
  await smtp?.close()
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
  await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1)
  const [mail] = smtp.mails
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
