import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { expect, test } from 'vitest'
import { lowerModulePreloadPriority } from './script-priority.server'

const page =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js"/>' +
  '<link rel="modulepreload" href="/ção.js"/></head><body>São Paulo → Brasília</body>'
const expected =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/x.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/ção.js"/></head><body>São Paulo → Brasília</body>'

async function throughStream(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()))
}

test('every module preload is lowered, and nothing else changes', async () => {
  expect(await throughStream([Buffer.from(page)])).toBe(expected)
})

test('a preload or a character cut between two chunks comes out whole', async () => {
  const bytes = Buffer.from(page)
  for (let cut = 1; cut < bytes.length; cut++) {
    expect(await throughStream([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
  }
})

test('a page in one-byte chunks comes out the same', async () => {
  const bytes = Buffer.from(page)
  const chunks = Array.from(bytes, (_, index) => bytes.subarray(index, index + 1))
  expect(await throughStream(chunks)).toBe(expected)
})

test('a page ending in what looks like the start of a preload keeps it', async () => {
  expect(await throughStream([Buffer.from('<p>x</p><link rel="mod')])).toBe(
    '<p>x</p><link rel="mod',
  )
})
