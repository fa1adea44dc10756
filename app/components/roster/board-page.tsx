import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { PageHeading } from '~/components/page-heading'
import type { Division } from '~/config/business'
import type { BoardBatch } from '~/lib/roster/boards'
import { BoardNav } from './board-nav'
import { TalentGrid } from './talent-grid'

/** A board as a page: its title, the division links, its filters if any, and the grid of cards. */
export function BoardPage({
  heading,
  active,
  board,
  batch,
  priorityCards,
  filters,
  query,
  empty,
}: {
  heading: string
  active: 'all' | Division | null
  board: string
  batch: BoardBatch
  /** How many cards load first and at once; the first row's unless told. */
  priorityCards?: number
  /** The board's search and filters (the boards' own pages have them; the home does not). */
  filters?: ReactNode
  /** The filters as the address writes them, for the next batches' requests and links. */
  query?: string
  /** What an empty grid says, when not 'No Talents'. */
  empty?: ReactNode
}) {
  // A new visit to a board (another board, or the same one again) starts its grid afresh.
  const { key } = useLocation()
  return (
    <>
      <PageHeading title={heading}>
        <div className="mt-6">
          <BoardNav active={active} />
        </div>
        {filters}
      </PageHeading>
      <div className="mx-auto max-w-[1600px] px-6 pb-16 lg:px-12">
        <TalentGrid
          key={key}
          initial={batch}
          board={board}
          query={query}
          empty={empty}
          priorityCards={priorityCards}
        />
      </div>
    </>
  )
}
