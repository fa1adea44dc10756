/**
 * The privacy policy in force (LGPD). The scouting form sends `version` with every
 * application, so the agency can show which text an applicant agreed to: change the
 * version and the date whenever the policy's content changes.
 */
export const privacyPolicy = {
  version: '2026-11',
  /** The day this version took effect, as an ISO date. */
  effectiveDate: '2026-11-22',
} as const
