import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import type { Talent } from '../../clients/booking.server'
import { agencyTimeZone, todayIn } from '../../../contracts/agency-time'
import { ageOn } from '../../../contracts/birthdate'
import { profilePath } from '../roster/boards'
import { type ComparedTalent, compareIds, selectionProblem } from './compare'
import { translatorFor } from '~/i18n/resources.server'
import { labelledMeasures, measuresOf } from '../measures/measures'
import { rosterTalents } from '../roster/roster.server'
import { type Units, unitsFromCookieHeader } from '../measures/units'

/**
 * What the compare page shows and its status (decision 020): `ready` 200; `empty` 200 (no ids);
 * `too-few` 200 when fewer than two listed talents remain, 400 when fewer were asked for;
 * `too-many` 400; `unavailable` 503. `ids` is what the address asked, to lead back to it.
 */
export type Comparison =
  | { status: 'ready'; ids: number[]; talents: ComparedTalent[] }
  | { status: 'empty' | 'too-few' | 'too-many' | 'unavailable'; ids: number[] }

export async function loadComparison(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<{ comparison: Comparison; status: number }> {
  const search = new URL(request.url).searchParams
  const ids = compareIds(search)
  if (!search.has('ids')) return { comparison: { status: 'empty', ids }, status: 200 }
  const problem = selectionProblem(ids.length)
  if (problem) return { comparison: { status: problem, ids }, status: 400 }
  let talents: Talent[]
  try {
    talents = await rosterTalents(context, locale, ids)
  } catch {
    return { comparison: { status: 'unavailable', ids }, status: 503 }
  }
  if (talents.length < 2) return { comparison: { status: 'too-few', ids }, status: 200 }
  const today = todayIn(agencyTimeZone)
  // The visitor's units, from the cookie the toggle sets; the page cache keys on them too.
  const units = unitsFromCookieHeader(request.headers.get('cookie'))
  return {
    comparison: {
      status: 'ready',
      ids,
      talents: talents.map((talent) => comparedTalent(talent, locale, today, units)),
    },
    status: 200,
  }
}

/** A column of the table: only what it shows, so the page's data carries no whole record. */
function comparedTalent(
  talent: Talent,
  locale: Locale,
  today: string,
  units: Units,
): ComparedTalent {
  const age = ageOn(talent.birthdate, today)
  return {
    id: talent.id,
    name: talent.name,
    href: profilePath(talent, locale),
    cover: talent.cover,
    age,
    // Written here, as the profile's are: the browser needs no conversion code.
    measures: labelledMeasures(measuresOf(talent, locale, units), translatorFor(locale), age),
  }
}
