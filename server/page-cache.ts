import { randomBytes } from 'node:crypto'
import { createSingleFlight } from '../app/lib/single-flight'
import type { PageTemplate } from './page-template'

/** A rendered answer cached for every visitor who asks the same address. */
export type CachedPage = {
  status: number
  /** The answer's own headers, less those that belong to one connection or one visitor. */
  headers: [string, string][]
  template: PageTemplate
  /** When it was rendered, in `now()` milliseconds. */
  renderedAt: number
}

type PageCacheOptions = {
  /** How long a page is served as it is. */
  freshMs: number
  /** How long after that it is still served while one request renders it again. */
  staleMs: number
  /** What the cached pages may hold in memory together; the least recently used go first. */
  maxBytes: number
  now?: () => number
}

/** A page as a render gives it, and whether it may serve other visitors. */
export type RenderedPage = Omit<CachedPage, 'renderedAt'> & { mayCache: boolean }

export type PageLookup = { page: CachedPage; state: 'fresh' | 'stale' }

/**
 * The rendered pages the site caches (decision 016): fresh for `freshMs`, then served stale for
 * `staleMs` while one render refreshes it; renders of one address are shared.
 */
export function createPageCache({ freshMs, staleMs, maxBytes, now = Date.now }: PageCacheOptions) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recent.
  const pages = new Map<string, CachedPage>()
  // A render that began before `clear()` must not put back what the clearing removed.
  const renders = createSingleFlight<{ page: CachedPage; mayCache: boolean }>()
  let bytes = 0

  function lookup(key: string): PageLookup | null {
    const page = pages.get(key)
    if (!page) return null
    const age = now() - page.renderedAt
    if (age >= freshMs + staleMs) {
      remove(key)
      return null
    }
    pages.delete(key)
    pages.set(key, page)
    return { page, state: age < freshMs ? 'fresh' : 'stale' }
  }

  function store(key: string, page: CachedPage) {
    if (page.template.bytes > maxBytes) return
    remove(key)
    pages.set(key, page)
    bytes += page.template.bytes
    for (const [oldest, old] of pages) {
      if (bytes <= maxBytes) break
      pages.delete(oldest)
      bytes -= old.template.bytes
    }
  }

  function remove(key: string) {
    const page = pages.get(key)
    if (!page) return
    pages.delete(key)
    bytes -= page.template.bytes
  }

  /**
   * Renders `key` once for everyone who asks while it renders; what `render` gives is cached
   * when it says so (`mayCache`), and given to every waiting caller either way.
   */
  async function render(key: string, renderPage: () => Promise<RenderedPage>): Promise<CachedPage> {
    const { page } = await renders.run(
      key,
      async () => {
        const { mayCache, ...rendered } = await renderPage()
        return { page: { ...rendered, renderedAt: now() }, mayCache }
      },
      (rendered) => {
        if (rendered.mayCache) store(key, rendered.page)
      },
    )
    return page
  }

  return {
    lookup,
    render,
    /** Forgets every page: the content behind them changed. */
    clear() {
      renders.invalidate()
      pages.clear()
      bytes = 0
    },
    /** How many pages and bytes are cached now. */
    size: () => ({ pages: pages.size, bytes }),
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/**
 * What a page is rendered with in place of the visitor's CSP nonce: random, so that no page's
 * own text can contain it, and of a nonce's alphabet, so that it renders unescaped.
 */
export function noncePlaceholder(): string {
  return `${randomBytes(18).toString('base64url')}nonce`
}
