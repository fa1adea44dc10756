import { type Division, divisionCategoryIds, isDivision, rosterBatchSize } from '~/config/business'
import type { Locale } from '~/i18n/locales'
import { localizedPath, type PageKey, type PageParams } from '~/i18n/pages'
import { talentSlug } from '../slug'

/**
 * A board is a selection of the roster: everyone, a division (by category id,
 * `contracts/divisions.ts`), women, men, or the future faces (the development division under its
 * own name).
 */
export type Board =
  | { kind: 'all' }
  | { kind: 'division'; division: Division }
  | { kind: 'gender'; gender: 'man' | 'woman' }

/** What a card needs, and no more: a page's data carries its cards, never the roster. */
export type TalentCard = {
  id: number
  name: string
  href: string
  cover: string | null
  coverWeb: string | null
}

export type BoardBatch = {
  cards: TalentCard[]
  /** The last batch these cards reach. */
  batch: number
  batches: number
  total: number
}

export type BoardTalent = {
  gender: 'man' | 'woman' | null
  categoryIds: readonly number[]
}

/** The pages that show a board of cards (`app/routes.ts` gives them the roster's module, and home). */
const boardPages: readonly PageKey[] = ['home', 'roster', 'board', 'women', 'men', 'futureFace']

export function isBoardPage(page: PageKey): boolean {
  return boardPages.includes(page)
}

/** The board a roster page shows; null for a division that does not exist. */
export function boardOfPage(page: PageKey, params: PageParams): Board | null {
  switch (page) {
    case 'board':
      return isDivision(params.division) ? { kind: 'division', division: params.division } : null
    case 'futureFace':
      return { kind: 'division', division: 'development' }
    case 'women':
      return { kind: 'gender', gender: 'woman' }
    case 'men':
      return { kind: 'gender', gender: 'man' }
    default:
      return { kind: 'all' }
  }
}

/** A board as a URL segment, for the batch endpoint: `all`, a division, `women` or `men`. */
export function boardKey(board: Board): string {
  if (board.kind === 'division') return board.division
  if (board.kind === 'gender') return board.gender === 'woman' ? 'women' : 'men'
  return 'all'
}

export function boardFromKey(key: string | undefined): Board | null {
  if (key === 'all') return { kind: 'all' }
  if (key === 'women') return { kind: 'gender', gender: 'woman' }
  if (key === 'men') return { kind: 'gender', gender: 'man' }
  return isDivision(key) ? { kind: 'division', division: key } : null
}

export function isOnBoard(talent: BoardTalent, board: Board): boolean {
  if (board.kind === 'division') {
    return talent.categoryIds.includes(divisionCategoryIds[board.division])
  }
  if (board.kind === 'gender') return talent.gender === board.gender
  return true
}

/** How many batches of cards a board has; an empty board still has its one (empty) page. */
export function batchCount(total: number, size = rosterBatchSize): number {
  return Math.max(1, Math.ceil(total / size))
}

/** A `?page=` value as a batch number, 1 when absent or nonsense. */
export function requestedBatch(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** A `?page=` value as a batch number within the board, 1 when absent or nonsense. */
export function batchNumber(value: string | null, total: number, size = rosterBatchSize): number {
  return Math.min(requestedBatch(value), batchCount(total, size))
}

/** The cards of batches 1 to `through` (what a page shows) or of one batch (what scrolling adds). */
export function batchRange(
  batch: number,
  options: { through?: boolean; size?: number } = {},
): { start: number; end: number } {
  const size = options.size ?? rosterBatchSize
  return { start: options.through ? 0 : (batch - 1) * size, end: batch * size }
}

/** A talent's profile path, under the board's division when the visitor came from one. */
export function profilePath(
  talent: { id: number; name: string },
  locale: Locale,
  board?: Board,
): string {
  const params = { id: String(talent.id), slug: talentSlug(talent.name) }
  return board?.kind === 'division'
    ? localizedPath('boardProfile', locale, { ...params, division: board.division })
    : localizedPath('profile', locale, params)
}
