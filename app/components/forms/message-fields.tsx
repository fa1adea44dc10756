import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from '~/i18n/translation'
import { TextField } from './text-field'

type MessageFieldsProps = {
  fields: Record<'name' | 'email' | 'phone' | 'message', FieldMetadata<string | undefined>>
}

/**
 * Who writes, how to answer them, and what they say: the fields the contact form and the
 * quote request share (name, e-mail, an optional phone, the message).
 */
export function MessageFields({ fields }: MessageFieldsProps) {
  const { t } = useTranslation()
  return (
    <>
      <TextField field={fields.name} label={t('forms.fields.name')} autoComplete="name" required />
      <TextField
        field={fields.email}
        label={t('forms.fields.email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        field={fields.phone}
        label={t('forms.fields.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('forms.fields.phoneHint')}
        optionalLabel={t('forms.optional')}
      />
      <TextField field={fields.message} label={t('forms.fields.message')} rows={6} required />
    </>
  )
}
