import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import type { TalentCard } from './boards'
import { parseIds } from './favorites'
import { rosterTalents, talentCard } from './roster.server'

export type SharedSelection =
  { status: 'found'; cards: TalentCard[] } | { status: 'unavailable' } | null

/**
 * The selection a share link names (`?ids=4001,4017`): the listed talents among those ids,
 * in the link's order; unknown or dropped ids are left out quietly. Null when the page is the
 * visitor's own list. When the roster cannot be had, the page says so instead of failing.
 */
export async function loadSharedSelection(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<SharedSelection> {
  const ids = new URL(request.url).searchParams.get('ids')
  if (ids === null) return null
  try {
    const talents = await rosterTalents(context, locale, parseIds(ids))
    return { status: 'found', cards: talents.map((talent) => talentCard(talent, locale)) }
  } catch {
    return { status: 'unavailable' }
  }
}
