import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import type { Talent } from '../services/booking.server'
import {
  type Board,
  type BoardBatch,
  batchCount,
  batchNumber,
  batchRange,
  isOnBoard,
  profilePath,
  requestedBatch,
  type TalentCard,
} from './boards'

function toCard(talent: Talent, locale: Locale, board: Board): TalentCard {
  return {
    id: talent.id,
    name: talent.name,
    href: profilePath(talent, locale, board),
    cover: talent.cover,
    coverWeb: talent.coverWeb,
  }
}

/**
 * One board's cards: batches 1 to `page` for a page (the server renders what the visitor
 * scrolled to, so a reload or a back navigation lands where it was), or the one batch
 * scrolling asks for. A roster the booking service cannot give is an empty board: the
 * failure is logged by the client, and the visitor sees 'No Talents', not an error page.
 */
export async function loadBoard(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  board: Board,
  options: { through: boolean },
): Promise<BoardBatch> {
  const page = new URL(request.url).searchParams.get('page')
  const roster = await context.booking.roster(locale).catch(() => [])
  const talents = roster.filter((talent) => isOnBoard(talent, board))
  // A page clamps its `?page=` to the board; a batch past the end is simply empty.
  const batch = options.through ? batchNumber(page, talents.length) : requestedBatch(page)
  const { start, end } = batchRange(batch, options)
  return {
    cards: talents.slice(start, end).map((talent) => toCard(talent, locale, board)),
    batch,
    batches: batchCount(talents.length),
    total: talents.length,
  }
}

/**
 * The listed talents among `ids`, in the order given; an id the roster does not hold (a
 * talent who left, a typo in a link) is left out. A roster the booking service cannot give
 * is an error here: a share link or a quote request must not quietly lose its models.
 */
export async function rosterTalents(
  context: AppLoadContext,
  locale: Locale,
  ids: readonly number[],
): Promise<Talent[]> {
  const roster = await context.booking.roster(locale)
  const byId = new Map(roster.map((talent) => [talent.id, talent]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** A talent's card as the boards show it, its link without a division. */
export function talentCard(talent: Talent, locale: Locale): TalentCard {
  return toCard(talent, locale, { kind: 'all' })
}
