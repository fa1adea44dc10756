import { getFormProps } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { FormOutcome } from '~/components/forms/form-outcome'
import { useFormErrorText } from '~/components/forms/form-text'
import { Honeypot } from '~/components/forms/honeypot'
import { MessageFields } from '~/components/forms/message-fields'
import { useSendForm } from '~/components/forms/use-send-form'
import { contactMessageSchema } from '~/lib/contact-message'

/**
 * The contact form (name, e-mail, optional phone, message), sent by the page's action to the
 * agency's panel. Loaded lazily by the page: it takes no props, so its server HTML hydrates
 * as it is.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { fetcher, form, fields, state } = useSendForm({
    id: 'contact-message',
    schema: contactMessageSchema,
  })
  const errorText = useFormErrorText()
  const invalidFields = [fields.name, fields.email, fields.phone, fields.message].filter(
    (field) => field.errors !== undefined,
  ).length

  return (
    <section aria-labelledby="contact-form-title" className="flex flex-col gap-4">
      <div>
        <h2 id="contact-form-title" className="font-display text-2xl sm:text-3xl">
          {t('contact.formTitle')}
        </h2>
        <p className="mt-2 max-w-prose text-muted">{t('contact.formIntro')}</p>
      </div>
      <fetcher.Form
        method="post"
        action={pathname}
        {...getFormProps(form)}
        className="relative flex flex-col gap-2"
      >
        <Honeypot />
        <MessageFields fields={fields} />
        <FormOutcome
          state={state}
          errors={errorText(form.errors)}
          invalidFields={invalidFields}
          thanks={t('contact.thanks')}
        />
      </fetcher.Form>
    </section>
  )
}
