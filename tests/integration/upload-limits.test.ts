import { readFileSync } from 'node:fs'
import http from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../support/site-process'

// The scouting application's limits as an attacker meets them, against the built site with its
// embedded services: big bodies are streamed to disk, a few at a time, and an address past its
// allowance is refused before its body is read.
let site: RunningServer

beforeAll(async () => {
  site = await startServer({ FORM_RATE_LIMIT: '5' })
}, 120_000)

afterAll(async () => {
  await site?.stop()
})

const megabyte = 1024 * 1024
const boundary = '----passarela-upload-limits'

/** The first bytes of an MP4, so that the video part is taken and written to disk. */
function mp4Head() {
  const head = Buffer.alloc(32)
  head.writeUInt32BE(0x18, 0)
  head.write('ftypmp42', 4, 'latin1')
  head.write('mp42isom', 16, 'latin1')
  return head
}

type StreamedPost = {
  status: Promise<number>
  retryAfter: () => string | undefined
  /** Whether the answer came while the client still had body to send. */
  answeredEarly: () => boolean
  abort: () => void
}

/**
 * A multipart post whose video of `videoBytes` is made as it is sent, a megabyte at a time
 * waiting for the socket to drain, so that five of them do not hold 450 MB in this process. An
 * invalid application: no photos, no consent. With `hold`, only the first megabyte goes.
 */
function postApplication(address: string, videoBytes: number, { hold = false } = {}): StreamedPost {
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBig upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="walk.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  )
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`)
  const request = http.request(`${site.url}/api/get-scouted?lang=en`, {
    method: 'POST',
    headers: {
      Origin: site.url,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(preamble.length + videoBytes + epilogue.length),
      'X-Forwarded-For': address,
    },
  })
  let done = false
  let answered = false
  let retryAfter: string | undefined
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      answered = true
      retryAfter = response.headers['retry-after']
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
  })
  void (async () => {
    const chunk = Buffer.alloc(megabyte)
    mp4Head().copy(chunk)
    const write = (bytes: Buffer) =>
      request.write(bytes)
        ? Promise.resolve()
        : new Promise((resolve) => request.once('drain', resolve))
    await write(preamble)
    for (let sent = 0; sent < videoBytes; sent += chunk.length) {
      if (request.destroyed) return
      await write(chunk.subarray(0, Math.min(chunk.length, videoBytes - sent)))
      if (hold) return
      if (sent === 0) chunk.fill(0, 0, 32)
    }
    request.end(epilogue)
    done = true
  })().catch(() => undefined)
  void status.catch(() => undefined)
  return {
    status,
    retryAfter: () => retryAfter,
    answeredEarly: () => answered && !done,
    abort: () => request.destroy(),
  }
}

/** The server's resident memory, as the kernel counts it. */
function residentBytes(pid: number) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(match?.[1] ?? 0) * 1024
}

test('five 90 MB applications at once leave the memory nearly where it was, each answered', async () => {
  const pid = site.process.pid ?? 0
  // The code a post runs is loaded before the baseline is taken.
  expect(await postApplication('198.51.100.100', megabyte).status).toBe(400)
  const before = residentBytes(pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 50)
  try {
    const posts = [1, 2, 3, 4, 5].map((host) =>
      postApplication(`198.51.100.${host}`, 90 * megabyte),
    )
    const statuses = await Promise.all(posts.map((post) => post.status))
    for (const status of statuses) expect([400, 503]).toContain(status)
    expect(statuses).toContain(400)
  } finally {
    clearInterval(sampler)
  }
  expect(site.process.exitCode).toBeNull()
  expect(peak - before).toBeLessThan(64 * megabyte)
}, 120_000)

test('an address past its allowance gets 429 before its body is read', async () => {
  const address = '198.51.100.200'
  // Invalid posts count as much as valid ones: reading them cost the same.
  for (let post = 0; post < 5; post += 1) {
    expect(await postApplication(address, 64 * 1024).status).toBe(400)
  }
  const held = postApplication(address, 90 * megabyte, { hold: true })
  const status = await Promise.race([
    held.status,
    new Promise<number>((resolve) => setTimeout(() => resolve(0), 10_000)),
  ])
  expect(status).toBe(429)
  expect(held.answeredEarly()).toBe(true)
  expect(Number(held.retryAfter())).toBeGreaterThan(0)
  held.abort()
}, 60_000)
