import { dateTimeFormat } from './intl'

/** The agency is in Brasília: its days and its clock are São Paulo's, whatever the server's zone. */
export const agencyTimeZone = 'America/Sao_Paulo'

/** The calendar date (`YYYY-MM-DD`) at `now` in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  function part(type: 'year' | 'month' | 'day') {
    return parts.find((candidate) => candidate.type === type)?.value ?? ''
  }
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The calendar day `days` after `day` (both `YYYY-MM-DD`). */
export function daysAfter(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/**
 * The instant a calendar day starts in `timeZone`: its midnight, or the first instant after it
 * on a day whose midnight the clocks skipped (Brasília's summer time began at 00:00).
 */
export function startOfDay(day: string, timeZone = agencyTimeZone): Date {
  const [first, second] = wallClockGuesses(day, 0, timeZone)
  const onTheDay = [first, second]
    .filter((instant) => todayIn(timeZone, new Date(instant)) === day)
    .sort((a, b) => a - b)
  return new Date(onTheDay[0] ?? first)
}

/**
 * The instant `timeZone`'s clocks read `hour`:00 on `day`, from the wall clock rather than as a
 * day's start plus hours: a day whose midnight was skipped still has its `hour`.
 */
export function wallClock(day: string, hour: number, timeZone = agencyTimeZone): Date {
  return new Date(wallClockGuesses(day, hour, timeZone)[1])
}

/** The zone's offset at the UTC reading, then at the instant found, in case a change lies between. */
function wallClockGuesses(day: string, hour: number, timeZone: string): [number, number] {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const asUtc = Date.UTC(year, month - 1, date, hour)
  const first = asUtc - zoneOffset(asUtc, timeZone)
  return [first, asUtc - zoneOffset(first, timeZone)]
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffset(instant: number, timeZone = agencyTimeZone): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0)
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return asUtc - (instant - (instant % 1000))
}
