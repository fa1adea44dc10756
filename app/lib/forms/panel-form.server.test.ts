import type { AppLoadContext } from 'react-router'
import type * as z from 'zod/mini'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { capturingLogger } from '../../../tests/support/capturing-logger'
import { type StandalonePanel, startStandalonePanel } from '../../../tests/support/standalone-panel'
import { createBookingClient } from '../../clients/booking.server'
import { createPanelClient } from '../../clients/panel.server'
import { contactMessageSchema } from './contact-message'
import { parseForm } from './form-parse'
import { type PanelForm, readFormWithin, submitForm } from './panel-form.server'

// The steps every form to the panel takes, in their order, against a real panel: each step a
// form's definition gives (reading, the check, the body) and the allowance note when they run.
let panel: StandalonePanel

beforeAll(async () => {
  panel = await startStandalonePanel()
}, 60_000)

afterAll(async () => {
  await panel?.close()
})

const site = 'http://127.0.0.1:3000'

function setUp({ allowed = true } = {}) {
  const steps: string[] = []
  const { logger, lines } = capturingLogger()
  const context: AppLoadContext = {
    // Never asked: the forms here need no talent.
    booking: createBookingClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'unused' }),
    panel: createPanelClient({ baseUrl: panel.url, apiToken: panel.apiToken }),
    logger,
    localUrl: site,
    slideVideoBase: '',
    publicUrl: 'https://passarela.example',
    clientAddress: '203.0.113.7',
    formRateLimit: {
      async take(key) {
        steps.push(`allowance ${key}`)
        return allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: 42 }
      },
    },
    fileRateLimit: {
      take: () => Promise.reject(new Error('no file is sent ahead here')),
    },
    cspNonce: '',
    asked: { method: 'POST', dataRequest: false },
  }
  const message: PanelForm<z.output<typeof contactMessageSchema>> = {
    kind: 'contact',
    name: 'contact message',
    read(request, readContext, rest) {
      steps.push('read')
      return readFormWithin(1024)(request, readContext, rest)
    },
    parse(form) {
      steps.push('parse')
      return parseForm(form, contactMessageSchema)
    },
    fields: ['name', 'email', 'phone', 'message'],
    timeoutMs: 5_000,
    async prepare({ name, email, message }) {
      steps.push('prepare')
      const body = new FormData()
      body.set('name', name)
      body.set('email', email)
      body.set('message', message)
      return body
    },
  }
  return { steps, lines, context, message }
}

function post(fields: Record<string, string>, headers: Record<string, string> = { origin: site }) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return new Request(`${site}/contact`, { method: 'POST', headers, body })
}

const valid = { name: 'Ana Lima', email: 'ana@example.com', message: 'About a booking' }

async function sentByName(name: string) {
  const sent = await panel.submissions('contact')
  return sent.filter((submission) => JSON.stringify(submission).includes(name))
}

test('a valid form is read, checked, counted against its address, then sent', async () => {
  const { steps, context, message } = setUp()
  const outcome = await submitForm(post(valid), context, 'en', message)
  expect(outcome).toEqual({
    reply: { result: { status: 'success' }, sent: true },
    status: 200,
    byScript: false,
  })
  expect(steps).toEqual(['read', 'parse', 'allowance contact:203.0.113.7', 'prepare'])
  expect(await sentByName('Ana Lima')).toHaveLength(1)
})

test('a filled honeypot is judged before the fields: thanked, neither checked nor counted', async () => {
  const { steps, lines, context, message } = setUp()
  const garbage = { name: 'Robot Pot', email: 'not an address', website: 'spam' }
  const outcome = await submitForm(post(garbage), context, 'en', message)
  expect(outcome).toMatchObject({ reply: { sent: true }, status: 200 })
  expect(steps).toEqual(['read'])
  expect(lines.map(({ msg }) => msg)).toEqual(['contact message with the honeypot filled, dropped'])
  expect(await sentByName('Robot Pot')).toEqual([])
})

test('invalid fields are a 400 with their errors and what was typed, not counted nor sent', async () => {
  const { steps, context, message } = setUp()
  const typed = { name: 'Bea Invalid', email: 'not an address', message: 'Hello' }
  const outcome = await submitForm(post(typed), context, 'en', message)
  expect(outcome.status).toBe(400)
  expect(outcome.reply.sent).toBe(false)
  expect(outcome.reply.result.error).toEqual({ email: ['forms.errors.email'] })
  expect(outcome.reply.result.initialValue).toMatchObject(typed)
  expect(steps).toEqual(['read', 'parse'])
  expect(await sentByName('Bea Invalid')).toEqual([])
})

test('an address past its allowance is a 429 with the wait, what was typed kept', async () => {
  const { steps, context, message } = setUp({ allowed: false })
  const typed = { ...valid, name: 'Cris Often' }
  const outcome = await submitForm(post(typed), context, 'en', message)
  expect(outcome).toMatchObject({ status: 429, retryAfterSeconds: 42 })
  expect(outcome.reply.result.error).toEqual({ '': ['forms.errors.tooMany'] })
  expect(outcome.reply.result.initialValue).toMatchObject(typed)
  expect(steps).toEqual(['read', 'parse', 'allowance contact:203.0.113.7'])
  expect(await sentByName('Cris Often')).toEqual([])
})

test('a reader that took the allowance before reading does not have it taken again', async () => {
  const { steps, context, message } = setUp()
  const counted: PanelForm<z.output<typeof contactMessageSchema>> = {
    ...message,
    async read(request, readContext, rest) {
      steps.push('read, counted')
      return rest({ form: await request.formData(), allowanceTaken: true })
    },
  }
  const typed = { ...valid, name: 'Dani Counted' }
  expect(await submitForm(post(typed), context, 'en', counted)).toMatchObject({ status: 200 })
  expect(steps).toEqual(['read, counted', 'parse', 'prepare'])
  expect(await sentByName('Dani Counted')).toHaveLength(1)
})

test('a body beyond the limit is refused whole, before any other step', async () => {
  const { steps, context, message } = setUp()
  const outcome = await submitForm(
    post({ ...valid, message: 'x'.repeat(2000) }),
    context,
    'en',
    message,
  )
  expect(outcome).toMatchObject({
    reply: { result: { error: { '': ['forms.errors.tooLong'] } }, sent: false },
    status: 413,
  })
  expect(steps).toEqual(['read'])
})

test('a post from another site is a 403 before its body is read', async () => {
  const { steps, context, message } = setUp()
  const request = post(valid, { origin: 'https://evil.example' })
  await expect(submitForm(request, context, 'en', message)).rejects.toMatchObject({
    init: { status: 403 },
  })
  expect(steps).toEqual([])
  expect(request.bodyUsed).toBe(false)
})
