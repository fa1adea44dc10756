/**
 * The privacy policy in force (LGPD). The scouting form sends `version` with every
 * application, so the agency can show which text an applicant agreed to: change the
 * version and the date whenever the policy's content changes.
 */
export const privacyPolicy = {
  version: '2026-11-29',
  /** The day this version took effect, as an ISO date. */
  effectiveDate: '2026-11-29',
} as const

/**
 * How long the panel keeps submissions, in months, and the settings that may shorten them: the
 * policy states these and the panel deletes by them. Here for the site's host, which reaches the
 * contracts only through the app.
 */
export { retentionMonths } from '../../contracts/retention'
export { retentionSettings } from '../../contracts/retention-settings'

/**
 * The daily backup's settings (how many archives keep personal data, and where): here for the
 * site's host, as the retention's are.
 */
export { backupSchedule, backupSettings } from '../../contracts/backup-settings'
