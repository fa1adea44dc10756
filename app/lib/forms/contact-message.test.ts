import { expect, test } from 'vitest'
import { contactMessageSchema } from './contact-message'
import { parseForm } from './form-parse'

function parse(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return parseForm(data, contactMessageSchema)
}

test('a complete message is valid and trimmed; the phone may be left out', () => {
  const submission = parse({ name: ' Rita ', email: 'rita@example.com', message: ' Hello ' })
  expect(submission.status).toBe('success')
  if (submission.status !== 'success') return
  expect(submission.value).toEqual({ name: 'Rita', email: 'rita@example.com', message: 'Hello' })
})

test('an empty message flags the three required fields and not the phone', () => {
  const submission = parse({ name: '', email: ' ', phone: '', message: '' })
  expect(submission.status).toBe('error')
  if (submission.status === 'success') return
  expect(submission.error).toEqual({
    name: ['forms.errors.required'],
    email: ['forms.errors.required'],
    message: ['forms.errors.required'],
  })
})

test('a bad e-mail and a bad phone get their own messages', () => {
  const submission = parse({ name: 'Rita', email: 'rita@', phone: '12', message: 'Hi' })
  if (submission.status === 'success') throw new Error('expected errors')
  expect(submission.error).toEqual({
    email: ['forms.errors.email'],
    phone: ['forms.errors.phone'],
  })
})
