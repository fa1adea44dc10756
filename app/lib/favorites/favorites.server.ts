import type { AppLoadContext } from 'react-router'
import { defaultLocale, type Locale } from '~/i18n/locales'
import type { TalentCard } from '../roster/boards'
import { parseIds } from './favorites'
import { rosterTalents, talentCard } from '../roster/roster.server'

export type SharedSelection =
  | {
      status: 'found'
      cards: TalentCard[]
      /** Some ids named talents the agency no longer represents (hidden or deleted). */
      someGone: boolean
    }
  | { status: 'unavailable' }
  | null

/**
 * The selection a share link names (`?ids=4001,4017`): the listed talents among them in the
 * link's order, those no longer listed left out and said so. Null on the visitor's own list.
 */
export async function loadSharedSelection(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<SharedSelection> {
  const ids = new URL(request.url).searchParams.get('ids')
  if (ids === null) return null
  try {
    const named = parseIds(ids)
    const talents = await rosterTalents(context, locale, named)
    return {
      status: 'found',
      cards: talents.map((talent) => talentCard(talent, locale)),
      someGone: talents.length < named.length,
    }
  } catch {
    return { status: 'unavailable' }
  }
}

/**
 * Those of `ids` the agency still represents, in their order. Should the roster be out of
 * reach, every id is taken as represented: a passing fault must not mark a model as gone.
 */
export async function representedIds(
  context: AppLoadContext,
  ids: readonly number[],
): Promise<number[]> {
  try {
    const talents = await rosterTalents(context, defaultLocale, ids)
    return talents.map((talent) => talent.id)
  } catch {
    return [...ids]
  }
}
