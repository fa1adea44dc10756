import { z } from 'zod'
import { retentionMonths } from './retention'

// The privacy policy states the default periods: a deployment may shorten them, never lengthen.
function retentionSetting(longest: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(longest, `at most ${longest} months, the period the privacy policy states`)
    .default(longest)
}

/**
 * How many months the panel keeps scouting applications and messages (contact, quote requests,
 * answers to packages): read alike by the site, which embeds the panel, and by the panel alone.
 */
export const retentionSettings = {
  RETENTION_SCOUTING_MONTHS: retentionSetting(retentionMonths.scouting),
  RETENTION_MESSAGES_MONTHS: retentionSetting(retentionMonths.messages),
}
