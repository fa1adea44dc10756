// Plain values, no schema library: the browser's code reads them too.

/** A talent's gender as the booking software files it, and as a scouting application asks it. */
export const genders = ['man', 'woman'] as const
export type Gender = (typeof genders)[number]

/** The body's measures a talent's record holds, in centimetres, in the booking software's order. */
export const bodyMeasures = ['height', 'bust', 'chest', 'waist', 'hips'] as const
export type BodyMeasure = (typeof bodyMeasures)[number]
