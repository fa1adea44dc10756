import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import { intlLocales } from '~/i18n/locales'
import type { Talent } from '../../clients/booking.server'
import {
  type BoardFilters,
  type FilterableTalent,
  type FilterChoices,
  type FilterOption,
  filterMatcher,
  foldText,
} from './board-filters'
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
import { colourOfSlug, colourSlug, translateColour } from './colours'
import { heightInCentimetres } from '../measures/measures'
import { collator } from '../../../contracts/intl'

function toCard(talent: Talent, locale: Locale, board: Board): TalentCard {
  return {
    id: talent.id,
    name: talent.name,
    href: profilePath(talent, locale, board),
    cover: talent.cover,
    coverWeb: talent.coverWeb,
  }
}

// What the filters read of a talent, worked out once for each talent of a cached roster (the
// roster's talents are the same objects until the next fetch replaces them): filtering 1,000
// talents is then a loop of comparisons.
const filterable = new WeakMap<Talent, FilterableTalent>()

function filterableOf(talent: Talent): FilterableTalent {
  let found = filterable.get(talent)
  if (!found) {
    found = {
      name: foldText(talent.name),
      gender: talent.gender,
      height: heightInCentimetres(talent.height),
      hair: colourSlug(talent.hair) || null,
      eyes: colourSlug(talent.eyes) || null,
    }
    filterable.set(talent, found)
  }
  return found
}

/** A roster the booking service cannot give is an empty board (the client has logged why). */
async function boardTalents(context: AppLoadContext, locale: Locale, board: Board) {
  const roster = await context.booking.roster(locale).catch(() => [])
  return roster.filter((talent) => isOnBoard(talent, board))
}

/**
 * One board's cards within its filters: batches 1 to `page` for a page (decision 005), or the one
 * batch scrolling asks for, filtered here on the cached roster (decision 018). A roster the
 * booking service cannot give is an empty board, not an error page.
 */
export async function loadBoard(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  board: Board,
  options: { through: boolean; filters: BoardFilters },
): Promise<BoardBatch> {
  const page = new URL(request.url).searchParams.get('page')
  const matches = filterMatcher(options.filters)
  const talents = (await boardTalents(context, locale, board)).filter((talent) =>
    matches(filterableOf(talent)),
  )
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
 * What a board's filters offer: the colours its own models have, in the visitor's language and
 * order, and the heights they span; a colour chosen in the address still shows (decision 018).
 */
export async function boardFilterChoices(
  context: AppLoadContext,
  locale: Locale,
  board: Board,
  filters: BoardFilters,
): Promise<FilterChoices> {
  const talents = await boardTalents(context, locale, board)
  const hair = new Map<string, string>()
  const eyes = new Map<string, string>()
  const heights: number[] = []
  for (const talent of talents) {
    const known = filterableOf(talent)
    if (known.hair && !hair.has(known.hair)) hair.set(known.hair, talent.hair ?? known.hair)
    if (known.eyes && !eyes.has(known.eyes)) eyes.set(known.eyes, talent.eyes ?? known.eyes)
    if (known.height !== null) heights.push(known.height)
  }
  const compare = collator(intlLocales[locale]).compare
  function options(found: Map<string, string>, chosen: string | null): FilterOption[] {
    // The table's word for the slug (one per language: "loiro" for loiro and loira alike), else
    // the colour as the panel typed it.
    const listed = [...found].map(([value, colour]) => ({
      value,
      label: capitalised(
        colourOfSlug(value, locale) ?? translateColour(colour, locale) ?? value,
        locale,
      ),
    }))
    if (chosen && !found.has(chosen)) {
      const label = colourOfSlug(chosen, locale) ?? chosen.replaceAll('-', ' ')
      listed.push({ value: chosen, label: capitalised(label, locale) })
    }
    return listed.sort((a, b) => compare(a.label, b.label))
  }
  return {
    hair: options(hair, filters.hair),
    eyes: options(eyes, filters.eyes),
    height:
      heights.length > 0
        ? {
            min: Math.floor(heights.reduce((a, b) => Math.min(a, b))),
            max: Math.ceil(heights.reduce((a, b) => Math.max(a, b))),
          }
        : null,
    gender: board.kind !== 'gender',
  }
}

function capitalised(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(intlLocales[locale]) + text.slice(1)
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
