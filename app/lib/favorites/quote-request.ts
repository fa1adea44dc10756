import * as z from 'zod/mini'
import { maxFavorites, parseIds } from './favorites'
import { emailAddress, optionalPhone, requiredText } from '../forms/form-fields'
import { fieldLengths } from '../../../contracts/fields'

export const quoteRequestErrors = {
  noFavorites: 'forms.errors.noFavorites',
} as const

/**
 * The quote request from the favorites page. The models travel as ids, looked up in the roster
 * on the server, so what reaches the agency is never more than what the site lists.
 */
export const quoteRequestSchema = z.object({
  name: requiredText(fieldLengths.name),
  email: emailAddress,
  phone: optionalPhone,
  message: requiredText(fieldLengths.message),
  ids: z.pipe(
    z.pipe(
      z.string({ error: quoteRequestErrors.noFavorites }),
      z.transform((value: string) => parseIds(value)),
    ),
    z
      .array(z.number())
      .check(
        z.minLength(1, quoteRequestErrors.noFavorites),
        z.maxLength(maxFavorites, quoteRequestErrors.noFavorites),
      ),
  ),
})
