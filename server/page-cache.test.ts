import { describe, expect, it } from 'vitest'
import { createPageCache, noncePlaceholder, type RenderedPage } from './page-cache'
import { pageTemplate } from './page-template'

function rendered(text: string, mayCache = true): RenderedPage {
  return { status: 200, headers: [], template: pageTemplate(text, 'NONCE'), mayCache }
}

function clock() {
  let time = 1_000
  return { now: () => time, advance: (ms: number) => void (time += ms) }
}

describe('the page cache', () => {
  it('serves a page fresh, then stale, then no more', async () => {
    const { now, advance } = clock()
    const cache = createPageCache({ freshMs: 10_000, staleMs: 60_000, maxBytes: 1e6, now })
    await cache.render('/models', async () => rendered('<p>roster</p>'))
    expect(cache.lookup('/models')?.state).toBe('fresh')
    advance(10_000)
    expect(cache.lookup('/models')?.state).toBe('stale')
    advance(60_000)
    expect(cache.lookup('/models')).toBeNull()
    expect(cache.size()).toEqual({ pages: 0, bytes: 0 })
  })

  it('renders an address once for everyone who asks meanwhile', async () => {
    const cache = createPageCache({ freshMs: 10_000, staleMs: 0, maxBytes: 1e6 })
    let renders = 0
    let finish = () => {}
    const render = () => {
      renders++
      return new Promise<RenderedPage>((resolve) => {
        finish = () => resolve(rendered('<p>profile</p>'))
      })
    }
    const waiting = [cache.render('/a', render), cache.render('/a', render)]
    finish()
    const [first, second] = await Promise.all(waiting)
    expect(renders).toBe(1)
    expect(first).toBe(second)
  })

  it('keeps only what the render says may be kept', async () => {
    const cache = createPageCache({ freshMs: 10_000, staleMs: 0, maxBytes: 1e6 })
    const page = await cache.render('/news', async () => rendered('<p>unavailable</p>', false))
    expect(page.status).toBe(200)
    expect(cache.lookup('/news')).toBeNull()
  })

  it('lets the least recently used pages go beyond its bound', async () => {
    const size = pageTemplate('x'.repeat(1000), 'NONCE').bytes
    const cache = createPageCache({ freshMs: 10_000, staleMs: 0, maxBytes: size * 2 })
    const page = () => rendered('x'.repeat(1000))
    await cache.render('/one', async () => page())
    await cache.render('/two', async () => page())
    cache.lookup('/one')
    await cache.render('/three', async () => page())
    expect(cache.lookup('/two')).toBeNull()
    expect(cache.lookup('/one')).not.toBeNull()
    expect(cache.lookup('/three')).not.toBeNull()
    expect(cache.size().bytes).toBeLessThanOrEqual(size * 2)
  })

  it('does not keep a render that began before it was cleared', async () => {
    const cache = createPageCache({ freshMs: 10_000, staleMs: 0, maxBytes: 1e6 })
    let finish = () => {}
    const pending = cache.render(
      '/',
      () => new Promise<RenderedPage>((resolve) => (finish = () => resolve(rendered('old')))),
    )
    cache.clear()
    finish()
    await pending
    expect(cache.lookup('/')).toBeNull()
  })

  it('renders with a placeholder no page could contain by chance', () => {
    const [one, two] = [noncePlaceholder(), noncePlaceholder()]
    expect(one).not.toBe(two)
    expect(one).toMatch(/^[\w-]{24}nonce$/)
  })
})
