import { divisionCategoryIds, type Division, divisions } from '../../contracts/divisions'

/**
 * The site's business constants, in one place. The division and category ids are the booking
 * software's, which differ from one agency to the next: they live with the booking contract
 * (`contracts/divisions.ts`), which the embedded service's demo catalog shares.
 */
export { divisionCategoryIds, divisions, type Division }
export { listedDivisionId } from '../../contracts/divisions'

export { genders, type Gender } from '../../contracts/talent'

export const rosterBatchSize = 20
export const newsFirstPageSize = 10
export const newsMorePageSize = 6

/** Send buttons return to idle, and their form is cleared, this long after "Sent". */
export const formResetDelayMs = 2500

/** Navigation feedback: the progress bar shows after a short wait and gives up after a while. */
export const progressBar = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 }

/**
 * A language switch covers the page with the loading overlay for at least this long, however
 * soon the other language's page is there: every word on it changes at once.
 */
export const languageOverlayMs = 600

export const desktopBreakpointPx = 1024

export function isDivision(value: unknown): value is Division {
  return typeof value === 'string' && (divisions as readonly string[]).includes(value)
}
