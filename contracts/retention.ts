import type { InboxKind } from './panel'

/**
 * How long the panel keeps what visitors send, in calendar months from arrival (the policy speaks
 * in months). The privacy policy states these and the panel deletes by them (decision 014):
 * changing one changes the policy, so give it a new version (`app/config/privacy-policy.ts`).
 */
export const retentionMonths = {
  /** Be a Model applications, with their photos and video. */
  scouting: 12,
  /** Contact messages, quote requests and clients' answers to packages. */
  messages: 24,
} as const

export type RetentionClass = keyof typeof retentionMonths

/** Months per class of submission; a deployment may shorten them, never lengthen them. */
export type RetentionPeriods = Record<RetentionClass, number>

/** Which period each kind of submission is kept for. */
export const retentionClassOf = {
  'get-scouted': 'scouting',
  contact: 'messages',
  favorites: 'messages',
  package: 'messages',
} as const satisfies Record<InboxKind, RetentionClass>
