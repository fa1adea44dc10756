import * as z from 'zod/mini'
import { emailAddress, optionalPhone, requiredText } from './form-fields'
import { fieldLengths } from '../../../contracts/fields'

/**
 * A message to the agency from the contact page, in the panel's fields (`contracts/panel.ts`):
 * who writes, how to answer them, and what about. The browser checks it and the server checks it
 * again.
 */
export const contactMessageSchema = z.object({
  name: requiredText(fieldLengths.name),
  email: emailAddress,
  phone: optionalPhone,
  message: requiredText(fieldLengths.message),
})
