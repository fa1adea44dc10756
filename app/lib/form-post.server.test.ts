import { expect, test } from 'vitest'
import { isHoneypotFilled, isSameOriginPost, readFormData } from './form-post.server'

const publicUrl = 'https://passarela.example'

function post(headers: Record<string, string>, body?: BodyInit) {
  return new Request('http://127.0.0.1:3000/favorites', { method: 'POST', headers, body })
}

test.each([
  [{ origin: 'http://127.0.0.1:3000' }, true],
  [{ origin: 'https://passarela.example' }, true],
  [{ origin: 'https://evil.example' }, false],
  [{ origin: 'null' }, false],
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
  expect(form.get('message')).toBe('Olá')
})

test('refuses a body bigger than the limit, declared or not', async () => {
  const big = new URLSearchParams({ message: 'x'.repeat(2000) })
  const declared = post(
    { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '2008' },
    big,
  )
  await expect(readFormData(declared, 1024)).rejects.toMatchObject({ init: { status: 413 } })
  const undeclared = post({ 'content-type': 'application/x-www-form-urlencoded' }, big)
  await expect(readFormData(undeclared, 1024)).rejects.toMatchObject({ init: { status: 413 } })
})

test('a body that is not a form is a 400', async () => {
  const request = post({ 'content-type': 'multipart/form-data; boundary=x' }, 'garbage')
  await expect(readFormData(request, 1024)).rejects.toMatchObject({ init: { status: 400 } })
})

test('the honeypot counts only when something is in it', () => {
  const form = new FormData()
  expect(isHoneypotFilled(form)).toBe(false)
  form.set('website', '  ')
  expect(isHoneypotFilled(form)).toBe(false)
  form.set('website', 'http://spam.example')
  expect(isHoneypotFilled(form)).toBe(true)
})
