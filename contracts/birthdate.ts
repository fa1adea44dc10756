type CalendarDate = { year: number; month: number; day: number }

// The panel may send a bare date or a full ISO datetime; only the calendar date matters.
const isoDatePrefix = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/

function parseCalendarDate(value: string): CalendarDate | null {
  const match = isoDatePrefix.exec(value.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // Date.UTC rolls 2025-02-30 over to March: a date that does not survive the round trip is invalid.
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null
  if (date.getUTCDate() !== day) return null
  return { year, month, day }
}

/** Exactly `YYYY-MM-DD`, naming a real day: what a date input sends. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) !== null
}

/** A birthdate that can be someone's: a day before `today`, and not before 1900 (a typo). */
export function isPastBirthdate(birthdate: string, today: string): boolean {
  // ISO dates compare as text.
  return isCalendarDate(birthdate) && birthdate >= '1900-01-01' && birthdate < today
}

/**
 * Whole years from `birthdate` to `today` (both `YYYY-MM-DD`). The birthday counts from its
 * own day; a 29 February birthday is reached on 1 March in other years.
 */
export function ageOn(birthdate: string | null | undefined, today: string): number | null {
  if (!birthdate) return null
  const born = parseCalendarDate(birthdate)
  const now = parseCalendarDate(today)
  if (!born || !now) return null
  const birthdayPassed = now.month > born.month || (now.month === born.month && now.day >= born.day)
  const age = now.year - born.year - (birthdayPassed ? 0 : 1)
  return age < 0 ? null : age
}

/** An applicant younger than this needs a parent's or guardian's consent (LGPD, Art. 14). */
export const adultAge = 18
