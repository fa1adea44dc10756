import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../../scripts/site-process'

/**
 * What the site keeps of its visitors and clients stays private: a package link's token never
 * reaches the request log in clear, whatever spelling of its address was asked for.
 */
let site: RunningServer

beforeAll(async () => {
  site = await startServer({ LOG_LEVEL: 'info' })
}, 120_000)

afterAll(async () => {
  await site?.stop()
})

test('a package link’s token is redacted in every log line, the site’s and the panel’s', async () => {
  const token = randomBytes(32).toString('base64url')
  expect(token).toHaveLength(43)
  for (const address of [
    `/packages/${token}`,
    `/packages/${token}/12`,
    `/packages/${token}.data`,
    `/PACKAGES/${token}`,
    `/%70ackages/${token}`,
  ]) {
    const answer = await fetch(`${site.url}${address}`)
    await answer.arrayBuffer()
    // No package has the token: the page says so, after asking the panel.
    expect(answer.status, address).toBe(404)
  }
  // The child's output arrives a moment after its answers: the last request's line closes it.
  await expect.poll(() => site.output()).toContain('"url":"/%70ackages/[redacted]"')
  const log = site.output()
  expect(log).toContain('"url":"/panel/api/packages/[redacted]/open"')
  expect(log).toContain('"url":"/packages/[redacted]"')
  expect(log).toContain('"url":"/PACKAGES/[redacted]"')
  expect(log).not.toContain(token)
})
