/**
 * The business constants of spec §9, in one place. Division and category ids differ from one
 * agency to the next (DESIGN §5): an agency on other ids changes them here.
 */
export const divisions = ['image', 'mainboard', 'development', 'direct'] as const
export type Division = (typeof divisions)[number]

export const divisionCategoryIds: Record<Division, number> = {
  image: 1912,
  mainboard: 1913,
  development: 1880,
  direct: 1914,
}

/** Only talents in this division are listed on the site. */
export const listedDivisionId = 1446

export const genders = ['man', 'woman'] as const
export type Gender = (typeof genders)[number]

export const rosterBatchSize = 20
export const rosterFetchSize = 1000
export const newsFirstPageSize = 10
export const newsMorePageSize = 6

/** Send buttons return to idle, and their form is cleared, this long after "Sent". */
export const formResetDelayMs = 2500

/** Navigation feedback (spec §9). */
export const progressBar = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 }

export const mobileImageBreakpointPx = 650
export const desktopBreakpointPx = 1024

export function isDivision(value: unknown): value is Division {
  return typeof value === 'string' && (divisions as readonly string[]).includes(value)
}
