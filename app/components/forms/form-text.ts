import { useTranslation } from '~/i18n/translation'

/**
 * Form errors travel as translation keys (`forms.errors.required`), from the browser's check
 * and the server's alike; this shows them in the visitor's language. Anything else (a message
 * from an older page, say) reads as the generic "check this field".
 */
export function useFormErrorText() {
  const { t, has } = useTranslation()
  return (errors: readonly string[] | undefined) =>
    (errors ?? []).map((error) =>
      error.startsWith('forms.errors.') && has(error) ? t(error) : t('forms.errors.invalid'),
    )
}

/** How many of a form's fields are marked invalid: any at all adds the form's summary. */
export function countInvalid(fields: readonly { errors?: unknown }[]) {
  return fields.filter((field) => field.errors !== undefined).length
}
