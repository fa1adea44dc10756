import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { newsMorePageSize } from '~/config/business'
import { useLocale } from '~/i18n/use-locale'
import { type NewsBatch, type PostSummary, shownSearch } from '~/lib/news/news'
import { PostCard } from './post-card'

/**
 * The news: the server's posts, then 6 more per "Load more", added in place with the focus on
 * the first new one; without JavaScript a plain link to `?shown=16` (decision 009). The address
 * keeps up, so a reload or a return shows the same posts.
 */
export function NewsList({ initial }: { initial: NewsBatch }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [posts, setPosts] = useState<PostSummary[]>(initial.posts)
  const [hasMore, setHasMore] = useState(initial.hasMore)
  const [request, setRequest] = useState<'idle' | 'loading' | 'loaded' | 'failed'>('idle')
  const list = useRef<HTMLUListElement>(null)
  // The position of the first post of the batch that just arrived, to give it the focus.
  const arrivedAt = useRef<number | null>(null)
  const loading = request === 'loading'

  useEffect(() => {
    if (arrivedAt.current === null) return
    list.current?.querySelector<HTMLAnchorElement>(`#news-${arrivedAt.current} a`)?.focus()
    arrivedAt.current = null
  }, [posts])

  async function loadMore() {
    if (loading) return
    setRequest('loading')
    try {
      const response = await fetch(`/api/news?lang=${locale}&after=${posts.length}`)
      if (!response.ok) throw new Error(`news after ${posts.length} answered ${response.status}`)
      const batch: NewsBatch = await response.json()
      if (batch.posts.length > 0) arrivedAt.current = posts.length + 1
      setPosts((shown) => [...shown, ...batch.posts])
      setHasMore(batch.hasMore)
      setRequest('loaded')
      rememberShown(posts.length + batch.posts.length)
    } catch {
      setRequest('failed')
    }
  }

  if (posts.length === 0) {
    return <p className="py-16 text-center font-display text-2xl">{t('news.empty')}</p>
  }

  return (
    <>
      <ul
        ref={list}
        aria-label={t('news.latest')}
        aria-busy={loading}
        className="grid gap-x-10 gap-y-14 lg:grid-cols-3"
      >
        {posts.map((post, index) => (
          <PostCard key={post.slug} post={post} position={index + 1} lead={index === 0} />
        ))}
      </ul>
      <p role="status" className="sr-only">
        {loading ? t('news.loadingMore') : request === 'loaded' ? t('news.loaded') : ''}
      </p>
      {request === 'failed' ? (
        <p role="alert" className="mt-10 text-center text-danger">
          {t('news.loadFailed')}
        </p>
      ) : null}
      {hasMore ? (
        <div className="mt-14 flex justify-center">
          <AppLink
            to={`${shownSearch(posts.length + newsMorePageSize)}#news-${posts.length + 1}`}
            preventScrollReset
            // The next batch comes from the endpoint; prefetching the longer list would fetch
            // every post shown so far again.
            prefetch="none"
            // Held by the page starter until React runs (decision 021); without script, a link.
            data-script-control=""
            onClick={(event) => {
              event.preventDefault()
              void loadMore()
            }}
            className="inline-flex min-h-11 items-center border border-ink px-8 text-sm tracking-[0.14em] uppercase hover:bg-ink hover:text-paper"
          >
            {loading ? t('news.loadingMore') : t('news.loadMore')}
          </AppLink>
        </div>
      ) : null}
    </>
  )
}

/** Writes `?shown=N` into the address, keeping React Router's history entry (its scroll key). */
function rememberShown(shown: number) {
  const url = new URL(window.location.href)
  url.searchParams.set('shown', String(shown))
  url.hash = ''
  window.history.replaceState(window.history.state, '', url)
}
