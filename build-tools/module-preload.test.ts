import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { preloadHelper } from './module-preload'

type FakeLink = {
  rel: string
  href: string
  onload?: () => void
  onerror?: () => void
}

let appended: FakeLink[] = []

beforeEach(() => {
  appended = []
  vi.stubGlobal('document', {
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: FakeLink) => appended.push(link) },
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

let loaded = 0

/** The helper as the browser gets it, a fresh module each time (its record of what it asked). */
async function helper() {
  const code = `${preloadHelper('/')}\n// ${loaded++}`
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  return module.__vitePreload as (load: () => Promise<string>, deps?: string[]) => Promise<string>
}

test('a lazy chunk’s imports are fetched alongside it, each once a page', async () => {
  const preload = await helper()
  const load = vi.fn(async () => 'module')
  await expect(preload(load, ['assets/a.js', 'assets/b.js'])).resolves.toBe('module')
  await expect(preload(load, ['assets/b.js', 'assets/c.js'])).resolves.toBe('module')
  expect(appended.map(({ rel, href }) => `${rel} ${href}`)).toEqual([
    'modulepreload /assets/a.js',
    'modulepreload /assets/b.js',
    'modulepreload /assets/c.js',
  ])
  expect(load).toHaveBeenCalledTimes(2)
  await expect(preload(load)).resolves.toBe('module')
})

test('a stylesheet among them is waited for, and one that fails fails the import', async () => {
  const preload = await helper()
  const load = vi.fn(async () => 'module')
  const loading = preload(load, ['assets/gallery.css', 'assets/gallery.js'])
  await Promise.resolve()
  expect(load).not.toHaveBeenCalled()
  const [style] = appended
  expect(style).toMatchObject({ rel: 'stylesheet', href: '/assets/gallery.css' })
  style?.onload?.()
  await expect(loading).resolves.toBe('module')

  const failing = preload(load, ['assets/viewer.css'])
  appended.at(-1)?.onerror?.()
  await expect(failing).rejects.toThrow('The stylesheet /assets/viewer.css did not load')
  expect(load).toHaveBeenCalledTimes(1)
})

test('the import’s own failure reaches the caller', async () => {
  const preload = await helper()
  const lost = new Error('Failed to fetch dynamically imported module')
  await expect(preload(() => Promise.reject(lost), ['assets/a.js'])).rejects.toBe(lost)
})
