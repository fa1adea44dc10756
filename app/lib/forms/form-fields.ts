import * as z from 'zod/mini'
import { fieldLengths, isPhoneNumber } from '../../../contracts/fields'

/**
 * The fields the site's forms share, as `zod/mini` rules whose messages are translation keys:
 * one schema checks a form in the browser and again on the server (decision 007).
 */
export const formErrors = {
  required: 'forms.errors.required',
  email: 'forms.errors.email',
  phone: 'forms.errors.phone',
  tooLong: 'forms.errors.tooLong',
  /** The panel refused a value the site accepted. */
  refused: 'forms.errors.refused',
  rejected: 'forms.errors.rejected',
  sendFailed: 'forms.errors.sendFailed',
  tooMany: 'forms.errors.tooMany',
  /** A body that is not a well-formed form: nothing in it could be read. */
  unreadable: 'forms.errors.unreadable',
} as const

/** A text that must be given; `parseForm` reads an empty field as absent, both "required". */
export function requiredText(maxLength: number) {
  return z
    .string({ error: formErrors.required })
    .check(
      z.trim(),
      z.minLength(1, formErrors.required),
      z.maxLength(maxLength, formErrors.tooLong),
    )
}

export const emailAddress = z.pipe(
  requiredText(fieldLengths.email),
  z.email({ error: formErrors.email }),
)

/** A phone number that must be given, as the scouting form's WhatsApp number. */
export const requiredPhone = z.pipe(
  requiredText(fieldLengths.phone),
  z.string().check(z.refine(isPhoneNumber, formErrors.phone)),
)

export const optionalPhone = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(fieldLengths.phone, formErrors.phone),
      z.refine(isPhoneNumber, formErrors.phone),
    ),
)

/**
 * A field people never see or fill, and form-filling robots do: a post that fills it is
 * answered as if it had been sent, and dropped.
 */
export const honeypotField = 'website'

/**
 * A field the page's script adds to the posts it sends in place (a fetcher's): their answer is
 * the form's reply for the page to show. A plain post, which has no such field, is answered
 * with a redirect to the page's thanks once it is sent, so that a reload does not send it again.
 */
export const byScriptField = 'by-script'
