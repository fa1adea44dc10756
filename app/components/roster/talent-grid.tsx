import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { useLocation, useNavigation } from 'react-router'
import { AppLink } from '~/components/app-link'
import { rosterBatchSize } from '~/config/business'
import { resolvePage } from '~/i18n/pages'
import { useLocale, usePathTo } from '~/i18n/use-locale'
import {
  type BoardBatch,
  isBoardPage,
  type TalentCard as TalentCardData,
} from '~/lib/roster/boards'
import { TalentCard } from './talent-card'
import { HeartButton } from '~/components/favorites/heart-button'
import { asFavorite } from '~/lib/favorites/favorites'

/** Two columns on a phone, four from 1024 px: the boards' contact sheet, and the favorites'. */
export const cardGridClasses = 'grid grid-cols-2 gap-x-2 gap-y-1 sm:gap-x-3 lg:grid-cols-4'

/** Cards in the first row on a desktop (two rows on a phone): loaded at once, not lazily. */
const firstRowCards = 4

/**
 * A board's grid: the server's cards, then 20 more each time the bottom marker shows; the
 * "More" link does the same for a keyboard and is the plain pagination without JavaScript.
 * The address keeps `?page=N`, so a return renders the same cards (decision 005).
 */
export function TalentGrid({
  initial,
  board,
  query = '',
  empty,
  priorityCards = 1,
}: {
  initial: BoardBatch
  board: string
  /** The board's filters as the address writes them (`hair=blonde`): the batches stay within. */
  query?: string
  /** What an empty grid shows, when not 'No Talents' (a filtered board with no match). */
  empty?: ReactNode
  /**
   * Cards whose cover may be the page's LCP image (the first): none when something larger opens
   * the page (the home's slides), and then every card is lazy.
   */
  priorityCards?: number
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [cards, setCards] = useState<TalentCardData[]>(initial.cards)
  const [batch, setBatch] = useState(initial.batch)
  const [request, setRequest] = useState<'idle' | 'loading' | 'failed'>('idle')
  const marker = useRef<HTMLAnchorElement>(null)
  const nextBatch = batch < initial.batches ? batch + 1 : null
  const loading = request === 'loading'
  const switchingBoard = useSwitchingBoard()

  // Plain fetch, not a fetcher: a batch that fails to load is this grid's business (a retry
  // link), not a reason to replace the page with the error boundary.
  async function loadMore() {
    if (!nextBatch || loading) return
    setRequest('loading')
    try {
      const response = await fetch(
        `/api/boards/${board}?lang=${locale}&${withFilters(query, nextBatch)}`,
      )
      if (!response.ok) throw new Error(`batch ${nextBatch} answered ${response.status}`)
      const arrived: BoardBatch = await response.json()
      setCards((shown) => [...shown, ...arrived.cards])
      setBatch(nextBatch)
      setRequest('idle')
      rememberBatch(nextBatch)
    } catch {
      setRequest('failed')
    }
  }
  const onMarkerVisible = useEffectEvent(() => void loadMore())

  useEffect(() => {
    const element = marker.current
    if (!element || !nextBatch || request !== 'idle') return
    // Observing anew after every batch also fires at once when the marker is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMarkerVisible()
      },
      { rootMargin: '0px 0px 600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [nextBatch, request])

  if (switchingBoard) return <GridSkeleton count={firstRowCards * 2} />
  if (cards.length === 0) return empty ?? <NoTalents />

  return (
    <>
      <ul aria-busy={loading} className={cardGridClasses}>
        {cards.map((card, index) => (
          <TalentCard
            key={card.id}
            talent={card}
            position={index + 1}
            priority={index < priorityCards}
            eager={priorityCards > 0 && index < firstRowCards}
            action={<HeartButton talent={asFavorite(card)} />}
          />
        ))}
        {loading ? <SkeletonCards count={rosterBatchSize} /> : null}
      </ul>
      <p role="status" className="sr-only">
        {loading
          ? t('roster.loadingMore')
          : t('roster.shown', { shown: cards.length, total: initial.total })}
      </p>
      {request === 'failed' ? (
        <p role="alert" className="mt-6 text-center text-danger">
          {t('roster.loadFailed')}
        </p>
      ) : null}
      {nextBatch ? (
        <div className="mt-8 flex justify-center">
          <AppLink
            ref={marker}
            to={`?${withFilters(query, nextBatch)}#talent-${batch * rosterBatchSize + 1}`}
            preventScrollReset
            // The batch comes from the endpoint; prefetching the page's own data would fetch
            // every card shown so far again.
            prefetch="none"
            // Held by the page starter until React runs (decision 021); without script, a link.
            data-script-control=""
            data-more-marker=""
            onClick={(event) => {
              event.preventDefault()
              void loadMore()
            }}
            className="inline-flex min-h-11 items-center border border-ink px-8 text-sm tracking-[0.14em] uppercase hover:bg-ink hover:text-paper"
          >
            {loading ? t('roster.loadingMore') : t('roster.more')}
          </AppLink>
        </div>
      ) : null}
    </>
  )
}

/** A batch's query within the board's filters: `hair=blonde&page=3`. */
function withFilters(query: string, batch: number): string {
  return query ? `${query}&page=${batch}` : `page=${batch}`
}

/**
 * Writes `?page=N` into the address. React Router's own history entry is kept (its key
 * restores the scroll position); only the address changes, so going back renders these cards.
 */
function rememberBatch(batch: number) {
  const url = new URL(window.location.href)
  url.searchParams.set('page', String(batch))
  window.history.replaceState(window.history.state, '', url)
}

/** While another board's cards load, its grid is drawn in card-shaped shimmer. */
function useSwitchingBoard() {
  const navigation = useNavigation()
  const location = useLocation()
  if (navigation.state !== 'loading') return false
  const target = navigation.location.pathname
  const page = resolvePage(target)?.page
  return target !== location.pathname && page !== undefined && isBoardPage(page)
}

function GridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation()
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {t('status.loading')}
      </p>
      <ul aria-hidden="true" className={cardGridClasses}>
        <SkeletonCards count={count} />
      </ul>
    </div>
  )
}

function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} aria-hidden="true" data-skeleton="">
      <span className="block aspect-[2/3] shimmer" />
      <span className="mt-2 mb-4 block h-4 w-2/3 shimmer" />
    </li>
  ))
}

/**
 * A grid with nobody in it: the message centred in the grid's space, a way back to the roster
 * (or to the link given: a filtered board's, to itself without its filters).
 */
export function NoTalents({
  message,
  link,
}: {
  message?: string
  link?: { to: string; label: string }
}) {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const { to, label } = link ?? { to: pathTo('roster'), label: t('roster.seeAll') }
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
      <p className="font-display text-2xl">{message ?? t('roster.noTalents')}</p>
      <AppLink to={to} className="text-sm tracking-[0.14em] uppercase underline">
        {label}
      </AppLink>
    </div>
  )
}
