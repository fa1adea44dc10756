// Plain values, no schema library: the browser's code reads the division ids too.

/** The most talents one page may hold: the site fetches the roster in pages this large. */
export const maxTalentsPerPage = 1000

/**
 * The agency's divisions as the booking software files them. The ids differ from one agency
 * to the next: these are Passarela's, used by the site to build its boards and by the embedded
 * service's demo catalog to file its talents.
 */
export const divisionCategoryIds = {
  image: 1912,
  mainboard: 1913,
  development: 1880,
  direct: 1914,
} as const

export type Division = keyof typeof divisionCategoryIds
/** The divisions, in the order the site and the back office list them. */
export const divisions = Object.keys(divisionCategoryIds) as Division[]

/** Only talents in this division appear on the site. */
export const listedDivisionId = 1446
