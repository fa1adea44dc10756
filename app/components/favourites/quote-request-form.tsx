import { getFormProps, useForm } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionData, useFetcher, useLocation } from 'react-router'
import { useFormErrorText } from '~/components/forms/form-text'
import { Honeypot } from '~/components/forms/honeypot'
import { SendButton, type SendState } from '~/components/forms/send-button'
import { TextField } from '~/components/forms/text-field'
import { formResetDelayMs } from '~/config/business'
import { shareIds } from '~/lib/favourites'
import { parseForm } from '~/lib/form-parse'
import { type QuoteRequestReply, quoteRequestSchema } from '~/lib/quote-request'
import { useFavourites } from './use-favourites'

/**
 * The quote request (spec §3 "favourites form"): who is asking and what for, sent with the
 * models of a shared selection (`sharedIds`) or else the visitor's favourites. The browser
 * checks it with the schema the server uses again; invalid fields are marked from the first
 * send attempt on. With JavaScript the form posts through a fetcher and walks the button
 * through Send, Sending and Sent, then clears itself after 2.5 s; without, it is a plain post
 * that the page answers with its errors or its thanks.
 *
 * It reads the favourites itself: the page loads this form lazily, and a prop that changed
 * before it hydrated would make React drop its server HTML and draw it again later.
 */
export function QuoteRequestForm({ sharedIds }: { sharedIds: string | null }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const favourites = useFavourites()
  const ids = sharedIds ?? shareIds(favourites ?? [])
  const fetcher = useFetcher<QuoteRequestReply>()
  // A post without JavaScript is a navigation: its answer is the page's action data.
  const posted = useActionData<QuoteRequestReply>()
  const reply = fetcher.data ?? posted
  const [clearedReply, setClearedReply] = useState<QuoteRequestReply | null>(null)
  const sent = reply?.sent === true && reply !== clearedReply
  const state: SendState = fetcher.state !== 'idle' ? 'sending' : sent ? 'sent' : 'idle'

  const [form, fields] = useForm({
    id: 'quote-request',
    // A sent request's fields are cleared, not shown again.
    lastResult: reply && !reply.sent ? reply.result : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, quoteRequestSchema),
  })
  const errorText = useFormErrorText()
  const formErrors = errorText(form.errors)
  const favouritesErrors = errorText(fields.ids.errors)
  const invalidFields = [fields.name, fields.email, fields.phone, fields.message].filter(
    (field) => field.errors !== undefined,
  ).length

  useEffect(() => {
    if (!sent || !reply) return
    const timer = window.setTimeout(() => {
      form.reset()
      setClearedReply(reply)
    }, formResetDelayMs)
    return () => window.clearTimeout(timer)
  }, [sent, reply, form])

  return (
    <section aria-labelledby="quote-request-title" className="flex flex-col gap-4">
      <div>
        <h2 id="quote-request-title" className="font-display text-2xl sm:text-3xl">
          {t('quote.title')}
        </h2>
        <p className="mt-2 max-w-prose text-muted">{t('quote.intro')}</p>
      </div>
      <fetcher.Form
        method="post"
        action={pathname + search}
        {...getFormProps(form)}
        className="relative flex flex-col gap-2"
      >
        <Honeypot />
        <input type="hidden" name={fields.ids.name} value={ids} />
        <TextField field={fields.name} label={t('quote.name')} autoComplete="name" required />
        <TextField
          field={fields.email}
          label={t('quote.email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          field={fields.phone}
          label={t('quote.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('quote.phoneHint')}
          optionalLabel={t('forms.optional')}
        />
        <TextField field={fields.message} label={t('quote.message')} rows={6} required />

        {/* What went wrong as a whole, announced when it appears: the region is always there,
            as one that appears with its message is not reliably read. */}
        <div role="alert" className="text-sm text-danger" data-form-error="">
          {favouritesErrors.map((error) => (
            <p key={error}>{error}</p>
          ))}
          {formErrors.map((error) => (
            <p key={error}>{error}</p>
          ))}
          {invalidFields > 0 ? <p>{t('forms.errors.summary')}</p> : null}
        </div>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
          <SendButton state={state} />
          <p role="status" className="text-sm" data-form-status="">
            {state === 'sending' ? t('forms.sendingStatus') : null}
            {state === 'sent' ? t('quote.thanks') : null}
          </p>
        </div>
      </fetcher.Form>
    </section>
  )
}
