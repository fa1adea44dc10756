import type { AppLoadContext } from 'react-router'
import type * as z from 'zod/mini'
import type { Locale } from '~/i18n/locales'
import { contactMessageSchema } from './contact-message'
import { parseForm } from './form-parse'
import type { FormOutcome } from './form-post.server'
import { type PanelForm, readFormWithin, submitForm } from './panel-form.server'

/** Five thousand characters of message and a few short fields, with room for the multipart. */
const maxContactMessageBytes = 64 * 1024

const contactMessage: PanelForm<z.output<typeof contactMessageSchema>> = {
  kind: 'contact',
  name: 'contact message',
  read: readFormWithin(maxContactMessageBytes),
  parse: (form) => parseForm(form, contactMessageSchema),
  fields: ['name', 'email', 'phone', 'message'],
  timeoutMs: 15_000,
  async prepare({ name, email, phone, message }) {
    const body = new FormData()
    body.set('name', name)
    body.set('email', email)
    body.set('phone', phone ?? '')
    body.set('message', message)
    return body
  },
}

/**
 * Sends a contact message to the agency's panel (`/api/contact/{lang}`). Like the quote
 * request, every outcome a visitor can act on is the form's state under its HTTP status.
 */
export function sendContactMessage(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<FormOutcome> {
  return submitForm(request, context, locale, contactMessage)
}
