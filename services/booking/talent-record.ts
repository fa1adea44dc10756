import type { talents } from './db/schema'

/** A talent as the catalog stores it: a row of `talents` without its bookkeeping column. */
export type TalentRecord = Omit<typeof talents.$inferSelect, 'updatedAt'>

export type Language = 'en' | 'es' | 'pt'

/** The measures of `contracts/booking.ts`, in the order the booking software sends them. */
export const measureFields = [
  'height',
  'bust',
  'chest',
  'waist',
  'hips',
  'shoes',
  'weight',
  'suit',
  'shirt',
  'jeans',
] as const

export type MeasureField = (typeof measureFields)[number]
