import { z } from 'zod'
import { agencyTimeZone, todayIn } from '../../contracts/agency-time'
import { adultAge, ageOn, isCalendarDate, isPastBirthdate } from '../../contracts/birthdate'
import {
  centimetres,
  fieldLengths,
  isPhoneNumber,
  type MeasureField,
  measureRanges,
} from '../../contracts/fields'
import { genders } from '../../contracts/talent'

/**
 * What the panel accepts from the site's three forms (`contracts/panel.ts`). The site checks
 * them too, by the same rules (`contracts/fields.ts`), but the panel is an edge of its own:
 * whatever reaches it is checked again here.
 */

const required = 'This field is required.'

/** A trimmed text field; an absent field reads as empty, so the message is "required". */
function text(maxLength: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(maxLength, `Use at most ${maxLength} characters.`)
}

/** A trimmed text field that may be empty or absent; empty is kept as ''. */
function optionalText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, `Use at most ${maxLength} characters.`)
    .optional()
    .transform((value) => value ?? '')
}

const email = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(fieldLengths.email, `Use at most ${fieldLengths.email} characters.`)
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((value) => value.toLowerCase())

const phoneMessage = 'Enter a valid phone number.'

const requiredPhone = text(fieldLengths.phone).refine(isPhoneNumber, phoneMessage)
const optionalPhone = optionalText(fieldLengths.phone).refine(
  (value) => value === '' || isPhoneNumber(value),
  { message: phoneMessage },
)

// HTML checkboxes send "on"; other clients send true or 1.
const truthy = ['true', '1', 'on', 'yes']
const falsy = ['', 'false', '0', 'off', 'no']
const checkbox = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .refine((value) => value === undefined || [...truthy, ...falsy].includes(value), {
    message: 'Expected yes or no.',
  })
  .transform((value) => value !== undefined && truthy.includes(value))

export const contactSchema = z.object({
  name: text(fieldLengths.name),
  email,
  phone: optionalPhone,
  message: text(fieldLengths.message),
})

/**
 * One of the favourites: only the talent's id is read. The site sends her name and profile link
 * too (`WireFavorite`), but a visitor can send any: the inbox draws them from the catalog.
 */
const favorite = z.object({
  id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ]),
})

const favoritesMessage = 'Choose at least one talent.'

/**
 * Favorites arrive as JSON text (`contracts/panel.ts`); they are stored back as the JSON list of
 * the talents' ids, each once, in the visitor's order.
 */
const favoritesList = z
  .string({ error: favoritesMessage })
  .max(100_000, 'Too many favorites.')
  .transform((value, context) => {
    try {
      return JSON.parse(value)
    } catch {
      context.addIssue({ code: 'custom', message: 'Expected a list of talents.' })
      return z.NEVER
    }
  })
  .pipe(
    z
      .array(favorite, { error: 'Expected a list of talents.' })
      .min(1, favoritesMessage)
      .max(200, 'Too many favorites.'),
  )
  .transform((list) => JSON.stringify([...new Set(list.map(({ id }) => id))]))

export const favoritesSchema = z.object({
  name: text(fieldLengths.name),
  email,
  phone: optionalPhone,
  message: text(fieldLengths.message),
  favorites: favoritesList,
})

/** A measure in centimetres within the range a person can have; stored as plain digits. */
function measure(field: MeasureField) {
  const [min, max] = measureRanges[field]
  const message = `Enter a number of centimetres between ${min} and ${max}.`
  return text(8).transform((value, context) => {
    const cm = centimetres(value)
    if (cm === null || cm < min || cm > max) {
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return String(cm)
  })
}

/**
 * The scouting application, checked against the day it is received: the birthdate must be a
 * real past date, and an applicant under 18 needs a guardian's consent (LGPD, Art. 14).
 */
export function createGetScoutedSchema(receivedAt: Date) {
  // The agency answers from Brasília: a visitor's age is counted on the agency's calendar.
  const today = todayIn(agencyTimeZone, receivedAt)
  return z
    .object({
      name: text(fieldLengths.name),
      email,
      phone: requiredPhone,
      instagram: optionalText(60).transform((value) => value.replace(/^@/, '')),
      gender: z.enum(genders, { error: 'Choose man or woman.' }),
      birthdate: text(10)
        .refine(isCalendarDate, 'Enter a date as YYYY-MM-DD.')
        .refine(
          (value) => !isCalendarDate(value) || isPastBirthdate(value, today),
          'Enter a birthdate in the past.',
        ),
      nationality: text(60),
      country: text(60),
      city: text(80),
      height: measure('height'),
      bust: measure('bust'),
      waist: measure('waist'),
      hips: measure('hips'),
      skills: optionalText(1000),
      consent: checkbox.refine((value) => value, 'Consent is required to apply.'),
      guardian_consent: checkbox,
      privacy_version: text(32),
    })
    .superRefine((application, context) => {
      // A birthdate already refused says nothing about age.
      const { birthdate } = application
      if (!isPastBirthdate(birthdate, today)) return
      const age = ageOn(birthdate, today)
      if (age !== null && age < adultAge && !application.guardian_consent) {
        context.addIssue({
          code: 'custom',
          path: ['guardian_consent'],
          message: 'Applicants under 18 need the consent of a parent or guardian.',
        })
      }
    })
}

export type FieldErrors = Record<string, string[]>

/** zod's issues as the contract's `{field: [message]}`, added to `errors` when given. */
export function fieldErrors(error: z.ZodError, errors: FieldErrors = {}): FieldErrors {
  for (const issue of error.issues) {
    addFieldError(errors, issue.path.length > 0 ? String(issue.path[0]) : 'form', issue.message)
  }
  return errors
}

/** Adds a message to a field's list, once. */
export function addFieldError(errors: FieldErrors, field: string, message: string) {
  const messages = (errors[field] ??= [])
  if (!messages.includes(message)) messages.push(message)
}
