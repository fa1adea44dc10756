/**
 * The rules the site's forms and the panel both apply to what a visitor sends, in one place so
 * they cannot drift (decision 013). Plain values and predicates: the browser imports them.
 */

/** Longest texts, in characters. */
export const fieldLengths = {
  name: 120,
  email: 254,
  phone: 32,
  message: 5000,
} as const

// Digits with the usual separators and an optional leading +: Brazilian and international
// numbers as people write them. Eight digits is the shortest number that reaches someone,
// fifteen the longest an international number can be (E.164).
const phonePattern = /^\+?[\d\s().-]+$/
export const phoneDigits = { min: 8, max: 15 } as const

export function isPhoneNumber(value: string): boolean {
  const digits = value.match(/\d/g)?.length ?? 0
  return phonePattern.test(value) && digits >= phoneDigits.min && digits <= phoneDigits.max
}

/** Measures in centimetres, within what a person can measure: a typo, not a person, is outside. */
export const measureRanges = {
  height: [100, 230],
  bust: [50, 160],
  waist: [40, 150],
  hips: [50, 170],
} as const

export type MeasureField = keyof typeof measureRanges

/** The measures the forms take, in the order they ask them. */
export const formMeasures = Object.keys(measureRanges) as MeasureField[]

/** A number of centimetres as people type it ("172", "172,5", "172 cm"), or null. */
export function centimetres(value: string): number | null {
  const plain = value
    .trim()
    .replace(',', '.')
    .replace(/\s*cm$/i, '')
  return /^\d{2,3}(\.\d)?$/.test(plain) ? Number(plain) : null
}

/** Whether a typed measure is a number of centimetres within the field's range. */
export function isMeasure(field: MeasureField, value: string): boolean {
  const [min, max] = measureRanges[field]
  const cm = centimetres(value)
  return cm !== null && cm >= min && cm <= max
}

const megabyte = 1024 * 1024

/** The scouting application's files: what the agency accepts, judged by the files' bytes. */
export const scoutingFiles = {
  minPhotos: 2,
  maxPhotos: 8,
  maxPhotoBytes: 10 * megabyte,
  /** Pixels per photo, from its header: a tiny PNG can declare 20000 × 20000 (decision 023). */
  maxPhotoPixels: 50_000_000,
  maxVideos: 1,
  maxVideoBytes: 100 * megabyte,
  photoTypes: ['image/jpeg', 'image/png', 'image/webp'],
  videoTypes: ['video/mp4', 'video/quicktime', 'video/webm'],
} as const

/** The client's answer about each model of a package (decision 028), and its longest texts. */
export const packagePicks = ['yes', 'maybe', 'no'] as const
export type PackagePick = (typeof packagePicks)[number]
export const packageAnswerRules = { maxComment: 1000, maxName: 120 } as const
