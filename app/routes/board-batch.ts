import { isLocale } from '~/i18n/locales'
import { readBoardFilters } from '~/lib/roster/board-filters'
import { boardFromKey } from '~/lib/roster/boards'
import { notFound } from '~/lib/page/errors'
import { loadBoard } from '~/lib/roster/roster.server'
import type { Route } from './+types/board-batch'

/**
 * The next 20 cards of a board, for infinite scroll: `/api/boards/women?lang=pt&page=3`, within
 * the board's filters when it has some (`&hair=blonde&height=170-`, as the page's address has
 * them). Scrolling fetches one batch, never the roster.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const board = boardFromKey(params.board)
  const locale = url.searchParams.get('lang')
  if (!board || !isLocale(locale)) throw notFound()
  const filters = readBoardFilters(url.searchParams, { gender: board.kind !== 'gender' })
  const batch = await loadBoard(request, context, locale, board, { through: false, filters })
  return Response.json(batch, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
