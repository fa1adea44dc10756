import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import { contactMessageSchema } from './contact-message'
import { formErrors } from './form-fields'
import { parseForm } from './form-parse'
import {
  assertSameOriginPost,
  type FormOutcome,
  readFormData,
  refusedBody,
} from './form-post.server'
import { droppedForHoneypot, relayToPanel, returnedInvalid } from './panel-form.server'

/** Five thousand characters of message and a few short fields, with room for the multipart. */
const maxContactMessageBytes = 64 * 1024

const panelTimeoutMs = 15_000

const names = { kind: 'contact', name: 'contact message' } as const

/**
 * Sends a contact message to the agency's panel (`/api/contact/{lang}`). Like the quote
 * request, every outcome a visitor can act on is the form's state under its HTTP status.
 */
export async function sendContactMessage(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<FormOutcome> {
  assertSameOriginPost(request, context.publicUrl)
  const form = await readFormData(request, maxContactMessageBytes)
  if (!(form instanceof FormData)) return refusedBody(form, formErrors.tooLong)
  const dropped = droppedForHoneypot(context, form, names)
  if (dropped) return dropped
  const submission = parseForm(form, contactMessageSchema)
  if (submission.status !== 'success') {
    return returnedInvalid(context, form, submission.reply(), names)
  }

  return relayToPanel(context, form, submission, {
    ...names,
    locale,
    fields: ['name', 'email', 'phone', 'message'],
    timeoutMs: panelTimeoutMs,
    async prepare({ name, email, phone, message }) {
      const body = new FormData()
      body.set('name', name)
      body.set('email', email)
      body.set('phone', phone ?? '')
      body.set('message', message)
      return body
    },
  })
}
