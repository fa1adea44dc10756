import { useTranslation } from '~/i18n/translation'
import { useLocation } from 'react-router'
import { ByScriptMark } from '~/components/forms/by-script-mark'
import { FirstInvalidField } from '~/components/forms/first-invalid'
import { FormOutcome } from '~/components/forms/form-outcome'
import { FormSection } from '~/components/forms/form-section'
import { countInvalid, useFormErrorText } from '~/components/forms/form-text'
import { Honeypot } from '~/components/forms/honeypot'
import { MessageFields } from '~/components/forms/message-fields'
import { useSendForm } from '~/components/forms/use-send-form'
import { shareIds } from '~/lib/favorites/favorites'
import { quoteRequestSchema } from '~/lib/favorites/quote-request'
import { useFavorites } from './use-favorites'

/**
 * The favorites page's quote request, sent with a shared selection's models (`sharedIds`) or
 * the visitor's favorites, through the one form flow (`useSendForm`). It reads the favorites
 * itself: a prop changing before the lazy form hydrates would drop its server HTML (decision 007).
 */
export function QuoteRequestForm({
  sharedIds,
  sent,
}: {
  sharedIds: string | null
  /** The page is the thanks a plain post was redirected to. */
  sent: boolean
}) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const favorites = useFavorites()
  const ids = sharedIds ?? shareIds(favorites ?? [])
  const { fetcher, form, formProps, fields, state } = useSendForm({
    id: 'quote-request',
    schema: quoteRequestSchema,
    sent,
  })
  const errorText = useFormErrorText()
  const formErrors = errorText(form.errors)
  const favoritesErrors = errorText(fields.ids.errors)
  // The fields in the page's order.
  const messageFields = [fields.name, fields.email, fields.phone, fields.message]
  const invalidFields = countInvalid(messageFields)

  return (
    <FormSection title={t('quote.title')} intro={t('quote.intro')}>
      <fetcher.Form
        method="post"
        action={pathname + search}
        {...formProps}
        className="relative flex flex-col gap-2"
      >
        <Honeypot />
        <ByScriptMark />
        <input type="hidden" name={fields.ids.name} value={ids} />
        <FirstInvalidField fields={messageFields}>
          <MessageFields fields={fields} />
        </FirstInvalidField>

        <FormOutcome
          state={state}
          errors={[...favoritesErrors, ...formErrors]}
          invalidFields={invalidFields}
          thanks={t('quote.thanks')}
        />
      </fetcher.Form>
    </FormSection>
  )
}
