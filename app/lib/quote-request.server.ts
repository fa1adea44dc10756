import type { AppLoadContext } from 'react-router'
import type { Locale } from '~/i18n/locales'
import { profilePath } from './boards'
import { formErrors } from './form-fields'
import { type FormReply, parseForm } from './form-parse'
import { assertSameOriginPost, readFormData } from './form-post.server'
import { relayToPanel } from './panel-form.server'
import { quoteRequestErrors, quoteRequestSchema } from './quote-request'
import { rosterTalents } from './roster.server'

/** Five thousand characters of message, a few hundred ids, and the multipart around them. */
const maxQuoteRequestBytes = 64 * 1024

/** A quote request is a few lines of text: a panel that takes longer is not going to answer. */
const panelTimeoutMs = 15_000

/**
 * Sends a quote request to the agency's panel (`contracts/panel.ts`). Every outcome a
 * visitor can do something about answers 200 with the form's state, so that the page shows
 * it, with or without JavaScript, and keeps everything typed; only a post from another site
 * or an oversized body is refused outright.
 */
export async function sendQuoteRequest(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<FormReply> {
  assertSameOriginPost(request, context.publicUrl)
  const form = await readFormData(request, maxQuoteRequestBytes)
  const submission = parseForm(form, quoteRequestSchema)
  if (submission.status !== 'success') return { result: submission.reply(), sent: false }

  return relayToPanel(context, form, submission, {
    kind: 'favorites',
    name: 'quote request',
    locale,
    fields: ['name', 'email', 'phone', 'message'],
    timeoutMs: panelTimeoutMs,
    async prepare({ name, email, phone, message, ids }) {
      const talents = await rosterTalents(context, locale, ids).catch((error: unknown) => {
        context.logger.error({ err: error }, 'quote request not sent: the roster is unavailable')
        return null
      })
      if (talents === null) {
        return { result: submission.reply({ formErrors: [formErrors.sendFailed] }), sent: false }
      }
      if (talents.length === 0) {
        return {
          result: submission.reply({ fieldErrors: { ids: [quoteRequestErrors.noFavorites] } }),
          sent: false,
        }
      }
      const body = new FormData()
      body.set('name', name)
      body.set('email', email)
      body.set('phone', phone ?? '')
      body.set('message', message)
      // The agency opens each model from the request: names and links, in the visitor's language.
      const favorites = talents.map((talent) => ({
        id: talent.id,
        name: talent.name,
        url: context.publicUrl + profilePath(talent, locale),
      }))
      body.set('favorites', JSON.stringify(favorites))
      return body
    },
  })
}
