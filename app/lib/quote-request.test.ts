import { expect, test } from 'vitest'
import { parseForm } from './form-parse'
import { quoteRequestSchema } from './quote-request'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const valid = {
  name: ' Ana Souza ',
  email: 'ana@example.com',
  phone: '+55 61 99999-0000',
  message: 'A campaign in March.',
  ids: '4001,4002',
}

test('a complete request is valid, trimmed, with its ids as numbers', () => {
  const submission = parseForm(form(valid), quoteRequestSchema)
  expect(submission.status).toBe('success')
  if (submission.status !== 'success') return
  expect(submission.value).toEqual({
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '+55 61 99999-0000',
    message: 'A campaign in March.',
    ids: [4001, 4002],
  })
})

test('empty fields are flagged with the required message, the phone is optional', () => {
  const submission = parseForm(
    form({ name: '', email: '   ', phone: '', message: '', ids: '4001' }),
    quoteRequestSchema,
  )
  expect(submission.status).toBe('error')
  expect(submission.error).toEqual({
    name: ['forms.errors.required'],
    email: ['forms.errors.required'],
    message: ['forms.errors.required'],
  })
})

test('missing fields read as empty ones', () => {
  const submission = parseForm(form({}), quoteRequestSchema)
  expect(Object.keys(submission.error ?? {}).sort()).toEqual(['email', 'ids', 'message', 'name'])
  expect(submission.error?.ids).toEqual(['forms.errors.noFavourites'])
})

test.each(['ana', 'ana@', 'ana@example', 'ana @example.com', '@example.com'])(
  'the e-mail %j is refused',
  (email) => {
    const submission = parseForm(form({ ...valid, email }), quoteRequestSchema)
    expect(submission.error).toEqual({ email: ['forms.errors.email'] })
  },
)

test.each(['+55 (61) 3333-4444', '+1 212 555 0100', '061 99999 0000', '+44 20 7946 0958'])(
  'the phone %j is accepted',
  (phone) => {
    expect(parseForm(form({ ...valid, phone }), quoteRequestSchema).status).toBe('success')
  },
)

test.each(['call me', '1234', '+55 61 9999x0000', '+1234567890123456'])(
  'the phone %j is refused',
  (phone) => {
    const submission = parseForm(form({ ...valid, phone }), quoteRequestSchema)
    expect(submission.error).toEqual({ phone: ['forms.errors.phone'] })
  },
)

test('a request without a model, or only unusable ids, is refused', () => {
  for (const ids of ['', 'abc', '0,-1']) {
    const submission = parseForm(form({ ...valid, ids }), quoteRequestSchema)
    expect(submission.error).toEqual({ ids: ['forms.errors.noFavourites'] })
  }
})

test('an overlong message is refused', () => {
  const submission = parseForm(form({ ...valid, message: 'x'.repeat(5001) }), quoteRequestSchema)
  expect(submission.error).toEqual({ message: ['forms.errors.tooLong'] })
})

test('a reply keeps what was typed, for the form to show again', () => {
  const submission = parseForm(form({ ...valid, email: 'nope' }), quoteRequestSchema)
  const reply = submission.reply({ formErrors: ['forms.errors.sendFailed'] })
  expect(reply.initialValue).toMatchObject({ name: ' Ana Souza ', message: valid.message })
  expect(reply.error).toMatchObject({ '': ['forms.errors.sendFailed'] })
})
