import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { expect, test } from 'vitest'
import { favoritesStorageKey } from '../favorites/favorites'
import {
  heldModulePreload,
  heldModuleScript,
  pageStarter,
  scriptAfterFirstScreen,
} from './script-after-first-screen.server'

const nonce = 'n0nce'
const page =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js"/>' +
  '<link rel="modulepreload" href="/ção.js"/></head><body>São Paulo → Brasília' +
  `<script nonce="${nonce}">window.__context = {}</script>` +
  `<script nonce="${nonce}" type="module" async="">import "/x.js";</script></body>`

async function throughStream(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(scriptAfterFirstScreen(nonce)))
}

test('the preloads and the bootstrap are held in forms the browser ignores', async () => {
  const html = await throughStream([Buffer.from(page)])
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).not.toContain('type="module"')
  expect(html.match(new RegExp(`<link rel="${heldModulePreload}"`, 'g'))).toHaveLength(2)
  // The bootstrap keeps its place, its nonce and its code; the rest is untouched.
  expect(html).toContain(`<script nonce="${nonce}" type="${heldModuleScript}">import "/x.js";`)
  expect(html).toContain('<body>São Paulo → Brasília')
})

test('the page starter is a script of its own, with the held forms and the favorites store named', () => {
  expect(pageStarter).toMatch(/^\(function startPage\(/)
  expect(() => new Function(pageStarter)).not.toThrow()
  expect(pageStarter).toContain(JSON.stringify(heldModulePreload))
  expect(pageStarter).toContain(JSON.stringify(favoritesStorageKey))
})

test('a module script with another nonce is not taken for the page bootstrap', async () => {
  const html = await text(
    Readable.from([Buffer.from(page)]).pipe(scriptAfterFirstScreen('another')),
  )
  expect(html).toContain(`<script nonce="${nonce}" type="module" async="">`)
})

test('a rewrite or a character cut between two chunks comes out whole', async () => {
  const bytes = Buffer.from(page)
  const whole = await throughStream([bytes])
  for (let cut = 1; cut < bytes.length; cut++) {
    expect(await throughStream([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole)
  }
})

test('a page in one-byte chunks comes out the same', async () => {
  const bytes = Buffer.from(page)
  const chunks = Array.from(bytes, (_, index) => bytes.subarray(index, index + 1))
  expect(await throughStream(chunks)).toBe(await throughStream([bytes]))
})

test('a page ending in what looks like the start of a rewrite keeps it', async () => {
  expect(await throughStream([Buffer.from('<p>x</p><link rel="mod')])).toBe(
    '<p>x</p><link rel="mod',
  )
  expect(await throughStream([Buffer.from(`<p>x</p><script nonce="${nonce}" ty`)])).toBe(
    `<p>x</p><script nonce="${nonce}" ty`,
  )
})
