import type { InboxKind } from './panel'

/**
 * How long the panel keeps what visitors send, in calendar months from the day it arrived. The
 * privacy policy's text states these values (`app/content/privacy/`) and the panel's retention
 * job deletes by them, so the promise and the deletion cannot drift apart. Months rather than
 * days because the policy speaks in months and years, which no fixed number of days matches.
 *
 * Changing a value changes the policy's text: give the policy a new version
 * (`app/config/privacy-policy.ts`) when you do.
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
