import { expect, test } from 'vitest'
import { parseForm } from '../forms/form-parse'
import { quoteRequestSchema } from './quote-request'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

function parse(fields: Record<string, string>) {
  return parseForm(form(fields), quoteRequestSchema)
}

/** A submission's field errors; none for a valid one. */
function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields)
  return submission.status === 'success' ? undefined : submission.error
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
  expect(errorsOf({ name: '', email: '   ', phone: '', message: '', ids: '4001' })).toEqual({
    name: ['forms.errors.required'],
    email: ['forms.errors.required'],
    message: ['forms.errors.required'],
  })
})

test('missing fields read as empty ones', () => {
  const errors = errorsOf({})
  expect(Object.keys(errors ?? {}).sort()).toEqual(['email', 'ids', 'message', 'name'])
  expect(errors?.ids).toEqual(['forms.errors.noFavorites'])
})

test.each(['ana', 'ana@', 'ana@example', 'ana @example.com', '@example.com'])(
  'the e-mail %j is refused',
  (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: ['forms.errors.email'] })
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
    expect(errorsOf({ ...valid, phone })).toEqual({ phone: ['forms.errors.phone'] })
  },
)

test('a request without a model, or only unusable ids, is refused', () => {
  for (const ids of ['', 'abc', '0,-1']) {
    expect(errorsOf({ ...valid, ids })).toEqual({ ids: ['forms.errors.noFavorites'] })
  }
})

test('an overlong message is refused', () => {
  expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({
    message: ['forms.errors.tooLong'],
  })
})

test('a reply keeps what was typed, for the form to show again', () => {
  const submission = parseForm(form({ ...valid, email: 'nope' }), quoteRequestSchema)
  const reply = submission.reply({ formErrors: ['forms.errors.sendFailed'] })
  expect(reply.initialValue).toMatchObject({ name: ' Ana Souza ', message: valid.message })
  expect(reply.error).toMatchObject({ '': ['forms.errors.sendFailed'] })
})
