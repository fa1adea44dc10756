import { expect, test } from 'vitest'
import { redactLogLine } from './log-redaction'

const token = 'Qk3v_9xZ-8ab'.repeat(4)

test('a package link’s token is hidden in the site’s and the panel’s paths, in any spelling', () => {
  expect(redactLogLine(`{"url":"/packages/${token}"}`)).toBe('{"url":"/packages/[redacted]"}')
  expect(redactLogLine(`GET /packages/${token}/12?answered`)).toBe(
    'GET /packages/[redacted]/12?answered',
  )
  expect(redactLogLine(`/packages/${token}.data`)).toBe('/packages/[redacted]')
  expect(redactLogLine(`panel answered 500 to /api/packages/${token}/open`)).toBe(
    'panel answered 500 to /api/packages/[redacted]/open',
  )
  expect(redactLogLine(`/PACKAGES/${token}`)).toBe('/PACKAGES/[redacted]')
  expect(redactLogLine(`/%70ackages/${token}`)).toBe('/%70ackages/[redacted]')
  expect(redactLogLine(`/x/packages/${token} and /packages/${token}`)).toBe(
    '/x/packages/[redacted] and /packages/[redacted]',
  )
})

test('a one-time link’s token is hidden; the rest of a line is left as it was', () => {
  expect(redactLogLine('/panel/admin/password?token=abc&x=1')).toBe(
    '/panel/admin/password?token=[redacted]&x=1',
  )
  const plain = '{"msg":"request completed","url":"/models/12/ana","res":{"statusCode":200}}'
  expect(redactLogLine(plain)).toBe(plain)
  expect(redactLogLine('/packages/')).toBe('/packages/')
})
