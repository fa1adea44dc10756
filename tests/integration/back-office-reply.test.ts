import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { submissions } from '../../services/panel/db/schema'
import { createMailer } from '../../services/panel/notifications'
import { type BackOffice, type BackOfficeBrowser, startBackOffice } from '../support/back-office'
import { startSmtpServer } from '../support/smtp-server'
import { applicationFields, multipart, testImage } from '../support/submissions'

/**
 * The applicant hears back (issue 40): with `SMTP_URL`, a reply written on the application's
 * page, in the applicant's language, goes from the agency's address and the inbox records it
 * answered; what was typed stays when it is refused or the mail server fails.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let office: BackOffice
let booker: BackOfficeBrowser

beforeAll(async () => {
  smtp = await startSmtpServer()
  office = await startBackOffice({
    mailer: createMailer({ smtpUrl: smtp.url, from: 'agencia@passarela.test' }),
  })
  booker = await office.signIn('booker@agency.test', { role: 'booker' })
})

afterAll(async () => {
  await office?.close()
  await smtp?.close()
})

/** An application in Spanish, sent to `to`'s panel as the site sends it; its id. */
async function apply(name: string, email: string, to = office) {
  const photo = await testImage('jpeg', 40, 60)
  const response = await to.api('/get-scouted/es', {
    method: 'POST',
    body: multipart(applicationFields({ name, email }), [
      ['photos[]', photo, 'a.jpg', 'image/jpeg'],
      ['photos[]', photo, 'b.jpg', 'image/jpeg'],
    ]),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

const statusOf = async (id: number) =>
  (
    await office.db
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, id))
  )[0]?.status

const sendReply = (id: number, subject: string, message: string) =>
  booker.post(`/inbox/${id}/reply/send`, { subject, message })

test('a reply written in the back office goes to the applicant in her language, and the application is answered', async () => {
  const id = await apply('Lucía Gómez', 'lucia@example.com')
  const page = await booker.page(`/inbox/${id}`)
  expect(page).toContain('value="Passarela: tu candidatura"')
  expect(page).toContain('Hola, Lucía Gómez:')
  expect(page).toContain(`action="/panel/admin/inbox/${id}/reply/send"`)

  // Refused without a message, what was typed kept.
  const empty = await sendReply(id, 'Sobre tu candidatura', ' ')
  expect(empty.status).toBe(400)
  const refused = await empty.text()
  expect(refused).toContain('Escreva a mensagem.')
  expect(refused).toContain('value="Sobre tu candidatura"')
  expect(smtp.mails).toHaveLength(0)

  const message = 'Hola, Lucía:\r\n\r\nNos gustaría conocerte el martes a las 15 h.'
  const sent = await sendReply(id, 'Sobre tu candidatura', message)
  expect(sent.status).toBe(303)
  expect(sent.headers.get('location')).toBe(`/panel/admin/inbox/${id}?replied`)
  expect(smtp.mails).toHaveLength(1)
  const [mail] = smtp.mails
  expect(mail?.to).toEqual(['lucia@example.com'])
  expect(mail?.from).toBe('agencia@passarela.test')
  expect(mail?.raw).toContain('Subject: Sobre tu candidatura')
  expect(mail?.raw).toContain('martes a las 15 h')
  expect(await statusOf(id)).toBe('answered')
  expect(await booker.page(`/inbox/${id}?replied`)).toContain(
    'Resposta enviada para lucia@example.com',
  )
  const [entry] = await office.auditOf('submission.reply', `submission:${id}`)
  expect(entry?.detail).toMatchObject({ lang: 'es', sent: true })
})

test('with the mail server down, the reply stays on the page and nothing is marked', async () => {
  const id = await apply('Carmen Ruiz', 'carmen@example.com')
  await smtp.close()
  const answer = await sendReply(id, 'Tu candidatura', 'Gracias por escribirnos.')
  expect(answer.status).toBe(503)
  const page = await answer.text()
  expect(page).toContain('O e-mail não pôde ser enviado agora')
  expect(page).toContain('Gracias por escribirnos.')
  expect(await statusOf(id)).not.toBe('answered')
})

test('without SMTP_URL, the reply is the staff’s mail program alone', async () => {
  const plain = await startBackOffice()
  try {
    const staff = await plain.signIn('booker@agency.test', { role: 'booker' })
    const id = await apply('Rosa Díaz', 'rosa@example.com', plain)
    const page = await staff.page(`/inbox/${id}`)
    expect(page).toContain(`action="/panel/admin/inbox/${id}/reply"`)
    expect(page).not.toContain('/reply/send')
    expect(
      (await staff.post(`/inbox/${id}/reply/send`, { subject: 'x', message: 'y' })).status,
    ).toBe(404)
  } finally {
    await plain.close()
  }
})
