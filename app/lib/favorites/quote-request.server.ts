import type { AppLoadContext } from 'react-router'
import type * as z from 'zod/mini'
import type { Locale } from '~/i18n/locales'
import type { WireFavorite } from '../../../contracts/panel'
import { profilePath } from '../roster/boards'
import { formErrors } from '../forms/form-fields'
import { parseForm } from '../forms/form-parse'
import type { FormOutcome } from '../forms/form-post.server'
import { type PanelForm, readFormWithin, submitForm } from '../forms/panel-form.server'
import { quoteRequestErrors, quoteRequestSchema } from './quote-request'
import { rosterTalents } from '../roster/roster.server'
import type { Talent } from '../../clients/booking.server'

/** Five thousand characters of message, a few hundred ids, and the multipart around them. */
const maxQuoteRequestBytes = 64 * 1024

const quoteRequest: PanelForm<z.output<typeof quoteRequestSchema>> = {
  kind: 'favorites',
  name: 'quote request',
  read: readFormWithin(maxQuoteRequestBytes),
  parse: (form) => parseForm(form, quoteRequestSchema),
  fields: ['name', 'email', 'phone', 'message'],
  // A quote request is a few lines of text: a panel that takes longer is not going to answer.
  timeoutMs: 15_000,
  async prepare({ name, email, phone, message, ids }, { context, locale }) {
    const talents = await rosterTalents(context, locale, ids).catch((error: unknown) => {
      context.logger.error({ err: error }, 'quote request not sent: the roster is unavailable')
      return null
    })
    if (talents === null) return { status: 503, formErrors: [formErrors.sendFailed] }
    if (talents.length === 0) {
      return { status: 400, fieldErrors: { ids: [quoteRequestErrors.noFavorites] } }
    }
    const body = new FormData()
    body.set('name', name)
    body.set('email', email)
    body.set('phone', phone ?? '')
    body.set('message', message)
    body.set('favorites', JSON.stringify(wireFavorites(talents, locale, context.publicUrl)))
    return body
  },
}

/**
 * Sends a quote request to the agency's panel (`contracts/panel.ts`) through the visitor's forms'
 * steps (`submitForm`): every outcome the visitor can act on is a reply the page shows.
 */
export function sendQuoteRequest(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<FormOutcome> {
  return submitForm(request, context, locale, quoteRequest)
}

/**
 * The chosen models as the panel receives them (`contracts/panel.ts`): id, name and profile link
 * in the visitor's language, absolute, for a panel that shows them. Ours reads the ids alone and
 * draws the rest from its roster (issue 38), so no picture is sent.
 */
export function wireFavorites(
  talents: readonly Pick<Talent, 'id' | 'name'>[],
  locale: Locale,
  publicUrl: string,
): WireFavorite[] {
  return talents.map((talent) => ({
    id: talent.id,
    name: talent.name,
    url: publicUrl + profilePath(talent, locale),
  }))
}
