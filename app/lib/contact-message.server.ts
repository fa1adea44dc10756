import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import { contactMessageSchema } from './contact-message'
import { type FormReply, parseForm } from './form-parse'
import { assertSameOriginPost, readFormData } from './form-post.server'
import { relayToPanel } from './panel-form.server'

/** Five thousand characters of message and a few short fields, with room for the multipart. */
const maxContactMessageBytes = 64 * 1024

const panelTimeoutMs = 15_000

/**
 * Sends a contact message to the agency's panel (`/api/contact/{lang}`). Like the quote
 * request, every outcome a visitor can act on answers 200 with the form's state.
 */
export async function sendContactMessage(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<FormReply> {
  assertSameOriginPost(request, context.publicUrl)
  const form = await readFormData(request, maxContactMessageBytes)
  const submission = parseForm(form, contactMessageSchema)
  if (submission.status !== 'success') return { result: submission.reply(), sent: false }

  return relayToPanel(context, form, submission, {
    kind: 'contact',
    name: 'contact message',
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
