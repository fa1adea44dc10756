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
import { contactMessageSchema } from '~/lib/forms/contact-message'

/**
 * The contact form, sent by the page's action to the agency's panel. Its one prop comes from
 * the loader and stays put until it hydrates, as `formOnIntent` requires.
 */
export function ContactForm({ sent }: { sent: boolean }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { fetcher, form, formProps, fields, state } = useSendForm({
    id: 'contact-message',
    schema: contactMessageSchema,
    sent,
  })
  const errorText = useFormErrorText()
  // The fields in the page's order.
  const messageFields = [fields.name, fields.email, fields.phone, fields.message]
  const invalidFields = countInvalid(messageFields)

  return (
    <FormSection title={t('contact.formTitle')} intro={t('contact.formIntro')}>
      <fetcher.Form
        method="post"
        action={pathname}
        {...formProps}
        className="relative flex flex-col gap-2"
      >
        <Honeypot />
        <ByScriptMark />
        <FirstInvalidField fields={messageFields}>
          <MessageFields fields={fields} />
        </FirstInvalidField>
        <FormOutcome
          state={state}
          errors={errorText(form.errors)}
          invalidFields={invalidFields}
          thanks={t('contact.thanks')}
        />
      </fetcher.Form>
    </FormSection>
  )
}
