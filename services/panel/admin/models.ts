import type { Division, TalentInput, TalentRecord } from '../../../contracts/booking-admin'
import { divisions } from '../../../contracts/booking-admin'

/**
 * A model's record as the form holds it: every field as typed, so that a form that came back
 * shows it again; and the conversions to the write API's input and from its record.
 */
export type ModelDraft = {
  name: string
  gender: string
  birthdate: string
  height: string
  bust: string
  chest: string
  waist: string
  hips: string
  shoes: string
  suit: string
  shirt: string
  jeans: string
  eyes: string
  hair: string
  instagram: string
  city: string
  skills: string
  aboutEn: string
  aboutEs: string
  aboutPt: string
  divisions: Division[]
  futureFace: boolean
  published: boolean
}

export const textFields = [
  'name',
  'gender',
  'birthdate',
  'height',
  'bust',
  'chest',
  'waist',
  'hips',
  'shoes',
  'suit',
  'shirt',
  'jeans',
  'eyes',
  'hair',
  'instagram',
  'city',
  'skills',
  'aboutEn',
  'aboutEs',
  'aboutPt',
] as const

export function emptyDraft(): ModelDraft {
  const draft = Object.fromEntries(textFields.map((field) => [field, ''])) as Record<
    (typeof textFields)[number],
    string
  >
  return { ...draft, divisions: [], futureFace: false, published: false }
}

/** The posted form's fields, as typed. */
export function parseModelDraft(body: Record<string, unknown>): ModelDraft {
  const draft = emptyDraft()
  for (const field of textFields) {
    const value = body[field]
    draft[field] = typeof value === 'string' ? value.slice(0, 10_000) : ''
  }
  const chosen = ([] as unknown[]).concat(body.divisions ?? [])
  draft.divisions = divisions.filter((division) => chosen.includes(division))
  draft.futureFace = body.futureFace === 'on'
  draft.published = body.published === 'on'
  return draft
}

export function draftOf(record: TalentRecord): ModelDraft {
  return {
    name: record.name,
    gender: record.gender,
    birthdate: record.birthdate ?? '',
    height: record.height ?? '',
    bust: record.bust ?? '',
    chest: record.chest ?? '',
    waist: record.waist ?? '',
    hips: record.hips ?? '',
    shoes: record.shoes ?? '',
    suit: record.suit ?? '',
    shirt: record.shirt ?? '',
    jeans: record.jeans ?? '',
    eyes: record.eyes ?? '',
    hair: record.hair ?? '',
    instagram: record.instagram ? `@${record.instagram}` : '',
    city: record.city ?? '',
    skills: record.skills.join('\n'),
    aboutEn: record.about.en,
    aboutEs: record.about.es,
    aboutPt: record.about.pt,
    // The development division is the future face's checkbox.
    divisions: record.divisions.filter((division) => division !== 'development'),
    futureFace: record.futureFace,
    published: record.published,
  }
}

/** What the write API is sent: it checks every field itself (`contracts/booking-admin.ts`). */
export function inputOf(draft: ModelDraft): TalentInput {
  return {
    name: draft.name,
    gender: draft.gender as TalentInput['gender'],
    birthdate: draft.birthdate,
    height: draft.height,
    bust: draft.bust,
    chest: draft.chest,
    waist: draft.waist,
    hips: draft.hips,
    shoes: draft.shoes,
    suit: draft.suit,
    shirt: draft.shirt,
    jeans: draft.jeans,
    eyes: draft.eyes,
    hair: draft.hair,
    instagram: draft.instagram,
    city: draft.city,
    skills: draft.skills
      .split(/\r?\n/)
      .map((skill) => skill.trim())
      .filter(Boolean),
    about: { en: draft.aboutEn, es: draft.aboutEs, pt: draft.aboutPt },
    divisions: draft.divisions.filter((division) => division !== 'development'),
    futureFace: draft.futureFace,
    published: draft.published,
  }
}

/** The biography's field in each language. */
export const aboutFields = { en: 'aboutEn', es: 'aboutEs', pt: 'aboutPt' } as const

/**
 * The API's field names as the form's: `about.en` is `aboutEn`; `about` as a whole is told on
 * the first of them.
 */
export function formField(apiField: string): string {
  if (apiField === 'about') return aboutFields.en
  const lang = apiField.startsWith('about.') ? apiField.slice('about.'.length) : ''
  return lang === 'en' || lang === 'es' || lang === 'pt' ? aboutFields[lang] : apiField
}
