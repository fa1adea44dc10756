import { expect, test } from 'vitest'
import { capturingLogger } from '../../tests/support/capturing-logger'
import { createNotifier, notificationMessage, type StoredSubmission } from './notifications'

const receivedAt = new Date('2026-11-22T12:00:00Z')

test('a contact message names its sender, the language to answer in and everything written', () => {
  const message = notificationMessage({
    id: 7,
    kind: 'contact',
    lang: 'pt',
    receivedAt,
    fields: { message: 'Olá!', email: 'rita@example.com', name: 'Rita', phone: '' },
    files: [],
  })
  expect(message.subject).toBe('Contact message from Rita (Portuguese)')
  expect(message.replyTo).toBe('rita@example.com')
  expect(message.text).toBe(
    [
      'Contact message no. 7, received 2026-11-22T12:00:00.000Z.',
      'Answer in Portuguese.',
      '',
      'name: Rita',
      'email: rita@example.com',
      'phone: ',
      'message: Olá!',
      '',
    ].join('\n'),
  )
})

test('a quote request lists its models by their ids, never a link the visitor wrote', () => {
  const message = notificationMessage({
    id: 8,
    kind: 'favorites',
    lang: 'es',
    receivedAt,
    fields: {
      name: 'Lucía',
      email: 'lucia@example.com',
      message: 'Campaña',
      favorites: JSON.stringify([
        { id: 4001, name: 'Ana Souza', url: 'https://passarela.test/es/modelos/4001/ana-souza' },
      ]),
    },
    files: [],
  })
  expect(message.subject).toBe('Quote request from Lucía: 1 models (Spanish)')
  expect(message.text).toContain(
    'Models (their names and photos are in the inbox):\n- model no. 4001\n',
  )
  expect(message.text).not.toContain('passarela.test/es/modelos')
  expect(message.text).not.toContain('favorites:')
})

test('an application names its files and the consent given, without attaching anything', () => {
  const submission: StoredSubmission = {
    id: 9,
    kind: 'get-scouted',
    lang: 'en',
    receivedAt,
    fields: { name: 'Bia', email: 'bia@example.com', height: '176' },
    files: [
      { field: 'photos', originalName: 'face.jpg', size: 1024 * 1024, mimeType: 'image/jpeg' },
    ],
    consent: { givenAt: receivedAt, guardian: false, privacyVersion: '2026-11' },
  }
  const message = notificationMessage(submission)
  expect(message.subject).toBe('Be a Model application from Bia (English)')
  expect(message.text).toContain('- photos: face.jpg (image/jpeg, 1.0 MB)')
  expect(message.text).toContain(
    'Consent given: 2026-11-22T12:00:00.000Z, to privacy policy version 2026-11.',
  )
  expect(message.text).toContain("Guardian's consent: no.")
})

test('what a visitor wrote on several lines is quoted, so no line of it passes for a field', () => {
  const message = notificationMessage({
    id: 10,
    kind: 'contact',
    lang: 'en',
    receivedAt,
    fields: {
      name: 'Rita\nemail: forged@evil.example',
      email: 'rita@example.com',
      message:
        'Hello,\nE-mail: forged@evil.example\r\nemail: forged@evil.example\n\nphone: 0\u2028name: Eve',
    },
    files: [],
  })
  const lines = message.text.split('\n')
  expect(lines.filter((line) => /^(e-?mail|phone|name):/i.test(line))).toEqual([
    'name:',
    'email: rita@example.com',
  ])
  expect(message.text).toContain(
    [
      'message:',
      '> Hello,',
      '> E-mail: forged@evil.example',
      '> email: forged@evil.example',
      '>',
      '> phone: 0',
      '> name: Eve',
    ].join('\n'),
  )
  expect(message.text).toContain('name:\n> Rita\n> email: forged@evil.example\n')
  expect(message.subject).toBe('Contact message from Rita email: forged@evil.example (English)')
})

test('names of models and of files, one line each, stay on one line', () => {
  const message = notificationMessage({
    id: 11,
    kind: 'get-scouted',
    lang: 'pt',
    receivedAt,
    fields: { name: 'Bia', email: 'bia@example.com' },
    files: [
      {
        field: 'photos',
        originalName: 'face.jpg\nemail: forged@evil.example',
        size: 1024,
        mimeType: 'image/jpeg',
      },
    ],
  })
  expect(message.text).toContain(
    '- photos: face.jpg email: forged@evil.example (image/jpeg, 0.0 MB)',
  )
  const quote = notificationMessage({
    id: 12,
    kind: 'favorites',
    lang: 'pt',
    receivedAt,
    fields: {
      name: 'Bia',
      email: 'bia@example.com',
      favorites: JSON.stringify([
        { id: 7, name: 'Ana\nemail: forged@evil.example', url: 'https://x.test/\r' },
      ]),
    },
    files: [],
  })
  expect(quote.text).toContain('- model no. 7\n')
  expect(quote.text).not.toContain('forged@evil.example')
  for (const { text } of [message, quote]) {
    expect(text.split('\n').filter((line) => line.startsWith('email:'))).toEqual([
      'email: bia@example.com',
    ])
  }
})

test('without SMTP the log says a mail would have gone, naming the submission, not the visitor', async () => {
  const { logger, lines } = capturingLogger()
  const notify = createNotifier({ smtpUrl: undefined, to: 'agency@passarela.test', logger })
  await notify({
    id: 13,
    kind: 'favorites',
    lang: 'pt',
    receivedAt,
    fields: {
      name: 'Rita Visitante',
      email: 'rita.visitante@example.com',
      phone: '+55 61 98888-7777',
      message: 'Uma campanha em Brasília',
      favorites: JSON.stringify([{ name: 'Ana Souza', url: 'https://passarela.test/pt/4001' }]),
    },
    files: [],
  })
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatchObject({
    msg: 'mail logged, not sent: no SMTP_URL',
    id: 13,
    kind: 'favorites',
  })
  expect(JSON.stringify(lines)).not.toMatch(/Rita|Visitante|visitante|98888|campanha|Ana Souza/)
})
