import { expect, test } from 'vitest'
import { sentReply } from './form-parse'
import {
  answerFormPost,
  answerFormPostAsJson,
  type FormOutcome,
  isHoneypotFilled,
  isSameOriginPost,
  isSentPage,
  readFormData,
  refusedBody,
} from './form-post.server'

const publicUrl = 'https://passarela.example'

function post(headers: Record<string, string>, body?: BodyInit) {
  return new Request('http://127.0.0.1:3000/favorites', { method: 'POST', headers, body })
}

test.each([
  [{ origin: 'http://127.0.0.1:3000' }, true],
  [{ origin: 'https://passarela.example' }, true],
  [{ origin: 'https://evil.example' }, false],
  [{ origin: 'null' }, false],
  [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, true],
  [{ 'sec-fetch-site': 'same-origin' }, true],
  [{ 'sec-fetch-site': 'cross-site' }, false],
  [{ 'sec-fetch-site': 'same-site' }, false],
  [{}, true],
])('a post with %j is same-origin: %s', (headers, expected) => {
  expect(isSameOriginPost(post(headers), publicUrl)).toBe(expected)
})

test('reads a form within the limit', async () => {
  const body = new URLSearchParams({ name: 'Ana', message: 'Olá' })
  const form = await readFormData(
    post({ 'content-type': 'application/x-www-form-urlencoded' }, body),
    1024,
  )
  expect(form).toBeInstanceOf(FormData)
  expect((form as FormData).get('message')).toBe('Olá')
})

test('refuses a body bigger than the limit, declared or not', async () => {
  const big = new URLSearchParams({ message: 'x'.repeat(2000) })
  const declared = post(
    { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '2008' },
    big,
  )
  expect(await readFormData(declared, 1024)).toEqual({ refused: 413 })
  const undeclared = post({ 'content-type': 'application/x-www-form-urlencoded' }, big)
  expect(await readFormData(undeclared, 1024)).toEqual({ refused: 413 })
})

test('a body that is not a form is a 400', async () => {
  const request = post({ 'content-type': 'multipart/form-data; boundary=x' }, 'garbage')
  expect(await readFormData(request, 1024)).toEqual({ refused: 400 })
})

test.each([
  ['a broken percent-escape', 'application/x-www-form-urlencoded', 'name=Ana%ZZ&message=Hi'],
  ['a percent-escape cut short', 'application/x-www-form-urlencoded', 'name=Ana&message=Hi%E'],
  ['escaped bytes that are not UTF-8', 'application/x-www-form-urlencoded', 'name=%C3%28'],
  ['a multipart without its boundary', 'multipart/form-data', '--x\r\n\r\nAna\r\n--x--\r\n'],
  [
    'a multipart cut short',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna',
  ],
  ['JSON', 'application/json', '{"name":"Ana"}'],
])('%s is a 400', async (_, contentType, body) => {
  const request = post({ 'content-type': contentType }, body)
  expect(await readFormData(request, 1024)).toEqual({ refused: 400 })
})

test('a body it cannot read is the form’s page with the reason as the form’s error', () => {
  expect(refusedBody({ refused: 400 }, 'forms.errors.tooLong')).toEqual({
    reply: { result: { status: 'error', error: { '': ['forms.errors.unreadable'] } }, sent: false },
    status: 400,
    byScript: false,
  })
  expect(refusedBody({ refused: 413 }, 'forms.errors.tooLong')).toMatchObject({
    reply: { result: { error: { '': ['forms.errors.tooLong'] } } },
    status: 413,
  })
})

test('escaped and plus-encoded text reads as typed', async () => {
  const request = post(
    { 'content-type': 'application/x-www-form-urlencoded' },
    'name=Ana+L%C3%BAcia&message=50%25',
  )
  const form = (await readFormData(request, 1024)) as FormData
  expect(form.get('name')).toBe('Ana Lúcia')
  expect(form.get('message')).toBe('50%')
})

const invalid: FormOutcome = {
  reply: { result: { status: 'error', error: { email: ['forms.errors.email'] } }, sent: false },
  status: 400,
  byScript: false,
}

test('a plain post that went is redirected with 303 to its page marked as sent', () => {
  const answer = answerFormPost(post({}), { reply: sentReply, status: 200, byScript: false })
  expect(answer).toBeInstanceOf(Response)
  const response = answer as Response
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/favorites?sent=1')

  const shared = new Request('http://127.0.0.1:3000/es/favoritos?ids=4001,4017&sent=1', {
    method: 'POST',
  })
  const sharedAnswer = answerFormPost(shared, { reply: sentReply, status: 200, byScript: false })
  expect((sharedAnswer as Response).headers.get('location')).toBe(
    '/es/favoritos?ids=4001%2C4017&sent=1',
  )
})

test('what the script sent, and every post that did not go, is the reply under its status', () => {
  expect(answerFormPost(post({}), { reply: sentReply, status: 200, byScript: true })).toMatchObject(
    {
      data: sentReply,
      init: { status: 200 },
    },
  )
  expect(answerFormPost(post({}), invalid)).toMatchObject({
    data: invalid.reply,
    init: { status: 400 },
  })
  const tooMany = answerFormPost(post({}), { ...invalid, status: 429, retryAfterSeconds: 42 })
  expect(tooMany).toMatchObject({ init: { status: 429, headers: { 'Retry-After': '42' } } })
})

test('the script’s own endpoint gets JSON under the status, never a redirect', async () => {
  const sent = answerFormPostAsJson({ reply: sentReply, status: 200, byScript: false })
  expect(sent.status).toBe(200)
  expect(await sent.json()).toEqual(sentReply)
  const tooMany = answerFormPostAsJson({ ...invalid, status: 429, retryAfterSeconds: 42 })
  expect(tooMany.status).toBe(429)
  expect(tooMany.headers.get('retry-after')).toBe('42')
  expect(tooMany.headers.get('cache-control')).toBe('no-store')
})

test('only a page asked for after the redirect shows as sent', () => {
  expect(isSentPage(new Request('http://127.0.0.1:3000/contact?sent=1'))).toBe(true)
  expect(isSentPage(new Request('http://127.0.0.1:3000/contact'))).toBe(false)
  expect(isSentPage(new Request('http://127.0.0.1:3000/contact?sent=1', { method: 'POST' }))).toBe(
    false,
  )
})

test('the honeypot counts only when something is in it', () => {
  const form = new FormData()
  expect(isHoneypotFilled(form)).toBe(false)
  form.set('website', '  ')
  expect(isHoneypotFilled(form)).toBe(false)
  form.set('website', 'http://spam.example')
  expect(isHoneypotFilled(form)).toBe(true)
})
