import { divisionCategoryIds, listedDivisionId } from '../../app/config/business'
import { talentSlug } from '../../app/lib/slug'
import { generateDemoCatalog } from '../../services/booking'
import type { TalentRecord } from '../../services/booking'

/**
 * The demo catalog the e2e server seeds (DATA_DIR starts empty), generated again here so a
 * test knows what each board must hold without asking the site it is testing.
 */
export const demoCatalog = generateDemoCatalog()

/** The listed talents in the roster's order: the agency's position, then the name. */
export const listedTalents = demoCatalog
  .filter((talent) => talent.divisionIds.includes(listedDivisionId))
  .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))

export function onDivision(division: keyof typeof divisionCategoryIds) {
  return listedTalents.filter((talent) =>
    talent.categoryIds.includes(divisionCategoryIds[division]),
  )
}

export function profilePathOf(talent: Pick<TalentRecord, 'id' | 'name'>, prefix = '/models') {
  return `${prefix}/${talent.id}/${talentSlug(talent.name)}`
}

export function findTalent(predicate: (talent: TalentRecord) => boolean): TalentRecord {
  const found = listedTalents.find(predicate)
  if (!found) throw new Error('the demo catalog has no such talent')
  return found
}
