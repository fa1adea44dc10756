import { expect, test } from 'vitest'
import { notificationMessage, type StoredSubmission } from './notifications'

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

test('a quote request lists its models with their links', () => {
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
    'Models:\n- Ana Souza — https://passarela.test/es/modelos/4001/ana-souza',
  )
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
