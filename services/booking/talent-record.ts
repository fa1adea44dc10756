import type { talents } from './db/schema'
import { bodyMeasures } from '../../contracts/talent'

/**
 * A talent as the catalog stores it: a row of `talents` without its bookkeeping column, and
 * without whether it is published, which only the write API sets (an import leaves it as it was).
 */
export type TalentRecord = Omit<typeof talents.$inferSelect, 'updatedAt' | 'published'>

/** A stored talent with whether the site shows it. */
export type StoredTalent = TalentRecord & { published: boolean }

export type Language = 'en' | 'es' | 'pt'

/** The measures of `contracts/booking.ts`, in the order the booking software sends them. */
export const measureFields = [...bodyMeasures, 'shoes', 'weight', 'suit', 'shirt', 'jeans'] as const

export type MeasureField = (typeof measureFields)[number]
