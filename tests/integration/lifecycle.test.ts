import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { startServer } from '../support/site-process'

test('SIGTERM finishes the requests under way, then exits cleanly', async () => {
  const server = await startServer({ LOG_LEVEL: 'info' })
  const page = fetch(`${server.url}/models`)
  await new Promise((resolve) => setTimeout(resolve, 20))
  const code = await server.stop()
  expect((await page).status).toBe(200)
  expect(code).toBe(0)
  expect(server.output()).toContain('shutting down')
  // Most of it is the start, which a busy machine (CI runs suites side by side) makes slow.
}, 60_000)

test('a start signs in to its embedded services once it serves them, with no warning', async () => {
  const server = await startServer({ LOG_LEVEL: 'info' })
  expect((await fetch(`${server.url}/models`)).status).toBe(200)
  await server.stop()
  // Signed in before the port served the app, the embedded services answered 503 ("starting").
  expect(server.output()).not.toContain('sign-in failed')
  expect(server.output()).not.toContain('"level":40')
}, 60_000)

test('on SIGTERM a node first tells the balancer it is not ready, and closes each connection it answers', async () => {
  const server = await startServer({ LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '3000' })
  // A kept-alive connection is open: the grace period is not cut short.
  await (await fetch(`${server.url}/healthz`)).text()
  server.process.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 200))
  const ready = await fetch(`${server.url}/readyz`)
  expect(ready.status).toBe(503)
  expect(await ready.json()).toEqual({ status: 'draining' })
  expect(ready.headers.get('connection')).toBe('close')
  const page = await fetch(`${server.url}/models`)
  expect(page.status).toBe(200)
  expect(page.headers.get('connection')).toBe('close')
  expect(await server.stop()).toBe(0)
  expect(server.output()).toContain('draining connections')
}, 60_000)

test('a bad variable stops the start with a message naming it', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: 'eighty', PUBLIC_URL: 'https://passarela.test' },
    encoding: 'utf8',
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('PORT')
  expect(result.stderr).toContain('"eighty"')
})
