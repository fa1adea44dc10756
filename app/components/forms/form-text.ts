import { useTranslation } from 'react-i18next'
import { en } from '~/i18n/en'

type FormErrorKey = `forms.errors.${keyof typeof en.forms.errors}`

function isFormErrorKey(value: string): value is FormErrorKey {
  const [group, kind, name] = value.split('.')
  return group === 'forms' && kind === 'errors' && name !== undefined && name in en.forms.errors
}

/**
 * Form errors travel as translation keys (`forms.errors.required`), from the browser's check
 * and the server's alike; this shows them in the visitor's language. Anything else (a message
 * from an older page, say) reads as the generic "check this field".
 */
export function useFormErrorText() {
  const { t } = useTranslation()
  return (errors: readonly string[] | undefined) =>
    (errors ?? []).map((error) => t(isFormErrorKey(error) ? error : 'forms.errors.invalid'))
}
